/**
 * Lighthouse CI (docs/testing.md#benchmarks): Lighthouse on each route of the static export, and
 * the routes' budgets as assertions on the median run (LHCI's representative run).
 *
 * `BENCH_FORM_FACTOR=desktop` runs Lighthouse's desktop preset, where CLS is the only budget;
 * mobile is the default. `npm run bench` sets `BENCH_ORIGIN` to its own server and
 * `BENCH_DEBUGGING_PORT` to Chromium's port in its range; without them Lighthouse CI serves
 * `out/` itself (`npm run build && npx lhci autorun`) and Chromium takes any free port. Nothing
 * leaves the machine: the reports go to bench-results/lighthouse/<form factor>/.
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { ROUTES } = require('./scripts/bench/routes.cjs');

const formFactor = process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';
const origin = process.env.BENCH_ORIGIN ?? 'http://127.0.0.1:4190';

/**
 * Chromium's path and the project's launch flags, from scripts/find-chromium.mjs as a CLI (this
 * file is CommonJS, which cannot import that ES module). It prints how to get a browser when none
 * is found.
 */
function chromium() {
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'scripts', 'find-chromium.mjs'), '--json'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output);
}

/** The budgets of every route but the floor, by form factor. Scores are 0–1. */
const BUDGETS = {
  mobile: {
    'categories:performance': ['error', { minScore: 0.95 }],
    'categories:accessibility': ['error', { minScore: 1 }],
    'categories:best-practices': ['error', { minScore: 1 }],
    'categories:seo': ['error', { minScore: 1 }],
    'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
  },
  desktop: {
    'cumulative-layout-shift': ['error', { maxNumericValue: 0 }],
  },
};

/**
 * The audits a page that answers HTTP 404 fails by that status alone, as it should (a 404 page is
 * not a fake 200): http-status-code; is-crawlable, as Next.js marks its 404 page noindex; and
 * errors-in-console, as Chromium logs 'Failed to load resource: … status of 404' for the page.
 */
const NOT_FOUND_STATUS_AUDITS = ['http-status-code', 'is-crawlable', 'errors-in-console'];

/**
 * The other audits that carry weight in Lighthouse 12's best-practices and SEO scores: a route
 * judged audit by audit must pass each of them. scripts/bench/report.mjs says so when a
 * Lighthouse update weighs an audit these lists lack.
 */
const OTHER_BEST_PRACTICES_AUDITS = [
  ...['is-on-https', 'redirects-http', 'geolocation-on-start', 'notification-on-start'],
  ...['paste-preventing-inputs', 'image-aspect-ratio', 'image-size-responsive', 'viewport'],
  ...['font-size', 'doctype', 'charset', 'deprecations', 'third-party-cookies', 'inspector-issues'],
];
const OTHER_SEO_AUDITS = [
  ...['document-title', 'meta-description', 'link-text', 'crawlable-anchors', 'robots-txt'],
  ...['image-alt', 'hreflang', 'canonical'],
];

const passEach = (audits) =>
  Object.fromEntries(audits.map((id) => [id, ['error', { minScore: 1 }]]));

/**
 * `budgets` judged audit by audit where a category's score would fail for a reason the route
 * has on purpose: the categories and audits `off` turned off, each of `pass` required to pass.
 * Unchanged in a form factor without category budgets (desktop).
 */
function auditByAudit(budgets, off, pass) {
  if (!budgets['categories:seo']) return budgets;
  return { ...budgets, ...Object.fromEntries(off.map((id) => [id, 'off'])), ...passEach(pass) };
}

/** The 404 route's budgets: the categories' own scores give way to their audits but its status's. */
const notFoundBudgets = (budgets) =>
  auditByAudit(
    budgets,
    ['categories:best-practices', 'categories:seo', ...NOT_FOUND_STATUS_AUDITS],
    [...OTHER_BEST_PRACTICES_AUDITS, ...OTHER_SEO_AUDITS],
  );

/**
 * The budgets of a page kept out of search engines on purpose (claim, offer, schedule:
 * unlistedPageMetadata, docs/product.md#routes): its noindex fails is-crawlable, which alone
 * takes the SEO score to about 63, so SEO is judged audit by audit without that one.
 */
const unlistedBudgets = (budgets) =>
  auditByAudit(
    budgets,
    ['categories:seo', 'is-crawlable'],
    ['http-status-code', ...OTHER_SEO_AUDITS],
  );

/** A route's budgets in this form factor. */
function budgetsOf(route) {
  const budgets = BUDGETS[formFactor];
  if (route.notFound) return notFoundBudgets(budgets);
  return route.unlisted ? unlistedBudgets(budgets) : budgets;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { executablePath, args } = chromium();

module.exports = {
  ci: {
    collect: {
      url: ROUTES.map((route) => `${origin}${route.path}`),
      ...(process.env.BENCH_ORIGIN
        ? {}
        : { startServerCommand: 'node scripts/bench/server.mjs --dir out --port 4190' }),
      numberOfRuns: 3,
      chromePath: executablePath,
      // Lighthouse CI resolves it from its working directory, which the bench sets per form factor.
      puppeteerScript: path.relative(
        process.cwd(),
        path.join(__dirname, 'scripts', 'bench', 'seed-storage.cjs'),
      ),
      puppeteerLaunchOptions: {
        args,
        ...(process.env.BENCH_DEBUGGING_PORT && {
          debuggingPort: Number(process.env.BENCH_DEBUGGING_PORT),
        }),
      },
      settings: {
        ...(formFactor === 'desktop' && { preset: 'desktop' }),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableFullPageScreenshot: true,
        // The 404 route answers 404 on purpose; audit the page it shows all the same.
        ignoreStatusCode: true,
      },
    },
    assert: {
      includePassedAssertions: true,
      // The floor has no entry: it is the framework's cost, the yardstick of the others.
      assertMatrix: ROUTES.filter((route) => !route.isFloor).map((route) => ({
        matchingUrlPattern: `^https?://[^/]+${escapeRegExp(route.path)}$`,
        aggregationMethod: 'median-run',
        assertions: budgetsOf(route),
      })),
    },
    upload: {
      target: 'filesystem',
      // `npm run bench -- --clinic` keeps a second clinic's reports apart (BENCH_LIGHTHOUSE_DIR).
      outputDir: path.join(
        process.env.BENCH_LIGHTHOUSE_DIR ?? path.join(__dirname, 'bench-results', 'lighthouse'),
        formFactor,
      ),
    },
  },
};
