import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page, Response } from '@playwright/test';
import { appointmentCard, cancelOnCard, fillBookingForm, heading, mainNav } from './support/app';
import { downloadCalendar } from './support/calendar';
import { chatPanel } from './support/chat';
import { expectSends, stubAddress } from './support/email';
import { CLINIC_NAME } from './support/constants';
import { expect, test } from './support/fixtures';
import hosting from './support/hosting-env.json';
import { cachedUrls, expectInstallable, OFFLINE_REQUEST } from './support/offline';
import {
  gotoAsUser,
  makeUser,
  readJson,
  type StoredAppointment,
  type StoredUser,
} from './support/storage';

/**
 * Every host (docs/hosting.md): `out/` served by Debian's nginx, Apache and Caddy, each
 * started by its own binary with only the config file the build wrote for it
 * (__tests__/e2e/hosts/serve-with.mjs, ports in ./support/hosting-env.json), and the preview
 * export under `/clinic/` (out-clinic/) served by nginx.
 */

const root = path.join(__dirname, '..', '..');

// The hosts serve the service worker and its offline copies: a real browser's, not blocked
// (but for the routes below that '/' has already checked).
test.use({ serviceWorkers: 'allow' });
const HOSTS = [
  { name: 'nginx', binary: '/usr/sbin/nginx', port: hosting.ports.nginx },
  { name: 'Apache', binary: '/usr/sbin/apache2', port: hosting.ports.apache },
  { name: 'Caddy', binary: '/usr/bin/caddy', port: hosting.ports.caddy },
];

type Header = { key: string; value: string };

/**
 * The headers the build wrote into `<dir>/_headers` (scripts/security-headers.mjs): those on
 * every response, HSTS included, and those added under `_next/static/`. Each host's own file is
 * written from the same rules (__tests__/scripts/host-headers.test.ts compares them).
 */
function builtHeaders(dir: string): { site: Header[]; staticAssets: Header[] } {
  const file = path.join(root, dir, '_headers');
  const blocks: Header[][] = [];
  for (const line of existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []) {
    if (line && !line.startsWith(' ')) blocks.push([]);
    const header = /^\s+([^:]+): (.*)$/.exec(line);
    if (header) blocks.at(-1)?.push({ key: header[1]!, value: header[2]! });
  }
  return { site: blocks[0] ?? [], staticAssets: blocks[1] ?? [] };
}

/**
 * Checks a response carries every header of `expected` with its exact value. Chromium keeps
 * Strict-Transport-Security received over plain HTTP out of a page's responses (HSTS applies
 * only over HTTPS), so there it is checked on a request made outside the browser
 * (`page.request`, an APIResponse) for the same URL.
 */
function expectHeaders(response: Response | APIResponse | null, expected: Header[]) {
  const headers = response?.headers() ?? {};
  const keys = expected.map(({ key }) => key);
  expect(keys).toContain('Content-Security-Policy');
  expect(keys).toContain('Strict-Transport-Security');
  const fromBrowser = response !== null && 'request' in response;
  for (const { key, value } of expected) {
    if (fromBrowser && key === 'Strict-Transport-Security') continue;
    expect(headers[key.toLowerCase()], `${key} of ${response?.url()}`).toBe(value);
  }
}

/** Checks a page's response, and the same URL fetched outside the browser, carry every header. */
async function expectSiteHeaders(page: Page, response: Response | null, dir: string) {
  const { site } = builtHeaders(dir);
  expectHeaders(response, site);
  const direct = await page.request.get(String(response?.url()), { maxRedirects: 0 });
  expect(direct.status()).toBe(response?.status());
  expectHeaders(direct, site);
}

