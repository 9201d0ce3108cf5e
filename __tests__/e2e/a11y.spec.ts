import type { Page } from '@playwright/test';
import en from '@/messages/en.json';
import { chooseDoctor, formErrors, heading, mainNav, pickSlot } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { chatButton, chatPanel } from './support/chat';
import { expect, test } from './support/fixtures';
import { gotoAsUser, gotoBookingFormAs, makeAppointment, makeUser } from './support/storage';

/**
 * axe-core scans (all of its non-experimental rules: WCAG 2.x A/AA and best practices) of
 * every page, and of each form with its error showing. No violation is expected.
 */
const user = makeUser({ name: 'Axe Tester' });

/** The two account forms: where they are, their heading, button and the error of an empty submit. */
const accountForms = [
  {
    name: 'login',
    path: '/login/',
    title: 'Log In',
    emptySubmitError: 'Email and password are required',
  },
  {
    name: 'register',
    path: '/register/',
    title: 'Create Account',
    emptySubmitError: 'All fields are required',
  },
];

/** Opens the home page, anonymous or logged in as `user`, and waits for its heading. */
async function openHome(page: Page, loggedIn: boolean): Promise<void> {
  if (loggedIn) {
    await gotoAsUser(page, '/', user);
    await expect(heading(page)).toHaveText(`Welcome, ${user.name}!`);
  } else {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Healthcare Made Simple');
  }
}

/** Opens the appointments list holding one upcoming and one canceled appointment. */
async function openListWithUpcomingAndCanceled(page: Page): Promise<void> {
  const appointments = [
    makeAppointment(user, { reason: 'Upcoming visit' }, 3),
    makeAppointment(user, { reason: 'Canceled visit', status: 'canceled' }, 5),
  ];
  await gotoAsUser(page, '/appointments/', user, {
    appointments: JSON.stringify(appointments),
  });
  await expect(page.getByRole('article')).toHaveCount(2);
}

test.describe('Accessibility (axe-core)', () => {
  test('home page, anonymous', async ({ page }) => {
    await openHome(page, false);
    await expectNoAxeViolations(page);
  });

  test('home page, logged in', async ({ page }) => {
    await openHome(page, true);
    await expectNoAxeViolations(page);
  });

  for (const form of accountForms) {
    test(`${form.name} page, and with its error shown`, async ({ page }) => {
      await page.goto(form.path);
      await expect(heading(page)).toHaveText(form.title);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: form.title }).click();
      await expect(formErrors(page)).toHaveText([form.emptySubmitError]);
      await expectNoAxeViolations(page);
    });
  }

  test('booking form, and with its error shown', async ({ page }) => {
    await gotoBookingFormAs(page, user);
    await expect(heading(page)).toHaveText('Schedule an Appointment');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(formErrors(page)).toHaveText([
      'Please select a doctor',
      'Please choose a date and time.',
      'Please enter a reason for your visit.',
    ]);
    await expectNoAxeViolations(page);
  });

  test('appointments list, empty', async ({ page }) => {
    await gotoAsUser(page, '/appointments/', user);
    await expect(page.getByText("You don't have any appointments yet.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('appointments list, upcoming and canceled', async ({ page }) => {
    await openListWithUpcomingAndCanceled(page);
    await expectNoAxeViolations(page);
  });

  test('not-found page', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.goto('/no-such-page/');
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Accessibility (axe-core) on a phone, 360×740', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** Scans the page as it is, then again with the navigation's menu open. */
  async function scanWithMenuClosedAndOpen(page: Page): Promise<void> {
    await expectNoAxeViolations(page);
    const menu = mainNav(page).getByRole('button', { name: en.layout.navMenu });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  }

  test('home page, anonymous and logged in', async ({ page }) => {
    for (const loggedIn of [false, true]) {
      await openHome(page, loggedIn);
      await scanWithMenuClosedAndOpen(page);
    }
  });

  test('login and register pages', async ({ page }) => {
    for (const form of accountForms) {
      await page.goto(form.path);
      await expect(heading(page)).toHaveText(form.title);
      await scanWithMenuClosedAndOpen(page);
    }
  });

  test('booking form, with the calendar, times and typed date shown, and with the chat panel open', async ({
    page,
  }) => {
    // Five axe scans of the largest page: 13 s on a quiet machine, over 30 s at a load of 20.
    // Each scan brings its own share of the budget (support/axe.ts).
    await gotoBookingFormAs(page, user);
    await scanWithMenuClosedAndOpen(page);
    await expect(chatButton(page)).toBeVisible();
    await chooseDoctor(page, 0);
    await pickSlot(page, { timeIndex: 1 });
    await page.getByText('Type a date instead').click();
    await expectNoAxeViolations(page);
    // The field's errors too: a typed date that is not a real one.
    await page.getByLabel('Day', { exact: true }).fill('31');
    await page.getByLabel('Month', { exact: true }).fill('2');
    await page.getByLabel('Year', { exact: true }).fill('2030');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(formErrors(page)).toHaveText(['Date of appointment must be a real date']);
    await expectNoAxeViolations(page);
    await chatButton(page).click();
    await expect(chatPanel(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('appointments list with its booking references', async ({ page }) => {
    await openListWithUpcomingAndCanceled(page);
    await scanWithMenuClosedAndOpen(page);
  });
});
