import { EMAILJS_STUB, sendsTo } from './support/email';
import { expect, test } from './support/fixtures';
import {
  book,
  callRpc,
  clinicClock,
  ownerQuery,
  ownWeek,
  register,
  type Session,
  slots,
} from './support/shared-api';
import { joinWaitlist, logInAs, SHARED_SITE } from './support/shared-site';
import {
  clockOffsetBefore,
  runWorkerOnSharedSite,
  startWorker,
  stopWorker,
  withWorker,
  WORKER_SMTP,
} from './support/worker';

/**
 * Reminders and the waitlist end to end (docs/reminders.md,
 * docs/waitlist.md): the shared-mode export in Chromium, the real PostgreSQL and
 * PostgREST of scripts/e2e.mjs, and `npm run worker`'s real process sending to the EmailJS stub
 * and to a real SMTP server (smtp-server) on loopback. The worker's clock is moved ahead
 * (WORKER_CLOCK_OFFSET_MS) to reach a reminder's time; the site's and the database's clocks are
 * untouched. The SMTP server listens on 4190; the EmailJS stub is the run's own (4174).
 */

const { mailTo } = runWorkerOnSharedSite();
test.describe.configure({ mode: 'serial' });

const HOLD_SECONDS = 6;

test.afterAll(async () => {
  await ownerQuery('alter database clinic reset app.waitlist_hold_minutes');
});

test('a booking gets its reminders at the right clinic times, by the worker; a cancel removes them', async ({
  request,
}) => {
  test.slow();
  const week = ownWeek(300);
  const [visitAt, canceledAt] = await slots(week, 2, ['10:00', '11:00']);
  const ann = await register(request, 'Rita');
  const kept = (await (await book(request, ann, 1, visitAt!)).json()) as { id: number };
  const dropped = (await (await book(request, ann, 1, canceledAt!)).json()) as { id: number };
  const zone = await callRpc(
    request,
    'set_visitor_time_zone',
    { appointment_id: kept.id, time_zone: 'Asia/Tokyo' },
    ann,
  );
  expect(zone.status(), await zone.text()).toBe(204);
  await callRpc(request, 'cancel_appointment', { appointment_id: dropped.id }, ann);
  const sentParams = async () =>
    (await sendsTo(ann.user.email)).map((send) => send.body.template_params);
  const emailJs = {
    EMAILJS_PRIVATE_KEY: 'private-key-only-in-the-worker',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_clinic',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_notice',
    NEXT_PUBLIC_EMAILJS_ORIGIN: EMAILJS_STUB,
  };
  // The worker's clock one minute past 24 h before the visit: only that reminder is due.
  let worker = await startWorker({
    ...emailJs,
    WORKER_CLOCK_OFFSET_MS: clockOffsetBefore(visitAt!, 24),
  });
  try {
    await expect.poll(async () => (await sentParams()).length, { timeout: 30_000 }).toBe(1);
    const [dayBefore] = await sentParams();
    expect(dayBefore?.reminder_lead_time).toBe('24 hours');
    const [clinicTime] = await ownerQuery<{ text: string }>(
      'select clinic.format_appointment_date($1) as text',
      [visitAt],
    );
    expect(dayBefore?.message).toContain(`When: ${clinicTime!.text} (clinic time,`);
    expect(dayBefore?.message).toMatch(/Your time: 10:00 clinic time — .*your time/);
    expect(dayBefore?.message).toContain(`${SHARED_SITE}/appointments`);
  } finally {
    await stopWorker(worker);
  }
  worker = await startWorker({
    ...emailJs,
    WORKER_CLOCK_OFFSET_MS: clockOffsetBefore(visitAt!, 2),
  });
  try {
    await expect.poll(async () => (await sentParams()).length, { timeout: 30_000 }).toBe(2);
    expect((await sentParams())[1]?.reminder_lead_time).toBe('2 hours');
  } finally {
    await stopWorker(worker);
  }
  // The canceled visit's reminders were removed: its 24-hour one was due for the second worker
  // too, yet only the kept visit's two were sent.
  expect(await sentParams()).toHaveLength(2);
  const [left] = await ownerQuery<{ n: number }>(
    `select count(*)::int as n from graphile_worker.jobs where key like 'reminder:' || $1 || ':%'`,
    [dropped.id],
  );
  expect(left!.n).toBe(0);
});

