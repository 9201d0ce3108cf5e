#!/usr/bin/env node
/**
 * The screenshot comparison (docs/testing.md#screenshots): full-page screenshots of every route,
 * in the states a visitor sees, at 1280 and 390 CSS px, of two builds, compared pixel by pixel;
 * with each route's first-load CSS. A change meant to leave every visual as it is (moving the
 * styles, docs/style.md#styles) shows here that it did.
 *
 *   npm run screenshots -- shoot before              # build both exports, shoot, measure the CSS
 *   npm run screenshots -- shoot after --skip-build  # shoot the exports built before
 *   npm run screenshots -- shoot after --skip-build --only=chat,desk-day   # those shots again
 *   npm run screenshots -- compare before after      # differing pixels per shot, diff images
 *
 * `shoot <label>` builds two exports (scripts/build-export.mjs) into out-screens/<label>/local/
 * (local mode, with the debug pages) and out-screens/<label>/shared/ (shared mode, a preview
 * deploy), serves each on 127.0.0.1 (ports 4200 and 4201, scripts/serve.mjs), and shoots each
 * shot of scripts/screenshots/shots.mjs in Chromium with the clock fixed in the clinic's zone,
 * into out-screens/<label>/shots/. Shared mode's data API (127.0.0.1:4209) is never started:
 * Playwright answers its requests in the browser (scripts/screenshots/data-api.mjs).
 * `compare <a> <b>` prints every shot's differing pixels and each route's CSS, writes an image
 * of each difference into out-screens/diff-<a>-<b>/, and exits 1 when a shot differs or a
 * route's CSS grew.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { parse } from 'node-html-parser';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { buildExport } from './build-export.mjs';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';
import { startServer } from './serve.mjs';
import { answerDataApi } from './screenshots/data-api.mjs';
import { APPOINTMENTS, CLINIC_TIME_ZONE, NOW } from './screenshots/fixtures.mjs';
import { SHOTS, WIDTHS } from './screenshots/shots.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'out-screens');
const DATA_API = 'http://127.0.0.1:4209';
const clinic = JSON.parse(
  readFileSync(path.join(root, '__tests__/e2e/support/site-env.json'), 'utf8'),
).clinic;

/** The two exports, each with its settings (docs/configuration.md#site-settings) and port. */
const BUILDS = {
  local: {
    what: 'local mode with the debug pages',
    port: 4200,
    settings: { ...clinic, NEXT_PUBLIC_DEBUG: 'true' },
  },
  shared: {
    what: 'shared mode, a preview deploy',
    port: 4201,
    settings: { ...clinic, NEXT_PUBLIC_DATA_API_URL: DATA_API, NEXT_PUBLIC_DEPLOY_ENV: 'preview' },
  },
};

/**
 * The first-load CSS of every route of an export: the stylesheets each HTML page links,
 * in bytes and gzip (each file at level 9, summed, as size-limit counts them).
 * @param {string} dir the export
 * @returns {Record<string, {files: string[], bytes: number, gzip: number}>} by route, e.g. '/login/'
 */
function cssPerRoute(dir) {
  const routes = {};
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = String(entry);
    // 404/index.html is 404.html again.
    if (!file.endsWith('.html') || file.startsWith('_next') || file.startsWith('404/')) continue;
    const route = file === '404.html' ? '/404' : `/${file.replace(/index\.html$/, '')}`;
    const files = parse(readFileSync(path.join(dir, file), 'utf8'))
      .querySelectorAll('link[rel="stylesheet"]')
      .map((link) => link.getAttribute('href') ?? '');
    const bodies = files.map((href) => readFileSync(path.join(dir, href)));
    routes[route] = {
      files,
      bytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  }
  return routes;
}

/** Resolves once the page's DOM has not changed for 700 ms (at most 15 s). */
function settle(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const observer = new MutationObserver(() => restart());
        let quiet;
        const done = () => {
          observer.disconnect();
          resolve();
        };
        const restart = () => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 700);
        };
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        restart();
        setTimeout(done, 15_000);
      }),
  );
}

