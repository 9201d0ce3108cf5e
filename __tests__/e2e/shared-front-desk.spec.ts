import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { heading } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expectSends, stubAddress, watchSends } from './support/email';
import { addStepBudget, expect, test } from './support/fixtures';
import {
  book,
  callRpc,
  clinicClock,
  doctorName,
  errorCode,
  ownerQuery,
  ownWeek,
  register,
  registerStaff,
  slotOn,
  slots,
  startedAppointment,
  threeWeekHoliday,
} from './support/shared-api';
import {
  expectFirstFree,
  freeSlotButton,
  logInAs,
  newDevice,
  openBookingFormAs,
  openDeskAt,
  openScheduleOn,
  patientOn,
  runOnSharedSite,
  setBrowserClock,
  closeDevice,
} from './support/shared-site';

/**
 * The front desk, /schedule (docs/front-desk.md), in shared mode: the
 * shared-mode export in Chromium against the real PostgreSQL and PostgREST of scripts/e2e.mjs,
 * e-mail through the real EmailJS library to the EmailJS stub. A staff member works the desk
 * with the mouse and, in one test, with the keyboard alone; what the patients see and what the
 * database stored are checked after each step. Each test keeps to weeks of its own (ownWeek).
 */

runOnSharedSite();

/** A patient account with an address the EmailJS stub accepts, so its notices can be read back. */
const patientWithMail = (request: APIRequestContext, name: string) =>
  register(request, name, stubAddress('ok'));

