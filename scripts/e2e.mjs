#!/usr/bin/env node
/**
 * `npm run test:e2e`: checks for a Chromium first (so a missing browser is reported before a
 * minute-long build), builds the static export so the tests never run against a stale `out/`
 * (and the debug export into `out-debug/`), each with every setting passed explicitly so that
 * a developer's .env* files cannot change what is tested,
 * then runs `playwright test` with any extra arguments, and exits with Playwright's code.
 * Every run (with any arguments) also starts a throwaway PostgreSQL + PostgREST for shared mode
 * on 127.0.0.1:4181 and 4180 and stops them afterwards (see withSharedMode below).
 *
 *   npm run test:e2e                          # build, then every spec
 *   npm run test:e2e -- booking.spec.ts       # arguments go to `playwright test`
 *   npm run test:e2e -- --skip-build -g login # reuse the current out/ (for quick reruns)
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSharedStack } from './db/stack.mjs';
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

function readJson(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * Every setting a build reads: the `process.env.X` reads of lib/env.ts (each NEXT_PUBLIC_* key)
 * and next.config.mjs (NEXT_PUBLIC_DEBUG, NEXT_DIST_DIR).
 * @returns {string[]}
 */
function buildSettingKeys() {
  const sources = ['lib/env.ts', 'next.config.mjs'].map((file) =>
    readFileSync(path.join(root, file), 'utf8'),
  );
  const keys = sources.flatMap((source) =>
    [...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]),
  );
  return [...new Set(keys)];
}

/**
 * The e2e builds must not depend on the developer's .env* files or shell: `next build` loads
 * .env.production.local, .env.local, .env.production and .env, but never overrides a variable
 * that is already set, even to ''. So each build gets every setting explicitly: the value the
 * tests need, or '' where they need it unset (lib/env.ts reads '' as unset, next.config.mjs
 * too; scripts/security-headers.mjs, run with the same environment, does the same).
 */
const unsetSettings = Object.fromEntries(buildSettingKeys().map((key) => [key, '']));

/** The environment of one e2e build: every setting unset, then the clinic, then `settings`. */
function e2eBuildEnv(...settings) {
  return {
    ...env,
    ...unsetSettings,
    ...readJson('__tests__/e2e/support/site-env.json').clinic,
    ...Object.assign({}, ...settings),
  };
}

/**
 * Settings baked into the e2e exports (issue 4): e-mail goes to the EmailJS stub on 127.0.0.1;
 * the debug export (NEXT_PUBLIC_DEBUG=true, API base on the backend stub) goes to out-debug/.
 * Issue 3: the normal export's chat assistant talks to the model stub (text-generation
 * protocol); a third export, out-chat-openai/, speaks the chat-completions protocol to it.
 */
const e2eSettings = readJson('__tests__/e2e/support/email-debug-env.json');
const chatE2e = readJson('__tests__/e2e/support/chat-env.json');
const buildEnv = e2eBuildEnv(e2eSettings.email, e2eSettings.normal, chatE2e.tgi);
// The debug export is built without the chat endpoint settings: it also serves as the
// "no chat endpoint" build.
const debugBuildEnv = e2eBuildEnv(e2eSettings.email, e2eSettings.debug);
const openaiChatBuildEnv = e2eBuildEnv(e2eSettings.email, chatE2e.openaiChat);

if (!skipBuild) {
  console.log('e2e: building the static export (next build)…');
  const buildCode = await runNode(require.resolve('next/dist/bin/next'), ['build'], buildEnv);
  if (buildCode !== 0) {
    console.error(`e2e: next build failed (exit code ${buildCode}); no tests were run.`);
    process.exit(buildCode);
  }
  // The tests are served with the site's real security headers (CSP with inline-script hashes).
  await runNode(path.join(root, 'scripts/security-headers.mjs'), ['--dir', 'out'], buildEnv);
  console.log('e2e: building the debug export into out-debug/ (NEXT_PUBLIC_DEBUG=true)…');
  rmSync(path.join(root, debugBuildEnv.NEXT_DIST_DIR), { recursive: true, force: true });
  const debugCode = await runNode(require.resolve('next/dist/bin/next'), ['build'], debugBuildEnv);
  if (debugCode !== 0) {
    console.error(`e2e: the debug build failed (exit code ${debugCode}); no tests were run.`);
    process.exit(debugCode);
  }
  await runNode(
    path.join(root, 'scripts/security-headers.mjs'),
    ['--dir', debugBuildEnv.NEXT_DIST_DIR],
    debugBuildEnv,
  );
  console.log('e2e: building the chat-completions export into out-chat-openai/…');
  rmSync(path.join(root, openaiChatBuildEnv.NEXT_DIST_DIR), { recursive: true, force: true });
  const openaiCode = await runNode(
    require.resolve('next/dist/bin/next'),
    ['build'],
    openaiChatBuildEnv,
  );
  if (openaiCode !== 0) {
    console.error(`e2e: the chat-completions build failed (exit code ${openaiCode}).`);
    process.exit(openaiCode);
  }
  await runNode(
    path.join(root, 'scripts/security-headers.mjs'),
    ['--dir', openaiChatBuildEnv.NEXT_DIST_DIR],
    openaiChatBuildEnv,
  );
}

/**
 * Shared mode (docs/shared-mode.md): builds out-shared/ (the data API on 127.0.0.1:4180, e-mail to the stub)
 * unless --skip-build, starts PostgreSQL (127.0.0.1:4181) and PostgREST (4180) with the
 * migrations applied, runs `run` with the owner's database URL in E2E_SHARED_DATABASE_URL, and
 * stops both (also on failure or a signal). Ports: __tests__/e2e/support/shared-env.json.
 * @param {(env: NodeJS.ProcessEnv) => Promise<number>} run
 * @returns {Promise<number>} run's exit code
 */
async function withSharedMode(run) {
  const shared = readJson('__tests__/e2e/support/shared-env.json');
  if (!skipBuild) {
    const sharedBuildEnv = e2eBuildEnv(e2eSettings.email, shared.site);
    console.log('e2e: building the shared-mode export into out-shared/…');
    rmSync(path.join(root, sharedBuildEnv.NEXT_DIST_DIR), { recursive: true, force: true });
    const code = await runNode(require.resolve('next/dist/bin/next'), ['build'], sharedBuildEnv);
    if (code !== 0) {
      console.error(`e2e: the shared-mode build failed (exit code ${code}).`);
      return code;
    }
    await runNode(
      path.join(root, 'scripts/security-headers.mjs'),
      ['--dir', sharedBuildEnv.NEXT_DIST_DIR],
      sharedBuildEnv,
    );
  }
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
    return await run({ ...env, E2E_SHARED_DATABASE_URL: stack.databaseUrl });
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