/**
 * The pages' clock, run in each page before its scripts: `new Date()` and `Date.now()` start at
 * `start` (ms since the epoch) and go on from there. `Date.prototype` stays the native one, which
 * @date-fns/tz reads its methods from when it loads (`TZDate extends Date`); Playwright's
 * `page.clock` gives `Date` a prototype of its own, and the visitor's-time line never showed.
 */
function startClockAt(start) {
  const NativeDate = Date;
  const offset = start - NativeDate.now();
  function ClinicDate(...args) {
    if (!new.target) return new NativeDate(NativeDate.now() + offset).toString();
    const time = args.length === 0 ? [NativeDate.now() + offset] : args;
    return Reflect.construct(NativeDate, time, new.target);
  }
  ClinicDate.prototype = NativeDate.prototype;
  ClinicDate.now = () => NativeDate.now() + offset;
  ClinicDate.parse = NativeDate.parse;
  ClinicDate.UTC = NativeDate.UTC;
  window.Date = ClinicDate;
}

/**
 * Cards out of view skip painting (`content-visibility: auto`, docs/product.md#appointments-list),
 * and a full-page capture may catch them before they paint: the shots paint them all.
 */
const PAINT_EVERYTHING = '* { content-visibility: visible !important; }';

/** The localStorage a shot starts with (docs/storage.md): its session, and the appointments. */
function storageOf(shot) {
  const items = shot.popup ? {} : { chatBotPopupSeen: 'true' };
  if (!shot.user) return items;
  if (shot.build === 'shared') {
    return { ...items, sharedSession: JSON.stringify({ token: 'screenshots', user: shot.user }) };
  }
  return {
    ...items,
    user: JSON.stringify(shot.user),
    users: JSON.stringify([shot.user]),
    appointments: JSON.stringify(APPOINTMENTS),
  };
}

/**
 * Shoots `shot` at `width` into `file`: a new browser context with the shot's storage, the
 * fixed clock and zone, the page loaded and settled, the visitor's steps, a full-page shot.
 * @returns {Promise<string[]>} the page's errors, if any
 */
async function shootOne(browser, { url, shot, width, file, unanswered }) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: shot.timezoneId ?? CLINIC_TIME_ZONE,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const errors = [];
  try {
    await context.addInitScript(startClockAt, NOW.getTime());
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, storageOf(shot));
    if (shot.init) await context.addInitScript(shot.init);
    if (shot.build === 'shared') await answerDataApi(context, DATA_API, shot.user, unanswered);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(shot.path, url).href, { waitUntil: 'networkidle' });
    await page.locator('[data-chat-widget], .chat-backup').first().waitFor({ state: 'attached' });
    await settle(page);
    if (shot.popup) await page.getByText('Try our new AI Chat!').waitFor();
    if (shot.act) {
      await shot.act(page);
      await settle(page);
    }
    if (shot.media) await page.emulateMedia({ media: shot.media });
    await page.addStyleTag({ content: PAINT_EVERYTHING });
    // From the top, with no focus: fixed elements (the chat) then sit where the first screen
    // has them, whatever a step scrolled to.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
      return document.fonts.ready;
    });
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
  return errors;
}

/**
 * `shoot <label>`: builds (unless `skipBuild`), measures the CSS and shoots every shot, or only
 * the shots named in `only` (the others already in the folder are kept).
 */
