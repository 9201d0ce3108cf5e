#!/usr/bin/env node
/**
 * `npm run bench`: builds the static export, serves it gzipped on 127.0.0.1, and measures
 *  1. first-load JS and CSS (gzip bytes) of every route and of the framework floor
 *     (`/_not-found/`), each route's cost above the floor as a difference: size-limit
 *     (.size-limit.mjs), which also judges the JS budget;
 *  2. Lighthouse mobile and desktop scores with LCP, TBT and CLS, of the median of 3 runs:
 *     Lighthouse CI (lighthouserc.cjs), which also judges the score and CLS budgets;
 *  3. /appointments/ with 100, 1,000 and 10,000 stored appointments: list render, cancel and
 *     storage read times, their growth from 1,000 to 10,000, and the longest long tasks;
 *  4. shared mode (scripts/bench/shared.mjs): booking round trip, a doctor's schedule page with
 *     10,000 appointments in the table, and the race's figures;
 *  5. the first-free-slot search (scripts/bench/first-free.mjs): 90 days × 5 doctors with
 *     10,000 stored appointments, median ms.
 * It prints one route table, the scaling table and each budget against its figure, and writes
 * everything to bench-results/bench.json (Lighthouse's reports to bench-results/lighthouse/). It
 * reports; it never fails on a figure (exit 0), only when it cannot measure (exit 1): a tool that
 * exits 1 on a missed budget is read as a verdict.
 * The bench's method and caveats: docs/testing.md#benchmarks.
 *
 * It does not touch `.next/` or `out/` (see scripts/bench/build.mjs) and uses ports 4190–4199.
 *
 *   npm run bench                   # everything (Lighthouse CI's 3 runs take most of it)
 *   npm run bench -- --skip-build   # reuse .next-bench/out from the previous run
 *   npm run bench -- --runs 1       # one Lighthouse run per route and form factor (quick look)
 *   npm run bench -- --routes booking   # the floor and the named routes only (ids of ROUTES,
 *                                       # comma-separated); skips sections 3–5
 *   npm run bench -- --clinic clinic.example.json   # also the floor and /appointments/new/ of
 *                                       # an export with that clinic file (CLINIC_FILE)
 *   npm run bench -- --baseline <git ref>   # also /appointments/new/'s first-load JS in that
 *                                       # commit's export, and each export's growth over it
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildExport } from './bench/build.mjs';
import {
  baselineExport,
  clinicExport,
  firstLoadGrowth,
  firstLoadGrowthLines,
} from './bench/other-builds.mjs';
import { readDoctors } from './bench/data.mjs';
import { routeTable, scalingTable, verdictLines, verdicts } from './bench/report.mjs';
import { runLighthouseCi, runSizeLimit } from './bench/route-budgets.mjs';
import bench from './bench/routes.cjs';
import { measureScaling } from './bench/scaling.mjs';
import { benchFirstFree, firstFreeLine } from './bench/first-free.mjs';
import { benchShared, sharedLines } from './bench/shared.mjs';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';

const { ROUTES, sizeCheckName } = bench;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.next-bench');
const resultsFile = path.join(root, 'bench-results', 'bench.json');

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean' },
    runs: { type: 'string' },
    routes: { type: 'string' },
    clinic: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const lighthouseRuns = Number(options.runs ?? 3);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error('--runs takes a whole number of Lighthouse runs, 1 or more.');
  process.exit(1);
}

/** The routes measured: every one, or the floor and those named by `--routes`. */
const wanted = options.routes?.split(',').map((id) => id.trim());
const unknown = wanted?.filter((id) => !ROUTES.some((route) => route.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(
    `--routes: no route ${unknown.join(', ')}; known: ${ROUTES.map((route) => route.id).join(', ')}.`,
  );
  process.exit(1);
}
/** The route another clinic file or a baseline is weighed on: the booking form's. */
const BOOKING = ROUTES.find((route) => route.id === 'booking');
const comparing = Boolean(options.clinic || options.baseline);
const measured = wanted
  ? ROUTES.filter(
      (route) =>
        route.isFloor || wanted.includes(route.id) || (comparing && route.id === BOOKING.id),
    )
  : ROUTES;

/** Scaling sizes and measured runs per size. */
const SIZES = [100, 1000, 10000];
const SCALING_RUNS = 3;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (line) => console.log(line);

/** The first port in [from, to] nothing listens on at 127.0.0.1. */
async function freePort(from, to) {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

/** Starts scripts/bench/server.mjs as a child process; resolves once it listens. */
function startServer(dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts', 'bench', 'server.mjs'), '--dir', dir, '--port', String(port)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const onExit = (code) =>
      reject(new Error(`the bench server exited (code ${code}) before listening`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      if (text.includes('listening')) {
        child.off('exit', onExit);
        resolve({ child, origin: `http://127.0.0.1:${port}` });
      }
    });
  });
}

