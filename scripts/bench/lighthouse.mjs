/**
 * Lighthouse runs for the benchmark: the `lighthouse` npm package driving Debian's Chromium,
 * launched once by chrome-launcher and reached through puppeteer-core (Lighthouse's own
 * dependency), so that storage can be seeded in the same browser before each audit.
 *
 * Each audit gets a fresh tab. Before it, the tab opens the origin's favicon (a document of the
 * origin that loads nothing else), clears localStorage and, for a logged-in route, writes the
 * session. Lighthouse then runs in that tab with its default storage reset, which clears the
 * HTTP cache, service workers and Cache Storage but, by default, not localStorage
 * (clearStorageTypes), so every run starts cold and with exactly the storage it was given.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from '../find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

/** The flags the issue fixes for Chromium (scripts/find-chromium.mjs), headless, for chrome-launcher. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The four scored categories, as keyed in a Lighthouse result. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Metric audits read from each result: id in the result → name in the report. */
const METRICS = {
  'largest-contentful-paint': 'lcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
};

async function importFrom(requireFn, name) {
  return import(pathToFileURL(requireFn.resolve(name)).href);
}

/** Lighthouse, its desktop config, chrome-launcher and puppeteer-core (resolved from lighthouse). */
async function loadTools() {
  const { default: lighthouse, defaultConfig } = await import('lighthouse');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const chromeLauncher = await import('chrome-launcher');
  const requireFromLighthouse = createRequire(requireFromRoot.resolve('lighthouse/package.json'));
  const puppeteer = (await importFrom(requireFromLighthouse, 'puppeteer-core')).default;
  return { lighthouse, defaultConfig, desktopConfig, chromeLauncher, puppeteer };
}

/** Scores (0–100) and metrics (ms; CLS unitless) of one Lighthouse result. */
function figuresOf(lhr) {
  const figures = { runtimeError: lhr.runtimeError?.code ?? null };
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    figures[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const [id, name] of Object.entries(METRICS)) {
    const value = lhr.audits[id]?.numericValue;
    figures[name] = typeof value === 'number' ? value : null;
  }
  // Audits that cost points, so a score under 100 can be explained from the JSON alone.
  figures.failedAudits = Object.fromEntries(
    CATEGORIES.filter((id) => id !== 'performance').map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
        .map((audit) => audit.id),
    ]),
  );
  // What the console errors were, so that a 404 page's own 'Failed to load resource' can be
  // told apart from a real error (scripts/bench/report.mjs, notFoundOnlyFailures).
  figures.consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
    String(item.description ?? ''),
  );
  return figures;
}

/**
 * The audits of the four categories that carry no weight in their scores (diagnostics,
 * opportunities, manual checks). They are skipped: they change no score, and leaving them out
 * saves seconds per run. The desktop config extends the default one, so the list holds for both.
 */
function unweightedAudits(defaultConfig) {
  const refs = CATEGORIES.flatMap((id) => defaultConfig.categories[id].auditRefs);
  const weighted = new Set(refs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  // computeMedianRun picks the median run by FCP and TTI; TTI carries no weight but is kept.
  weighted.add('interactive');
  return [...new Set(refs.map((ref) => ref.id))].filter((id) => !weighted.has(id));
}

/**
 * The figures of the median run of one route and form factor, picked by Lighthouse's own
 * computeMedianRun (the run nearest the median FCP and TTI), and every run's figures.
 * @param {Array<{figures: object, lhr?: object}>} runs
 */
function summarize(runs) {
  const valid = filterToValidRuns(runs.flatMap((run) => (run.lhr ? [run.lhr] : [])));
  const median = valid.length > 0 ? figuresOf(computeMedianRun(valid)) : {};
  const summary = {};
  for (const key of [...CATEGORIES, ...Object.values(METRICS)]) summary[key] = median[key] ?? null;
  summary.runs = runs.map((run) => run.figures);
  return summary;
}

/**
 * Writes `storage` (key → JSON value) as the origin's whole localStorage, from a tab that
 * shows the favicon: a same-origin document that runs no script of the site and loads nothing.
 */
async function seedStorage(page, origin, storage) {
  await page.goto(`${origin}/favicon.svg`, { waitUntil: 'load' });
  await page.evaluate(
    (entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, JSON.stringify(value));
    },
    Object.entries(storage ?? {}),
  );
}

/**
 * Audits every route with Lighthouse, mobile then desktop, `runs` times each; the runs of one
 * route and form factor are interleaved with the others' so that a slow moment of the machine
 * does not fall on one route only.
 * @param {{origin: string, routes: Array<{id: string, path: string, storage?: object,
 *   notFound?: boolean}>, runs: number, chromePath: string, debuggingPort: number,
 *   log?: (line: string) => void}} options
 * @returns {Promise<Record<string, {mobile: object, desktop: object}>>} by route id
 */
export async function auditRoutes({ origin, routes, runs, chromePath, debuggingPort, log }) {
  const { lighthouse, defaultConfig, desktopConfig, chromeLauncher, puppeteer } = await loadTools();
  const skipAudits = unweightedAudits(defaultConfig);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    port: debuggingPort,
    logLevel: 'silent',
  });
  const results = Object.fromEntries(
    routes.map((route) => [route.id, { mobile: [], desktop: [] }]),
  );
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const formFactors = [
      { name: 'mobile', config: undefined },
      { name: 'desktop', config: desktopConfig },
    ];
    for (let run = 1; run <= runs; run += 1) {
      for (const formFactor of formFactors) {
        for (const route of routes) {
          const started = Date.now();
          const page = await browser.newPage();
          try {
            await seedStorage(page, origin, route.storage);
            const result = await lighthouse(
              `${origin}${route.path}`,
              {
                output: 'json',
                logLevel: 'error',
                onlyCategories: CATEGORIES,
                skipAudits,
                disableFullPageScreenshot: true,
                // The 404 route is meant to answer 404; audit the page it shows all the same.
                ignoreStatusCode: Boolean(route.notFound),
              },
              formFactor.config,
              page,
            );
            const figures = figuresOf(result.lhr);
            results[route.id][formFactor.name].push({ figures, lhr: result.lhr });
            log?.(
              `  lighthouse ${formFactor.name.padEnd(7)} run ${run}/${runs} ${route.path.padEnd(22)}` +
                ` perf ${figures.performance ?? '–'}  (${((Date.now() - started) / 1000).toFixed(1)} s)` +
                (figures.runtimeError ? `  error ${figures.runtimeError}` : ''),
            );
          } catch (error) {
            log?.(`  lighthouse ${formFactor.name} ${route.path} failed: ${error.message}`);
            results[route.id][formFactor.name].push({
              figures: { runtimeError: String(error.message) },
            });
          } finally {
            await page.close().catch(() => {});
          }
        }
      }
    }
  } finally {
    await browser?.disconnect().catch(() => {});
    await chrome.kill();
  }
  return Object.fromEntries(
    Object.entries(results).map(([id, byFactor]) => [
      id,
      { mobile: summarize(byFactor.mobile), desktop: summarize(byFactor.desktop) },
    ]),
  );
}
