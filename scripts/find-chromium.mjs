#!/usr/bin/env node
/**
 * Finds a Chromium (or Chrome) executable for the end-to-end tests and the bench.
 *
 * Order: the CHROMIUM_PATH environment variable; the browsers chrome-launcher's finder knows
 * (`Launcher.getInstallations`: the usual install paths and the PATH); the browser Playwright
 * downloads. `requireChromium`, which `npm run test:e2e` and the bench call, runs Playwright's
 * installer (`playwright install chromium`) when none is found, and only when that fails prints
 * how to get one (Debian's package first) and exits 1.
 *
 * CLI: `node scripts/find-chromium.mjs` prints the path (exit 0) or the help (exit 1), never
 * installing; with `--json` it prints `{"executablePath": ..., "args": [...]}`, the launch
 * options playwright.config.ts uses (it runs this CLI rather than importing an ES module).
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Launcher } from 'chrome-launcher';

const require = createRequire(import.meta.url);

/** The help printed when no browser is found. */
const HOW_TO_GET_CHROMIUM = [
  'No Chromium or Chrome executable was found for the end-to-end tests.',
  'Get one in any of these ways:',
  '  - Debian/Ubuntu:   sudo apt-get update && sudo apt-get install -y chromium',
  '  - Playwright:      npx playwright install chromium',
  '  - Your own build:  CHROMIUM_PATH=/path/to/chrome npm run test:e2e',
].join('\n');

/** Thrown by findChromium when there is no usable browser. */
class ChromiumNotFoundError extends Error {
  name = 'ChromiumNotFoundError';
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The Chromium that `playwright install chromium` put in its cache, if it is there. */
function playwrightChromium() {
  try {
    const executable = require('playwright-core').chromium.executablePath();
    return isFile(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path of a Chromium executable.
 * @param {NodeJS.ProcessEnv} [env] defaults to process.env
 * @returns {string}
 * @throws {ChromiumNotFoundError} when CHROMIUM_PATH names no file, or no browser is found.
 */
function findChromium(env = process.env) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (isFile(configured)) return configured;
    throw new ChromiumNotFoundError(
      `CHROMIUM_PATH is set to "${configured}", but no such file exists.\n` +
        'Point it at a Chromium or Chrome executable, or unset it to search the usual places.\n\n' +
        HOW_TO_GET_CHROMIUM,
    );
  }
  const found = Launcher.getInstallations().find(isFile) ?? playwrightChromium();
  if (!found) throw new ChromiumNotFoundError(HOW_TO_GET_CHROMIUM);
  return found;
}

/**
 * Like findChromium, but when no browser is found (and CHROMIUM_PATH is unset) it first runs
 * Playwright's installer; when that fails too it prints the help to stderr and exits 1.
 * @returns {string}
 */
export function requireChromium(env = process.env) {
  try {
    return findChromium(env);
  } catch (error) {
    if (!(error instanceof ChromiumNotFoundError)) throw error;
    if (!env.CHROMIUM_PATH?.trim()) {
      console.error(
        'No Chromium found: trying Playwright’s installer (playwright install chromium)…',
      );
      const cli = require.resolve('@playwright/test/cli');
      const installed = spawnSync(process.execPath, [cli, 'install', 'chromium'], {
        stdio: 'inherit',
      });
      if (installed.status === 0 && playwrightChromium()) return playwrightChromium();
    }
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Launch arguments for headless Chromium on CI machines and containers: no sandbox (often
 * running as root), no GPU, and none of the background traffic a browser makes on its own.
 * Never --user-data-dir: Playwright and chrome-launcher each give the browser its own profile.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let executablePath;
  try {
    executablePath = findChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(
    process.argv.includes('--json')
      ? JSON.stringify({ executablePath, args: CHROMIUM_ARGS })
      : executablePath,
  );
}
