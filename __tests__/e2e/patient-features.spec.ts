import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, test } from './support/fixtures';
import { answerDialog, appointmentCard, mainNav, pickSlot } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expectSends, stubAddress } from './support/email';
import {
  gotoAsUser,
  makeAppointment,
  makeUser,
  readJson,
  type StoredAppointment,
} from './support/storage';

/**
 * What patients expect beyond booking (docs/product.md#rescheduling, #cancellation,
 * #calendar-files, #booking-reference), in local mode against the EmailJS stub: reschedule keeps
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
    await card.getByRole('link', { name: 'Reschedule' }).click();
    await expect(page).toHaveURL(/\/appointments\/new\/\?reschedule=/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Moving your appointment' }),
    ).toBeVisible();
    await expect(page.getByLabel('Doctor', { exact: true })).toHaveValue(String(old.doctor_id));
    await expect(page.getByLabel('Reason for visit')).toHaveValue('Knee check');

    await pickSlot(page, { dayIndex: 1 });
    const seen = await answerDialog(page, () =>
      page.getByRole('button', { name: 'Move Appointment' }).click(),
    );
    expect(seen.message).toBe('Appointment moved successfully!');
    await expect(page).toHaveURL(/\/appointments\/$/);

    const stored = (await readJson<StoredAppointment[]>(page, 'appointments')) ?? [];
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
    await expect(page.getByRole('textbox', { name: 'Date and time' })).not.toHaveValue('');
    await page.getByLabel('Reason for visit').fill('Rash');
    await answerDialog(page, () =>
      page.getByRole('button', { name: 'Schedule Appointment' }).click(),
    );
    await expect(page).toHaveURL(/\/appointments\/$/);
    const stored = (await readJson<StoredAppointment[]>(page, 'appointments')) ?? [];
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
    await card.getByLabel('Reason for cancelling (optional)').selectOption('Other (type below)');
    await card.getByLabel('Your reason (optional)').fill('Train strike');
    const seen = await answerDialog(page, () =>
      card.getByRole('button', { name: 'Cancel Appointment' }).click(),
    );
    expect(seen.message).toBe(CONFIRM);
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
    const stored = (await readJson<StoredAppointment[]>(page, 'appointments')) ?? [];
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
    const readDownload = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name }).click(),
      ]);
      return readFileSync(await download.path(), 'utf8');
    };

    const published = new ICAL.Component(ICAL.parse(await readDownload('Add to calendar (.ics)')));
    const event = published.getFirstSubcomponent('vevent')!;
    expect(published.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(String(event.getFirstPropertyValue('summary'))).toContain('Dr. Amelia Hart');
    const dtstart = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(dtstart.toJSDate().toISOString()).toBe(upcoming.date_time);
    expect(event.getAllSubcomponents('valarm')).toHaveLength(2);
    const uid = event.getFirstPropertyValue('uid');

    await answerDialog(page, () =>
      card.getByRole('button', { name: 'Cancel Appointment' }).click(),
    );
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
    const canceled = new ICAL.Component(
      ICAL.parse(await readDownload('Updated calendar file (.ics)')),
    );
    const cancelEvent = canceled.getFirstSubcomponent('vevent')!;
    expect(canceled.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelEvent.getFirstPropertyValue('uid')).toBe(uid);
    expect(Number(cancelEvent.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(event.getFirstPropertyValue('sequence') ?? 0),
    );
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
