import { createRequire } from 'node:module';
import net from 'node:net';
import type { Locator, Page } from '@playwright/test';
import nextPackage from 'next/package.json';
import { heading } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  accountNoticeParams,
  BACKEND_STUB,
  DEBUG_SITE,
  E2E_EMAIL,
  expectSends,
  FAILED_SEND_CONSOLE_ERROR,
  NOTICE_DATE,
  stubAddress,
} from './support/email';
import { expect, test } from './support/fixtures';
import { gotoWithStorage, readJson } from './support/storage';

/**
 * docs/product.md#routes debug routes: the debug export (built with NEXT_PUBLIC_DEBUG=true into
 * out-debug/, served on its own port) has /api-test, /email-test and /debug and links them from
 * the footer; the normal export answers 404 for them. The debug build's API base is the
 * backend stub (`{BACKEND_STUB}/api`) and its e-mail goes to the EmailJS stub.
 */

/**
 * The React the pages really run: the App Router bundles Next.js's own build of React, whose
 * version differs from the `react` package's.
 */
const bundledReact = createRequire(__filename)('next/dist/compiled/react') as { version: string };

const DEBUG_PAGES = [
  { path: '/api-test/', link: 'API Test', h1: 'API Connection Test' },
  { path: '/email-test/', link: 'Email Test', h1: 'Email Configuration Test' },
  { path: '/debug/', link: 'Debug Info', h1: 'Debug Information' },
] as const;

/** The bodies the backend stub answers with (__tests__/e2e/stubs/backend-stub.mjs). */
const HEALTH_BODY = JSON.stringify({ status: 'UP', service: 'clinic-backend-stub' });
const ROOT_BODY = 'Clinic backend stub is running';
const BROKEN_BODY = 'Service Unavailable: database connection failed';

/** A port on 127.0.0.1 that nothing listens on (bound once by the OS, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The value shown for `term` in a definition list inside `scope`. */
function fact(scope: Locator, term: string): Locator {
  return scope
    .locator('.debug-list > div')
    .filter({ has: scope.page().getByText(term, { exact: true }) })
    .locator('dd');
}

/** Runs the /api-test checks against `base`. */
async function checkApi(page: Page, base: string): Promise<void> {
  await page.getByLabel('API base URL').fill(base);
  await page.getByRole('button', { name: 'Run checks' }).click();
}

