import type { Page } from '@playwright/test';
import {
  answerDialog,
  appointmentCard,
  chooseDay,
  doctorOptions,
  doctorSelect,
  scheduleAppointment,
} from './support/app';
import { expectSends, stubAddress } from './support/email';
import { expect, test } from './support/fixtures';
import { ownerQuery, runCopy } from './support/shared-api';
import { chooseTime, isWeekday, runOnSharedSite } from './support/shared-site';
import { englishShown } from './support/english-shown';
import { registerInSpanish } from './support/spanish-account';
import { expectNoAxeViolations } from './support/axe';
import es from '@/messages/es.json';

/*
 * An account keeps its language in shared mode (docs/languages.md#the-accounts-language): the
 * shared-mode export against the real PostgreSQL and PostgREST. Registering on /es/register/
 * stores 'es' in clinic.accounts, and a booking made afterwards, on the English form, e-mails the
 * patient in Spanish (docs/notifications.md#languages). A move and a cancel on the Spanish pages
 * are Spanish from the list to the e-mail.
 */

runOnSharedSite();

const PASSWORD = 'correct horse battery staple';
/** Spanish long date of a 4 PM start, with both clocks when the browser's zone differs. */
const SPANISH_FOUR_PM =
  /^[a-záéíóúñ]+, \d{1,2} de [a-záéíóúñ]+ de \d{4}, 4:00 p\. m\.( \(16:00 hora de la clínica — .+ hora local\))?$/;

/** Registers `name` on /es/register/ with a stub address that takes mail; returns the address. */
async function registerSpanishPatient(page: Page, name: string): Promise<string> {
  const email = stubAddress('ok');
  await registerInSpanish(page, { name, email, password: PASSWORD });
  return email;
}

/**
 * Books Dr. Priya Nair at 16:00 clinic time for `reason` on the English form, on the weekday
 * `index` (chooseDay's) the calendar offers.
 */
async function bookNairAtFour(page: Page, reason: string, index: number): Promise<void> {
  await page.goto('/appointments/new/');
  const label = (await doctorOptions(page)).find((option) => option.startsWith('Dr. Priya Nair'));
  await (await doctorSelect(page)).selectOption({ label });
  await chooseDay(page, { where: isWeekday, index });
  await chooseTime(page, '16:00');
  await page.getByLabel('Reason for visit').fill(reason);
  await scheduleAppointment(page);
}

test('registering on /es/register/ stores Spanish, and a booking is e-mailed in Spanish', async ({
  page,
}) => {
  const name = 'Lucía Shared';
  const email = await registerSpanishPatient(page, name);
  expect(
    await ownerQuery<{ language: string }>(
      'select language from clinic.accounts where email = $1',
      [email],
    ),
  ).toEqual([{ language: 'es' }]);
  const [registered] = await expectSends(email, 1);
  expect(registered?.body.template_params).toMatchObject({ language: 'es' });

  // Booked on the English form: the e-mail follows the account, not the page.
  const reason = 'Dolor de rodilla';
  await bookNairAtFour(page, reason, runCopy());
  await expect(appointmentCard(page, reason)).toBeVisible();

  const [, booked] = await expectSends(email, 2);
  expect(booked?.body.template_params).toEqual({
    doctor_name: 'Dr. Priya Nair',
    appointment_date: expect.stringMatching(SPANISH_FOUR_PM),
    reason,
    to_email: email,
    to_name: name,
    visit_type: 'Consultation',
    visit_length: '30 minutos',
    visit_instructions: '',
    visit_for: name,
    language: 'es',
  });
});

test('a Spanish patient moves and cancels on the Spanish pages, and each e-mail is Spanish', async ({
  page,
}) => {
  const name = 'Rosa Compartida';
  const email = await registerSpanishPatient(page, name);
  // The welcome e-mail leaves unawaited, and a full navigation would lose it as a visitor's:
  // wait until the stub has it (docs/testing.md#on-a-busy-machine).
  await expectSends(email, 1);
  const reason = 'Control de presión';
  await bookNairAtFour(page, reason, runCopy() + 1);
  await expectSends(email, 2);

  // 'Reprogramar' on the Spanish list opens the Spanish form filled in; another time moves it.
  await page.goto('/es/appointments/');
  await appointmentCard(page, reason)
    .getByRole('link', { name: es.appointments.reschedule })
    .click();
  await expect(page).toHaveURL(/\/es\/appointments\/new\/\?reschedule=/);
  const times = page.getByRole('group', { name: es.booking.dateAndTime, exact: true });
  await expect(times.locator('input[name="start"]:checked')).toHaveCount(1);
  await times.locator('input[name="start"]:not(:checked)').first().check();
  expect(await englishShown(page)).toEqual([]);
  const moved = await answerDialog(page, () =>
    page.getByRole('button', { name: es.booking.moveButton }).click(),
  );
  expect(moved).toEqual({ type: 'alert', message: es.booking.moveSucceeded });
  await expect(page).toHaveURL('/es/appointments/');
  const [, , rescheduled] = await expectSends(email, 3);
  expect(rescheduled?.body.template_params).toMatchObject({ language: 'es', reason });

  // Cancelled from the Spanish list: the card says so in Spanish, the database and the e-mail agree.
  const upcoming = appointmentCard(page, reason).filter({
    has: page.getByRole('button', { name: es.appointments.cancelButton }),
  });
  await expect(upcoming).toHaveCount(1);
  const dialog = await answerDialog(page, () =>
    upcoming.getByRole('button', { name: es.appointments.cancelButton }).click(),
  );
  expect(dialog).toEqual({ type: 'confirm', message: es.appointments.cancelConfirm });
  await expect(
    appointmentCard(page, reason).getByRole('button', { name: es.appointments.cancelButton }),
  ).toHaveCount(0);
  const [, , , canceled] = await expectSends(email, 4);
  expect(canceled?.body.template_params).toMatchObject({ language: 'es', reason });
  expect(
    await ownerQuery<{ status: string }>(
      'select a.status from clinic.appointments a join clinic.accounts acc on acc.id = a.patient_id where acc.email = $1 order by a.id',
      [email],
    ),
  ).toEqual([{ status: 'canceled' }, { status: 'canceled' }]);
  expect(await englishShown(page)).toEqual([]);
  await expectNoAxeViolations(page);
});
