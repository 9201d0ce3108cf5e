import type { Page } from '@playwright/test';
import { answerDialog, appointmentCard, heading } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { englishShown } from './support/english-shown';
import { expect, test } from './support/fixtures';
import {
  chooseHartInSpanish,
  logInInSpanish,
  registerInSpanishAndLogOut,
  signedInInSpanishAt,
  spanishNav,
} from './support/spanish';
import { makeAppointment, storedAppointments } from './support/storage';
import { formatMessage } from '../support/messages';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/*
 * English at the original routes, Spanish under /es/ (docs/languages.md#routes): the static
 * pages declare their language, link to each other, and the switch and the offer of Spanish
 * behave as docs/languages.md#the-language-switch and #the-offer-of-spanish say.
 */

test.describe('The Spanish pages', () => {
  test('/es/ is in Spanish, declares it, and names both addresses', async ({ page }) => {
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(heading(page)).toHaveText(es.home.heroTitle);
    await expect(page.getByRole('navigation', { name: es.layout.navLabel })).toBeVisible();
    const alternates = page.locator('head link[rel="alternate"]');
    await expect(alternates).toHaveCount(3);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      alternateHref(page, '/es/'),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      alternateHref(page, '/'),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      alternateHref(page, '/'),
    );
  });

  test('the English pages keep their language and texts', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Log In');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      alternateHref(page, '/es/login/'),
    );
  });

  test('the switch goes to the same page in English and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/es/register/');
    await expect(heading(page)).toHaveText(es.account.registerTitle);
    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/register/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Create Account');
    expect(await page.evaluate(() => window.localStorage.getItem('siteLanguage'))).toBe('en');

    await page.getByRole('link', { name: en.language.switchLabel }).click();
    await expect(page).toHaveURL('/es/register/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => window.localStorage.getItem('siteLanguage'))).toBe('es');
  });
});

test.describe('A Spanish-preferring browser', () => {
  test.use({ locale: 'es-MX' });

  test('is offered Spanish on / in one line, and not redirected', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByText(en.language.offerText);
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page)).toHaveText('Healthcare Made Simple');

    await page.getByRole('link', { name: en.language.offerLink }).click();
    await expect(page).toHaveURL('/es/');
    await expect(heading(page)).toHaveText(es.home.heroTitle);
  });

  test('is not offered Spanish again after choosing English', async ({ page }) => {
    await page.goto('/es/');
    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(heading(page)).toHaveText('Healthcare Made Simple');
    // The offer would come with the page's scripts: wait until they have read the session.
    await expect(page.locator('.home-intro')).toHaveAttribute('data-session-read', 'yes');
    await expect(page.getByText(en.language.offerText)).toHaveCount(0);
  });

  // docs/languages.md#what-a-page-loads: the page's HTML (with the client components' messages
  // in its payload) carries its own namespaces, not the whole catalog.
  test("a page's HTML carries its own messages only", async ({ request }) => {
    const login = await (await request.get('/es/login/')).text();
    expect(login).toContain(es.account.passwordLabel);
    expect(login).toContain(es.layout.navRegister);
    for (const text of [es.home.heroTitle, es.home.secureText, es.home.remindersText]) {
      expect(login).not.toContain(text);
    }
    const home = await (await request.get('/es/')).text();
    expect(home).toContain(es.home.secureText);
    expect(home).not.toContain(es.account.passwordLabel);
    // The chat widget is on every page. Its texts load with its code (docs/chat.md#how-the-assistant-loads):
    // a Spanish page's HTML carries only the backup widget's, an English page's none.
    expect(home).toContain(es.chat.backupTitle);
    expect(home).not.toContain(es.chat.replyUnknown);
    expect(home).not.toContain(es.chat.greeting);
    expect(await (await request.get('/')).text()).not.toContain(es.chat.backupTitle);
    const chat = await (await request.get('/es/chat-messages.json')).json();
    expect(chat.chat.greeting).toBeDefined();
  });
});

/**
 * An hreflang alternate's address as the running page writes it: absolute, on the page's own
 * origin (docs/languages.md#routes).
 */
function alternateHref(page: Page, route: string): string {
  return new URL(route, page.url()).href;
}

