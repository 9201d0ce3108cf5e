/**
 * size-limit (docs/testing.md#benchmarks): the first-load JavaScript and CSS of each route of the
 * static export, gzip, as `@size-limit/file` measures them (each file gzipped at level 9, summed).
 *
 * A route's files are the ones its built HTML references: `<script src>` anywhere in the
 * document and `<link>` with rel `stylesheet`, `modulepreload` or `preload` (as script or style),
 * since Next lists a route's chunks as async scripts and preloads and both are fetched on first
 * load. A script with `nomodule` (Next's polyfills, which modern browsers skip) is its own check.
 *
 * The budget: a route's JavaScript above the floor's (the build's own /_not-found/), that is the
 * files the floor does not load, at most 20 KiB. The export is read from `$BENCH_EXPORT_DIR`,
 * `out/` by default: `npm run build && npx size-limit`; `npm run bench` points it at its own build.
 * `$BENCH_ROUTE_IDS` (comma-separated ids of scripts/bench/routes.cjs) narrows the checks to those
 * routes and the floor, for an export that lacks the others (an older commit's, before /es/).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import bench from './scripts/bench/routes.cjs';

const { sizeCheckName } = bench;
const onlyIds = process.env.BENCH_ROUTE_IDS?.split(',');
const ROUTES = bench.ROUTES.filter(
  (route) => route.isFloor || !onlyIds || onlyIds.includes(route.id),
);

/** Most JavaScript a route may load above the floor, gzip (KiB = 1,024 bytes). */
const JS_ABOVE_FLOOR_LIMIT = '20 KiB';

const root = path.dirname(fileURLToPath(import.meta.url));
const exportDir = path.resolve(root, process.env.BENCH_EXPORT_DIR ?? 'out');

/**
 * The assets an HTML document references, in document order, without duplicates.
 * @param {string} html
 * @returns {{scripts: string[], noModule: string[], styles: string[]}} URLs as written
 */
function referencedAssets(html) {
  const scripts = [];
  const noModule = [];
  const styles = [];
  const add = (list, url) => {
    if (url && !scripts.includes(url) && !noModule.includes(url) && !styles.includes(url))
      list.push(url);
  };
  // node-html-parser keeps script bodies (the RSC payload) as text, so tag-like text in them
  // is never read as markup.
  for (const element of parse(html).querySelectorAll('script, link')) {
    if (element.tagName === 'SCRIPT') {
      add(element.hasAttribute('nomodule') ? noModule : scripts, element.getAttribute('src'));
      continue;
    }
    const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (element.getAttribute('as') ?? '').toLowerCase();
    const href = element.getAttribute('href');
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style'))
      add(styles, href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
      add(scripts, href);
  }
  // A polyfill that is also preloaded is still a polyfill.
  return { scripts: scripts.filter((url) => !noModule.includes(url)), noModule, styles };
}

/** The assets of a route's built page; throws when the export lacks the page. */
function assetsOf(route) {
  const file = path.join(exportDir, route.html);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the export first (npm run build).`);
  }
  return referencedAssets(readFileSync(file, 'utf8'));
}

/**
 * size-limit paths of the export's files at `urls` (site-absolute, e.g. /_next/static/…). Each
 * must exist: size-limit globs its paths, and a glob that matches nothing would weigh 0 bytes.
 */
function exportFiles(urls, route) {
  return urls.map((url) => {
    const file = path.join(exportDir, new URL(url, 'http://site').pathname);
    if (!existsSync(file)) throw new Error(`${url}, referenced by ${route.html}, is missing.`);
    // Escaped, so that the glob matches this file only.
    return path.relative(root, file).replace(/[()[\]{}*?!]/g, '\\$&');
  });
}

const floor = assetsOf(ROUTES.find((route) => route.isFloor));

export default ROUTES.flatMap((route) => {
  const assets = route.isFloor ? floor : assetsOf(route);
  const check = (part, urls, limit) => ({
    name: sizeCheckName(route, part),
    path: exportFiles(urls, route),
    gzip: true,
    ...(limit && { limit }),
  });
  const checks = [
    check('JS', assets.scripts),
    check('CSS', assets.styles),
    check('nomodule JS', assets.noModule),
  ];
  if (route.isFloor || route.notFound) return checks;
  // 'Above the floor' is the route's own files only while it loads every file the floor does.
  const notLoaded = floor.scripts.filter((url) => !assets.scripts.includes(url));
  if (notLoaded.length > 0) {
    throw new Error(`${route.path} does not load the floor's ${notLoaded.join(', ')}.`);
  }
  const own = assets.scripts.filter((url) => !floor.scripts.includes(url));
  return [...checks, check('JS above the floor', own, JS_ABOVE_FLOOR_LIMIT)];
});
