import {
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
import { registerInSpanish } from './support/spanish-account';

/*
 * An account keeps its language in shared mode (docs/languages.md#the-accounts-language): the
 * shared-mode export against the real PostgreSQL and PostgREST. Registering on /es/register/
 * stores 'es' in clinic.accounts, and a booking made afterwards, on the English form, e-mails the
 * patient in Spanish (docs/notifications.md#languages).
 */

runOnSharedSite();

const PASSWORD = 'correct horse battery staple';
/** Spanish long date of a 4 PM start, with both clocks when the browser's zone differs. */
const SPANISH_FOUR_PM =
  /^[a-záéíóúñ]+, \d{1,2} de [a-záéíóúñ]+ de \d{4}, 4:00 p\. m\.( \(16:00 hora de la clínica — .+ hora local\))?$/;

test('registering on /es/register/ stores Spanish, and a booking is e-mailed in Spanish', async ({
  page,
}) => {
  const email = stubAddress('ok');
  const name = 'Lucía Shared';
  await registerInSpanish(page, { name, email, password: PASSWORD });
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
  await page.goto('/appointments/new/');
  const label = (await doctorOptions(page)).find((option) => option.startsWith('Dr. Priya Nair'));
  await (await doctorSelect(page)).selectOption({ label });
  await chooseDay(page, { where: isWeekday, index: runCopy() });
  await chooseTime(page, '16:00');
  await page.getByLabel('Reason for visit').fill(reason);
  await scheduleAppointment(page);
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
