import { expect, test } from './support/fixtures';
import {
  answerDialog,
  appointmentCard,
  cancelOnCard,
  mainNav,
  openReschedule,
  pickSlot,
  submitBooking,
  timesGroup,
} from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { downloadCalendar } from './support/calendar';
import { expectSends, stubAddress } from './support/email';
import {
  gotoAsUser,
  makeAppointment,
  makeUser,
  storedAppointments,
  type StoredAppointment,
} from './support/storage';

/**
 * Rescheduling, cancellation, calendar files and booking references (docs/product.md#rescheduling,
 * #cancellation, #calendar-files, #booking-reference), in local mode against the EmailJS stub: reschedule keeps
 * the old slot until the new one is saved and sends one e-mail; a late cancel is told and still
 * goes through with its reason stored and e-mailed; each card offers its calendar file.
 */

const CONFIRM = 'Are you sure you want to cancel this appointment?';

test.describe('Patient features', () => {
  test('reschedule moves an appointment: the old one reads Rescheduled, the new one is listed, one e-mail says it moved', async ({
    page,
  }) => {
    const patient = makeUser({ name: 'Rita Move', email: stubAddress('ok') });
    const old = makeAppointment(patient, { reason: 'Knee check' }, 20);
    await gotoAsUser(page, '/appointments/', patient, { appointments: JSON.stringify([old]) });

    const card = appointmentCard(page, 'Knee check');
    await openReschedule(page, card, { doctorId: old.doctor_id, reason: 'Knee check' });

    await pickSlot(page, { dayIndex: 1 });
    const seen = await answerDialog(page, () =>
      page.getByRole('button', { name: 'Move Appointment' }).click(),
    );
    expect(seen.message).toBe('Appointment moved successfully!');
    await expect(page).toHaveURL(/\/appointments\/$/);

    const stored = await storedAppointments(page);
    expect(stored).toHaveLength(2);
    const [previous, next] = stored as [StoredAppointment, StoredAppointment];
    expect(previous).toMatchObject({ id: old.id, status: 'canceled', rescheduled_to: next.id });
    expect(next).toMatchObject({ status: 'scheduled', reason: 'Knee check', doctor_id: 1 });
    await expect(page.getByText('Rescheduled', { exact: true })).toBeVisible();

    const [moved] = await expectSends(patient.email, 1);
    expect(moved?.body.template_params).toMatchObject({
      appointment_date: expect.stringContaining(String(next.formatted_date)),
      previous_date: old.formatted_date,
      reason: 'Knee check',
    });
  });

  test("'Any doctor' offers the earliest free times of a specialty and books the slot's doctor", async ({
    page,
  }) => {
    const patient = makeUser();
    await gotoAsUser(page, '/appointments/new/', patient);
    await page.getByText('Any doctor: the earliest free times').click();
    const any = page.locator('details.any-doctor');
    await any.getByLabel('Specialty').selectOption('Dermatology');
    const offered = any.getByRole('button');
    await expect(offered.first()).toContainText('— Dr. Rafael Moreno (Dermatology)');
    for (const text of await offered.allTextContents()) expect(text).toContain('Dermatology');
    await offered.first().click();
    await expect(page.getByLabel('Doctor', { exact: true })).toHaveValue('2');
    await expect(timesGroup(page).getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByLabel('Reason for visit').fill('Rash');
    await submitBooking(page);
    await expect(page).toHaveURL(/\/appointments\/$/);
    const stored = await storedAppointments(page);
    expect(stored).toEqual([
      expect.objectContaining({ doctor_id: 2, doctor_name: 'Dr. Rafael Moreno' }),
    ]);
    // The success flow offers the new appointment's calendar file.
    await expect(
      page.getByRole('status').filter({ hasText: 'Booked: Dr. Rafael Moreno' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').getByRole('button', { name: 'Add to calendar (.ics)' }),
    ).toBeVisible();
  });

  test('a late cancel is told, still goes through, and stores and e-mails its reason', async ({
    page,
  }) => {
    const patient = makeUser({ name: 'Lena Late', email: stubAddress('ok') });
    // Two hours from now: inside the 24-hour notice period.
    const soon = makeAppointment(patient, { reason: 'Late one' }, 0);
    soon.date_time = new Date(Date.now() + 2 * 3_600_000).toISOString();
    await gotoAsUser(page, '/appointments/', patient, { appointments: JSON.stringify([soon]) });

    const card = appointmentCard(page, 'Late one');
    await expect(card.getByRole('note')).toContainText('Late cancellation');
    expect(await cancelOnCard(page, card, { typed: 'Train strike' })).toBe(CONFIRM);
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
    const stored = await storedAppointments(page);
    expect(stored[0]).toMatchObject({ status: 'canceled', cancel_reason: 'Train strike' });
    const [canceled] = await expectSends(patient.email, 1);
    expect(canceled?.body.template_params).toMatchObject({ cancel_reason: 'Train strike' });
  });

  test('each card offers its calendar file: the event with reminders, and the cancel once canceled', async ({
    page,
  }) => {
    const patient = makeUser();
    const upcoming = makeAppointment(patient, { reason: 'Calendar visit' }, 10);
    await gotoAsUser(page, '/appointments/', patient, {
      appointments: JSON.stringify([upcoming]),
    });
    const card = appointmentCard(page, 'Calendar visit');
    const published = await downloadCalendar(page, card, 'Add to calendar (.ics)');
    expect(published.method).toBe('PUBLISH');
    expect(published.summary).toContain('Dr. Amelia Hart');
    expect(published.start).toBe(upcoming.date_time);
    expect(published.alarms).toBe(2);

    await answerDialog(page, () =>
      card.getByRole('button', { name: 'Cancel Appointment' }).click(),
    );
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
    const canceled = await downloadCalendar(page, card, 'Updated calendar file (.ics)');
    expect(canceled.method).toBe('CANCEL');
    expect(canceled.uid).toBe(published.uid);
    expect(canceled.sequence).toBeGreaterThan(published.sequence);
  });

  test('the booking form states the cancellation policy, and the new controls are axe-clean and keyboard-reachable', async ({
    page,
  }) => {
    const patient = makeUser();
    const upcoming = makeAppointment(patient, { reason: 'Keyboard visit' }, 5);
    await gotoAsUser(page, '/appointments/', patient, { appointments: JSON.stringify([upcoming]) });
    const card = appointmentCard(page, 'Keyboard visit');
    await expect(card.getByRole('link', { name: 'Reschedule' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard only: Tab reaches the reason, Reschedule, the calendar file and Cancel in order.
    await card.getByLabel('Reason for cancelling (optional)').focus();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('link', { name: 'Reschedule' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Cancel Appointment' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/reschedule=/);

    await mainNav(page).getByRole('link', { name: 'My Appointments' }).waitFor();
    await expect(page.getByText(/Cancellation policy: .* at least 24 hours ahead/)).toBeVisible();
  });
});