test.describe('Debug build', () => {
  test.use({ baseURL: DEBUG_SITE });

  test('the footer shows the three debug links instead of the copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: 'Debug pages' }).getByRole('link');
    await expect(links).toHaveText(DEBUG_PAGES.map((item) => item.link));
    await expect(footer).not.toContainText('©');
    await expect(footer).not.toContainText('All rights reserved');

    for (const { path, link, h1 } of DEBUG_PAGES) {
      await footer.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(path);
      await expect(heading(page)).toHaveText(h1);
    }
  });

  test('/api-test shows the status and body of {api}/health and of the backend root', async ({
    page,
  }) => {
    await page.goto('/api-test/');
    const health = page.getByRole('region', { name: 'Health check' });
    const root = page.getByRole('region', { name: 'Backend root' });
    await expect(health).toContainText(`GET ${BACKEND_STUB}/api/health`);
    await expect(fact(health, 'Status')).toHaveText('200 OK');
    await expect(fact(health, 'Body')).toHaveText(HEALTH_BODY);
    await expect(root).toContainText(`GET ${BACKEND_STUB}/`);
    await expect(fact(root, 'Status')).toHaveText('200 OK');
    await expect(fact(root, 'Body')).toHaveText(ROOT_BODY);

    const listed = page.getByRole('region', { name: 'Other endpoints (listed, not called)' });
    await expect(listed.getByRole('listitem')).toHaveText([
      `${BACKEND_STUB}/api/auth/login`,
      `${BACKEND_STUB}/api/appointments`,
    ]);
  });

  test('/api-test shows the connection error for a closed port, and an error status with its body', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/net::ERR_CONNECTION_REFUSED/);
    consoleErrors.allow(/the server responded with a status of 503/);
    await page.goto('/api-test/');
    await expect(fact(page.getByRole('region', { name: 'Health check' }), 'Status')).toHaveText(
      '200 OK',
    );

    const port = await closedPort();
    await checkApi(page, `http://127.0.0.1:${port}/api`);
    const health = page.getByRole('region', { name: 'Health check' });
    const root = page.getByRole('region', { name: 'Backend root' });
    await expect(health).toContainText(`GET http://127.0.0.1:${port}/api/health`);
    await expect(health.locator('.debug-error')).toHaveText(
      'Connection failed: TypeError: Failed to fetch',
    );
    await expect(root).toContainText(`GET http://127.0.0.1:${port}/`);
    await expect(root.locator('.debug-error')).toHaveText(
      'Connection failed: TypeError: Failed to fetch',
    );

    await checkApi(page, `${BACKEND_STUB}/broken`);
    await expect(fact(health, 'Status')).toHaveText('503 Service Unavailable (error status)');
    await expect(fact(health, 'Body')).toHaveText(BROKEN_BODY);
    await expect(fact(root, 'Status')).toHaveText('200 OK');

    await checkApi(page, 'not a url');
    await expect(page.getByRole('alert').filter({ hasText: 'Enter an absolute' })).toHaveText(
      'Enter an absolute http:// or https:// URL.',
    );
  });

  test('/email-test shows which settings are present, never their full values', async ({
    page,
  }) => {
    await page.goto('/email-test/');
    await expect(page.getByRole('main')).toContainText('E-mail notifications are on');
    const table = page.getByRole('region', { name: 'Settings' }).getByRole('table');
    // The key exactly: NEXT_PUBLIC_EMAILJS_TEMPLATE_ID_ES must not match NEXT_PUBLIC_EMAILJS_TEMPLATE_ID.
    const row = (key: string) =>
      table.getByRole('row').filter({ has: page.locator('code').getByText(key, { exact: true }) });
    await expect(row('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')).toContainText('Set');
    await expect(row('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')).toContainText('e2e…74 (19 characters)');
    await expect(row('NEXT_PUBLIC_EMAILJS_SERVICE_ID')).toContainText('se… (11 characters)');
    await expect(row('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID')).toContainText('tem…2e (12 characters)');
    await expect(row('NEXT_PUBLIC_EMAILJS_ORIGIN')).toContainText('http://127.0.0.1:4174');
    for (const secret of Object.values(E2E_EMAIL)) {
      await expect(page.locator('body')).not.toContainText(secret);
    }
  });

  test('/email-test sends a test e-mail and shows the result’s status and text', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(FAILED_SEND_CONSOLE_ERROR);
    await page.goto('/email-test/');
    const result = page.getByRole('status').filter({ hasText: 'Result' });
    const send = async (name: string, address: string) => {
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Email address').fill(address);
      await page.getByRole('button', { name: 'Send test email' }).click();
    };

    const ok = stubAddress('ok');
    await send('Test Recipient', ok);
    await expect(fact(result, 'Status')).toHaveText('200');
    await expect(fact(result, 'Text')).toHaveText('OK');
    const [sent] = await expectSends(ok, 1);
    expect(sent?.body.template_params).toEqual(
      accountNoticeParams(ok, 'Test Recipient', NOTICE_DATE, 'en'),
    );

    await send('Test Recipient', stubAddress('fail429'));
    await expect(fact(result, 'Status')).toHaveText('429');
    await expect(fact(result, 'Text')).toHaveText('Too Many Requests');

    await send('Test Recipient', stubAddress('fail403'));
    await expect(fact(result, 'Status')).toHaveText('403');
    await expect(fact(result, 'Text')).toHaveText('Forbidden');

    await send('Test Recipient', stubAddress('drop'));
    await expect(fact(result, 'Status')).toHaveText('none (no answer)');
    await expect(fact(result, 'Text')).toHaveText('Failed to fetch');

    await send('Test Recipient', 'no-at-sign.example.com');
    await expect(result).toContainText('Not sent: address without @.');
  });

  test('/debug shows settings, browser, screen, storage sizes and versions, and saves them under debugInfo', async ({
    page,
  }) => {
    await gotoWithStorage(page, '/debug/', { 'e2e-probe': 'x'.repeat(100) });
    await expect(heading(page)).toHaveText('Debug Information');
    const browser = page.getByRole('region', { name: 'Browser' });
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await expect(fact(browser, 'User agent')).toHaveText(userAgent);
    const screen = await page.evaluate(() => `${window.screen.width} × ${window.screen.height}`);
    await expect(fact(page.getByRole('region', { name: 'Screen' }), 'Screen')).toHaveText(screen);

    const storage = page.getByRole('region', { name: 'Local storage' });
    await expect(storage.getByRole('row').filter({ hasText: 'e2e-probe' })).toContainText(
      /e2e-probe\s*100\s*218 B/,
    );
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(fact(versions, 'react')).toHaveText(bundledReact.version);
    await expect(fact(versions, 'next')).toHaveText(nextPackage.version);

    const settings = page.getByRole('region', { name: 'Build settings' });
    await expect(settings.getByRole('row').filter({ hasText: 'NEXT_PUBLIC_DEBUG' })).toContainText(
      'true',
    );
    await expect(
      settings.getByRole('row').filter({ hasText: 'NEXT_PUBLIC_API_URL' }),
    ).toContainText(`${BACKEND_STUB}/api`);
    await expect(page.locator('body')).not.toContainText(E2E_EMAIL.publicKey);

    expect(await readJson(page, 'debugInfo')).toBeNull();
    await page.getByRole('button', { name: 'Save debug info' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
      "Saved to localStorage under 'debugInfo'",
    );
    const saved = await readJson<Record<string, unknown>>(page, 'debugInfo');
    expect(saved).toMatchObject({
      collectedAt: expect.any(String),
      url: `${DEBUG_SITE}/debug/`,
      browser: { userAgent },
      screen: { width: expect.any(Number), height: expect.any(Number) },
      storage: expect.arrayContaining([{ key: 'e2e-probe', characters: 100, bytes: 218 }]),
      versions: { react: bundledReact.version, next: nextPackage.version },
      build: {
        NEXT_PUBLIC_DEBUG: 'true',
        NEXT_PUBLIC_API_URL: `${BACKEND_STUB}/api`,
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'e2e…74 (19 characters)',
      },
    });
    expect(JSON.stringify(saved)).not.toContain(E2E_EMAIL.publicKey);
    // The list now shows the saved report too.
    await expect(storage.getByRole('row').filter({ hasText: 'debugInfo' })).toBeVisible();
  });

  test.describe('Accessibility (axe-core)', () => {
    test('/api-test, with results shown', async ({ page }) => {
      await page.goto('/api-test/');
      await expect(fact(page.getByRole('region', { name: 'Backend root' }), 'Status')).toHaveText(
        '200 OK',
      );
      await expectNoAxeViolations(page);
    });

    test('/email-test, with a result shown', async ({ page }) => {
      await page.goto('/email-test/');
      await expectNoAxeViolations(page);
      await page.getByLabel('Name').fill('Axe Tester');
      await page.getByLabel('Email address').fill(stubAddress('ok'));
      await page.getByRole('button', { name: 'Send test email' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Result' })).toContainText('OK');
      await expectNoAxeViolations(page);
    });

    test('/debug, after saving', async ({ page }) => {
      await page.goto('/debug/');
      await page.getByRole('button', { name: 'Save debug info' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('Normal build', () => {
  for (const { path } of DEBUG_PAGES) {
    test(`${path} does not exist: the site's 404 page`, async ({ page, consoleErrors }) => {
      consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText('Page not found');
      const bare = await page.goto(path.slice(0, -1));
      expect(bare?.status()).toBe(404);
    });
  }

  test('the footer has the copyright line and no debug links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('All rights reserved');
    await expect(footer.getByRole('navigation', { name: 'Debug pages' })).toHaveCount(0);
  });
});
