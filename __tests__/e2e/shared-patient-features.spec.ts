import { isDeepStrictEqual as isEqual } from 'node:util';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  answerDialog,
  appointmentCard,
  appointmentCards,
  cancelOnCard,
  doctorSelect,
  expectChosenSlot,
  offeredTimes as offeredTimeLabels,
  formErrors,
  showCalendar,
  openReschedule,
  scheduleAppointment,
} from './support/app';
import { downloadCalendar } from './support/calendar';
import {
  formatAppointmentDate,
  formatSlotText,
  parseDayLabel,
  wallClockOf,
  type WallClock,
  WEEKDAY_TIMES,
} from './support/dates';
import { consultationParams, expectSends } from './support/email';
import { expect, test } from './support/fixtures';
import { book, ownWeek, register, type Session, slots } from './support/shared-api';
import {
  chooseDayOf,
  chooseSlotAt,
  expectFirstFree,
  openBookingFormAs,
  patientOn,
  runOnSharedSite,
  setBrowserClock,
  storedAppointmentsOf,
  timeOf,
} from './support/shared-site';

/**
 * Rescheduling, cancellation, calendar files and booking (docs/product.md#rescheduling,
 * #cancellation, #calendar-files, #booking), in shared mode: the shared-mode export on 127.0.0.1:4179 in
 * Chromium, against the real PostgreSQL and PostgREST that scripts/e2e.mjs starts. Other
 * patients book straight through the data API, so whatever the page shows of them came through
 * the database. Each test books its own weeks (ownWeek), far from the other shared specs' slots.
 * Tests about 'now' (late cancels, first free times) set the browser's clock to a morning in
 * their week, so they read the same whatever the day they run; the database keeps its own clock.
 */

runOnSharedSite();
// Each test books through the data API and drives the form across several pages.
test.slow();

/** A day of the calendar's month grid: its date, whether it is greyed out or the chosen one. */
interface ShownDay {
  date: { year: number; month: number; day: number };
  disabled: boolean;
  /** The day of the time the form chose itself, the first free one (aria-selected). */
  preselected: boolean;
}

/** The days the calendar shows. */
async function shownDays(calendar: Locator): Promise<ShownDay[]> {
  const cells = await calendar.getByRole('gridcell').evaluateAll((elements) =>
    elements.map((cell) => ({
      label: cell.getAttribute('aria-label') ?? '',
      disabled: cell.getAttribute('aria-disabled') === 'true',
      preselected: cell.getAttribute('aria-selected') === 'true',
    })),
  );
  return cells.map(({ label, ...rest }) => ({ date: parseDayLabel(label), ...rest }));
}

/** The date part of a wall clock. */
function dateOf({ year, month, day }: WallClock): ShownDay['date'] {
  return { year, month, day };
}

/** What a booking through the data API must answer; fails the test with the body otherwise. */
async function bookOk(
  request: APIRequestContext,
  patient: Session,
  doctorId: number,
  dateTime: string,
  reason?: string,
): Promise<string> {
  const response = await book(request, patient, doctorId, dateTime, reason);
  expect(response.status(), await response.text()).toBe(200);
  return String(((await response.json()) as { id: number }).id);
}

/** The offered times of the chosen day, as 'HH:mm'. */
async function offeredTimes(page: Page): Promise<string[]> {
  await expect(offeredTimeLabels(page).first()).toBeVisible();
  return (await offeredTimeLabels(page).allTextContents()).map((text) => text.trim());
}

