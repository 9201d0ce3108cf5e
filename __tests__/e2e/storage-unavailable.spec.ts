import type { Page } from '@playwright/test';
import { fillLogin, fillRegistration, formErrors, heading } from './support/app';
import { chatButton } from './support/chat';
import { DEBUG_SITE } from './support/email';
import { expect, test } from './support/fixtures';
import { blockLocalStorage, STORAGE_UNAVAILABLE } from './support/storage-faults';

/**
 * docs/decisions/006-bad-data-is-kept.md: with localStorage unavailable (access throws a SecurityError, as in browsers
 * that block site data) every page still renders, says plainly that accounts and bookings need
 * browser storage, and throws nothing; the forms answer with the storage message.
 */

/** The notice every page shows above its content (components/layout/storage-notice.tsx). */
function storageNotice(page: Page) {
  return page.locator('.storage-notice');
}

async function expectRenderedWithNotice(page: Page, h1: string): Promise<void> {
  await expect(heading(page)).toHaveText(h1);
  await expect(storageNotice(page)).toHaveText(STORAGE_UNAVAILABLE);
  await expect(storageNotice(page)).toHaveAttribute('role', 'alert');
  // The chat widget loads once the page is idle; it must come up too (its popup flag is in
  // localStorage).
  await expect(chatButton(page)).toBeVisible({ timeout: 10_000 });
}

test.describe('With localStorage blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockLocalStorage(page);
  });

  test('the storage test itself sees what a blocking browser does', async ({ page }) => {
    await page.goto('/');
    const seen = await page.evaluate(() => {
      try {
        return String(window.localStorage);
      } catch (error) {
        return error instanceof DOMException ? error.name : 'other';
      }
    });
    expect(seen).toBe('SecurityError');
  });

  const pages = [
    { path: '/', h1: 'Healthcare Made Simple' },
    { path: '/login/', h1: 'Log In' },
    { path: '/register/', h1: 'Create Account' },
    { path: '/no-such-page/', h1: 'Page not found' },
  ];
  for (const { path, h1 } of pages) {
    test(`${path} renders and shows the storage notice`, async ({ page, consoleErrors }) => {
      // Chromium logs the 404 document's own status as a console error; that one is expected.
      if (h1 === 'Page not found') {
        consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      }
      await page.goto(path);
      await expectRenderedWithNotice(page, h1);
    });
  }

  for (const path of ['/appointments/', '/appointments/new/']) {
    test(`${path} renders, then sends the visitor (no readable session) to log in`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login/');
      await expectRenderedWithNotice(page, 'Log In');
    });
  }

  const debugPages = [
    { path: '/api-test/', h1: 'API Connection Test' },
    { path: '/email-test/', h1: 'Email Configuration Test' },
    { path: '/debug/', h1: 'Debug Information' },
  ];
  for (const { path, h1 } of debugPages) {
    test(`the debug export's ${path} renders and shows the storage notice`, async ({ page }) => {
      await page.goto(`${DEBUG_SITE}${path}`);
      await expectRenderedWithNotice(page, h1);
    });
  }

  test('registering says storage is needed and stays on the form', async ({ page }) => {
    await page.goto('/register/');
    await fillRegistration(page, {
      name: 'No Storage',
      email: 'no.storage@example.com',
      password: 'pw-123456',
    });
    await expect(formErrors(page)).toHaveText([STORAGE_UNAVAILABLE]);
    await expect(page).toHaveURL('/register/');
  });

  test('logging in says storage is needed and stays on the form', async ({ page }) => {
    await page.goto('/login/');
    await fillLogin(page, 'no.storage@example.com', 'pw-123456');
    await expect(formErrors(page)).toHaveText([STORAGE_UNAVAILABLE]);
    await expect(page).toHaveURL('/login/');
  });
});