test('a freed slot reaches the first waitlisted patient, then the next after the hold; the first books another from the e-mail page', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow();
  await ownerQuery(`alter database clinic set app.waitlist_hold_minutes = '${HOLD_SECONDS / 60}'`);
  const week = ownWeek(310);
  const [first, second] = await slots(week, 3, ['09:00', '15:00']);
  const { day } = await clinicClock(first!);
  const holder: Session = await register(request, 'Cyril');
  const ids: number[] = [];
  for (const at of [first!, second!]) {
    ids.push(((await (await book(request, holder, 2, at)).json()) as { id: number }).id);
  }
  const ann = await register(request, 'Wanda');
  const bob = await register(request, 'Basil');

  // Wanda joins on the site, from /appointments.
  await logInAs(page, ann);
  await page.goto('/appointments/');
  const waitlist = page.getByRole('region', { name: 'Tell me if an earlier time opens' });
  await waitlist
    .getByRole('button', { name: 'Choose a doctor and dates for the waitlist' })
    .click();
  await waitlist
    .getByLabel('Doctor', { exact: true })
    .selectOption({ label: 'Dr. Rafael Moreno (Dermatology)' });
  await waitlist.getByLabel('From', { exact: true }).fill(day);
  await waitlist.getByLabel('Until', { exact: true }).fill(day);
  await waitlist.getByLabel('Reason for the visit').fill('Rash that will not go');
  await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(waitlist.getByRole('status')).toHaveText(
    'You are on the waitlist. We will e-mail you if a time opens.',
  );
  await expect(waitlist.getByTestId('waitlist-entry')).toContainText('Dr. Rafael Moreno');
  // Joining twice is refused, in the database's words, and stores nothing. Chromium logs the
  // refusal's HTTP status (409) as a console error.
  consoleErrors.allow(/the server responded with a status of 409 \(Conflict\)/);
  await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(waitlist.getByRole('alert')).toContainText(
    'You are already on the waitlist for Dr. Rafael Moreno.',
  );
  await expect(waitlist.getByTestId('waitlist-entry')).toHaveCount(1);
  // Basil joins after her.
  await joinWaitlist(request, bob, {
    doctor_id: 2,
    first_day: day,
    last_day: day,
    reason: 'Mole check',
  });

  const worker = await startWorker(WORKER_SMTP);
  try {
    await callRpc(request, 'cancel_appointment', { appointment_id: ids[0] }, holder);
    await expect.poll(() => mailTo(ann.user.email).length, { timeout: 30_000 }).toBe(1);
    const firstOffer = mailTo(ann.user.email)[0]!;
    expect(firstOffer.text).toContain('Doctor: Dr. Rafael Moreno (Dermatology)');
    expect(mailTo(bob.user.email)).toHaveLength(0);
    // Once her hold ends, Basil is offered it.
    await expect.poll(() => mailTo(bob.user.email).length, { timeout: 30_000 }).toBe(1);
    expect(mailTo(bob.user.email)[0]!.at - firstOffer.at).toBeGreaterThanOrEqual(
      HOLD_SECONDS * 1000 - 500,
    );
    const firstLink = /(http:\/\/\S+\/offer\/\?token=[\w-]+)/.exec(firstOffer.text)![1]!;
    await page.goto(firstLink);
    await expect(
      page.getByText(
        'Sorry, the time we held for you has ended and it is now offered to the next patient. You are still on the waitlist.',
      ),
    ).toBeVisible();

    // The second slot frees: Wanda, first in line and still waiting, books it from the e-mail.
    await callRpc(request, 'cancel_appointment', { appointment_id: ids[1] }, holder);
    await expect.poll(() => mailTo(ann.user.email).length, { timeout: 30_000 }).toBe(2);
    const link = /(http:\/\/\S+\/offer\/\?token=[\w-]+)/.exec(mailTo(ann.user.email)[1]!.text)![1]!;
    expect(link.startsWith(`${SHARED_SITE}/offer/?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByText('Dr. Rafael Moreno (Dermatology)')).toBeVisible();
    // Opening the page booked nothing.
    const mine = () =>
      ownerQuery<{ status: string }>(
        `select status from clinic.appointments where patient_id = $1 and date_time = $2`,
        [ann.user.id, second],
      );
    expect(await mine()).toEqual([]);
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(
      page.getByText('You have booked this time. You will find it under My Appointments.'),
    ).toBeVisible();
    expect(await mine()).toEqual([{ status: 'scheduled' }]);
    await page.getByRole('link', { name: 'See my appointments' }).click();
    await expect(page.getByText('Rash that will not go')).toBeVisible();
  } finally {
    await stopWorker(worker);
  }
});

test('with SMTP_URL set, a real SMTP server on loopback receives the reminder, once, under its Message-ID', async ({
  request,
}) => {
  test.slow();
  const [visitAt] = await slots(ownWeek(320), 4, ['14:00']);
  const sol = await register(request, 'Solveig');
  const visit = (await (await book(request, sol, 3, visitAt!)).json()) as { id: number };
  // The worker's clock one minute past 24 h before the visit: only that reminder is due.
  await withWorker(
    { ...WORKER_SMTP, WORKER_CLOCK_OFFSET_MS: clockOffsetBefore(visitAt!, 24) },
    () => expect.poll(() => mailTo(sol.user.email).length, { timeout: 30_000 }).toBe(1),
  );
  const [mail] = mailTo(sol.user.email);
  const [clinicTime] = await ownerQuery<{ text: string }>(
    'select clinic.format_appointment_date($1) as text',
    [visitAt],
  );
  expect(mail!.text).toMatch(
    new RegExp(`^Message-ID: <reminder\\.${visit.id}\\.1440@[^>]+>`, 'im'),
  );
  expect(mail!.text).toMatch(/^Subject: Reminder: your appointment with Dr\. Priya Nair/im);
  expect(mail!.text).toContain('Doctor: Dr. Priya Nair (Neurology)');
  expect(mail!.text).toContain(`When: ${clinicTime!.text} (clinic time,`);
  expect(mail!.text).toMatch(/Booking reference: [0-9A-Z]{4}-[0-9A-Z]{4}/);
  expect(mail!.text).toMatch(/^Where: \S.+$/m);
  expect(mail!.text).toMatch(/^Phone: \S.+$/m);
  expect(mail!.text).toContain(`${SHARED_SITE}/appointments`);
  // Recorded as sent by SMTP, with the Message-ID the e-mail carries; the 2-hour one still waits.
  const recorded = await ownerQuery<{ offset_minutes: number; status: string; transport: string }>(
    `select offset_minutes, status, coalesce(transport, '') as transport,
            coalesce(message_id, '') as message_id
     from clinic.reminders where appointment_id = $1 order by offset_minutes desc`,
    [visit.id],
  );
  expect(recorded).toEqual([
    {
      offset_minutes: 1440,
      status: 'sent',
      transport: 'smtp',
      message_id: expect.stringMatching(new RegExp(`^<reminder\\.${visit.id}\\.1440@`)),
    },
    { offset_minutes: 120, status: 'scheduled', transport: '', message_id: '' },
  ]);
});
