import type { Locator } from '@playwright/test';
import { doctorSelect, showCalendar } from './support/app';
import { parseDayLabel, wallClockOf } from './support/dates';
import { expect, test } from './support/fixtures';
import {
  bearer,
  book,
  callRpc,
  DATA_API_URL,
  errorCode,
  ownerQuery,
  ownWeek,
  registerStaff,
  register,
  type Session,
  slots,
  threeWeekHoliday,
} from './support/shared-api';
import {
  expectFirstFree,
  openBookingFormAs,
  runOnSharedSite,
  setBrowserClock,
} from './support/shared-site';

/**
 * The clinic's calendar as data (docs/clinic-calendar.md), in shared mode: the
 * shared-mode export in Chromium against the real PostgreSQL and PostgREST of scripts/e2e.mjs.
 * Time off and a closure are written into the database as the clinic would; the picker learns
 * of them through available_slots, with no new build. The test keeps to weeks of its own
 * (ownWeek), since a closure closes the clinic for every spec.
 */

runOnSharedSite();

/** Whether the open picker greys out the clinic day of `instant`; undefined when not shown. */
async function isDayDisabled(popup: Locator, instant: string): Promise<boolean | undefined> {
  const wanted = wallClockOf(new Date(instant));
  for (const cell of await popup.getByRole('gridcell').all()) {
    const date = parseDayLabel((await cell.getAttribute('aria-label')) ?? '');
    if (date.year === wanted.year && date.month === wanted.month && date.day === wanted.day) {
      return (await cell.getAttribute('aria-disabled')) === 'true';
    }
  }
  return undefined;
}

