import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  appointmentCard,
  cancelOnCard,
  fillBookingForm,
  fillRegistration,
  heading,
  mainNav,
} from './support/app';
import { addStepBudget, expect, test } from './support/fixtures';
import {
  cachedUrls,
  expectInstallable,
  OFFLINE_REQUEST,
  OFFLINE_ROUTES,
  waitForServiceWorker,
  WORKER_INSTALL_MS,
} from './support/offline';
import { gotoAsUser, makeUser, readJson, type StoredAppointment } from './support/storage';

/**
 * Offline and installable (docs/offline.md), on the local-mode export in real Chromium:
 * after one visit the service worker has every route, so each opens and reloads with the
 * browser offline, and booking, listing and cancelling work as online (localStorage).
 */

/**
 * What one route of the offline walk adds to its test's budget: a load and a reload from the
 * worker's cache took 2.5-7.6 s with the load average at 15-25.
 */
const OFFLINE_ROUTE_MS = 10_000;

// Offline use needs the service worker, which other specs' browsers block (support/visitor.ts).
test.use({ serviceWorkers: 'allow' });

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
      // Two loads of each route: each brings its own budget.
      addStepBudget(OFFLINE_ROUTE_MS);
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
  }) => {
    await page.goto('/');
    await expectInstallable(page, '');
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

const root = path.join(__dirname, '..', '..');

/**
 * Serves the export in `dir` with scripts/serve.mjs (its own headers, from the export's
 * serve.json) on 127.0.0.1:`port`, 0 for any free port; resolves once it listens.
 */
async function serveExport(
  dir: string,
  port: number,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.mjs --dir ${dir} exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /:(\d+)\/\s*$/.exec(chunk.toString());
      if (found) resolve(Number(found[1]));
    });
  });
  return {
    port: listening,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The export's `_next/static/` files, as the paths the site serves them under. */
function chunkPaths(dir: string): string[] {
  return readdirSync(path.join(root, dir, '_next', 'static'), {
    recursive: true,
    withFileTypes: true,
  })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => `/${path.relative(path.join(root, dir), file).split(path.sep).join('/')}`);
}

/**
 * The next navigation after an update: a link of the main navigation, and the redirect home
 * after the registration form (a navigation the site makes itself).
 */
const NEXT_NAVIGATIONS: { how: string; from: string; go: (page: Page) => Promise<void> }[] = [
  {
    how: 'a link',
    from: '/login/',
    go: (page) => mainNav(page).getByRole('link', { name: 'Home' }).click(),
  },
  {
    how: 'the redirect after registering',
    from: '/register/',
    go: async (page) => {
      await fillRegistration(page, {
        name: 'Uma Update',
        email: `uma.${Date.now()}@example.com`,
        password: 'New-Deploy-2026',
      });
      await expect(heading(page)).toHaveText('Welcome, Uma Update!');
    },
  },
];

test.describe('A new deploy', () => {
  for (const navigation of NEXT_NAVIGATIONS) {
    test(`shows a one-line 'Updated' notice, then takes over on the next navigation: ${navigation.how}`, async ({
      page,
    }) => {
      // Two real builds of the site published in turn on one origin: deploy A is out/, deploy B
      // is out-debug/, whose footer lists the debug pages instead of the copyright line.
      const footer = page.getByRole('contentinfo');
      const debugLinks = footer.getByRole('navigation', { name: 'Debug pages' });
      const notice = page.getByRole('status').filter({ hasText: 'Updated' });
      let site = await serveExport('out', 0);
      const origin = `http://127.0.0.1:${site.port}`;
      try {
        await page.goto(`${origin}/`);
        await waitForServiceWorker(page);
        await expect(footer).toContainText('©');
        await expect(debugLinks).toHaveCount(0);

        await site.stop();
        site = await serveExport('out-debug', site.port);
        // The open deploy keeps serving this page from its precache; the browser meanwhile
        // finds the new sw.js, which installs, takes over and says so.
        await page.goto(`${origin}${navigation.from}`);
        // The new worker first precaches all of deploy B: an install, with its own budget.
        await expect(notice).toHaveText(
          'Updated: the new version of this site opens on your next page.',
          { timeout: addStepBudget(WORKER_INSTALL_MS) },
        );
        await expect(debugLinks).toHaveCount(0);

        await navigation.go(page);
        await expect(page).toHaveURL(`${origin}/`);
        await expect(debugLinks).toBeVisible();
        await expect(footer).not.toContainText('©');
        await expect(notice).toHaveCount(0);
        // Deploy B's precache replaced A's: its debug pages are in, nothing of A is left.
        const cached = (await cachedUrls(page)).map((url) => new URL(url).pathname);
        expect(cached).toEqual(expect.arrayContaining(['/debug', '/api-test']));
        const onlyInA = chunkPaths('out').filter(
          (chunk) => !chunkPaths('out-debug').includes(chunk),
        );
        expect(onlyInA.length).toBeGreaterThan(0);
        expect(cached.filter((url) => onlyInA.includes(url))).toEqual([]);
      } finally {
        await site.stop();
      }
    });
  }
});