test.describe('Shared mode: patient features', () => {
  test('reschedule: the form opens filled in, a slot taken meanwhile changes nothing, the move is one step with one e-mail and updated calendar files', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The database's refusal of the taken slot (23P01) is logged by the browser itself.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 400/);
    const week = ownWeek(2);
    const [old] = await slots(week, 2, ['10:00']);
    const [taken] = await slots(week, 3, ['14:00']);
    const [moved] = await slots(week, 4, ['11:00']);
    const rita = await patientOn(page, request, 'Rita');
    const oldId = await bookOk(request, rita, 1, old!, 'Knee check');

    await page.goto('/appointments/');
    const oldCard = appointmentCards(page).filter({
      hasText: formatAppointmentDate(new Date(old!)),
    });
    await expect(oldCard).toContainText('Upcoming');
    const published = await downloadCalendar(page, oldCard, 'Add to calendar (.ics)');
    expect(published).toMatchObject({ method: 'PUBLISH', start: old });

    await openReschedule(page, oldCard, { doctorId: 1, reason: 'Knee check' });
    await chooseSlotAt(page, taken!);
    // Another patient takes that time while Rita's form is open: the move is refused whole.
    const cyd = await register(request, 'Cyd');
    await bookOk(request, cyd, 1, taken!);
    await page.getByRole('button', { name: 'Move Appointment' }).click();
    await expect(formErrors(page)).toHaveText([
      'That time is no longer available. Please choose another.',
    ]);
    await expect(page).toHaveURL(/\/appointments\/new\/\?reschedule=/);
    expect(await storedAppointmentsOf(rita.user.email)).toEqual([
      expect.objectContaining({ id: oldId, status: 'scheduled', rescheduled_to: null }),
    ]);
    await expectSends(rita.user.email, 1); // the login's only

    await chooseSlotAt(page, moved!);
    const alert = await answerDialog(page, () =>
      page.getByRole('button', { name: 'Move Appointment' }).click(),
    );
    expect(alert.message).toBe('Appointment moved successfully!');
    await expect(page).toHaveURL('/appointments/');

    const newFormatted = formatAppointmentDate(new Date(moved!));
    const newCard = appointmentCards(page).filter({ hasText: newFormatted });
    await expect(newCard).toContainText('Upcoming');
    await expect(newCard).toContainText('Knee check');
    await expect(oldCard.getByText('Rescheduled', { exact: true })).toBeVisible();
    await expect(appointmentCards(page)).toHaveCount(2);
    const [previous, next] = await storedAppointmentsOf(rita.user.email);
    expect(next).toMatchObject({
      doctor_id: 1,
      date_time: moved,
      reason: 'Knee check',
      status: 'scheduled',
    });
    expect(previous).toMatchObject({ id: oldId, status: 'canceled', rescheduled_to: next?.id });

    const [, notice] = await expectSends(rita.user.email, 2);
    expect(notice?.body.template_params).toEqual({
      doctor_name: 'Dr. Amelia Hart',
      appointment_date: newFormatted,
      previous_date: formatAppointmentDate(new Date(old!)),
      reason: 'Knee check',
      to_email: rita.user.email,
      to_name: rita.user.name,
      ...consultationParams(rita.user.name),
    });

    // Calendars replace the old event (same UID, cancelled) and add the new one.
    const canceled = await downloadCalendar(page, oldCard, 'Updated calendar file (.ics)');
    expect(canceled).toMatchObject({ method: 'CANCEL', uid: published.uid, start: old });
    expect(canceled.sequence).toBeGreaterThan(published.sequence);
    const saved = page
      .getByRole('status')
      .filter({ hasText: `Booked: Dr. Amelia Hart, ${newFormatted}` });
    const offered = await downloadCalendar(page, saved, 'Add to calendar (.ics)');
    expect(offered).toMatchObject({ method: 'PUBLISH', start: moved, alarms: 2 });
    expect(offered.uid).not.toBe(published.uid);
    expect(await downloadCalendar(page, newCard, 'Add to calendar (.ics)')).toMatchObject({
      uid: offered.uid,
    });

    // The time Rita left is free for others; once another patient takes it, her picker greys it.
    await bookOk(request, cyd, 1, old!);
    await page.goto('/appointments/new/');
    await (await doctorSelect(page)).selectOption('1');
    await chooseDayOf(page, old!);
    const times = await offeredTimes(page);
    expect(times).not.toContain(timeOf(old!));
    expect(times).toContain('10:30');
  });

  test('a cancel stores and e-mails its reason, chosen or typed; inside the notice period it is told as late and still goes through', async ({
    page,
    request,
  }) => {
    const week = ownWeek(30);
    const [soon] = await slots(week, 2, ['11:00']);
    const [later] = await slots(week, 4, ['11:00']);
    // Tuesday 09:00 of that week: two hours before the first, two days before the second.
    await setBrowserClock(page, soon!, -2);
    const lena = await patientOn(page, request, 'Lena');
    const soonId = await bookOk(request, lena, 4, soon!, 'Late one');
    const laterId = await bookOk(request, lena, 4, later!, 'Early one');

    await page.goto('/appointments/');
    const soonCard = appointmentCard(page, 'Late one');
    const laterCard = appointmentCard(page, 'Early one');
    await expect(soonCard.getByRole('note')).toHaveText(
      'Late cancellation: this appointment starts within 24 hours. You can still cancel it, but please cancel earlier next time if you can.',
    );
    await expect(laterCard).toContainText('Upcoming');
    await expect(laterCard.getByRole('note')).toHaveCount(0);
    const published = await downloadCalendar(page, soonCard, 'Add to calendar (.ics)');

    expect(await cancelOnCard(page, soonCard, { typed: '  Train strike ' })).toBe(
      'Are you sure you want to cancel this appointment?',
    );
    await expect(soonCard.getByText('Canceled', { exact: true })).toBeVisible();
    expect(await cancelOnCard(page, laterCard, { choice: 'I feel better' })).toBe(
      'Are you sure you want to cancel this appointment?',
    );
    await expect(laterCard.getByText('Canceled', { exact: true })).toBeVisible();

    expect(await storedAppointmentsOf(lena.user.email)).toEqual([
      expect.objectContaining({ id: soonId, status: 'canceled', cancel_reason: 'Train strike' }),
      expect.objectContaining({ id: laterId, status: 'canceled', cancel_reason: 'I feel better' }),
    ]);
    const [, first, second] = await expectSends(lena.user.email, 3);
    const notice = (date: string, reason: string, cancelReason: string) => ({
      doctor_name: 'Dr. Samuel Okafor',
      appointment_date: formatAppointmentDate(new Date(date)),
      reason,
      cancel_reason: cancelReason,
      to_email: lena.user.email,
      to_name: lena.user.name,
      ...consultationParams(lena.user.name),
    });
    expect(first?.body.template_params).toEqual(notice(soon!, 'Late one', 'Train strike'));
    expect(second?.body.template_params).toEqual(notice(later!, 'Early one', 'I feel better'));

    // The calendar's copy is cancelled in place: the same UID, a higher SEQUENCE.
    const canceled = await downloadCalendar(page, soonCard, 'Updated calendar file (.ics)');
    expect(canceled).toMatchObject({ method: 'CANCEL', uid: published.uid, start: soon });
    expect(canceled.sequence).toBeGreaterThan(published.sequence);
    // The list is the database's: a fresh load reads the same.
    await page.reload();
    await expect(appointmentCards(page).getByText('Canceled', { exact: true })).toHaveCount(2);
  });

  test("once a doctor is chosen the picker opens on the first day with a free time, past other patients' bookings, and says 'First free'", async ({
    page,
    request,
  }) => {
    const week = ownWeek(40);
    const monday = await slots(week, 1, WEEKDAY_TIMES);
    const tuesday = await slots(week, 2, WEEKDAY_TIMES);
    // Other patients hold all of Dr. Fischer's Monday and Tuesday until 13:00.
    const cyd = await register(request, 'Cyd');
    for (const slot of [...monday, ...tuesday.slice(0, 8)]) await bookOk(request, cyd, 5, slot);
    // Monday 07:00 of that week, before the clinic opens.
    await setBrowserClock(page, monday[0]!, -2);
    await openBookingFormAs(page, request, 'Finn', 5);
    await expectFirstFree(page, tuesday[8]!);
    const calendar = await showCalendar(page);
    // Tuesday is chosen, with Monday greyed out and Tuesday's first free time first.
    const days = await shownDays(calendar);
    const dayOf = (instant: string) => dateOf(wallClockOf(new Date(instant)));
    expect(days.find((day) => day.preselected)?.date).toEqual(dayOf(tuesday[0]!));
    expect(days.find((day) => isEqual(day.date, dayOf(monday[0]!)))?.disabled).toBe(true);
    expect((await offeredTimes(page))[0]).toBe('13:00');

    // Another patient takes that time: the next visit to the form knows.
    const dov = await register(request, 'Dov');
    await bookOk(request, dov, 5, tuesday[8]!);
    await page.reload();
    await (await doctorSelect(page)).selectOption('5');
    await expectFirstFree(page, tuesday[9]!);
    await chooseDayOf(page, tuesday[0]!);
    expect((await offeredTimes(page))[0]).toBe('13:30');
  });

  test("'Any doctor' offers the earliest free times across doctors or of one specialty, leaves out times other patients hold, and books the slot's doctor", async ({
    page,
    request,
  }) => {
    const monday = await slots(ownWeek(50), 1, WEEKDAY_TIMES);
    const at = (time: string) => monday[WEEKDAY_TIMES.indexOf(time)]!;
    // Other patients hold Dr. Hart's 09:00 and 10:00 and Dr. Fischer's 09:00 and 09:30.
    const [cyd, dov] = await Promise.all([register(request, 'Cyd'), register(request, 'Dov')]);
    await bookOk(request, cyd, 1, at('09:00'));
    await bookOk(request, cyd, 1, at('10:00'));
    await bookOk(request, dov, 5, at('09:00'));
    await bookOk(request, dov, 5, at('09:30'));
    await setBrowserClock(page, at('09:00'), -2);
    const gus = await patientOn(page, request, 'Gus');

    await page.goto('/appointments/new/');
    await doctorSelect(page);
    await page.getByText('Any doctor: the earliest free times').click();
    const any = page.locator('details.any-doctor');
    const offered = any.getByRole('button');
    const slot = (time: string, doctor: string) =>
      `${formatSlotText(wallClockOf(new Date(at(time))))} — ${doctor}`;
    const hart = 'Dr. Amelia Hart (Cardiology)';
    const moreno = 'Dr. Rafael Moreno (Dermatology)';
    const fischer = 'Dr. Helen Fischer (Orthopedics)';
    // One entry per time: the first doctor (in the clinic's order) free then.
    await expect(offered).toHaveText([
      slot('09:00', moreno),
      slot('09:30', hart),
      slot('10:00', moreno),
      slot('10:30', hart),
      slot('11:00', hart),
    ]);
    await any.getByLabel('Specialty').selectOption('Orthopedics');
    await expect(offered).toHaveText(
      ['10:00', '10:30', '11:00', '11:30', '12:00'].map((time) => slot(time, fischer)),
    );

    await offered.first().click();
    await expect(page.getByLabel('Doctor', { exact: true })).toHaveValue('5');
    await expectChosenSlot(page, { time: '10:00' });
    const times = await offeredTimes(page);
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('09:30');
    expect(times[0]).toBe('10:00');
    await page.getByLabel('Reason for visit').fill('Sore shoulder');
    await scheduleAppointment(page);

    const formatted = formatAppointmentDate(new Date(at('10:00')));
    const card = appointmentCard(page, 'Sore shoulder');
    await expect(card).toContainText('Dr. Helen Fischer');
    await expect(card).toContainText(formatted);
    expect(await storedAppointmentsOf(gus.user.email)).toEqual([
      expect.objectContaining({
        doctor_id: 5,
        date_time: at('10:00'),
        reason: 'Sore shoulder',
        status: 'scheduled',
      }),
    ]);
    const [, booked] = await expectSends(gus.user.email, 2);
    expect(booked?.body.template_params).toMatchObject({
      doctor_name: 'Dr. Helen Fischer',
      appointment_date: formatted,
    });
  });
});