test.describe("Shared mode: the clinic's calendar", () => {
  test("a three-week holiday (one time-off row) and a closure day leave the patient's picker, for that doctor only; the database refuses them too", async ({
    page,
    request,
  }) => {
    test.slow();
    const { week, start: holidayStart, end: holidayEnd, firstAfter } = await threeWeekHoliday(230);
    const [closedAt] = await slots(week + 3, 3, ['10:00']);
    const holidayWeekdays = (
      await Promise.all(
        [0, 1, 2].flatMap((offset) =>
          [1, 2, 3, 4, 5, 6].map((isodow) => slots(week + offset, isodow, ['10:00'])),
        ),
      )
    ).flat();
    await ownerQuery(
      `insert into clinic.time_off (doctor_id, period, reason)
       values (4, tstzrange($1, $2, '[)'), 'Holiday')`,
      [holidayStart, holidayEnd],
    );
    await ownerQuery(
      `insert into clinic.closures (first_day, last_day, name)
       values (($1::timestamptz at time zone clinic.clinic_timezone())::date,
               ($1::timestamptz at time zone clinic.clinic_timezone())::date, 'Staff training')`,
      [closedAt],
    );
    expect(
      await ownerQuery<{ n: number }>(
        `select count(*)::int as n from clinic.time_off where doctor_id = 4 and period && tstzrange($1, $2)`,
        [holidayStart, holidayEnd],
      ),
    ).toEqual([{ n: 1 }]);

    // Monday 07:00 of the holiday's first week, before the clinic opens.
    await setBrowserClock(page, holidayStart, 7);
    // Dr. Okafor (4) is away: his first free time is the Monday after the holiday.
    const patient = await openBookingFormAs(page, request, 'Hana', 4);
    await expectFirstFree(page, firstAfter);
    let popup = await showCalendar(page);
    for (const day of holidayWeekdays) {
      expect([true, undefined], `holiday day ${day}`).toContain(await isDayDisabled(popup, day));
    }
    expect(await isDayDisabled(popup, firstAfter)).toBe(false);
    expect(await isDayDisabled(popup, closedAt!)).toBe(true);
    await page.keyboard.press('Escape');

    // Dr. Moreno (2) is not on holiday: his week is open, but for the closure day.
    await page.reload();
    await (await doctorSelect(page)).selectOption('2');
    const [mondayAtNine] = await slots(week, 1, ['09:00']);
    await expectFirstFree(page, mondayAtNine!);
    popup = await showCalendar(page);
    expect(await isDayDisabled(popup, mondayAtNine!)).toBe(false);

    // The database holds the same rule: booking either is refused, and nothing is stored.
    const away = await book(request, patient, 4, holidayWeekdays[2]!);
    expect(away.status()).toBe(400);
    expect(await errorCode(away)).toBe('23514');
    expect(((await away.json()) as { message: string }).message).toBe(
      'The doctor is not available at that time.',
    );
    const closed = await book(request, patient, 2, closedAt!);
    expect(await errorCode(closed)).toBe('23514');
    expect(((await closed.json()) as { message: string }).message).toBe(
      'The clinic is closed that day.',
    );
    expect(
      await ownerQuery<{ n: number }>(
        'select count(*)::int as n from clinic.appointments where patient_id = $1',
        [patient.user.id],
      ),
    ).toEqual([{ n: 0 }]);
  });

  test('front desk over HTTP: a staff token books for a phoning patient, who claims the record with the one-time link and sees the booking; registering without the link sees nothing; attendance and the audit trail', async ({
    request,
  }) => {
    const week = ownWeek(240);
    const staff = await registerStaff(request, 'Desk');
    expect(staff.user.staff).toBe(true);
    /** Staff book doctor 1 at `dateTime` for a phoning patient, making their record. */
    const bookByPhone = (patientName: string, patientEmail: string, dateTime: string | undefined) =>
      callRpc(
        request,
        'staff_book_appointment',
        {
          doctor_id: 1,
          date_time: dateTime,
          reason: 'Phoned in',
          patient_name: patientName,
          patient_email: patientEmail,
        },
        staff,
      );

    // A patient's token cannot use the front desk.
    const patient = await register(request, 'Ivo');
    const refused = await callRpc(
      request,
      'staff_book_appointment',
      {
        doctor_id: 1,
        date_time: (await slots(week, 2, ['10:00']))[0],
        reason: 'x',
        patient_id: patient.user.id,
      },
      patient,
    );
    expect(await errorCode(refused)).toBe('42501');

    const email = `jo-${week}-${Date.now()}@test.example`;
    const [tuesdayTen] = await slots(week, 2, ['10:00']);
    const booked = await bookByPhone('Jo Phone', email, tuesdayTen);
    expect(booked.status(), await booked.text()).toBe(200);
    const { claim_token: claimToken, appointment } = (await booked.json()) as {
      claim_token: string;
      appointment: { id: number; patient_email: string };
    };
    expect(appointment.patient_email).toBe(email);

    // Someone registering with a record's e-mail, without its link, gets an account of their own.
    const kimEmail = `kim-${week}-${Date.now()}@test.example`;
    const [tuesdayHalfPast] = await slots(week, 2, ['10:30']);
    const forKim = await bookByPhone('Kim Phone', kimEmail, tuesdayHalfPast);
    expect(forKim.status(), await forKim.text()).toBe(200);
    const stranger = await callRpc(request, 'register', {
      name: 'Not Kim',
      email: kimEmail,
      password: 'pw',
      role: 'patient',
    });
    expect(stranger.status(), await stranger.text()).toBe(200);
    const strangerList = await request.get(`${DATA_API_URL}/appointments`, {
      headers: bearer((await stranger.json()) as Session),
    });
    expect(await strangerList.json()).toEqual([]);

    // The link sets the password once; the patient then sees the booking.
    const claimed = await callRpc(request, 'claim_patient_record', {
      claim_token: claimToken,
      password: 'pw-jo',
    });
    expect(claimed.status(), await claimed.text()).toBe(200);
    const jo = (await claimed.json()) as Session;
    const list = await request.get(`${DATA_API_URL}/appointments`, { headers: bearer(jo) });
    expect(((await list.json()) as { id: number }[]).map((row) => row.id)).toEqual([
      appointment.id,
    ]);
    const again = await callRpc(request, 'claim_patient_record', {
      claim_token: claimToken,
      password: 'other',
    });
    expect(again.status()).toBe(403);

    // Attendance waits for the start; the audit trail shows who booked and who claimed nothing.
    const early = await callRpc(
      request,
      'mark_attendance',
      { appointment_id: appointment.id, attendance: 'arrived' },
      staff,
    );
    expect(await errorCode(early)).toBe('23514');
    const trail = await request.get(
      `${DATA_API_URL}/audit_trail?table_name=eq.appointments&row_id=eq.${appointment.id}`,
      { headers: bearer(staff) },
    );
    expect(
      ((await trail.json()) as { action: string; actor_role: string; account_id: number }[]).map(
        (row) => [row.action, row.actor_role, row.account_id],
      ),
    ).toEqual([['insert', 'staff', staff.user.id]]);
    const patientTrail = await request.get(`${DATA_API_URL}/audit_trail`, {
      headers: bearer(jo),
    });
    expect(await errorCode(patientTrail)).toBe('42501');
  });
});
