import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The site's routes a visitor can open (docs/product.md#routes). */
export const OFFLINE_ROUTES = [
  '/',
  '/login/',
  '/register/',
  '/appointments/',
  '/appointments/new/',
];

/**
 * Waits until the site's service worker is active (its precache complete) and controls `page`
 * (docs/product.md#offline).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
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