test.describe('The appointments list in Spanish', () => {
  test('logging in on /es/login/ leads to /es/appointments/, in Spanish, and a cancel is in Spanish', async ({
    page,
  }) => {
    const account = await registerInSpanishAndLogOut(page);
    const upcoming = makeAppointment(account, { reason: 'Dolor de espalda' }, 3);
    const canceled = makeAppointment(account, { reason: 'Tos seca', status: 'canceled' }, 5);
    await page.evaluate(
      (stored) => window.localStorage.setItem('appointments', stored),
      JSON.stringify([upcoming, canceled]),
    );

    await logInInSpanish(page, account);
    await spanishNav(page).getByRole('link', { name: es.layout.navMyAppointments }).click();

    await expect(page).toHaveURL('/es/appointments/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(heading(page)).toHaveText(es.appointments.title);
    await expect(page).toHaveTitle(new RegExp(`^${es.metadata.appointmentsTitle} · `));
    const card = appointmentCard(page, 'Dolor de espalda');
    await expect(
      card.getByText(formatMessage('es', 'appointments.status', { status: 'upcoming' })),
    ).toBeVisible();
    // The clinic's date and time in the English pages' form, with Spanish names.
    await expect(card).toContainText(
      formatMessage('es', 'appointments.when', { start: new Date(upcoming.date_time) }),
    );
    await expect(appointmentCard(page, 'Tos seca').getByText('Cancelada')).toBeVisible();
    expect(await englishShown(page)).toEqual([]);

    const dialog = await answerDialog(page, () =>
      card.getByRole('button', { name: es.appointments.cancelButton }).click(),
    );
    expect(dialog).toEqual({ type: 'confirm', message: es.appointments.cancelConfirm });
    await expect(card.getByText('Cancelada')).toBeVisible();
    await expect(card.getByRole('button', { name: es.appointments.cancelButton })).toHaveCount(0);
    const stored = await storedAppointments(page);
    expect(stored.find((item) => item.id === upcoming.id)?.status).toBe('canceled');
    expect(await englishShown(page)).toEqual([]);

    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/appointments/');
    await expect(heading(page)).toHaveText('My Appointments');
    await expect(appointmentCard(page, 'Dolor de espalda').getByText('Canceled')).toBeVisible();
  });

  test('the check for English text can fail: /appointments/ shows it', async ({ page }) => {
    const account = await registerInSpanishAndLogOut(page);
    await page.goto('/login/');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(heading(page)).toHaveText(`Welcome, ${account.name}!`);
    await page.goto('/appointments/');
    await expect(page.getByText("You don't have any appointments yet.")).toBeVisible();
    expect(await englishShown(page)).toEqual(
      expect.arrayContaining(['My Appointments', "You don't have any appointments yet."]),
    );
  });

  test('/es/appointments/ passes axe, empty and with cards', async ({ page }) => {
    const account = await registerInSpanishAndLogOut(page);
    await logInInSpanish(page, account);

    await page.goto('/es/appointments/');
    await expect(page.getByText(es.appointments.empty)).toBeVisible();
    await expectNoAxeViolations(page);

    const appointments = [
      makeAppointment(account, { reason: 'Consulta próxima' }, 3),
      makeAppointment(account, { reason: 'Consulta cancelada', status: 'canceled' }, 5),
    ];
    await page.evaluate(
      (stored) => window.localStorage.setItem('appointments', stored),
      JSON.stringify(appointments),
    );
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('a visitor without a session is sent to /es/login/', async ({ page }) => {
    await page.goto('/es/appointments/');
    await expect(page).toHaveURL('/es/login/');
    await expect(heading(page)).toHaveText(es.account.loginTitle);
  });
});

test.describe('The booking form in Spanish', () => {
  test('books in local mode on /es/appointments/new/ and shows the visit in the Spanish list', async ({
    page,
  }) => {
    await signedInInSpanishAt(page, '/es/appointments/');
    await page.getByRole('link', { name: es.appointments.bookNew }).click();

    await expect(page).toHaveURL('/es/appointments/new/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(heading(page)).toHaveText(es.booking.title);
    await expect(page).toHaveTitle(new RegExp(`^${es.metadata.bookingTitle} · `));
    await expect(page.getByText(es.localMode.reminders)).toBeVisible();
    await chooseHartInSpanish(page);
    await expect(page.getByText(es.booking.firstFreeChosen)).toBeVisible();
    await page.getByLabel(es.booking.reasonLabel).fill('Control de presión');
    expect(await englishShown(page)).toEqual([]);

    const dialog = await answerDialog(page, () =>
      page.getByRole('button', { name: es.booking.schedule }).click(),
    );
    expect(dialog).toEqual({ type: 'alert', message: es.booking.bookingSucceeded });
    await expect(page).toHaveURL('/es/appointments/');
    const card = appointmentCard(page, 'Control de presión');
    const upcoming = formatMessage('es', 'appointments.status', { status: 'upcoming' });
    await expect(card.getByText(upcoming, { exact: true })).toBeVisible();
    const [stored] = await storedAppointments(page);
    expect(stored).toMatchObject({ reason: 'Control de presión', doctor_name: 'Dr. Amelia Hart' });
    await expect(card).toContainText(
      formatMessage('es', 'appointments.when', { start: new Date(stored!.date_time) }),
    );
  });

  test('names both addresses, switches to /appointments/new/, and refuses in Spanish', async ({
    page,
  }) => {
    await signedInInSpanishAt(page, '/es/appointments/new/');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      alternateHref(page, '/appointments/new/'),
    );
    await page.getByRole('button', { name: es.booking.schedule }).click();
    const errors = page.getByRole('alert');
    await expect(errors.filter({ hasText: es.booking.doctorRequired })).toBeVisible();
    await expect(errors.filter({ hasText: es.booking.reasonRequired })).toBeVisible();
    expect(await englishShown(page)).toEqual([]);

    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/appointments/new/');
    await expect(heading(page)).toHaveText('Schedule an Appointment');
    // The form renders after the heading, once the session is read.
    await expect(page.getByText('Reason for visit', { exact: true })).toBeVisible();
    expect(await englishShown(page)).toEqual(expect.arrayContaining(['Reason for visit']));
  });

  test('/es/appointments/new/ passes axe, with the calendar shown', async ({ page }) => {
    await signedInInSpanishAt(page, '/es/appointments/new/');
    await expect(heading(page)).toHaveText(es.booking.title);
    await chooseHartInSpanish(page);
    await expectNoAxeViolations(page);
  });
});