test.describe('Shared mode: the front desk', () => {
  test('staff book for a patient who phones (a new record); the patient gets the booking and a one-time link, sets a password and sees the booking; the forms cap free texts', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const [tuesdayTen] = await slots(ownWeek(260), 2, ['10:00']);
    await openDeskAt(page, request, tuesdayTen!);

    const { button: free, doctor } = await freeSlotButton(page, 1, tuesdayTen!);
    await free.click();
    const detail = page.getByRole('region', { name: 'Book for a patient' });
    await expect(detail).toBeFocused();

    const patientName = `Jo Phone ${randomUUID().slice(0, 8)}`;
    await detail.getByLabel('Find a patient (name or e-mail)').fill(patientName);
    await detail.getByRole('button', { name: 'Find' }).click();
    await expect(
      detail.getByText('No patient found. Make a new patient record below.'),
    ).toBeVisible();

    // Free texts are cut where the database would refuse them.
    const name = detail.getByLabel('Full name');
    await name.fill('x'.repeat(150));
    await expect(name).toHaveValue('x'.repeat(100));
    const email = stubAddress('ok');
    await name.fill(patientName);
    await detail.getByLabel('Email').fill(email);
    await detail.getByRole('button', { name: 'Book' }).click();
    await expect(detail.getByRole('alert')).toHaveText('Give the reason for the visit.');
    await detail.getByLabel('Reason for the visit').fill('Phoned: knee pain');
    await detail.getByRole('button', { name: 'Book' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booked' })).toContainText(
      `Booked ${patientName} for`,
    );
    await expect(page.getByRole('status').filter({ hasText: 'Booked' })).toContainText(
      `A link to set a password (valid 7 days, single use) was e-mailed to ${email}.`,
    );
    await expect(page.getByRole('button', { name: patientName })).toBeVisible();

    const stored = await ownerQuery<{ id: string; status: string; email: string | null }>(
      `select a.id::text, a.status, p.email::text as email from clinic.appointments a
         join clinic.accounts p on p.id = a.patient_id where p.contact_email = $1`,
      [email],
    );
    expect(stored).toEqual([{ id: expect.any(String), status: 'scheduled', email: null }]);

    // Two e-mails: the booking, and the one-time link to this site's /claim/ page.
    const sends = await expectSends(email, 2);
    const params = sends.map((send) => send.body.template_params);
    expect(params.find((p) => 'doctor_name' in p)).toMatchObject({
      to_name: patientName,
      doctor_name: doctor,
      reason: 'Phoned: knee pain',
    });
    const claim = params.find((p) => 'claim_link' in p)!;
    const link = String(claim.claim_link);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/claim\/\?token=[\w-]{40,}$/);

    // The patient follows the link on a device of their own.
    const phone = await newDevice(browser);
    await phone.page.goto(link);
    await expect(heading(phone.page)).toHaveText('Set your password');
    await phone.page.getByLabel('Password', { exact: true }).fill('knee-2026');
    await phone.page.getByLabel('Password again').fill('knee-2026');
    await phone.page.getByRole('button', { name: 'Set password' }).click();
    await expect(heading(phone.page)).toHaveText(`Welcome, ${patientName}!`);
    await phone.page.goto('/appointments/');
    await expect(phone.page.getByText('Phoned: knee pain')).toBeVisible();
    await expect(phone.page.getByText(doctor)).toBeVisible();

    // The link is spent: a second use is refused and changes nothing.
    await phone.page.getByRole('button', { name: 'Logout' }).click();
    await phone.page.goto(link);
    await phone.page.getByLabel('Password', { exact: true }).fill('other');
    await phone.page.getByLabel('Password again').fill('other');
    phone.allow(/status of 403/);
    await phone.page.getByRole('button', { name: 'Set password' }).click();
    await expect(phone.page.locator('#claim-error')).toHaveText(
      'This link is not valid or has expired. Ask the clinic for a new one.',
    );
    await closeDevice(phone);
    expect(
      await ownerQuery<{ email: string }>(
        'select email::text from clinic.accounts where email = $1',
        [email],
      ),
    ).toEqual([{ email }]);
  });

  test('staff send a password-less record a new claim link from /schedule: the old link stops working, the new one sets the password; a claimed account gets none', async ({
    page,
    request,
  }) => {
    const [mondayTen] = await slots(ownWeek(320), 1, ['10:00']);
    const desk = await registerStaff(request, 'Desk');
    const sends = watchSends(page);
    // Three sessions in one story (the desk, the patient, the desk again): each adds its budget,
    // as a loaded machine takes the whole past 30 s (docs/testing.md#on-a-busy-machine).
    addStepBudget(10_000);
    await logInAs(page, desk);
    const patientName = `Lost Link ${randomUUID().slice(0, 8)}`;
    const email = stubAddress('ok');
    const booked = await callRpc(
      request,
      'staff_book_appointment',
      {
        doctor_id: 1,
        date_time: mondayTen,
        reason: 'Check-up',
        patient_name: patientName,
        patient_email: email,
      },
      desk,
    );
    expect(booked.status()).toBe(200);
    const oldToken = ((await booked.json()) as { claim_token: string }).claim_token;

    const { day } = await clinicClock(mondayTen!);
    await openScheduleOn(page, day);
    const panel = page.getByRole('region', { name: 'Claim links' });
    await panel.getByRole('button', { name: 'Send a new link' }).click();
    await expect(panel.locator('#claim-link-error')).toHaveText(
      'Find and choose the patient first.',
    );
    await panel.getByLabel('Patient with no password yet (name or e-mail)').fill(patientName);
    await panel.getByRole('button', { name: 'Find' }).click();
    await expect(panel.getByRole('listitem')).toHaveText([
      `Choose ${patientName} ${email} (no password yet)`,
    ]);
    await panel.getByRole('button', { name: `Choose ${patientName}` }).click();
    await panel.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A link' })).toHaveText(
      `A link to set a password (valid 7 days, single use) was e-mailed to ${email}.`,
    );

    // One e-mail: the new link, to this site's /claim/ page; the old token is refused now.
    const [send] = await expectSends(email, 1, { settled: sends });
    const link = String(send!.body.template_params.claim_link);
    const newToken = new URL(link).searchParams.get('token');
    expect(newToken).toMatch(/^[\w-]{40,}$/);
    expect(newToken).not.toBe(oldToken);
    const old = await callRpc(request, 'claim_patient_record', {
      claim_token: oldToken,
      password: 'old-link-2026',
    });
    expect(old.status()).toBe(403);
    expect(await errorCode(old)).toBe('28000');

    // The patient sets a password with the new link and is logged in.
    addStepBudget(10_000);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('new-link-2026');
    await page.getByLabel('Password again').fill('new-link-2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(heading(page)).toHaveText(`Welcome, ${patientName}!`);

    // A claimed account: the desk says so and sends nothing.
    addStepBudget(10_000);
    await page.getByRole('button', { name: 'Logout' }).click();
    await logInAs(page, desk);
    await openScheduleOn(page, day);
    await panel.getByLabel('Patient with no password yet (name or e-mail)').fill(email);
    await panel.getByRole('button', { name: 'Find' }).click();
    await panel.getByRole('button', { name: `Choose ${patientName}` }).click();
    await panel.getByRole('button', { name: 'Send a new link' }).click();
    await expect(panel.locator('#claim-link-error')).toHaveText(
      `${patientName} has already set a password; they can log in.`,
    );
    await expectSends(email, 1, { settled: sends });
  });

  test('the audit trail pages past 200 rows with Older and Newer entries, keeping its patient filter', async ({
    page,
    request,
  }) => {
    const patient = await register(request, 'Paged');
    // 230 rows of this patient a day ago, the oldest 30 at one instant (as one transaction writes
    // them), so the pages must break ties by id.
    await ownerQuery(
      `insert into clinic.audit_log (changed_at, actor_role, table_name, row_id, action, patient_id, new_row)
         select now() - interval '1 day' + greatest(n - 30, 0) * interval '1 second', 'owner',
                'closures', n, 'insert', $1, jsonb_build_object('name', 'Row ' || n)
         from generate_series(1, 230) n`,
      [patient.user.id],
    );
    // A Monday: today's desk on a Sunday shows no day table ('Nobody works on this day.'), and the audit
    // trail does not depend on the day shown.
    const [mondayTen] = await slots(ownWeek(330), 1, ['10:00']);
    await openDeskAt(page, request, mondayTen!);
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await audit.getByLabel('Patient (name or e-mail)').fill(patient.user.email);
    await audit.getByRole('button', { name: 'Find' }).click();
    await audit.getByRole('button', { name: 'Choose Paged' }).click();
    await audit.getByRole('button', { name: 'Show' }).click();

    const row = (n: number) =>
      audit.getByRole('row').filter({ hasText: new RegExp(`name: Row ${n}$`) });
    const pages = audit.getByRole('navigation', { name: 'Audit trail pages' });
    const older = pages.getByRole('button', { name: 'Older entries' });
    const newer = pages.getByRole('button', { name: 'Newer entries' });
    await expect(audit.getByRole('row')).toHaveCount(201);
    await expect(audit.getByRole('row').nth(1)).toContainText('name: Row 230');
    await expect(audit.getByRole('row').last()).toContainText('name: Row 31');
    await expect(row(1)).toHaveCount(0);
    await expect(newer).toBeDisabled();

    // Another filter typed meanwhile does not change what the pages follow.
    await audit.getByLabel('Day').fill('2020-01-01');
    await older.click();
    await expect(row(230)).toHaveCount(0);
    await expect(audit.getByRole('row').last()).toContainText('name: Row 1');
    await expect(audit.getByRole('row')).toHaveCount(31);
    await expect(audit.getByRole('row').nth(1)).toContainText('name: Row 30');
    await expect(older).toBeDisabled();
    await newer.click();
    await expect(audit.getByRole('row').nth(1)).toContainText('name: Row 230');
    await expect(audit.getByRole('row')).toHaveCount(201);
    await expect(newer).toBeDisabled();
    await expect(older).toBeEnabled();
  });

  test('a three-week holiday added on /schedule over bookings lists them; one step cancels them with a reason, each patient e-mailed; the holiday leaves the patient picker; the audit trail shows who did it', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const { week, start: holidayStart, end: holidayEnd, firstAfter } = await threeWeekHoliday(270);
    const [tuesday, wednesday] = [
      (await slots(week, 2, ['10:00']))[0]!,
      (await slots(week + 2, 3, ['11:00']))[0]!,
    ];
    const ana = await patientWithMail(request, 'Ana');
    const ben = await patientWithMail(request, 'Ben');
    expect((await book(request, ana, 3, tuesday, 'Migraine')).status()).toBe(200);
    expect((await book(request, ben, 3, wednesday, 'Follow-up')).status()).toBe(200);

    const { desk, day: firstDay } = await openDeskAt(page, request, holidayStart);
    const end = await clinicClock(holidayEnd);
    const panel = page.getByRole('region', { name: 'Time off' });
    await panel.getByLabel('Doctor').selectOption('3');
    await panel.getByLabel('From (clinic time)').fill(`${firstDay}T00:00`);
    await panel.getByLabel('Until (clinic time)').fill(`${end.day}T00:00`);
    await panel.getByLabel('Note (optional)').fill('Holiday');
    await panel.getByRole('button', { name: 'Add time off' }).click();

    const affected = panel.getByRole('region', { name: '2 appointments fall in it' });
    await expect(affected.getByRole('listitem')).toHaveText([/^Ana, Dr\. Priya Nair, /, /^Ben, /]);
    await affected.getByRole('button', { name: 'Cancel 2 appointments' }).click();
    await expect(affected.getByRole('alert')).toHaveText('Give a reason.');
    await affected.getByLabel('Reason (the patient is e-mailed it)').fill('Dr. Nair is on leave');
    await affected.getByRole('button', { name: 'Cancel 2 appointments' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Canceled' })).toHaveText(
      'Canceled 2 appointments; each patient was e-mailed.',
    );

    // One row of time off; both bookings canceled with the reason; one e-mail to each patient.
    expect(
      await ownerQuery<{ n: number }>(
        `select count(*)::int as n from clinic.time_off
           where doctor_id = 3 and period = tstzrange($1, $2, '[)') and reason = 'Holiday'`,
        [holidayStart, holidayEnd],
      ),
    ).toEqual([{ n: 1 }]);
    expect(
      await ownerQuery(
        `select patient_name, status, cancel_reason from clinic.appointments
           where doctor_id = 3 and date_time in ($1, $2) order by date_time`,
        [tuesday, wednesday],
      ),
    ).toEqual([
      { patient_name: 'Ana', status: 'canceled', cancel_reason: 'Dr. Nair is on leave' },
      { patient_name: 'Ben', status: 'canceled', cancel_reason: 'Dr. Nair is on leave' },
    ]);
    for (const patient of [ana, ben]) {
      const [send] = await expectSends(patient.user.email, 1);
      expect(send!.body.template_params).toMatchObject({
        to_name: patient.user.name,
        cancel_reason: 'Dr. Nair is on leave',
      });
    }
    await expect(page.getByRole('table').getByText('Time off: Holiday').first()).toBeVisible();

    // The audit trail, filtered by patient: the booking by the patient, the cancel by staff.
    const audit = page.getByRole('region', { name: 'Audit trail' });
    await audit.getByLabel('Patient (name or e-mail)').fill(ana.user.email);
    await audit.getByRole('button', { name: 'Find' }).click();
    await audit.getByRole('button', { name: 'Choose Ana' }).click();
    await audit.getByRole('button', { name: 'Show' }).click();
    const rows = audit.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`staff #${desk.user.id}`);
    await expect(rows.nth(1)).toContainText('update appointments');
    await expect(rows.nth(1)).toContainText('status: scheduled → canceled');
    await expect(rows.nth(2)).toContainText(`patient #${ana.user.id}`);
    await expect(rows.nth(2)).toContainText('insert appointments');

    // The patient's picker: Dr. Nair's first free time is the Monday after the holiday.
    const patient = await newDevice(browser);
    await setBrowserClock(patient.page, holidayStart, 7);
    await openBookingFormAs(patient.page, request, 'Carl', 3);
    await expectFirstFree(patient.page, firstAfter);
    await closeDevice(patient);
  });

  test("staff move a patient's appointment with a reason, then cancel it with a reason; the patient is e-mailed each time and the database keeps both steps", async ({
    page,
    request,
  }) => {
    // Two accounts, a login, the desk, two changes each e-mailed and read back, the database:
    // 24 s of the config's 30 with the load average at 16-18.
    test.slow();
    const [mondayTen, mondayEleven] = await slots(ownWeek(300), 1, ['10:00', '11:00']);
    const hal = await patientWithMail(request, 'Hal');
    expect((await book(request, hal, 4, mondayTen!, 'Back pain')).status()).toBe(200);
    const eleven = await clinicClock(mondayEleven!);
    await openDeskAt(page, request, mondayTen!);
    // Each 'exactly so many e-mails' is checked once the desk has no send in flight, not after
    // a pause.
    const sends = watchSends(page);

    await page.getByRole('button', { name: 'Hal', exact: true }).click();
    let detail = page.getByRole('region', { name: /^Hal, / });
    await detail.getByLabel('New time (clinic time)').fill(`${eleven.day}T${eleven.time}`);
    await detail.getByRole('button', { name: 'Move appointment' }).click();
    await expect(detail.getByRole('alert')).toHaveText('Give a reason.');
    await detail.getByLabel('Reason (the patient is e-mailed it)').fill('Doctor in surgery');
    await detail.getByRole('button', { name: 'Move appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
      /^Moved Hal's appointment to .*11:00; the patient was e-mailed\.$/,
    );
    const [moved] = await expectSends(hal.user.email, 1, { settled: sends });
    expect(moved!.body.template_params).toMatchObject({ to_name: 'Hal', reason: 'Back pain' });
    expect(moved!.body.template_params.previous_date).toEqual(expect.stringContaining('10:00'));

    // The moved one is listed at 11:00 beside the canceled original; cancel it with a reason.
    await page.getByRole('button', { name: 'Hal', exact: true }).last().click();
    detail = page.getByRole('region', { name: /^Hal, .*11:00$/ });
    await detail.getByLabel('Reason (the patient is e-mailed it)').fill('Doctor ill');
    await detail.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Canceled' })).toHaveText(
      "Canceled Hal's appointment; the patient was e-mailed.",
    );
    const both = await expectSends(hal.user.email, 2, { settled: sends });
    expect(both[1]!.body.template_params).toMatchObject({ cancel_reason: 'Doctor ill' });
    expect(
      await ownerQuery(
        `select to_char(date_time at time zone clinic.clinic_timezone(), 'HH24:MI') as at, status,
                cancel_reason, rescheduled_to is not null as moved
           from clinic.appointments where patient_id = $1 order by date_time`,
        [hal.user.id],
      ),
    ).toEqual([
      { at: '10:00', status: 'canceled', cancel_reason: 'Doctor in surgery', moved: true },
      { at: '11:00', status: 'canceled', cancel_reason: 'Doctor ill', moved: false },
    ]);
  });

  test("staff cancel a Spanish-speaking patient's appointment on the English desk: the e-mail is in Spanish, its language read with the day's rows (no GET /accounts)", async ({
    page,
    request,
  }) => {
    const [fridayTen] = await slots(ownWeek(270), 5, ['10:00']);
    const sofia = await patientWithMail(request, 'Sofia');
    await ownerQuery(`update clinic.accounts set language = 'es' where id = $1`, [sofia.user.id]);
    expect((await book(request, sofia, 4, fridayTen!, 'Dolor de espalda')).status()).toBe(200);
    const accountReads: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/accounts') accountReads.push(sent.url());
    });
    await openDeskAt(page, request, fridayTen!);
    const sends = watchSends(page);

    await page.getByRole('button', { name: 'Sofia', exact: true }).click();
    const detail = page.getByRole('region', { name: /^Sofia, / });
    await detail.getByLabel('Reason (the patient is e-mailed it)').fill('Doctor ill');
    await detail.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Canceled' })).toHaveText(
      "Canceled Sofia's appointment; the patient was e-mailed.",
    );
    const [canceled] = await expectSends(sofia.user.email, 1, { settled: sends });
    expect(canceled!.body.template_params).toMatchObject({
      to_name: 'Sofia',
      language: 'es',
      cancel_reason: 'Doctor ill',
    });
    expect(accountReads).toEqual([]);
  });

  test('a closure day added on /schedule shows on every column and cannot be booked', async ({
    page,
    request,
  }) => {
    const [thursday] = await slots(ownWeek(280), 4, ['10:00']);
    const { day } = await openDeskAt(page, request, thursday!);
    const panel = page.getByRole('region', { name: 'Clinic closures' });
    await panel.getByLabel('First day').fill(day);
    await panel.getByLabel('Last day').fill(day);
    await panel.getByLabel('Name (e.g. a public holiday)').fill('Staff training');
    await panel.getByRole('button', { name: 'Add closure' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Closure' })).toHaveText(
      'Closure added: Staff training.',
    );
    await expect(page.getByRole('button', { name: /^Book / })).toHaveCount(0);
    await expect(
      page.getByRole('table').getByText('Clinic closed: Staff training').first(),
    ).toBeVisible();

    // The week view of one doctor shows the closure on its day, among seven day columns.
    await page.getByLabel('View').selectOption('week');
    await page.getByLabel('Doctor', { exact: true }).first().selectOption('2');
    await expect(page.locator('caption')).toContainText(`${await doctorName(2)}, week of Monday`);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(8);
    await expect(
      page.getByRole('table').getByText('Clinic closed: Staff training').first(),
    ).toBeVisible();

    const patient = await register(request, 'Dee');
    const refused = await book(request, patient, 2, thursday!);
    expect(await errorCode(refused)).toBe('23514');
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The clinic is closed that day.',
    );
  });

  test("attendance: once an appointment has started, staff mark it no-show, then arrived and completed; the patient's list says Missed, then Completed; the audit trail holds each change", async ({
    page,
    request,
    browser,
  }) => {
    // Two devices, a desk and a patient's phone, through three changes: it ran out of the
    // config's 30 s with the load average at 16-18.
    test.slow();
    const eve = await register(request, 'Eve');
    const stored = await startedAppointment(eve, 'Sprained ankle');
    const { desk } = await openDeskAt(page, request, stored.date_time.toISOString());
    const markAs = async (label: string) => {
      await page.getByRole('button', { name: 'Eve', exact: true }).first().click();
      const detail = page.getByRole('region', { name: /^Eve, / });
      await expect(detail).toBeFocused();
      await detail
        .getByRole('group', { name: 'Attendance' })
        .getByRole('button', { name: label })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'marked' })).toHaveText(
        `Eve marked ${label}.`,
      );
    };
    await markAs('No-show');
    // Scoped to Eve's entry: another spec's started visit may be marked on the same day.
    const entry = page.getByRole('table').locator('.schedule-entry', { hasText: 'Sprained ankle' });
    await expect(entry.getByText('No-show')).toBeVisible();

    const phone = await newDevice(browser);
    await logInAs(phone.page, eve);
    await phone.page.goto('/appointments/');
    await expect(phone.page.locator('.status')).toHaveText('Missed');

    // A late arrival: no-show → arrived → completed; completed is final (no more buttons).
    await markAs('Arrived');
    await markAs('Completed');
    await page.getByRole('button', { name: 'Eve', exact: true }).first().click();
    await expect(page.getByRole('group', { name: 'Attendance' })).toHaveCount(0);
    await phone.page.reload();
    await expect(phone.page.locator('.status')).toHaveText('Completed');
    await closeDevice(phone);

    const trail = await ownerQuery<{ actor_role: string; account_id: string; attendance: string }>(
      `select actor_role, account_id::text, new_row ->> 'attendance' as attendance
         from clinic.audit_log where table_name = 'appointments' and row_id = $1 order by id`,
      [stored.id],
    );
    expect(trail).toEqual(
      ['no_show', 'arrived', 'completed'].map((attendance) => ({
        actor_role: 'staff',
        account_id: String(desk.user.id),
        attendance,
      })),
    );
  });

  test('the day view is axe-clean and works by keyboard alone: Tab to a free slot, book for a patient found by e-mail, print layout hides the controls', async ({
    page,
    request,
  }) => {
    test.slow();
    const [fridayNine] = await slots(ownWeek(290), 5, ['09:00']);
    const fay = await patientWithMail(request, 'Fay');
    await openDeskAt(page, request, fridayNine!);
    await expectNoAxeViolations(page);

    const { button: target, doctor } = await freeSlotButton(page, 2, fridayNine!);
    await page.getByLabel('Date', { exact: true }).focus();
    for (let presses = 0; presses < 40; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('region', { name: 'Book for a patient' });
    await expect(detail).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(detail.getByLabel('Find a patient (name or e-mail)')).toBeFocused();
    await page.keyboard.type(fay.user.email);
    await page.keyboard.press('Enter');
    const choose = detail.getByRole('button', { name: 'Choose Fay' });
    await expect(choose).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detail.getByText(`Patient: Fay (${fay.user.email})`)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(detail.getByLabel('Reason for the visit')).toBeFocused();
    await page.keyboard.type('Rash on the arm');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Booked' })).toHaveText(
      /^Booked Fay for /,
    );
    await expectNoAxeViolations(page);
    expect(
      await ownerQuery(
        'select doctor_id, reason, status from clinic.appointments where patient_id = $1',
        [fay.user.id],
      ),
    ).toEqual([{ doctor_id: 2, reason: 'Rash on the arm', status: 'scheduled' }]);
    const [send] = await expectSends(fay.user.email, 1);
    expect(send!.body.template_params).toMatchObject({ doctor_name: doctor, to_name: 'Fay' });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Time off' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('a doctor account sees only its own column, can mark attendance but not book for patients', async ({
    page,
    request,
  }) => {
    const { start: tuesdayNine, day } = await slotOn(ownWeek(310), 2, '09:00');
    const ida = await register(request, 'Ida');
    expect((await book(request, ida, 5, tuesdayNine, 'Wrist')).status()).toBe(200);
    const doctor = await register(request, 'Helen');
    await ownerQuery('select clinic.link_doctor($1, 5)', [doctor.user.email]);
    await logInAs(page, doctor);
    await openScheduleOn(page, day);
    const headers = page.getByRole('table').getByRole('columnheader');
    await expect(headers).toHaveText(['Time', `${await doctorName(5)} (Orthopedics)`]);
    await expect(page.getByRole('button', { name: 'Ida', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Book / })).toHaveCount(0);
    await expect(page.getByRole('table').getByText('Free').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Clinic closures' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Audit trail' })).toHaveCount(0);

    // Its own time off over Ida's booking lists it as staff see it; the front desk cancels.
    const panel = page.getByRole('region', { name: 'Time off' });
    await expect(panel.getByLabel('Doctor')).toHaveCount(0);
    // The form keeps the first day it was shown with, so the range is typed for Ida's day.
    await panel.getByLabel('From (clinic time)').fill(`${day}T09:00`);
    await panel.getByLabel('Until (clinic time)').fill(`${day}T17:00`);
    await panel.getByRole('button', { name: 'Add time off' }).click();
    const affected = panel.getByRole('region', { name: '1 appointment falls in it' });
    await expect(affected.getByRole('listitem')).toHaveCount(1);
    await expect(affected.getByRole('listitem')).toContainText(`Ida, ${await doctorName(5)}, `);
    await expect(affected).toContainText('The front desk cancels appointments');
    await expect(affected.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
    await affected.getByRole('button', { name: 'Keep them' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'kept' })).toHaveText(
      'The appointments are kept.',
    );
    expect(
      await ownerQuery('select status from clinic.appointments where patient_id = $1', [
        ida.user.id,
      ]),
    ).toEqual([{ status: 'scheduled' }]);
  });

  test('a patient account gets no schedule: no navigation link and a clear message on /schedule', async ({
    page,
    request,
  }) => {
    await patientOn(page, request, 'Gus');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' }),
    ).toHaveCount(0);
    await page.goto('/schedule/');
    await expect(
      page.getByText("The schedule is for the clinic's staff and doctors."),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
