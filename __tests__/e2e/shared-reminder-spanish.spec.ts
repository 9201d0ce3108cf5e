import { answerDialog } from './support/app';
import { CLINIC_NAME } from './support/constants';
import { expect, test } from './support/fixtures';
import {
  book,
  callRpc,
  clinicClock,
  ownerQuery,
  ownWeek,
  register,
  slots,
} from './support/shared-api';
import { joinWaitlist, setBrowserClock, SHARED_SITE } from './support/shared-site';
import { chooseHartInSpanish } from './support/spanish';
import { registerInSpanish } from './support/spanish-account';
import { stubAddress } from './support/email';
import {
  clockOffsetBefore,
  runWorkerOnSharedSite,
  withWorker,
  WORKER_SMTP,
} from './support/worker';
import { decodeMail } from './stubs/smtp-stub.mjs';
import { formatMessage } from '../support/messages';
import es from '@/messages/es.json';

/*
 * A reminder's language from the worker, end to end (docs/reminders.md#language): a
 * visitor registers on /es/register/ and books on /es/appointments/new/ in Chromium, then
 * `npm run worker`'s real process, its clock moved to 24 hours before the visit, sends the
 * reminder over SMTP in Spanish, as messages/es.json's `reminders` words it; in the same run a
 * Spanish account's waitlist offer is Spanish and links to /es/offer/.
 */

const { mailTo } = runWorkerOnSharedSite();

/**
 * The one message the SMTP server has received for `address`, decoded, once it has. In a whole
 * run the worker first sends every earlier visit's reminder the other specs left (jobs go in
 * run_at order), hence 60 s.
 */
async function onlyMailTo(address: string) {
  await expect.poll(() => mailTo(address).length, { timeout: 60_000 }).toBe(1);
  return decodeMail(mailTo(address)[0]!.raw);
}

test('a Spanish account’s reminder and waitlist offer from the worker are Spanish, with Spanish links', async ({
  page,
  request,
}) => {
  test.slow();
  const week = ownWeek(250);
  const [mondayMorning, freed] = await slots(week, 1, ['07:00', '15:00']);
  const [clinic] = await ownerQuery<{ zone: string }>('select clinic.clinic_timezone() as zone');
  const zone = clinic!.zone;
  /** A clinic time as a Spanish e-mail writes it ('lunes, 23 de noviembre de 2026, 9:00 a. m.'). */
  const spanishWhen = (instant: string | Date) =>
    formatMessage('es', 'appointments.when', { start: new Date(instant) }, zone);
  const holder = { person: 'holder', member: '' };

  // A freed slot for a Spanish account on the waitlist, queued for the worker: Dr. Moreno's
  // Monday 15:00 is booked, Inés (Spanish since she switched) waits for that day, the booking
  // is canceled.
  const taker = await register(request, 'Taker');
  const taken = (await (await book(request, taker, 2, freed!)).json()) as { id: number };
  const ines = await register(request, 'Inés Espera', stubAddress('ok'));
  const switched = await callRpc(request, 'set_language', { language: 'es' }, ines);
  expect(switched.ok(), await switched.text()).toBe(true);
  const { day } = await clinicClock(freed!);
  await joinWaitlist(request, ines, {
    doctor_id: 2,
    first_day: day,
    last_day: day,
    reason: 'Antes, por favor',
  });
  const canceled = await callRpc(
    request,
    'cancel_appointment',
    { appointment_id: taken.id },
    taker,
  );
  expect(canceled.ok(), await canceled.text()).toBe(true);

  // The visitor's browser lives on that Monday morning, so the Spanish form offers that week.
  await setBrowserClock(page, mondayMorning!, 0);
  const email = stubAddress('ok');
  const name = 'Lucía Recordada';
  await registerInSpanish(page, { name, email, password: 'correct horse battery staple' });
  await page.goto('/es/appointments/new/');
  await chooseHartInSpanish(page);
  await expect(page.getByText(es.booking.firstFreeChosen)).toBeVisible();
  await page.getByLabel(es.booking.reasonLabel).fill('Control anual');
  const booked = await answerDialog(page, () =>
    page.getByRole('button', { name: es.booking.schedule }).click(),
  );
  expect(booked).toEqual({ type: 'alert', message: es.booking.bookingSucceeded });
  await expect(page).toHaveURL('/es/appointments/');
  const [visit] = await ownerQuery<{ date_time: Date; language: string }>(
    `select a.date_time, acc.language from clinic.appointments a
       join clinic.accounts acc on acc.id = a.patient_id where acc.email = $1`,
    [email],
  );
  expect(visit?.language).toBe('es');
  const visitAt = visit!.date_time.toISOString();

  // One worker, its clock one minute past 24 h before the visit, sends both.
  const [reminder, offer] = await withWorker(
    { ...WORKER_SMTP, WORKER_CLOCK_OFFSET_MS: clockOffsetBefore(visitAt, 24) },
    () => Promise.all([onlyMailTo(email), onlyMailTo(ines.user.email)]),
  );

  const when = spanishWhen(visitAt);
  expect(reminder.headers).toMatch(/^Content-Language: es$/m);
  expect(reminder.subject).toBe(
    formatMessage('es', 'reminders.subject', { ...holder, doctor: 'Dr. Amelia Hart', when }),
  );
  const lead = formatMessage('es', 'reminders.hours', { hours: 24 });
  const reminderLines = reminder.text.split('\n');
  for (const line of [
    formatMessage('es', 'reminders.greeting', { name }),
    formatMessage('es', 'reminders.intro', { ...holder, clinic: CLINIC_NAME, lead }),
    formatMessage('es', 'reminders.doctor', { doctor: 'Dr. Amelia Hart (Cardiology)' }),
    formatMessage('es', 'reminders.when', { when, zone: zone.replace(/_/g, ' ') }),
    es.reminders.manage,
    `${SHARED_SITE}/es/appointments`,
    es.reminders.linkChangesNothing,
  ]) {
    expect(reminderLines, `the reminder says ${line}`).toContain(line);
  }

  const [held] = await ownerQuery<{ hold_until: Date }>(
    `select o.hold_until from clinic.waitlist_offers o
       join clinic.waitlist_entries e on e.id = o.entry_id where e.patient_id = $1`,
    [ines.user.id],
  );
  expect(offer.headers).toMatch(/^Content-Language: es$/m);
  expect(offer.subject).toBe(
    formatMessage('es', 'offers.subject', {
      ...holder,
      doctor: 'Dr. Rafael Moreno',
      when: spanishWhen(freed!),
    }),
  );
  const offerLines = offer.text.split('\n');
  for (const line of [
    formatMessage('es', 'reminders.greeting', { name: ines.user.name }),
    formatMessage('es', 'offers.intro', { ...holder, clinic: CLINIC_NAME }),
    formatMessage('es', 'offers.termsHeld', { until: held!.hold_until }, zone),
    es.offers.book,
  ]) {
    expect(offerLines, `the offer says ${line}`).toContain(line);
  }
  expect(offer.text).toContain(`\n${SHARED_SITE}/es/offer/?token=`);
});
