import { heading } from './support/app';
import { englishShown, expectSpanishPage } from './support/english-shown';
import { addStepBudget, expect, test } from './support/fixtures';
import { OFFLINE_REQUEST, waitForServiceWorker } from './support/offline';
import { gotoAsUser, makeUser, readJson } from './support/storage';
import { formatMessage } from '../support/messages';
import es from '@/messages/es.json';

/*
 * The family, claim and offer pages under /es/ in local mode (docs/languages.md#routes), the
 * Spanish pages offline once visited, and the Spanish pages' own web app manifest
 * (docs/offline.md). The claim and offer pages with a real link are in shared-spanish.spec.ts.
 */

// Offline use needs the service worker, which other specs' browsers block (support/visitor.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('The family page in Spanish', () => {
  test('/es/family/ lists, checks and adds a family member in Spanish, reached from the Spanish list', async ({
    page,
  }) => {
    const user = makeUser({ name: 'Lucía Torres' });
    await gotoAsUser(page, '/es/appointments/', user);
    await page.getByRole('link', { name: es.appointments.familyLink }).click();
    await expect(page).toHaveURL('/es/family/');
    await expect(heading(page)).toHaveText(es.family.pageTitle);
    await expect(page).toHaveTitle(new RegExp(`^${es.metadata.familyTitle} · `));
    await expect(page.getByText(es.family.empty)).toBeVisible();
    await expectSpanishPage(page);

    const form = page.getByRole('form', { name: es.family.addTitle });
    await form.getByRole('button', { name: es.family.addButton }).click();
    await expect(form.getByLabel(es.family.nameLabel)).toHaveAccessibleDescription(
      es.family.nameRequired,
    );
    await expectSpanishPage(page);

    await form.getByLabel(es.family.nameLabel).fill('Mateo Torres');
    await form.getByLabel(es.family.dateOfBirthLabel).fill('2018-03-04');
    await form.getByLabel(es.family.relationshipLabel).selectOption({
      label: formatMessage('es', 'family.relationship', { relationship: 'child' }),
    });
    await form.getByRole('button', { name: es.family.addButton }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      formatMessage('es', 'family.added', { name: 'Mateo Torres' }),
    );
    await expect(page.getByRole('article', { name: 'Mateo Torres' })).toContainText(
      'nació el 4 de marzo de 2018',
    );
    expect(await readJson(page, 'familyMembers')).toEqual([
      expect.objectContaining({ name: 'Mateo Torres', relationship: 'child' }),
    ]);
    await expectSpanishPage(page);

    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/family/');
    await expect(heading(page)).toHaveText('Family members');
    await expect(page.getByText(/^Child · born March 4, 2018 \(age \d+\)$/)).toBeVisible();
  });
});

test.describe('The claim and offer pages in Spanish (local mode)', () => {
  test('/es/claim/ asks in Spanish and says in Spanish that claim links need the shared site', async ({
    page,
  }) => {
    await page.goto('/es/claim/?token=abc');
    await expect(heading(page)).toHaveText(es.claim.title);
    await expectSpanishPage(page);
    await page.getByLabel(es.claim.passwordLabel, { exact: true }).fill('una-clave');
    await page.getByLabel(es.claim.passwordAgainLabel).fill('una-clave');
    await page.getByRole('button', { name: es.claim.button }).click();
    await expect(page.locator('#claim-error')).toHaveText(es.claim.claimSharedOnly);
    await expectSpanishPage(page);
  });

  test('/es/offer/ says in Spanish that offers need the shared site', async ({ page }) => {
    await page.goto('/es/offer/?token=abc');
    await expect(heading(page)).toHaveText(es.offer.offerTitle);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(es.offer.offerNeedsShared);
    await expectSpanishPage(page);
  });
});

test.describe('Spanish offline and installed', () => {
  test('after /es/ and /es/appointments/ online, they reload offline in Spanish, and so do the other Spanish pages', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.allow(OFFLINE_REQUEST);
    const user = makeUser({ name: 'Olivia Sin Red' });
    await gotoAsUser(page, '/es/', user);
    await waitForServiceWorker(page);
    await page.goto('/es/appointments/');
    await expect(heading(page)).toHaveText(es.appointments.title);

    await context.setOffline(true);
    for (const [route, title] of [
      ['/es/appointments/', es.appointments.title],
      ['/es/', formatMessage('es', 'home.welcome', { name: user.name })],
      ['/es/family/', es.family.pageTitle],
      ['/es/appointments/new/', es.booking.title],
    ] as const) {
      // A load and a reload from the worker's cache, each with its budget (offline.spec.ts).
      addStepBudget(10_000);
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await page.reload();
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'es');
      await expect(heading(page), route).toHaveText(title);
      expect(await englishShown(page), route).toEqual([]);
    }
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await context.setOffline(false);
  });

  test('/es/ links the Spanish manifest, which names the site in Spanish and starts at /es/', async ({
    page,
  }) => {
    await page.goto('/es/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/es/manifest.webmanifest');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await response.json()).toEqual(
      expect.objectContaining({
        name: formatMessage('es', 'manifest.name', { clinicName: 'Riverside Clinic' }),
        description: formatMessage('es', 'manifest.description', {
          clinicName: 'Riverside Clinic',
        }),
        lang: 'es',
        start_url: '/es/',
        scope: '/',
        display: 'standalone',
      }),
    );
    // Chromium reads it without a problem and finds the Spanish pages installable (the
    // incognito-like context aside, as offline.spec.ts explains).
    await waitForServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
    };
    expect(new URL(url).pathname).toBe('/es/manifest.webmanifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

    // The English pages keep theirs.
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  });
});
