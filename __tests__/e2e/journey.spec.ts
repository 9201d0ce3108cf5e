import {
  answerDialog,
  appointmentCard,
  appointmentCards,
  expectChosenSlot,
  expectLoggedInAs,
  fillBookingForm,
  fillLogin,
  fillRegistration,
  heading,
  isoInBrowser,
  logOutFromNav,
  mainNav,
  openLoginFromNav,
} from './support/app';
import { expect, test } from './support/fixtures';
import { readAll, readJson, type StoredAppointment, type StoredUser } from './support/storage';
import { FIRST_VISIT } from './support/visitor';

// A first visit as it really is: the welcome popup and the service worker's install included.
test.use({ storageState: FIRST_VISIT, serviceWorkers: 'allow' });

/** The whole life of an account and one appointment, in one browser. */
test.describe('A new patient', () => {
  test('registers, books through the date picker, cancels, logs out and back in with the password', async ({
    page,
  }) => {
    const name = 'Ada Lovelace';
    const email = 'ada.lovelace@example.com';
    const password = 'Analytical-Engine-1843';
    const reason = 'Persistent cough for two weeks';

    // Register from the anonymous home page.
    await page.goto('/');
    await expect(heading(page)).toHaveText('Healthcare Made Simple');
    await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/register/');
    await expect(heading(page)).toHaveText('Create Account');
    await expect(page.getByLabel('Role')).toHaveValue('patient');
    await fillRegistration(page, { name, email, password });

    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText(`Welcome, ${name}!`);
    await expectLoggedInAs(page, name);

    const user = await readJson<StoredUser>(page, 'user');
    expect(user).toEqual({ id: expect.any(Number), name, email, role: 'patient' });
    expect(await readJson<StoredUser[]>(page, 'users')).toEqual([user]);
    const credentials = await readJson<unknown[]>(page, 'credentials');
    expect(Array.isArray(credentials) && credentials.length).toBe(1);
    // docs/decisions/002-passwords-are-checked.md: the password itself is never stored, under any key.
    const everything = await readAll(page);
    for (const [key, value] of Object.entries(everything)) {
      expect(value, `localStorage['${key}'] contains the password`).not.toContain(password);
    }

    // Book: home card → form → real calendar and times.
    await page.getByRole('link', { name: 'Schedule New Appointment' }).click();
    await expect(page).toHaveURL('/appointments/new/');
    await expect(heading(page)).toHaveText('Schedule an Appointment');
    const { doctor, slot } = await fillBookingForm(page, 0, reason);
    await expectChosenSlot(page, { time: slot.time });
    const scheduled = await answerDialog(page, () =>
      page.getByRole('button', { name: 'Schedule Appointment' }).click(),
    );
    expect(scheduled).toEqual({ type: 'alert', message: 'Appointment scheduled successfully!' });
    await expect(page).toHaveURL('/appointments/');

    // The list shows the booking.
    await expect(heading(page)).toHaveText('My Appointments');
    await expect(appointmentCards(page)).toHaveCount(1);
    const card = appointmentCard(page, reason);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(doctor.name);
    await expect(card).toContainText(doctor.specialty);
    await expect(card).toContainText(slot.formatted);
    await expect(card).toContainText('Upcoming');

    const [stored] = (await readJson<StoredAppointment[]>(page, 'appointments')) ?? [];
    expect(stored).toEqual({
      id: expect.anything(),
      doctor_id: expect.anything(),
      doctor_name: doctor.name,
      patient_id: user?.id,
      patient_name: name,
      patient_email: email,
      date_time: await isoInBrowser(page, slot),
      formatted_date: expect.any(String),
      duration: 30,
      reason,
      status: 'scheduled',
      created_at: expect.any(String),
    });
    expect(stored?.formatted_date.replace(/\s+/g, ' ')).toBe(slot.formatted);
    expect(Number.isNaN(Date.parse(stored?.created_at ?? ''))).toBe(false);

    // Cancel: dismissing the confirm changes nothing; accepting cancels.
    const cancel = card.getByRole('button', { name: 'Cancel Appointment' });
    const question = await answerDialog(page, () => cancel.click(), 'dismiss');
    expect(question).toEqual({
      type: 'confirm',
      message: 'Are you sure you want to cancel this appointment?',
    });
    await expect(card).toContainText('Upcoming');
    expect((await readJson<StoredAppointment[]>(page, 'appointments'))?.[0]?.status).toBe(
      'scheduled',
    );

    await answerDialog(page, () => cancel.click(), 'accept');
    await expect(card).toContainText('Canceled');
    await expect(card).not.toContainText('Upcoming');
    await expect(card.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
    await expect
      .poll(async () => (await readJson<StoredAppointment[]>(page, 'appointments'))?.[0]?.status)
      .toBe('canceled');

    // Log out: from a protected page too, Logout takes the tab home, not to /login/.
    await logOutFromNav(page);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Made Simple');
    await expect.poll(() => readJson(page, 'user')).toBeNull();

    // Log back in with the password; the appointment is still there, canceled.
    await openLoginFromNav(page);
    await expect(page).toHaveURL('/login/');
    await fillLogin(page, email, password);
    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText(`Welcome, ${name}!`);
    await expectLoggedInAs(page, name);
    expect(await readJson<StoredUser>(page, 'user')).toEqual(user);

    await mainNav(page).getByRole('link', { name: 'My Appointments' }).click();
    await expect(page).toHaveURL('/appointments/');
    await expect(appointmentCards(page)).toHaveCount(1);
    await expect(appointmentCard(page, reason)).toContainText('Canceled');
    await expect(appointmentCard(page, reason)).toContainText(slot.formatted);
  });
});
