#!/usr/bin/env node
/**
 * Finds a Chromium (or Chrome) executable for the end-to-end tests.
 *
 * Order: the CHROMIUM_PATH environment variable; a system browser (common install paths,
 * then the PATH); the browser `npx playwright install chromium` downloads. Playwright's own
 * download is last because it is the one most often missing (offline CI, no cache).
 *
 * Library use: `findChromium()` returns the path or throws a ChromiumNotFoundError whose
 * message says how to get one; `requireChromium()` prints that message and exits 1 instead.
 * CLI use: `node scripts/find-chromium.mjs` prints the path (exit 0) or the help (exit 1);
 * with `--json` it prints `{"executablePath": ..., "args": [...]}`, the launch options
 * playwright.config.ts uses (it runs this CLI rather than importing an ES module).
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Absolute paths where distributions and vendors put Chromium or Chrome. */
const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Command names looked up on the PATH, as `which` would. */
const COMMAND_NAMES = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

/** The help printed when no browser is found. */
export const HOW_TO_GET_CHROMIUM = [
  'No Chromium or Chrome executable was found for the end-to-end tests.',
  'Get one in any of these ways:',
  '  - Debian/Ubuntu:   sudo apt-get update && sudo apt-get install -y chromium',
  '  - Playwright:      npx playwright install chromium',
  '  - Your own build:  CHROMIUM_PATH=/path/to/chrome npm run test:e2e',
].join('\n');

/** Thrown by findChromium() when there is no usable browser. */
export class ChromiumNotFoundError extends Error {
  constructor(message = HOW_TO_GET_CHROMIUM) {
    super(message);
    this.name = 'ChromiumNotFoundError';
  }
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The first `names` entry found in a PATH directory, like `which`. */
function findOnPath(names, envPath = process.env.PATH ?? '') {
  const extensions = process.platform === 'win32' ? ['.exe', ''] : [''];
  for (const dir of envPath.split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      for (const ext of extensions) {
        const candidate = path.join(dir, name + ext);
        if (isFile(candidate)) return candidate;
      }
    }
  }
  return null;
}

/** The Chromium that `npx playwright install chromium` puts in its cache, if it is there. */
function findPlaywrightChromium() {
  try {
    const { chromium } = require('playwright-core');
    const executable = chromium.executablePath();
    return executable && isFile(executable) ? executable : null;
  } catch {
    return null;
  }
}

/**
 * The path of a Chromium executable.
 * @param {NodeJS.ProcessEnv} [env] defaults to process.env
 * @returns {string}
 * @throws {ChromiumNotFoundError} when CHROMIUM_PATH names no file, or no browser is found.
 */
export function findChromium(env = process.env) {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!existsSync(configured) || !isFile(configured)) {
      throw new ChromiumNotFoundError(
        `CHROMIUM_PATH is set to "${configured}", but no such file exists.\n` +
          'Point it at a Chromium or Chrome executable, or unset it to search the usual places.\n\n' +
          HOW_TO_GET_CHROMIUM,
      );
    }
    return configured;
  }
  const found =
    SYSTEM_PATHS.find(isFile) ?? findOnPath(COMMAND_NAMES, env.PATH) ?? findPlaywrightChromium();
  if (!found) throw new ChromiumNotFoundError();
  return found;
}

/**
 * Like findChromium(), but prints the help to stderr and exits 1 when there is no browser.
 * @returns {string}
 */
export function requireChromium(env = process.env) {
  try {
    return findChromium(env);
  } catch (error) {
    if (!(error instanceof ChromiumNotFoundError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Launch arguments for headless Chromium on CI machines and containers: no sandbox (often
 * running as root), no GPU, and none of the background traffic a browser makes on its own.
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
  const executablePath = requireChromium();
  console.log(
    process.argv.includes('--json')
      ? JSON.stringify({ executablePath, args: CHROMIUM_ARGS })
      : executablePath,
  );
}
