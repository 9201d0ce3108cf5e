#!/usr/bin/env node
/**
 * `npm run bench`: builds the static export, serves it gzipped on 127.0.0.1, and measures
 *  1. first-load JS and CSS (gzip bytes) of every route and of the framework floor
 *     (`/_not-found/`), each route's cost above the floor as a difference;
 *  2. Lighthouse mobile and desktop scores with LCP, TBT and CLS, of the median of 3 runs;
 *  3. /appointments/ with 100, 1,000 and 10,000 stored appointments: list render, cancel and
 *     storage read times, their growth from 1,000 to 10,000, and the longest long tasks;
 *  4. shared mode (scripts/bench/shared.mjs): booking round trip, a doctor's schedule page with
 *     10,000 appointments in the table, and the race's figures;
 *  5. the first-free-slot search (scripts/bench/first-free.mjs): 90 days × 5 doctors with
 *     10,000 stored appointments, median ms.
 * It prints one route table, the scaling table and each budget against its figure, and writes
 * everything to bench-results/bench.json. It reports; it never fails on a figure (exit 0),
 * only when it cannot measure (exit 1). The bench's method and caveats: docs/testing.md#benchmarks.
 *
 * It does not touch `.next/` or `out/` (see scripts/bench/build.mjs) and uses ports 4190–4199.
 *
 *   npm run bench                   # everything (about 6–9 minutes on 2 cores)
 *   npm run bench -- --skip-build   # reuse .next-bench/out from the previous run
 *   npm run bench -- --runs 1       # one Lighthouse run per route and form factor (quick look)
 *   npm run bench -- --routes booking   # the floor and the named routes only (ids of ROUTES,
 *                                       # comma-separated); skips sections 3–5
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildExport } from './bench/build.mjs';
import { BENCH_USER, readDoctors } from './bench/data.mjs';
import { measureFirstLoad } from './bench/first-load.mjs';
import { auditRoutes } from './bench/lighthouse.mjs';
import { routeTable, scalingTable, verdictLines, verdicts } from './bench/report.mjs';
import { measureScaling } from './bench/scaling.mjs';
import { benchFirstFree, firstFreeLine } from './bench/first-free.mjs';
import { benchShared, sharedLines } from './bench/shared.mjs';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.next-bench');
const resultsFile = path.join(root, 'bench-results', 'bench.json');

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean' },
    runs: { type: 'string' },
    routes: { type: 'string' },
  },
});
const lighthouseRuns = Number(options.runs ?? 3);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error('--runs takes a whole number of Lighthouse runs, 1 or more.');
  process.exit(1);
}

const session = { user: BENCH_USER, users: [BENCH_USER] };

/** The routes of the issue, the floor first. */
const ROUTES = [
  { id: 'floor', path: '/_not-found/', isFloor: true },
  { id: 'home', path: '/' },
  { id: 'login', path: '/login/' },
  { id: 'register', path: '/register/' },
  { id: 'appointments', path: '/appointments/', storage: session },
  { id: 'booking', path: '/appointments/new/', storage: session },
  // Any address without a page: the server answers 404 with the export's 404.html.
  { id: 'notFound', path: '/no-such-page/', notFound: true },
];

/** The routes measured: every one, or the floor and those named by `--routes`. */
const wanted = options.routes?.split(',').map((id) => id.trim());
const unknown = wanted?.filter((id) => !ROUTES.some((route) => route.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(
    `--routes: no route ${unknown.join(', ')}; known: ${ROUTES.map((route) => route.id).join(', ')}.`,
  );
  process.exit(1);
}
const measured = wanted
  ? ROUTES.filter((route) => route.isFloor || wanted.includes(route.id))
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
 * Sections 1 and 2: each measured route's first-load bytes and Lighthouse medians, and what each
 * costs above the floor.
 * @throws when a route answers another status than expected
 */
async function measureRoutes({ origin, chromePath, debuggingPort }) {
  log('bench: first-load bytes…');
  const routes = [];
  for (const route of measured) {
    routes.push({ ...route, firstLoad: await measureFirstLoad(origin, route.path) });
  }
  for (const route of routes) {
    const expected = route.notFound ? 404 : 200;
    if (route.firstLoad.status !== expected) {
      throw new Error(`${route.path} answered ${route.firstLoad.status}, expected ${expected}`);
    }
  }

  log(
    `bench: Lighthouse, ${lighthouseRuns} run(s) × ${routes.length} routes × mobile and desktop… (${elapsed()})`,
  );
  const lighthouse = await auditRoutes({
    origin,
    routes,
    runs: lighthouseRuns,
    chromePath,
    debuggingPort,
    log,
  });
  for (const route of routes) route.lighthouse = lighthouse[route.id];

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
      jsGzip: difference((r) => r.firstLoad.js.gzip),
      cssGzip: difference((r) => r.firstLoad.css.gzip),
      noModuleGzip: difference((r) => r.firstLoad.noModule.gzip),
      mobileLcp: difference((r) => r.lighthouse.mobile.lcp),
      mobileTbt: difference((r) => r.lighthouse.mobile.tbt),
      mobileCls: difference((r) => r.lighthouse.mobile.cls),
      desktopLcp: difference((r) => r.lighthouse.desktop.lcp),
      desktopTbt: difference((r) => r.lighthouse.desktop.tbt),
      desktopCls: difference((r) => r.lighthouse.desktop.cls),
    };
  }
  return routes;
}

/** Prints the route table, the scaling table (when measured) and the budget lines. */
function printReport({ routes, scaling, growth, shared, firstFree, budgetResults }) {
  console.log('');
  console.log(
    `Routes: first-load gzip bytes (KiB) and Lighthouse medians of ${lighthouseRuns} run(s); M = mobile, D = desktop;` +
      ' Δ = above the floor, the build’s own /_not-found/.',
  );
  console.log('');
  console.log(routeTable(routes));
  console.log('');
  console.log('* JS above the floor: ≤ 20 KiB on every route. ✗ = budget missed.');
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

    const routes = await measureRoutes({ origin, chromePath, debuggingPort });

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

    const budgetResults = verdicts(routes, scaling, growth);
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
            bytes: 'bytes; gzip = as sent by the server with Content-Encoding: gzip',
            lcp: 'ms',
            tbt: 'ms',
            cls: 'unitless',
            scaling: 'ms, medians',
          },
          lighthouseRuns,
          routes,
          scaling: scaling && {
            runsPerSize: SCALING_RUNS,
            sizes: scaling,
            growth1000to10000: growth,
          },
          budgets: budgetResults,
          shared,
          firstFree,
        },
        null,
        2,
      )}\n`,
    );

    printReport({ routes, scaling, growth, shared, firstFree, budgetResults });
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