async function shoot(label, { skipBuild, only }) {
  const dir = path.join(OUT, label);
  for (const [name, build] of Object.entries(BUILDS)) {
    const exportDir = path.relative(root, path.join(dir, name));
    if (!skipBuild) {
      const settings = { ...build.settings, NEXT_DIST_DIR: exportDir };
      const code = await buildExport({ dir: exportDir, what: build.what, settings }, process.env);
      if (code !== 0) process.exit(code);
    }
    writeFileSync(path.join(dir, `css-${name}.json`), JSON.stringify(cssPerRoute(exportDir)));
  }
  const shotsDir = path.join(dir, 'shots');
  if (!only) rmSync(shotsDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
  // Whole tiles are rastered again after a change: a partial raster (the chat input's corner
  // once its focus ring is gone) could leave anti-aliased pixels one shade off between runs.
  const args = [...CHROMIUM_ARGS, '--disable-partial-raster'];
  const browser = await chromium.launch({ executablePath: requireChromium(), args });
  const unanswered = new Set();
  try {
    for (const [name, build] of Object.entries(BUILDS)) {
      const { server, url } = await startServer({ dir: path.join(dir, name), port: build.port });
      try {
        const shots = SHOTS.filter((each) => each.build === name && (!only || only.has(each.name)));
        for (const shot of shots) {
          for (const width of shot.widths ?? WIDTHS) {
            const file = path.join(shotsDir, `${shot.name}-${width}.png`);
            const errors = await shootOne(browser, { url, shot, width, file, unanswered });
            console.log(`${shot.name}-${width}.png${errors.length ? ` errors: ${errors}` : ''}`);
          }
        }
      } finally {
        server.closeAllConnections();
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (unanswered.size) console.log(`Data API paths answered with []: ${[...unanswered]}`);
}

const readPng = (file) => PNG.sync.read(readFileSync(file));

/** Every shot's differing pixels between labels `a` and `b`; diff images into `diffDir`. */
function comparePixels(a, b, diffDir) {
  const rows = [];
  for (const name of readdirSync(path.join(OUT, a, 'shots')).sort()) {
    const otherFile = path.join(OUT, b, 'shots', name);
    if (!existsSync(otherFile)) {
      rows.push({ name, differing: 'missing' });
      continue;
    }
    const before = readPng(path.join(OUT, a, 'shots', name));
    const after = readPng(otherFile);
    const size = `${before.width}×${before.height}`;
    if (before.width !== after.width || before.height !== after.height) {
      rows.push({ name, size, differing: `size ${after.width}×${after.height}` });
      continue;
    }
    const diff = new PNG({ width: before.width, height: before.height });
    const differing = pixelmatch(before.data, after.data, diff.data, before.width, before.height, {
      threshold: 0,
      includeAA: true,
    });
    if (differing > 0) writeFileSync(path.join(diffDir, name), PNG.sync.write(diff));
    rows.push({ name, size, differing });
  }
  return rows;
}

/** Each route's first-load CSS of labels `a` and `b`, per export. */
function compareCss(a, b) {
  const rows = [];
  for (const name of Object.keys(BUILDS)) {
    const read = (label) =>
      JSON.parse(readFileSync(path.join(OUT, label, `css-${name}.json`), 'utf8'));
    const [before, after] = [read(a), read(b)];
    for (const route of Object.keys(before).sort()) {
      const { bytes, gzip } = before[route];
      const now = after[route] ?? { bytes: NaN, gzip: NaN };
      rows.push({ build: name, route, bytes, gzip, afterBytes: now.bytes, afterGzip: now.gzip });
    }
  }
  return rows;
}

/** `compare <a> <b>`: prints both tables; exits 1 when a shot differs or a route's CSS grew. */
function compare(a, b) {
  const diffDir = path.join(OUT, `diff-${a}-${b}`);
  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(diffDir, { recursive: true });
  const shots = comparePixels(a, b, diffDir);
  console.table(shots);
  const differ = shots.filter((row) => row.differing !== 0);
  console.log(`${shots.length} shots, ${differ.length} differ; diff images in ${diffDir}`);
  const css = compareCss(a, b);
  console.table(css);
  const grew = css.filter((row) => !(row.afterBytes <= row.bytes && row.afterGzip <= row.gzip));
  console.log(`${css.length} routes, ${grew.length} with more first-load CSS`);
  process.exit(differ.length || grew.length ? 1 : 0);
}

const [command, ...rest] = process.argv.slice(2);
const labels = rest.filter((arg) => !arg.startsWith('--'));
if (command === 'shoot' && labels.length === 1) {
  const only = rest.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  await shoot(labels[0], {
    skipBuild: rest.includes('--skip-build'),
    only: only ? new Set(only.split(',')) : null,
  });
} else if (command === 'compare' && labels.length === 2) {
  compare(labels[0], labels[1]);
} else {
  console.error(
    'Usage: screenshots.mjs shoot <label> [--skip-build] [--only=a,b] | compare <a> <b>',
  );
  process.exit(2);
}
