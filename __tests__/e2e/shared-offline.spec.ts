import { appointmentCard } from './support/app';
import { expect, test } from './support/fixtures';
import { cachedUrls, waitForServiceWorker } from './support/offline';
import { book, DATA_API_URL, ownWeek, register, slots } from './support/shared-api';
import { EXPECTED_FAILED_REQUEST, logInAs, runOnSharedSite } from './support/shared-site';
import en from '@/messages/en.json';

/**
 * Offline in shared mode (docs/offline.md, docs/shared-mode.md): the service worker
 * opens the pages, the site shows the last list it kept with its offline notice, and no
 * response of the data API, which carries patients' data, is ever in Cache Storage.
 */

runOnSharedSite();

// Offline use needs the service worker, which other specs' browsers block (support/visitor.ts).
test.use({ serviceWorkers: 'allow' });

test('offline, a reload shows the last list with the notice; no API response is cached', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(EXPECTED_FAILED_REQUEST);
  const patient = await register(request, 'Nora');
  const [at] = await slots(ownWeek(220), 3, ['10:30']);
  const reason = 'Offline follow-up';
  expect((await book(request, patient, 4, at ?? '', reason)).status()).toBe(200);

  await logInAs(page, patient);
  await page.goto('/appointments/');
  await expect(appointmentCard(page, reason)).toBeVisible();
  await waitForServiceWorker(page);
  await page.reload();
  await expect(appointmentCard(page, reason)).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(appointmentCard(page, reason)).toBeVisible();
  await expect(page.getByText(en.appointments.offline)).toBeVisible();
  await context.setOffline(false);

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.startsWith(new URL(DATA_API_URL).origin))).toEqual([]);
});
