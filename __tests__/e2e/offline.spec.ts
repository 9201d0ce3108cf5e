import { appointmentCard, cancelOnCard, fillBookingForm, heading, mainNav } from './support/app';
import { expect, test } from './support/fixtures';
import { cachedUrls, OFFLINE_ROUTES, waitForServiceWorker } from './support/offline';
import { gotoAsUser, makeUser, readJson, type StoredAppointment } from './support/storage';

/**
 * Offline and installable (docs/product.md#offline), on the local-mode export in real Chromium:
 * after one visit the service worker has every route, so each opens and reloads with the
 * browser offline, and booking, listing and cancelling work as online (localStorage).
 */

/**
 * What Chromium logs for a cross-origin request made while it is offline (the chat assistant's
 * probe of its model, the e-mail notices): the worker leaves those to the network.
 */
const OFFLINE_REQUEST = /net::ERR_INTERNET_DISCONNECTED/;

test.describe('Offline (local mode)', () => {
  test('once visited, every route opens and reloads offline', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(OFFLINE_REQUEST);
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const route of OFFLINE_ROUTES) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(mainNav(page), route).toBeVisible();
      await expect(heading(page), route).toBeVisible();
      await page.reload();
      await expect(heading(page), `${route} reloaded`).toBeVisible();
    }
    // Served by the worker, not by a network the browser no longer has.
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await context.setOffline(false);
  });

  test('books, lists and cancels offline as online', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(OFFLINE_REQUEST);
    const user = makeUser({ name: 'Olive Offline' });
    await gotoAsUser(page, '/', user);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    await gotoAsUser(page, '/appointments/new/', user);
    const reason = 'Booked on a train';
    const { slot } = await fillBookingForm(page, 0, reason);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(page).toHaveURL('/appointments/');
    const card = appointmentCard(page, reason);
    await expect(card).toContainText(slot.formatted);

    await page.reload();
    await expect(card).toContainText(slot.formatted);
    await cancelOnCard(page, card, { typed: 'Plans changed' });
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();

    const stored = await readJson<StoredAppointment[]>(page, 'appointments');
    expect(stored).toEqual([
      expect.objectContaining({ reason, status: 'canceled', cancel_reason: 'Plans changed' }),
    ]);
    await context.setOffline(false);
  });
});

test.describe('Installable', () => {
  test('the manifest names the clinic, its icons and start URL, and Chromium finds it installable', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toEqual(
      expect.objectContaining({
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b5f7a',
      }),
    );
    expect(manifest.name).toMatch(/Book a doctor online$/);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toContain(icon.type);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    // Chromium's own installability check, the one its install prompt uses (Lighthouse 12 has
    // none). Playwright's contexts are incognito-like, which Chromium reports first and alone
    // when it is the only problem: anything else would be listed too.
    await waitForServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  });

  test('the worker is served uncached and allowed by the CSP; the precache holds pages, not data', async ({
    page,
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const policy = worker.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    await page.goto('/');
    await waitForServiceWorker(page);
    const urls = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(urls).toEqual(
      expect.arrayContaining(OFFLINE_ROUTES.map((route) => route.replace(/(.)\/$/, '$1'))),
    );
  });
});
