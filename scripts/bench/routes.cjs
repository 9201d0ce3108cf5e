/**
 * The routes the bench measures (docs/testing.md#benchmarks), the framework floor first: one list
 * for size-limit (.size-limit.mjs), Lighthouse CI (lighthouserc.cjs) and scripts/bench.mjs.
 * CommonJS, because Lighthouse CI loads its configuration and its puppeteerScript with require().
 */

/**
 * @typedef {object} BenchRoute
 * @property {string} id the name `npm run bench -- --routes` takes
 * @property {string} path the address Lighthouse visits, with the export's trailing slash
 * @property {string} html the export's file that address serves, relative to `out/`
 * @property {boolean} [isFloor] the build's own /_not-found/: the framework's cost, unbudgeted
 * @property {boolean} [loggedIn] measured with the bench user's session in localStorage
 * @property {boolean} [notFound] an address without a page: the server answers 404 with 404.html,
 *   or under /es/ with es/404.html
 * @property {boolean} [unlisted] a page marked noindex on purpose (unlistedPageMetadata)
 */

/**
 * The English pages; each stands again under /es/ (docs/languages.md#routes), in the same order.
 * @type {BenchRoute[]}
 */
const PAGES = [
  { id: 'home', path: '/', html: 'index.html' },
  { id: 'login', path: '/login/', html: 'login/index.html' },
  { id: 'register', path: '/register/', html: 'register/index.html' },
  { id: 'appointments', path: '/appointments/', html: 'appointments/index.html', loggedIn: true },
  {
    id: 'booking',
    path: '/appointments/new/',
    html: 'appointments/new/index.html',
    loggedIn: true,
  },
  { id: 'family', path: '/family/', html: 'family/index.html', loggedIn: true },
  { id: 'claim', path: '/claim/', html: 'claim/index.html', unlisted: true },
  { id: 'offer', path: '/offer/', html: 'offer/index.html', unlisted: true },
  {
    id: 'schedule',
    path: '/schedule/',
    html: 'schedule/index.html',
    loggedIn: true,
    unlisted: true,
  },
];

/** @type {BenchRoute} */
const NOT_FOUND = { id: 'notFound', path: '/no-such-page/', html: '404.html', notFound: true };

/**
 * `route` under /es/: its id prefixed (home → esHome), its address and file under es/.
 * @param {BenchRoute} route
 * @returns {BenchRoute}
 */
function spanish(route) {
  const id = `es${route.id[0].toUpperCase()}${route.id.slice(1)}`;
  return { ...route, id, path: `/es${route.path}`, html: `es/${route.html}` };
}

/** @type {BenchRoute[]} */
const ROUTES = [
  { id: 'floor', path: '/_not-found/', html: '_not-found/index.html', isFloor: true },
  ...PAGES,
  ...PAGES.map(spanish),
  NOT_FOUND,
  spanish(NOT_FOUND),
];

/**
 * The name of a size-limit check of `route`, e.g. '/login/ JS above the floor'; the bench finds
 * a check's result by it.
 * @param {BenchRoute} route
 * @param {'JS' | 'CSS' | 'nomodule JS' | 'JS above the floor'} part
 * @returns {string}
 */
function sizeCheckName(route, part) {
  return `${route.path} ${part}`;
}

module.exports = { ROUTES, sizeCheckName };