/** Stops the server child this script started (by its own handle, nothing else). */
function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The HTTP status `url` answers (node:http: fetch refuses 4190, a port of its blocklist). */
function statusOf(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .once('error', reject);
  });
}

function chromiumVersion(chromePath) {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim();
  } catch {
    return null;
  }
}

const ratio = (small, large) =>
  small > 0 && large !== null && small !== null ? large / small : null;

/** Section 3: /appointments/ at each size, and each figure's growth from 1,000 to 10,000. */
async function scaleList({ origin, chromePath }) {
  log(
    `bench: /appointments/ with ${SIZES.join(', ')} appointments, ${SCALING_RUNS} runs each… (${elapsed()})`,
  );
  const scaling = await measureScaling({
    origin,
    sizes: SIZES,
    runs: SCALING_RUNS,
    chromePath,
    chromeArgs: CHROMIUM_ARGS,
    doctors: readDoctors(),
    log,
  });
  const at = (size, key) => scaling.find((entry) => entry.size === size)?.[key] ?? null;
  const growth = {
    listMs: ratio(at(1000, 'listMs'), at(10000, 'listMs')),
    cancelMs: ratio(at(1000, 'cancelMs'), at(10000, 'cancelMs')),
    readMs: ratio(at(1000, 'readMs'), at(10000, 'readMs')),
  };
  return { scaling, growth };
}

/**
 * Sections 1–2: each route's status, first-load bytes (size-limit) and Lighthouse CI's scores,
 * with each figure above the floor (the build's own /_not-found/).
 * @param {{origin: string, outDir: string, debuggingPort: number, routeList?: object[],
 *   reportsDir?: string}} options `routeList`: the routes measured (`measured` by default, the
 *   floor first); `reportsDir`: Lighthouse's reports (bench-results/lighthouse by default)
 */
async function measureRoutes({ origin, outDir, debuggingPort, routeList = measured, reportsDir }) {
  // The server must answer each route as a visitor's browser sees it.
  for (const route of routeList) {
    const status = await statusOf(`${origin}${route.path}`);
    const expected = route.notFound ? 404 : 200;
    if (status !== expected) throw new Error(`${route.path} answered ${status}, not ${expected}`);
  }

  log('bench: first-load bytes (size-limit)…');
  const sizeChecks = await runSizeLimit({ root, exportDir: outDir });
  const size = (route, part) =>
    sizeChecks.find((check) => check.name === sizeCheckName(route, part));
  const routes = routeList.map((route) => ({
    ...route,
    firstLoad: {
      js: size(route, 'JS').size,
      css: size(route, 'CSS').size,
      noModule: size(route, 'nomodule JS').size,
      jsAboveFloor: size(route, 'JS above the floor'),
    },
  }));

  log(
    `bench: Lighthouse CI, ${lighthouseRuns} run(s) × ${routes.length} routes × mobile and desktop… (${elapsed()})`,
  );
  const lighthouseCi = await runLighthouseCi({
    root,
    origin,
    urls: routes.map((route) => `${origin}${route.path}`),
    runs: lighthouseRuns,
    debuggingPort,
    log,
    reportsDir,
  });
  for (const route of routes) {
    route.lighthouse = {
      mobile: lighthouseCi.mobile.byPath[route.path] ?? {},
      desktop: lighthouseCi.desktop.byPath[route.path] ?? {},
    };
  }

  const floor = routes.find((route) => route.isFloor);
  for (const route of routes) {
    if (route.isFloor) continue;
    const difference = (pick) => {
      const value = pick(route);
      const base = pick(floor);
      return value === null || value === undefined || base === null || base === undefined
        ? null
        : value - base;
    };
    route.aboveFloor = {
      js: difference((r) => r.firstLoad.js),
      css: difference((r) => r.firstLoad.css),
      noModule: difference((r) => r.firstLoad.noModule),
      mobileLcp: difference((r) => r.lighthouse.mobile.lcp),
      mobileTbt: difference((r) => r.lighthouse.mobile.tbt),
      mobileCls: difference((r) => r.lighthouse.mobile.cls),
      desktopLcp: difference((r) => r.lighthouse.desktop.lcp),
      desktopTbt: difference((r) => r.lighthouse.desktop.tbt),
      desktopCls: difference((r) => r.lighthouse.desktop.cls),
    };
  }
  return { routes, sizeChecks, lighthouseCi };
}

