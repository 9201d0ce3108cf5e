/**
 * The routes' figures and budgets from the field's tools (docs/testing.md#benchmarks): size-limit
 * (.size-limit.mjs) for first-load bytes and Lighthouse CI (lighthouserc.cjs) for scores. This
 * module only runs them and reads what they write; each tool's configuration holds its budgets.
 * A missed budget makes a tool exit 1, which is read as a verdict here, not as a failure.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runNode } from './build.mjs';

/** The path of the command-line script package `name` installs as `bin` (package.json#bin). */
function binOf(root, name, bin = name) {
  const manifest = createRequire(path.join(root, 'package.json')).resolve(`${name}/package.json`);
  const { bin: bins } = JSON.parse(readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), typeof bins === 'string' ? bins : bins[bin]);
}

/**
 * size-limit's checks of the export in `exportDir`, of every route or of the floor and `routeIds`.
 * @param {{root: string, exportDir: string, routeIds?: string[]}} options absolute paths; ids of
 *   scripts/bench/routes.cjs
 * @returns {Promise<Array<{name: string, size: number, passed?: boolean, sizeLimit?: number}>>}
 *   sizes in bytes, gzip; `passed` and `sizeLimit` on the checks that have a budget
 * @throws when size-limit cannot measure (its error is in the message)
 */
export async function runSizeLimit({ root, exportDir, routeIds }) {
  const { code, stdout, output } = await runNode(binOf(root, 'size-limit'), ['--json'], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_EXPORT_DIR: exportDir,
      ...(routeIds && { BENCH_ROUTE_IDS: routeIds.join(',') }),
    },
  });
  let checks;
  try {
    checks = JSON.parse(stdout);
  } catch {
    throw new Error(`size-limit exited with code ${code}:\n${output}`);
  }
  if (!Array.isArray(checks)) throw new Error(`size-limit: ${checks.error ?? stdout}`);
  return checks;
}

/**
 * Lighthouse's figures of one run (a Lighthouse result): scores 0–100, LCP and TBT in ms, CLS.
 * @param {object} lhr
 */
function figuresOf(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

/**
 * The audits weighing in a page's best-practices and SEO scores that no budget judges, in a
 * category judged audit by audit rather than by its score (the 404 route's, lighthouserc.cjs).
 * @param {object} lhr the page's Lighthouse result
 * @param {object[]} assertions Lighthouse CI's assertion results for the page
 * @returns {string[]} audit ids
 */
function unjudgedAudits(lhr, assertions) {
  const judged = new Set(
    assertions.map((result) =>
      result.auditId === 'categories' ? `categories:${result.auditProperty}` : result.auditId,
    ),
  );
  return ['best-practices', 'seo'].flatMap((id) => {
    const weighted = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id);
    if (judged.has(`categories:${id}`) || !weighted.some((audit) => judged.has(audit))) return [];
    return weighted.filter((audit) => !judged.has(audit));
  });
}

/**
 * Runs Lighthouse CI on `urls`, `runs` times, mobile then desktop within each run, so that a slow
 * moment of the machine does not fall on one route or one form factor only; then writes each
 * form factor's reports to bench-results/lighthouse/<form factor>/ and asserts its budgets.
 * @param {{root: string, origin: string, urls: string[], runs: number, debuggingPort: number,
 *   log: (line: string) => void, reportsDir?: string}} options `origin` serves the export; `urls`
 *   are on it; `debuggingPort` is Chromium's; `reportsDir` holds a folder per form factor
 *   (bench-results/lighthouse by default)
 * @returns {Promise<Record<'mobile'|'desktop', {byPath: Record<string, object>,
 *   assertions: object[], met: boolean}>>} per form factor: the median run's figures by route
 *   path (with every run's scores and the report's path), Lighthouse CI's assertion results
 *   (passed ones included), and whether all of them passed
 * @throws when Lighthouse cannot run (Lighthouse CI's output is in the message)
 */
export async function runLighthouseCi({
  root,
  origin,
  urls,
  runs,
  debuggingPort,
  log,
  reportsDir = path.join(root, 'bench-results', 'lighthouse'),
}) {
  const cli = binOf(root, '@lhci/cli', 'lhci');
  const config = `--config=${path.join(root, 'lighthouserc.cjs')}`;
  const formFactors = ['mobile', 'desktop'];
  // Lighthouse CI keeps its runs in .lighthouseci/ under its working directory: one per form factor.
  const dirOf = (formFactor) => path.join(reportsDir, formFactor);
  const lhci = (formFactor, args) =>
    runNode(cli, [...args, config], {
      cwd: dirOf(formFactor),
      env: {
        ...process.env,
        BENCH_ORIGIN: origin,
        BENCH_FORM_FACTOR: formFactor,
        BENCH_DEBUGGING_PORT: String(debuggingPort),
        BENCH_LIGHTHOUSE_DIR: reportsDir,
      },
    });
  for (const formFactor of formFactors) {
    rmSync(dirOf(formFactor), { recursive: true, force: true });
    mkdirSync(dirOf(formFactor), { recursive: true });
  }
  for (let run = 1; run <= runs; run += 1) {
    for (const formFactor of formFactors) {
      const started = Date.now();
      const { code, output } = await lhci(formFactor, [
        'collect',
        '--collect.numberOfRuns=1',
        ...(run > 1 ? ['--collect.additive'] : []),
        ...urls.map((url) => `--collect.url=${url}`),
      ]);
      if (code !== 0) throw new Error(`lhci collect (${formFactor}) failed:\n${output}`);
      log(
        `  lighthouse ${formFactor.padEnd(7)} run ${run}/${runs}: ${urls.length} routes` +
          ` (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  const results = {};
  for (const formFactor of formFactors) {
    const upload = await lhci(formFactor, ['upload']);
    if (upload.code !== 0) throw new Error(`lhci upload (${formFactor}) failed:\n${upload.output}`);
    const assert = await lhci(formFactor, ['assert']);
    const assertionsFile = path.join(dirOf(formFactor), '.lighthouseci', 'assertion-results.json');
    if (!existsSync(assertionsFile)) {
      throw new Error(`lhci assert (${formFactor}) failed:\n${assert.output}`);
    }
    const assertions = JSON.parse(readFileSync(assertionsFile, 'utf8'));
    const manifest = JSON.parse(
      readFileSync(path.join(dirOf(formFactor), 'manifest.json'), 'utf8'),
    );
    const byPath = {};
    for (const entry of manifest.filter((candidate) => candidate.isRepresentativeRun)) {
      const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
      const pathname = new URL(entry.url).pathname;
      const own = assertions.filter((result) => new URL(result.url).pathname === pathname);
      byPath[pathname] = {
        ...figuresOf(lhr),
        runs: manifest
          .filter((candidate) => candidate.url === entry.url)
          .map((candidate) => candidate.summary),
        report: path.relative(root, entry.htmlPath),
        unjudged: unjudgedAudits(lhr, own),
      };
    }
    results[formFactor] = { byPath, assertions, met: assert.code === 0 };
  }
  return results;
}
