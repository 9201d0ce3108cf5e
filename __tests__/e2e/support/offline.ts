import type { Page } from '@playwright/test';
import { addStepBudget, expect } from './fixtures';

/** The site's routes a visitor can open (docs/product.md#routes). */
export const OFFLINE_ROUTES = [
  '/',
  '/login/',
  '/register/',
  '/appointments/',
  '/appointments/new/',
];

/**
 * What Chromium logs for a cross-origin request made while it is offline (the chat assistant's
 * probe of its model, the e-mail notices): the worker leaves those to the network.
 */
export const OFFLINE_REQUEST = /net::ERR_INTERNET_DISCONNECTED/;

/**
 * What a service worker's install adds to its test's budget: it precaches every page and
 * script of a deploy (some 80 files); with the load average at 15-25 an install and the steps
 * around it took up to 13 s.
 */
export const WORKER_INSTALL_MS = 20_000;

/**
 * Waits until the site's service worker is active (its precache complete) and controls `page`
 * (docs/offline.md): the page's own events say so, however long a busy machine takes, and the
 * install brings its own budget (WORKER_INSTALL_MS).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  addStepBudget(WORKER_INSTALL_MS);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // It claims the page once activated. Checked and listened for in one task, so no event
    // falls between the two.
    while (navigator.serviceWorker.controller?.state !== 'activated') {
      await new Promise<void>((resolve) => {
        const { serviceWorker } = navigator;
        serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        serviceWorker.controller?.addEventListener('statechange', () => resolve(), {
          once: true,
        });
      });
    }
  });
}

/** Every URL stored in the page's Cache Storage, across all its caches. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * Checks the open page is installable as an app (docs/offline.md) under `basePath`
 * ('' or e.g. '/clinic'): its manifest's start URL, scope, display, colour and icons (each
 * fetched, with its type), the worker controlling the page, and Chromium's own installability
 * check, the one its install prompt uses. Lighthouse 12 dropped its PWA category, so this is
 * where installability is asserted.
 */
export async function expectInstallable(page: Page, basePath: string): Promise<void> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`${basePath}/manifest.webmanifest`);
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toEqual(
    expect.objectContaining({
      start_url: `${basePath}/`,
      scope: `${basePath}/`,
      display: 'standalone',
      theme_color: '#0b5f7a',
    }),
  );
  expect(manifest.name).toMatch(/Book a doctor online$/);
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(`${basePath}/`), icon.src).toBe(true);
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  // Playwright's contexts are incognito-like, which Chromium reports first and alone when it
  // is the only problem: anything else would be listed too.
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
}
