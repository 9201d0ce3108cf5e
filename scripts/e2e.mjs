#!/usr/bin/env node
/**
 * `npm run test:e2e`: checks for a Chromium first (so a missing browser is reported before a
 * minute-long build), builds the static export so the tests never run against a stale `out/`,
 * then runs `playwright test` with any extra arguments, and exits with Playwright's code.
 *
 *   npm run test:e2e                          # build, then every spec
 *   npm run test:e2e -- booking.spec.ts       # arguments go to `playwright test`
 *   npm run test:e2e -- --skip-build -g login # reuse the current out/ (for quick reruns)
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

/**
 * Runs `node <script> ...args` in the project root with inherited output.
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const playwrightArgs = args.filter((arg) => arg !== '--skip-build');

const chromium = requireChromium();
console.log(`e2e: using Chromium at ${chromium}`);
const env = { ...process.env, CHROMIUM_PATH: chromium, NEXT_TELEMETRY_DISABLED: '1' };

if (!skipBuild) {
  console.log('e2e: building the static export (next build)…');
  const buildCode = await runNode(require.resolve('next/dist/bin/next'), ['build'], env);
  if (buildCode !== 0) {
    console.error(`e2e: next build failed (exit code ${buildCode}); no tests were run.`);
    process.exit(buildCode);
  }
  // The tests are served with the site's real security headers (CSP with inline-script hashes).
  await runNode(path.join(root, 'scripts/security-headers.mjs'), ['--dir', 'out'], env);
}

const testCode = await runNode(
  require.resolve('@playwright/test/cli'),
  ['test', ...playwrightArgs],
  env,
);
process.exit(testCode);
