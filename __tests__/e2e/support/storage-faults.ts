import type { Page } from '@playwright/test';

/**
 * Browser faults the storage tests simulate because no real Chromium setting produces them on
 * demand . Each is installed with page.addInitScript, before any script of the site.
 */

/** The site's text when the browser refuses localStorage (lib/errors/messages.ts `storageUnavailable`). */
export const STORAGE_UNAVAILABLE =
  'This site keeps accounts and bookings in your browser’s storage, which is turned off or blocked. Allow site data for this site to register, log in and book.';

/** The site's text when the quota refuses a write (lib/errors/messages.ts `storageFull`). */
export const STORAGE_FULL =
  "Your browser's storage for this site is full, so nothing was saved and nothing was changed. Free some space (for example by clearing other sites' data) and try again.";

/**
 * Makes every read of `window.localStorage` throw a SecurityError DOMException, as Chromium
 * does when the user blocks site data ("Access is denied for this document"), on this page and
 * every later navigation of it.
 */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
  });
}