/** Collects securitypolicyviolation events of every document the page loads from now on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const ROUTES: { path: string; h1: (user: StoredUser) => string }[] = [
  { path: '/', h1: (user) => `Welcome, ${user.name}!` },
  { path: '/login/', h1: () => 'Log In' },
  { path: '/register/', h1: () => 'Create Account' },
  { path: '/appointments/', h1: () => 'My Appointments' },
  { path: '/appointments/new/', h1: () => 'Schedule an Appointment' },
];

const NOT_FOUND_CONSOLE = /Failed to load resource: the server responded with a status of 404/;

for (const host of HOSTS) {
  test.describe(`${host.name} serving out/ with its generated config`, () => {
    test.skip(!existsSync(host.binary), `${host.binary} is not installed (apt-get install it)`);
    test.use({ baseURL: `http://127.0.0.1:${host.port}` });

    for (const route of ROUTES) {
      // The service worker's install under this host's headers and policy is checked on '/';
      // on the other routes it would fetch the same 174 files again.
      test.describe(() => {
        test.use({ serviceWorkers: route.path === '/' ? 'allow' : 'block' });

        test(`${route.path} opens by deep link and reload, with every header and no CSP violation`, async ({
          page,
        }) => {
          const violations = await watchViolations(page);
          const user = makeUser({ name: 'Hosted Patient' });
          const opened = page.waitForResponse(
            (response) =>
              response.request().isNavigationRequest() && response.url().endsWith(route.path),
          );
          await gotoAsUser(page, route.path, user);
          expect((await opened).status()).toBe(200);
          await expectSiteHeaders(page, await opened, 'out');
          await expect(heading(page)).toHaveText(route.h1(user));

          const reloaded = await page.reload({ waitUntil: 'networkidle' });
          expect(reloaded?.status()).toBe(200);
          await expectSiteHeaders(page, reloaded, 'out');
          await expect(heading(page)).toHaveText(route.h1(user));
          expect(await violations()).toEqual([]);

          // Every page carries its own policy too, minus what a meta tag cannot carry.
          const meta = await page
            .locator('meta[http-equiv="Content-Security-Policy"]')
            .getAttribute('content');
          expect(meta).toContain("script-src 'self' 'sha256-");
          expect(meta).not.toContain('frame-ancestors');
          // The live build is indexed: no banner, no noindex.
          await expect(page.getByRole('note', { name: 'Preview' })).toHaveCount(0);
          await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        });
      });
    }

    test('a path without its slash redirects to it; an unknown path is the 404 page', async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(NOT_FOUND_CONSOLE);
      const violations = await watchViolations(page);
      const bare = await page.goto('/login');
      expect(bare?.status()).toBe(200);
      await expect(page).toHaveURL('/login/');
      await expect(heading(page)).toHaveText('Log In');

      for (const missing of ['/no-such-page/', '/appointments/none/', '/no-such-file.js']) {
        const response = await page.goto(missing);
        expect(response?.status(), missing).toBe(404);
        await expectSiteHeaders(page, response, 'out');
        await expect(mainNav(page)).toBeVisible();
        await expect(page.getByRole('main')).toContainText(/not found/i);
      }
      // Under /es/, the Spanish 404 page (docs/languages.md#pages-for-any-address).
      for (const missing of [
        '/es/no-such-page/',
        '/es/appointments/none/',
        '/es/no-such-file.js',
      ]) {
        const response = await page.goto(missing);
        expect(response?.status(), missing).toBe(404);
        await expectSiteHeaders(page, response, 'out');
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(heading(page)).toHaveText('Página no encontrada');
        await expect(page).toHaveURL(missing);
      }
      await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
      await expect(page).toHaveURL('/es/');
      expect(await violations()).toEqual([]);
    });

    test("each language's web app manifest is served as one, with every header", async ({
      page,
    }) => {
      for (const manifest of ['/manifest.webmanifest', '/es/manifest.webmanifest']) {
        const response = await page.request.get(manifest, { maxRedirects: 0 });
        expect(response.status(), manifest).toBe(200);
        expect(response.headers()['content-type'], manifest).toMatch(
          /^application\/manifest\+json/,
        );
        expectHeaders(response, builtHeaders('out').site);
        expect(((await response.json()) as { scope: string }).scope).toBe('/');
      }
    });

    test('_next/static/ is cached for a year, immutable; robots.txt lets crawlers in', async ({
      page,
    }) => {
      await page.goto('/login/');
      expect(await (await page.request.get('/robots.txt')).text()).toContain('Allow: /');
      const script = await page
        .locator('script[src*="/_next/static/"]')
        .first()
        .getAttribute('src');
      const response = await page.request.get(String(script));
      expect(response.status()).toBe(200);
      const { site, staticAssets } = builtHeaders('out');
      expect(staticAssets).toEqual([
        { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
      ]);
      expectHeaders(response, [...site, ...staticAssets]);
    });
  });
}

test.describe('a preview under /clinic/ (nginx, out-clinic/)', () => {
  test.skip(
    !existsSync(path.join(root, 'out-clinic', 'index.html')) || !existsSync('/usr/sbin/nginx'),
    'needs nginx and the out-clinic/ export (npm run test:e2e builds it)',
  );
  test.use({ baseURL: `http://127.0.0.1:${hosting.ports.basePathSite}` });
  const basePath = hosting.basePathSite.NEXT_PUBLIC_BASE_PATH;

  test('a patient books an appointment; every request stays under the base path', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const user = makeUser({ name: 'Sub Path', email: stubAddress('ok') });
    await gotoAsUser(page, `${basePath}/`, user);
    await expect(heading(page)).toHaveText(`Welcome, ${user.name}!`);
    await expect(page.getByRole('note', { name: 'Preview' })).toContainText(
      "Preview — not the clinic's live site.",
    );
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      `${basePath}/`,
    );

    await page.getByRole('link', { name: 'Schedule New Appointment' }).click();
    await expect(page).toHaveURL(`${basePath}/appointments/new/`);
    await fillBookingForm(page, 0, 'Hosted under a sub-path');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page).toHaveURL(`${basePath}/appointments/`);
    await expect(page.getByRole('article')).toContainText('Hosted under a sub-path');
    // The same storage keys as at the root.
    const stored = await readJson<{ reason: string }[]>(page, 'appointments');
    expect(stored?.map((appointment) => appointment.reason)).toEqual(['Hosted under a sub-path']);
    // The e-mail library is a chunk loaded on the first send, from under the base path
    // (this preview is allowed to send: NEXT_PUBLIC_PREVIEW_EMAIL=true).
    const [sent] = await expectSends(user.email, 1);
    expect(sent?.body.template_params.reason).toBe('Hosted under a sub-path');

    // The calendar file is made by a chunk loaded on the first click, from under the base path.
    const calendar = await downloadCalendar(
      page,
      page.getByRole('article'),
      'Add to calendar (.ics)',
    );
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.summary).toContain(CLINIC_NAME);
    expect(calendar.alarms).toBe(2);

    const reloaded = await page.reload();
    expect(reloaded?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('article')).toContainText('Hosted under a sub-path');

    // The chat widget's chunk too.
    await page.goto(`${basePath}/`);
    await page.getByRole('button', { name: 'Message a Doctor' }).click();
    await expect(chatPanel(page)).toBeVisible();

    const requested = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name)),
    );
    const ours = requested.filter((url) => url.origin === new URL(page.url()).origin);
    expect(ours.length).toBeGreaterThan(5);
    for (const url of ours) expect(url.pathname).toMatch(new RegExp(`^${basePath}/`));
    expect(await violations()).toEqual([]);
  });

  test('every page and robots.txt keep search engines out; 404 and the icon under /clinic/', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(NOT_FOUND_CONSOLE);
    await page.goto(`${basePath}/login/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expect(page.getByRole('note', { name: 'Preview' })).toBeVisible();
    const robots = await page.request.get(`${basePath}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/User-Agent: \*\s+Disallow: \//);

    // The Spanish pages link their own manifest, under the base path too (docs/offline.md).
    await page.goto(`${basePath}/es/login/`);
    const spanish = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(spanish).toBe(`${basePath}/es/manifest.webmanifest`);
    expect(await (await page.request.get(String(spanish))).json()).toEqual(
      expect.objectContaining({
        lang: 'es',
        start_url: `${basePath}/es/`,
        scope: `${basePath}/`,
      }),
    );
    await page.goto(`${basePath}/login/`);

    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe(`${basePath}/favicon.svg`);
    expect((await page.request.get(String(icon))).status()).toBe(200);

    const missing = await page.goto(`${basePath}/no-such-page/`);
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('main')).toContainText(/not found/i);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(`${basePath}/`);

    const spanishMissing = await page.goto(`${basePath}/es/no-such-page/`);
    expect(spanishMissing?.status()).toBe(404);
    await expect(heading(page)).toHaveText('Página no encontrada');
    await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
    await expect(page).toHaveURL(`${basePath}/es/`);
  });
  test('once visited, every route reloads offline, and a patient books and cancels offline', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(OFFLINE_REQUEST);
    const user = makeUser({ name: 'Offline Under Path' });
    await gotoAsUser(page, `${basePath}/`, user);
    for (const route of ROUTES) {
      await page.goto(`${basePath}${route.path}`);
      await expect(heading(page)).toHaveText(route.h1(user));
    }
    await expectInstallable(page, basePath);
    // Precached where nginx serves them: under the base path, the code chunks included.
    const cached = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(
      cached.filter((url) => url.startsWith(`${basePath}/_next/static/`)).length,
    ).toBeGreaterThan(10);
    expect(cached.filter((url) => !url.startsWith(`${basePath}/`))).toEqual([]);

    await context.setOffline(true);
    for (const route of ROUTES) {
      const response = await page.goto(`${basePath}${route.path}`);
      expect(response?.status(), route.path).toBe(200);
      await expect(heading(page), route.path).toHaveText(route.h1(user));
      await page.reload();
      await expect(heading(page), `${route.path} reloaded`).toHaveText(route.h1(user));
    }

    await page.goto(`${basePath}/appointments/new/`);
    const reason = 'Booked offline under a sub-path';
    const { slot } = await fillBookingForm(page, 0, reason);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page).toHaveURL(`${basePath}/appointments/`);
    const card = appointmentCard(page, reason);
    await expect(card).toContainText(slot.formatted);
    await page.reload();
    await cancelOnCard(page, card, { typed: 'No signal, still cancelled' });
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
    expect(await readJson<StoredAppointment[]>(page, 'appointments')).toEqual([
      expect.objectContaining({
        reason,
        status: 'canceled',
        cancel_reason: 'No signal, still cancelled',
      }),
    ]);
    // All of it served by the worker: the network is really gone. (Chromium logs the failed
    // request; allowed from here on only.)
    consoleErrors.allow(/^Failed to load resource: net::ERR_FAILED$/);
    const probe = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'answered',
          () => 'failed',
        ),
      `${basePath}/not-precached-${Date.now()}.txt`,
    );
    expect(probe).toBe('failed');
    await context.setOffline(false);
  });
});

test.describe('a host with no header control (GitHub Pages, a plain S3 bucket)', () => {
  test.use({ baseURL: `http://127.0.0.1:${hosting.ports.noHeaders}` });

  test("each page's own <meta> policy still holds: the site runs, injected script does not", async ({
    page,
    consoleErrors,
  }) => {
    // Chromium reports the blocked inline script as a console error: that is the point.
    consoleErrors.allow(/Executing inline script violates the following Content Security Policy/);
    const violations = await watchViolations(page);
    const user = makeUser({ name: 'Pages Patient' });
    for (const route of ROUTES) {
      const opened = page.waitForResponse(
        (response) =>
          response.request().isNavigationRequest() && response.url().endsWith(route.path),
      );
      await gotoAsUser(page, route.path, user);
      expect((await opened).headers()['content-security-policy']).toBeUndefined();
      await expect(heading(page)).toHaveText(route.h1(user));
      expect(await violations(), route.path).toEqual([]);
    }

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem: inline$/)]);
  });
});
