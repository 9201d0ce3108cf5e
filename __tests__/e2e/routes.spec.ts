import { doctorSelect, expectLoggedInAs, expectLoggedOut, heading, mainNav } from './support/app';
import { CLINIC_NAME } from './support/constants';
import { expect, test } from './support/fixtures';
import { expectSpanishPage } from './support/english-shown';
import { gotoAsUser, makeUser, readJson } from './support/storage';

const WHY_CHOOSE = ['Secure & Private', 'Save Time', 'Easy Access', 'Reminders'];

test.describe('Protected routes', () => {
  for (const path of ['/appointments/', '/appointments/new/']) {
    test(`${path} sends a visitor with no session to /login/`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login/');
      await expect(heading(page)).toHaveText('Log In');
      await expectLoggedOut(page);
    });
  }
});

test.describe('Every route survives a reload when logged in', () => {
  const user = makeUser({ name: 'Reload Tester' });
  const routes: { path: string; h1: string }[] = [
    { path: '/', h1: `Welcome, ${user.name}!` },
    { path: '/login/', h1: 'Log In' },
    { path: '/register/', h1: 'Create Account' },
    { path: '/appointments/', h1: 'My Appointments' },
    { path: '/appointments/new/', h1: 'Schedule an Appointment' },
  ];
  for (const { path, h1 } of routes) {
    test(path, async ({ page }) => {
      await gotoAsUser(page, path, user);
      await expect(heading(page)).toHaveText(h1);
      await expectLoggedInAs(page, user.name);

      await page.reload();
      await expect(page).toHaveURL(path);
      await expect(heading(page)).toHaveText(h1);
      await expectLoggedInAs(page, user.name);
      expect(await readJson(page, 'user')).toEqual(user);
      if (path === '/appointments/new/') await doctorSelect(page);
    });
  }
});

test.describe('Layout and home page', () => {
  test('an anonymous visitor sees the hero, the nav, the footer and the Why Choose section', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: CLINIC_NAME, exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expectLoggedOut(page);
    await expect(nav.getByRole('link', { name: 'My Appointments' })).toHaveCount(0);

    await expect(heading(page)).toHaveText('Healthcare Made Simple');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL('/login/');
    await page.goBack();
    await expect(main.getByRole('link', { name: 'Create Account' })).toBeVisible();

    await expect(
      main.getByRole('heading', { level: 2, name: `Why Choose ${CLINIC_NAME}?` }),
    ).toBeVisible();
    for (const item of WHY_CHOOSE) {
      await expect(main.getByRole('heading', { level: 3, name: item, exact: true })).toBeVisible();
    }

    await expect(page.getByRole('contentinfo')).toContainText(`© `);
  });

  test("the footer's year is the visitor's, on New Year's Eve in the evening too", async ({
    page,
  }) => {
    // 23:30 on 31 December in the browser's zone (the clinic's) is already 2027 in UTC.
    await page.clock.setFixedTime(new Date('2027-01-01T04:30:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2026 ${CLINIC_NAME}`);
    await page.clock.setFixedTime(new Date('2027-01-01T05:30:00Z'));
    await page.reload();
    await expect(page.getByRole('contentinfo')).toContainText(`© 2027 ${CLINIC_NAME}`);
  });

  test('a logged-in user sees the welcome and the action cards', async ({ page }) => {
    const user = makeUser({ name: 'Mary Jackson' });
    await gotoAsUser(page, '/', user);
    await expect(heading(page)).toHaveText('Welcome, Mary Jackson!');
    const main = page.getByRole('main');
    // Soft, so that the rest of the home page is still checked when this one is missing.
    await expect.soft(main.getByRole('button', { name: 'Message a Doctor' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Secure & Private' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);

    await main.getByRole('link', { name: 'My Appointments' }).click();
    await expect(page).toHaveURL('/appointments/');
    await expect(page.getByText("You don't have any appointments yet.")).toBeVisible();
    await expect(main.getByRole('link', { name: 'Book New Appointment' })).toHaveAttribute(
      'href',
      '/appointments/new/',
    );
    // The empty state has a link of its own to the booking form.
    const emptyStateLink = main
      .getByRole('link')
      .filter({ hasNotText: 'Book New Appointment' })
      .and(main.locator('a[href="/appointments/new/"]'));
    await expect(emptyStateLink).toHaveCount(1);
    await emptyStateLink.click();
    await expect(page).toHaveURL('/appointments/new/');
    await expect(heading(page)).toHaveText('Schedule an Appointment');

    await mainNav(page).getByRole('link', { name: CLINIC_NAME, exact: true }).click();
    await expect(page).toHaveURL('/');
    await main.getByRole('link', { name: 'Schedule New Appointment' }).click();
    await expect(page).toHaveURL('/appointments/new/');
  });
});

test.describe('Unknown routes', () => {
  test('show the not-found page with status 404', async ({ page, consoleErrors }) => {
    // Chromium reports the 404 document itself as a failed resource load.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/not found|could not be found|404/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The redirect for a path without the trailing slash leads to the same page.
    const bare = await page.goto('/no-such-page');
    expect(bare?.status()).toBe(404);
  });

  test('under /es/ show the Spanish not-found page with status 404', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto('/es/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    // No English catalog text, and axe finds nothing.
    await expectSpanishPage(page);
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }),
    ).toHaveAttribute('href', '/es/');
    await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
    await expect(page).toHaveURL('/es/');
  });
});