/**
 * `--clinic` and `--baseline`: the floor and the booking route of the export with that clinic
 * file, served on its own port and measured as the default export's routes are (its Lighthouse
 * reports in bench-results/lighthouse-clinic/), and the booking route's first-load JS in the
 * baseline commit's export; then the booking route's growth over the default clinic's and the
 * baseline's.
 * @returns {Promise<{clinic: object | null, growth: object}>}
 */
async function measureOtherBuilds({ clinicOut, baseline, routes, debuggingPort }) {
  let clinic = null;
  if (clinicOut) {
    const port = await freePort(4190, 4194);
    const server = await startServer(clinicOut, port);
    try {
      log(`bench: serving ${path.relative(root, clinicOut)}/ on ${server.origin} (${elapsed()})`);
      const measuredClinic = await measureRoutes({
        origin: server.origin,
        outDir: clinicOut,
        debuggingPort,
        routeList: ROUTES.filter((route) => route.isFloor || route.id === BOOKING.id),
        reportsDir: path.join(root, 'bench-results', 'lighthouse-clinic'),
      });
      clinic = {
        file: options.clinic,
        ...measuredClinic,
        budgets: verdicts(measuredClinic.routes, measuredClinic.lighthouseCi, null, null),
      };
    } finally {
      await stopServer(server.child);
    }
  }
  let baselineFigures = null;
  if (baseline) {
    // The baseline may predate routes this commit has (the Spanish ones): only the booking route.
    const checks = await runSizeLimit({
      root,
      exportDir: baseline.outDir,
      routeIds: [BOOKING.id],
    });
    const js = checks.find((check) => check.name === sizeCheckName(BOOKING, 'JS')).size;
    baselineFigures = { ref: options.baseline, commit: baseline.commit, js };
  }
  const booking = (list) => list.find((route) => route.id === BOOKING.id);
  return {
    clinic,
    growth: firstLoadGrowth(
      booking(routes),
      clinic ? booking(clinic.routes) : null,
      baselineFigures,
    ),
  };
}

/**
 * Prints the route table, the scaling table and every budget against its figure.
 * @param report the figures main() gathered: routes, lighthouseCi, scaling, growth, shared,
 *   firstFree, budgetResults and other (the --clinic and --baseline builds, or null).
 */
function printReport(report) {
  const { routes, lighthouseCi, scaling, growth, shared, firstFree, budgetResults, other } = report;
  console.log('');
  console.log(
    `Routes: first-load gzip bytes (KiB, size-limit) and Lighthouse CI's median runs of ${lighthouseRuns} run(s);` +
      ' M = mobile, D = desktop; Δ = above the floor, the build’s own /_not-found/.',
  );
  console.log('');
  console.log(routeTable(routes, lighthouseCi));
  console.log('');
  console.log('* JS above the floor, on every route. ✗ = budget missed, as the tool judged it.');
  console.log('Lighthouse reports: bench-results/lighthouse/mobile/ and desktop/.');
  console.log('');
  if (scaling) {
    console.log(
      `Scaling: /appointments/ for the bench user, who owns 1 in 10 stored appointments; medians of ${SCALING_RUNS} runs.`,
    );
    console.log('');
    console.log(scalingTable(scaling, growth));
    console.log('');
    for (const line of sharedLines(shared)) console.log(line);
    console.log(firstFreeLine(firstFree));
    console.log('');
  }
  console.log('Budgets:');
  for (const line of verdictLines(budgetResults)) console.log(`  ${line}`);
  console.log('');
  if (!other) return;
  if (other.clinic) {
    console.log(`With ${other.clinic.file} (its own export, floor and booking route):`);
    console.log('');
    console.log(routeTable(other.clinic.routes, other.clinic.lighthouseCi));
    console.log('');
    for (const line of verdictLines(other.clinic.budgets)) console.log(`  ${line}`);
    console.log('Lighthouse reports: bench-results/lighthouse-clinic/mobile/ and desktop/.');
    console.log('');
  }
  for (const line of firstLoadGrowthLines(other.growth, other.clinic?.file)) console.log(line);
  console.log('');
}

