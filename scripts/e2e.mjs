#!/usr/bin/env node
/**
 * `npm run test:e2e`: checks for a Chromium first (so a missing browser is reported before a
 * minute-long build), builds the e2e exports (the `exports` table below) so the tests never run
 * against a stale `out/`, each with every setting passed explicitly so that a developer's .env*
 * files cannot change what is tested, then runs `playwright test` with any extra arguments,
 * and exits with Playwright's code.
 * Every run (with any arguments) also starts a throwaway PostgreSQL + PostgREST for shared mode
 * on 127.0.0.1:4181 and 4180 and stops them afterwards (see withSharedMode below).
 *
 *   npm run test:e2e                          # build, then every spec
 *   npm run test:e2e -- booking.spec.ts       # arguments go to `playwright test`
 *   npm run test:e2e -- --skip-build -g login # reuse the current out/ (for quick reruns)
 *   npm run test:e2e -- --build-only          # build the exports and stop (no ports used)
 *   npm run test:e2e -- --only=out-shared     # build only that export (others kept as they are)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { buildExport, runNode } from './build-export.mjs';
import { startSharedStack } from './db/stack.mjs';
import { requireChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const buildOnly = args.includes('--build-only');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const passed = args.filter(
  (arg) => arg !== '--skip-build' && arg !== '--build-only' && !arg.startsWith('--only='),
);
// The 'worker' project runs after the whole 'chromium' project, and 'visit-types' after it
// (playwright.config.ts); a run narrowed to some specs or tests should not run every other spec
// first.
const narrowed = passed.some(
  (arg) => /\.spec\.ts(:\d+)?$/.test(arg) || arg === '-g' || arg.startsWith('--grep'),
);
const playwrightArgs =
  narrowed && !passed.includes('--no-deps') ? [...passed, '--no-deps'] : passed;

const chromium = requireChromium();
console.log(`e2e: using Chromium at ${chromium}`);
const env = { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: '1' };

function readJson(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

const clinic = readJson('__tests__/e2e/support/site-env.json').clinic;
const emailDebug = readJson('__tests__/e2e/support/email-debug-env.json');
const shared = readJson('__tests__/e2e/support/shared-env.json');

/**
 * The e2e exports (__tests__/e2e/support/exports.ts, which the specs read too), each built by
 * scripts/build-export.mjs with every setting (docs/configuration.md#site-settings) unset, then
 * the clinic, the EmailJS stub, then its own settings.
 * @type {ReadonlyArray<{dir: string, what: string, settings: Record<string, string>}>}
 */
const { E2E_EXPORTS: exports } = await createJiti(import.meta.url).import(
  path.join(root, '__tests__/e2e/support/exports.ts'),
);

if (!skipBuild) {
  for (const exported of exports.filter(({ dir }) => !only || dir === only)) {
    // E-mail always goes to the EmailJS stub on 127.0.0.1.
    const settings = { ...clinic, ...emailDebug.email, ...exported.settings };
    const started = Date.now();
    const code = await buildExport({ ...exported, settings }, env, 'e2e');
    console.log(`e2e: ${exported.dir}/ took ${Math.round((Date.now() - started) / 1000)} s`);
    if (code !== 0) {
      console.error('e2e: no tests were run.');
      process.exit(code);
    }
  }
}
if (buildOnly) process.exit(0);

/**
 * Shared mode (docs/shared-mode.md): starts PostgreSQL (127.0.0.1:4181) and PostgREST (4180) with the
 * migrations applied, runs `run` with the owner's database URL in E2E_SHARED_DATABASE_URL, and
 * stops both (also on failure or a signal). Ports: __tests__/e2e/support/shared-env.json.
 * @param {(env: NodeJS.ProcessEnv) => Promise<number>} run
 * @returns {Promise<number>} run's exit code
 */
async function withSharedMode(run) {
  console.log('e2e: starting PostgreSQL and PostgREST for shared mode…');
  let stack;
  try {
    stack = await startSharedStack({
      pgPort: shared.ports.postgres,
      restPort: shared.ports.dataApi,
    });
  } catch (error) {
    console.error(`e2e: could not start the shared-mode stack: ${error.message}`);
    return 1;
  }
  const stopOnSignal = (signal) => {
    void stack.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    return await run({
      ...env,
      E2E_SHARED_DATABASE_URL: stack.databaseUrl,
      // A PostgREST of the same database that __tests__/e2e/shared-outage.spec.ts starts and
      // really stops itself, for the export that talks to it (out-shared-outage/).
      E2E_OUTAGE_POSTGREST: JSON.stringify({
        bin: stack.postgrestBin,
        env: stack.dataApiEnv(shared.ports.outageDataApi),
        url: shared.outage.NEXT_PUBLIC_DATA_API_URL,
      }),
    });
  } finally {
    await stack.stop();
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
}

const testCode = await withSharedMode((testEnv) =>
  runNode(require.resolve('@playwright/test/cli'), ['test', ...playwrightArgs], testEnv),
);
process.exit(testCode);
