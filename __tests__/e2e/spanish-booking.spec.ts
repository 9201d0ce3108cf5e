import type { Page } from '@playwright/test';
import { answerDialog, appointmentCard, heading } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { englishShown } from './support/english-shown';
import { chooseHartInSpanish, registerInSpanishAndLogOut } from './support/spanish';
import { gotoAsUser, makeAppointment, makeUser, storedAppointments } from './support/storage';
import { formatMessage } from '../support/messages';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/*
 * The Spanish pages' leftovers (docs/languages.md): the language switch keeps a half-filled form
 * (#the-language-switch), refusals are written from their code in Spanish (#refusals-by-code),
 * and a move and a cancel are Spanish from the list to the list, in local mode.
 */

/** The booking form's 'Date and time' field, in the page's language. */
function dateField(page: Page, texts: typeof en | typeof es) {
  return page.getByRole('group', { name: texts.booking.dateAndTime, exact: true });
}

/** The ISO instant of the time the date and time field has checked. */
function checkedStart(page: Page, texts: typeof en | typeof es): Promise<string> {
  return dateField(page, texts).locator('input[name="start"]:checked').inputValue();
}

/** Asserts the booking form holds Dr. Hart, the time `start` and the reason `reason`. */
async function expectHeldForm(
  page: Page,
  texts: typeof en | typeof es,
  { start, reason }: { start: string; reason: string },
) {
  await expect(
    page.getByLabel(texts.booking.doctorLabel, { exact: true }).locator('option:checked'),
  ).toHaveText('Dr. Amelia Hart — Cardiology');
  await expect(
    dateField(page, texts).locator(`input[name="start"][value="${start}"]`),
  ).toBeChecked();
  await expect(page.getByLabel(texts.booking.reasonLabel)).toHaveValue(reason);
  // Restored once, then forgotten.
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
}

