/**
 * Builds one static export the way `npm run build` does (`next build`, the service worker,
 * the security headers) with every setting given explicitly, for the e2e run (scripts/e2e.mjs)
 * and the screenshot comparison (scripts/screenshots.mjs).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

/**
 * Runs `node <script> ...args` in the project root with inherited output.
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
export function runNode(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Every setting a build reads, each set to '': the site's settings (lib/config/settings.ts)
 * and next.config.mjs's NEXT_DIST_DIR and CLINIC_FILE. `next build` loads the .env* files but
 * never overrides a variable that is set, even to '', and lib/config/env.ts, next.config.mjs and
 * scripts/security-headers.mjs read '' as unset: so a developer's .env* files change nothing.
 * @returns {Promise<Record<string, ''>>}
 */
async function unsetSettings() {
  const { SETTING_KEYS } = await createJiti(import.meta.url).import(
    path.join(root, 'lib/config/settings.ts'),
  );
  return Object.fromEntries(
    [...SETTING_KEYS, 'NEXT_DIST_DIR', 'CLINIC_FILE'].map((key) => [key, '']),
  );
}

/**
 * Builds one export into `dir` (relative to the project) with every setting unset but
 * `settings` (docs/configuration.md#site-settings), its service worker, and writes its security
 * headers, so it is served with the site's real CSP, as `npm run build` writes it.
 * @param {{dir: string, what: string, settings: Record<string, string>}} build `dir` is where
 *   `settings`' NEXT_DIST_DIR puts the export ('out' when unset); `what` names it in the log
 * @param {NodeJS.ProcessEnv} env the environment around the settings (PATH, CHROMIUM_PATH, …)
 * @param {string} [log] the log lines' prefix
 * @returns {Promise<number>} 0, or the failed step's exit code
 */
export async function buildExport({ dir, what, settings }, env, log = 'build') {
  const buildEnv = {
    ...env,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(await unsetSettings()),
    ...settings,
  };
  console.log(`${log}: building ${what} into ${dir}/…`);
  if (dir !== 'out') rmSync(path.join(root, dir), { recursive: true, force: true });
  const code = await runNode(require.resolve('next/dist/bin/next'), ['build'], buildEnv);
  if (code !== 0) {
    console.error(`${log}: building ${what} failed (exit code ${code}).`);
    return code;
  }
  // The service worker (serwist.config.mjs) is built from the export, before the headers.
  const swCode = await runNode(
    path.join(root, 'node_modules/@serwist/cli/dist/bin.mjs'),
    ['build', 'serwist.config.mjs'],
    buildEnv,
  );
  if (swCode !== 0) {
    console.error(`${log}: building ${what}'s service worker failed (exit code ${swCode}).`);
    return swCode;
  }
  return runNode(path.join(root, 'scripts/security-headers.mjs'), ['--dir', dir], buildEnv);
}