async function main() {
  const chromePath = requireChromium();
  log(`bench: Chromium ${chromiumVersion(chromePath) ?? '(version unknown)'} at ${chromePath}`);

  let outDir = path.join(benchDir, 'out');
  if (options['skip-build'] && existsSync(path.join(outDir, 'index.html'))) {
    log(`bench: reusing ${path.relative(root, outDir)}/ (--skip-build)`);
  } else {
    log('bench: building the static export into .next-bench/ (next build)…');
    outDir = await buildExport({ root, benchDir, log });
  }
  const skipBuild = Boolean(options['skip-build']);
  const clinicOut = options.clinic
    ? await clinicExport({ root, file: options.clinic, skipBuild, log })
    : null;
  const baseline = options.baseline
    ? await baselineExport({ root, ref: options.baseline, skipBuild, log })
    : null;

  const serverPort = await freePort(4190, 4194);
  const debuggingPort = await freePort(4195, 4199);
  let server;
  const stopOnSignal = (signal) => {
    void stopServer(server?.child).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    server = await startServer(outDir, serverPort);
    const { origin } = server;
    log(`bench: serving ${path.relative(root, outDir)}/ gzipped on ${origin} (${elapsed()})`);

    const { routes, sizeChecks, lighthouseCi } = await measureRoutes({
      origin,
      outDir,
      debuggingPort,
    });
    const other = comparing
      ? await measureOtherBuilds({ clinicOut, baseline, routes, debuggingPort })
      : null;

    // `--routes` measures the routes only: sections 3–5 are skipped (null in the JSON).
    let scaling = null;
    let growth = null;
    let shared = null;
    let firstFree = null;
    if (!wanted) {
      ({ scaling, growth } = await scaleList({ origin, chromePath }));
      log(`bench: shared mode (PostgreSQL + PostgREST on 127.0.0.1:4192–4193)… (${elapsed()})`);
      shared = await benchShared({ log });
      log(`bench: first free slot search… (${elapsed()})`);
      firstFree = await benchFirstFree({ root });
    }

    const budgetResults = verdicts(routes, lighthouseCi, scaling, growth);
    const durationS = Math.round((Date.now() - started) / 1000);
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          date: new Date(started).toISOString(),
          durationS,
          machine: {
            cpus: os.cpus().length,
            node: process.version,
            chromium: chromiumVersion(chromePath),
          },
          units: {
            bytes: 'bytes, gzip: each file gzipped at level 9, as @size-limit/file measures',
            lcp: 'ms',
            tbt: 'ms',
            cls: 'unitless',
            scaling: 'ms, medians',
          },
          lighthouseRuns,
          routes,
          tools: {
            sizeLimit: sizeChecks,
            lighthouseCi: {
              mobile: lighthouseCi.mobile.assertions,
              desktop: lighthouseCi.desktop.assertions,
            },
          },
          scaling: scaling && {
            runsPerSize: SCALING_RUNS,
            sizes: scaling,
            growth1000to10000: growth,
          },
          budgets: budgetResults,
          shared,
          firstFree,
          // --clinic and --baseline (null without them): the other export's figures and budgets,
          // and the booking route's first-load JS growth, gzip bytes.
          clinic: other?.clinic ?? null,
          firstLoadGrowth: other?.growth ?? null,
        },
        null,
        2,
      )}\n`,
    );

    printReport({ routes, lighthouseCi, scaling, growth, shared, firstFree, budgetResults, other });
    console.log(`bench: wrote ${path.relative(root, resultsFile)}; finished in ${elapsed()}.`);
  } finally {
    await stopServer(server?.child);
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
}