test.describe('The language switch keeps what the visitor was doing', () => {
  test('a half-filled booking form survives the switch both ways', async ({ page }) => {
    await gotoAsUser(page, '/es/appointments/new/', makeUser({ name: 'Lucía Torres' }));
    await expect(heading(page)).toHaveText(es.booking.title);
    await chooseHartInSpanish(page);
    await expect(page.getByText(es.booking.firstFreeChosen)).toBeVisible();
    // The visitor's own time, not the first free one the form chose.
    await dateField(page, es).getByRole('radio').nth(1).check();
    const start = await checkedStart(page, es);
    await page.getByLabel(es.booking.reasonLabel).fill('Dolor de rodilla');
    expect(await englishShown(page)).toEqual([]);

    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/appointments/new/');
    await expect(heading(page)).toHaveText('Schedule an Appointment');
    await expectHeldForm(page, en, { start, reason: 'Dolor de rodilla' });

    await page.getByLabel('Reason for visit').fill('Knee pain');
    await page.getByRole('link', { name: en.language.switchLabel }).click();
    await expect(page).toHaveURL('/es/appointments/new/');
    await expectHeldForm(page, es, { start, reason: 'Knee pain' });
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);

    // A later visit starts afresh.
    await page.reload();
    await expect(page.getByLabel(es.booking.reasonLabel)).toHaveValue('');
  });

  test('the login and registration forms keep their fields, never the password', async ({
    page,
  }) => {
    await page.goto('/es/register/');
    await page.getByLabel(es.account.nameLabel).fill('Lucía Torres');
    await page.getByLabel(es.account.emailLabel).fill('lucia@example.com');
    await page.getByLabel(es.account.passwordLabel).fill('una-clave-segura');
    await page.getByRole('link', { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL('/register/');
    await expect(page.getByLabel('Full Name')).toHaveValue('Lucía Torres');
    await expect(page.getByLabel('Email')).toHaveValue('lucia@example.com');
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.goto('/login/');
    await page.getByLabel('Email').fill('lucia@example.com');
    await page.getByLabel('Password').fill('una-clave-segura');
    await page.getByRole('link', { name: en.language.switchLabel }).click();
    await expect(page).toHaveURL('/es/login/');
    await expect(page.getByLabel(es.account.emailLabel)).toHaveValue('lucia@example.com');
    await expect(page.getByLabel(es.account.passwordLabel)).toHaveValue('');
  });
});

test.describe('Refusals in Spanish', () => {
  test('/es/login/ refuses a wrong password in Spanish', async ({ page }) => {
    const account = await registerInSpanishAndLogOut(page);
    await page.goto('/es/login/');
    await page.getByLabel(es.account.emailLabel).fill(account.email);
    await page.getByLabel(es.account.passwordLabel).fill('not-the-password');
    await page.getByRole('button', { name: es.account.loginButton }).click();
    await expect(page.locator('#login-error')).toHaveText(es.refusals.invalidCredentials);
    await expect(page).toHaveURL('/es/login/');
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('/es/register/ refuses a taken address in Spanish', async ({ page }) => {
    const account = await registerInSpanishAndLogOut(page);
    await page.goto('/es/register/');
    await page.getByLabel(es.account.nameLabel).fill('Otra Persona');
    await page.getByLabel(es.account.emailLabel).fill(account.email);
    await page.getByLabel(es.account.passwordLabel).fill('otra-clave-segura');
    await page.getByRole('button', { name: es.account.registerButton }).click();
    await expect(page.locator('#register-error')).toHaveText(es.refusals.emailTaken);
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the typed date that is not a real date is refused in Spanish', async ({ page }) => {
    await gotoAsUser(page, '/es/appointments/new/', makeUser());
    await chooseHartInSpanish(page);
    const field = dateField(page, es);
    await field.getByText(es.booking.typeDateInstead).click();
    await field.getByLabel(es.booking.typedDay, { exact: true }).fill('31');
    await field.getByLabel(es.booking.typedMonth, { exact: true }).fill('4');
    await field.getByLabel(es.booking.typedYear, { exact: true }).fill('2027');
    await page.getByRole('button', { name: es.booking.schedule }).click();
    await expect(field.getByText(es.refusals.typedDateNotReal)).toBeVisible();
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe('A move and a cancel in Spanish, local mode', () => {
  test("'Reprogramar' moves the visit, and the list shows the new time in Spanish", async ({
    page,
  }) => {
    const patient = makeUser({ name: 'Lucía Torres' });
    const old = makeAppointment(patient, { reason: 'Control de rodilla' }, 20);
    await gotoAsUser(page, '/es/appointments/', patient, { appointments: JSON.stringify([old]) });
    await appointmentCard(page, 'Control de rodilla')
      .getByRole('link', { name: es.appointments.reschedule })
      .click();

    await expect(page).toHaveURL(/\/es\/appointments\/new\/\?reschedule=/);
    // The moved visit's clinic time in Spanish, as the Spanish list writes it.
    const when = formatMessage('es', 'booking.movingWhen', { start: new Date(old.date_time) });
    await expect(page.getByRole('status').filter({ hasText: /^Reprogramando/ })).toHaveText(
      formatMessage('es', 'booking.moving', { doctor: old.doctor_name, when }),
    );
    await expect(page.getByLabel(es.booking.reasonLabel)).toHaveValue('Control de rodilla');
    await expect(dateField(page, es).locator('input[name="start"]:checked')).toHaveCount(1);
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);

    const moved = await answerDialog(page, () =>
      page.getByRole('button', { name: es.booking.moveButton }).click(),
    );
    expect(moved).toEqual({ type: 'alert', message: es.booking.moveSucceeded });
    await expect(page).toHaveURL('/es/appointments/');
    const stored = await storedAppointments(page);
    const next = stored.find((item) => item.id !== old.id)!;
    expect(stored.find((item) => item.id === old.id)).toMatchObject({
      status: 'canceled',
      rescheduled_to: next.id,
    });
    const cards = appointmentCard(page, 'Control de rodilla');
    await expect(cards).toHaveCount(2);
    const upcoming = cards.filter({
      hasText: formatMessage('es', 'appointments.status', { status: 'upcoming' }),
    });
    await expect(upcoming).toContainText(
      formatMessage('es', 'appointments.when', { start: new Date(next.date_time) }),
    );
    expect(await englishShown(page)).toEqual([]);

    const dialog = await answerDialog(page, () =>
      upcoming.getByRole('button', { name: es.appointments.cancelButton }).click(),
    );
    expect(dialog).toEqual({ type: 'confirm', message: es.appointments.cancelConfirm });
    await expect(
      cards.filter({ hasText: formatMessage('es', 'appointments.status', { status: 'upcoming' }) }),
    ).toHaveCount(0);
    const afterCancel = await storedAppointments(page);
    expect(afterCancel.find((item) => item.id === next.id)?.status).toBe('canceled');
    expect(await englishShown(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
