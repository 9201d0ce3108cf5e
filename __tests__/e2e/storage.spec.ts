import {
  answerDialog,
  appointmentCard,
  appointmentCards,
  fillLogin,
  formErrors,
  heading,
} from './support/app';
import { expect, test } from './support/fixtures';
import {
  gotoAsUser,
  gotoWithStorage,
  makeAppointment,
  makeUser,
  readJson,
  readRaw,
  type StoredAppointment,
} from './support/storage';

/** docs/decisions/006-bad-data-is-kept.md: bad stored data never crashes the site and is never silently thrown away. */
test.describe('Corrupted appointments in storage', () => {
  test('an invalid record is set aside under appointments.invalid and the valid one is listed', async ({
    page,
  }) => {
    const user = makeUser({ name: 'Dorothy Vaughan' });
    const valid = makeAppointment(user, { reason: 'Blood pressure review' });
    const invalid = { id: 'broken-1', doctor_name: 42, status: 'lost', note: 'kept as it was' };
    await gotoAsUser(page, '/appointments/', user, {
      appointments: JSON.stringify([valid, invalid]),
    });

    await expect(heading(page)).toHaveText('My Appointments');
    await expect(appointmentCards(page)).toHaveCount(1);
    const card = appointmentCard(page, valid.reason);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(valid.doctor_name);
    await expect(card).toContainText(valid.formatted_date);
    await expect(card).toContainText('Upcoming');

    await expect.poll(() => readJson(page, 'appointments.invalid')).toEqual([invalid]);
    await expect.poll(() => readJson(page, 'appointments')).toEqual([valid]);

    // The valid record stays usable: cancelling it writes it back, the invalid one stays aside.
    await answerDialog(page, () =>
      card.getByRole('button', { name: 'Cancel Appointment' }).click(),
    );
    await expect(card).toContainText('Canceled');
    await expect
      .poll(() => readJson<StoredAppointment[]>(page, 'appointments'))
      .toEqual([expect.objectContaining({ ...valid, status: 'canceled' })]);
    expect(await readJson(page, 'appointments.invalid')).toEqual([invalid]);

    await page.reload();
    await expect(appointmentCard(page, valid.reason)).toContainText('Canceled');
    expect(await readJson(page, 'appointments.invalid')).toEqual([invalid]);
  });

  test('unparseable JSON shows the empty list and is kept as a raw string', async ({ page }) => {
    const user = makeUser({ name: 'Mae Jemison' });
    const garbage = '[{"id": 1, "doctor_name": "Dr. Half';
    await gotoAsUser(page, '/appointments/', user, { appointments: garbage });

    await expect(heading(page)).toHaveText('My Appointments');
    await expect(page.getByText("You don't have any appointments yet.")).toBeVisible();
    await expect(appointmentCards(page)).toHaveCount(0);
    await expect.poll(() => readJson(page, 'appointments.invalid')).toEqual([garbage]);
    // The garbage itself is gone from `appointments` (removed, or replaced by an empty list).
    const stored = await readRaw(page, 'appointments');
    if (stored !== null) expect(JSON.parse(stored)).toEqual([]);

    await page.reload();
    await expect(page.getByText("You don't have any appointments yet.")).toBeVisible();
    expect(await readJson(page, 'appointments.invalid')).toEqual([garbage]);
  });
});

/**
 * docs/decisions/006-bad-data-is-kept.md: a `credentials` record with
 * parameters this site never writes (here 2e9 PBKDF2 iterations, a corrupt or tampered
 * browser) is bad data like any other. It is set aside under `credentials.invalid`, and the
 * login answers at once with the usual message instead of deriving for minutes.
 */
test.describe('A tampered credential in storage', () => {
  test('is set aside under credentials.invalid and the login answers with the usual message', async ({
    page,
  }) => {
    const user = makeUser({ name: 'Hedy Lamarr' });
    const tampered = {
      email: user.email,
      algorithm: 'PBKDF2-SHA-256',
      iterations: 2e9,
      salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
      hash: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    };
    await gotoWithStorage(page, '/login/', {
      users: JSON.stringify([user]),
      credentials: JSON.stringify([tampered]),
    });

    await expect(heading(page)).toHaveText('Log In');
    await fillLogin(page, user.email, 'any password at all');
    // The usual answer, well before the 5 s expect timeout (the tampered hash took minutes).
    await expect(formErrors(page)).toHaveText(['Invalid email or password.']);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
    await expect.poll(() => readJson(page, 'credentials.invalid')).toEqual([tampered]);
    expect(await readJson(page, 'credentials')).toEqual([]);
    expect(await readRaw(page, 'user')).toBeNull();
  });
});
