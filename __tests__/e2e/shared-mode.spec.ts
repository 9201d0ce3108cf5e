import type { Page } from '@playwright/test';
import {
  answerDialog,
  appointmentCard,
  appointmentCards,
  chooseDay,
  doctorOptions,
  doctorSelect,
  offeredTimes,
  expectLoggedOut,
  fillLogin,
  fillRegistration,
  formErrors,
  heading,
  isoInBrowser,
  logOutFromNav,
  mainNav,
  logInThroughForm,
  registerThroughForm,
  scheduleAppointment,
} from './support/app';
import { appointmentTexts } from '../../lib/appointments/texts';
import en from '@/messages/en.json';
import chatEnv from './support/chat-env.json';
import { formatWallClock, parseDayLabel, parseTime, type WallClock } from './support/dates';
import {
  accountNoticeParams,
  consultationParams,
  expectSends,
  NOTICE_DATE,
  sendsTo,
  stubAddress,
} from './support/email';
import { expect, test } from './support/fixtures';
import {
  book,
  DATA_API_URL,
  expiredTokenFor,
  ownerQuery,
  register,
  runCopy,
} from './support/shared-api';
import {
  chooseTime,
  EXPECTED_FAILED_REQUEST,
  isWeekday,
  newDevice,
  replaceStoredTokens,
  SHARED_SITE,
  storedAppointmentsOf,
  runOnSharedSite,
  closeDevice,
} from './support/shared-site';

/**
 * The site in shared mode (docs/shared-mode.md#the-site-in-shared-mode): the shared-mode export on
 * 127.0.0.1:4179, in Chromium, against the real PostgreSQL and PostgREST that scripts/e2e.mjs
 * starts. Browser contexts stand for devices: each has its own storage, so whatever one
 * device sees of another's booking came through the database. Each test books its own doctor
 * (or its own times), so the tests can run side by side.
 */

runOnSharedSite();

const PASSWORD = 'correct horse battery staple';

/** The local-mode export, the suite's default site (playwright.config.ts). */
const LOCAL_SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** The notice above the last saved list while the server cannot be reached. */
const OFFLINE_NOTICE = en.appointments.offline;
/** What a change attempted without a connection says. */
const CONNECTION_NEEDED = /connection/i;

/** Registers through the form on /register/ with this spec's password. */
const registerOn = (page: Page, name: string, email: string, role?: 'patient' | 'doctor') =>
  registerThroughForm(page, { name, email, password: PASSWORD, role });

/** Logs in through the form on /login/ with this spec's password. */
const logInOn = (page: Page, name: string, email: string) =>
  logInThroughForm(page, { name, email, password: PASSWORD });

/** A slot as the visitor picked it: the day's label, its time and the list's text for it. */
interface Slot {
  dayLabel: string;
  wallClock: WallClock;
  formatted: string;
}

/** What {@link fillBooking} chooses: a doctor by name, a time 'HH:mm' and a reason. */
interface Booking {
  doctorName: string;
  time: string;
  reason: string;
}

/**
 * On /appointments/new/: chooses the doctor named `doctorName`, a weekday after today, the time
 * `time` and a reason. The weekday is the first for a test's first run, the second for its
 * retry (runCopy), as the first run's booking may still hold the first.
 */
async function fillBooking(page: Page, { doctorName, time, reason }: Booking): Promise<Slot> {
  const label = (await doctorOptions(page)).find((option) => option.startsWith(`${doctorName} — `));
  if (!label) throw new Error(`${doctorName} is not offered`);
  await (await doctorSelect(page)).selectOption({ label });
  const day = await chooseDay(page, { where: isWeekday, index: runCopy() });
  await chooseTime(page, time);
  await page.getByLabel('Reason for visit').fill(reason);
  const wallClock = { ...parseDayLabel(day), ...parseTime(time) };
  return { dayLabel: day, wallClock, formatted: formatWallClock(wallClock) };
}

/** Books through the form, as in local mode: the success alert, then the list. */
async function bookOn(page: Page, booking: Booking): Promise<Slot> {
  await page.goto('/appointments/new/');
  const slot = await fillBooking(page, booking);
  await scheduleAppointment(page);
  await expect(appointmentCard(page, booking.reason)).toBeVisible();
  return slot;
}

// Offline use needs the service worker, which other specs' browsers block (support/visitor.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('Shared mode: one clinic, many devices', () => {
  // Each test drives several devices, one after another.
  test.slow();

  test("a booking on one device shows on the patient's other device, busy in another patient's picker, and on the doctor's schedule only", async ({
    page,
    browser,
    request,
  }) => {
    const ann = { name: 'Ann Shared', email: stubAddress('ok') };
    const reason = 'Shortness of breath on stairs';

    // Device 1: Ann registers and books Dr. Amelia Hart at 10:00 on the next weekday.
    await registerOn(page, ann.name, ann.email);
    const slot = await bookOn(page, { doctorName: 'Dr. Amelia Hart', time: '10:00', reason });
    const card = appointmentCard(page, reason);
    await expect(card).toContainText('Dr. Amelia Hart');
    await expect(card).toContainText(slot.formatted);
    await expect(card).toContainText('Upcoming');
    const instant = await isoInBrowser(page, slot.wallClock);
    expect(await storedAppointmentsOf(ann.email)).toEqual([
      expect.objectContaining({ doctor_id: 1, date_time: instant, reason, status: 'scheduled' }),
    ]);

    // Device 2: the same patient logs in there and sees the booking.
    const phone = await newDevice(browser);
    await logInOn(phone.page, ann.name, ann.email);
    await mainNav(phone.page).getByRole('link', { name: 'My Appointments' }).click();
    const onPhone = appointmentCard(phone.page, reason);
    await expect(onPhone).toContainText('Dr. Amelia Hart');
    await expect(onPhone).toContainText(slot.formatted);
    await expect(onPhone).toContainText('Upcoming');
    await expect(appointmentCards(phone.page)).toHaveCount(1);

    // Device 3: another patient's picker shows Dr. Hart's 10:00 that day as taken.
    const bea = await newDevice(browser);
    await registerOn(bea.page, 'Bea Shared', stubAddress('ok'));
    await bea.page.goto('/appointments/new/');
    const label = (await doctorOptions(bea.page)).find((option) =>
      option.startsWith('Dr. Amelia Hart — '),
    );
    await (await doctorSelect(bea.page)).selectOption({ label: label ?? '' });
    await chooseDay(bea.page, { where: (candidate) => candidate === slot.dayLabel });
    await expect(offeredTimes(bea.page).first()).toBeVisible();
    // A busy time is greyed out of the list: not offered, as in local mode.
    const offered = (await offeredTimes(bea.page).allTextContents()).map((text) => text.trim());
    expect(offered).not.toContain('10:00');
    expect(offered).toContain('10:30');

    // Someone else books Dr. Rafael Moreno at the same time, straight through the API. (A name
    // of its own: the other shared specs' patients may book Dr. Hart while this test runs.)
    const cyd = await register(request, 'Cyd Moreno Only');
    const moreno = await book(request, cyd, 2, instant, 'Rash that only Dr. Moreno may read');
    expect(moreno.status(), await moreno.text()).toBe(200);

    // Device 4: an account registered as 'doctor' is a patient until the clinic links it.
    const doctor = await newDevice(browser);
    const hart = { name: 'Amelia Hart', email: stubAddress('ok') };
    await registerOn(doctor.page, hart.name, hart.email, 'doctor');
    await doctor.page.goto('/appointments/');
    await expect(heading(doctor.page)).toHaveText('My Appointments');
    await expect(appointmentCards(doctor.page)).toHaveCount(0);

    await ownerQuery('select clinic.link_doctor($1, 1)', [hart.email]);
    await logOutFromNav(doctor.page);
    await logInOn(doctor.page, hart.name, hart.email);
    await mainNav(doctor.page).getByRole('link', { name: 'My Appointments' }).click();
    await expect(heading(doctor.page)).toHaveText('Dr. Amelia Hart’s Schedule');
    // Ann's entry: her reason at her time (a repeated or retried run books the same reason).
    const entry = appointmentCards(doctor.page)
      .filter({ hasText: reason })
      .filter({ hasText: slot.formatted });
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText(ann.name);
    await expect(entry).toContainText(slot.formatted);
    await expect(entry).toContainText('Upcoming');
    await expect(doctor.page.getByText('Rash that only Dr. Moreno may read')).toHaveCount(0);
    await expect(doctor.page.getByText(cyd.user.name, { exact: true })).toHaveCount(0);
    await expect(doctor.page.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
    await expect(doctor.page.getByRole('link', { name: 'Book New Appointment' })).toHaveCount(0);
    // Exactly Dr. Hart's appointments, as the database holds them. Other shared specs book
    // Dr. Hart too, so a load is compared with a count taken just before it, until one holds.
    await expect(async () => {
      const [{ count } = { count: -1 }] = await ownerQuery<{ count: number }>(
        'select count(*)::int as count from clinic.appointments where doctor_id = 1',
      );
      await doctor.page.reload();
      await expect(entry).toBeVisible();
      await expect(appointmentCards(doctor.page)).toHaveCount(count, { timeout: 2_000 });
    }).toPass();
    // A doctor account cannot book: its booking page says so instead of offering the form.
    await doctor.page.goto('/appointments/new/');
    await expect(doctor.page.getByText(appointmentTexts.doctorCannotBook)).toBeVisible();
    await expect(doctor.page.getByLabel('Doctor', { exact: true })).toHaveCount(0);

    for (const device of [phone, bea, doctor]) {
      await closeDevice(device, 'console errors on another device');
    }
  });

  test('register, login, book, list and cancel read as in local mode, and each sends its e-mail notice', async ({
    page,
    consoleErrors,
  }) => {
    // The refused registration (409) and login (403) are logged by the browser itself.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of (409|403)/);
    const dana = { name: 'Dana Shared', email: stubAddress('ok') };
    await registerOn(page, dana.name, dana.email);
    const [registered] = await expectSends(dana.email, 1);
    expect(registered?.body.template_params).toEqual(
      accountNoticeParams(dana.email, dana.name, NOTICE_DATE, 'en'),
    );

    // One account per e-mail (docs/decisions/003-one-account-per-email.md), told as in local mode.
    await logOutFromNav(page);
    await page.goto('/register/');
    await fillRegistration(page, {
      name: 'Dana Again',
      email: ` ${dana.email.toUpperCase()} `,
      password: PASSWORD,
    });
    await expect(formErrors(page)).toHaveText(['An account with this email already exists.']);

    await page.goto('/login/');
    await fillLogin(page, dana.email, 'not the password');
    await expect(formErrors(page)).toHaveText(['Invalid email or password.']);
    await expectLoggedOut(page);
    await logInOn(page, dana.name, dana.email);
    await expectSends(dana.email, 2);

    const reason = 'Tingling in the left hand';
    const slot = await bookOn(page, { doctorName: 'Dr. Priya Nair', time: '11:00', reason });
    // The booked and the canceled notice send the same parameters.
    const noticeParams = {
      doctor_name: 'Dr. Priya Nair',
      appointment_date: slot.formatted,
      reason,
      to_email: dana.email,
      to_name: dana.name,
      ...consultationParams(dana.name),
    };
    const sends = await expectSends(dana.email, 3);
    expect(sends[2]?.body.template_params).toEqual(noticeParams);

    const card = appointmentCard(page, reason);
    const confirm = await answerDialog(page, () =>
      card.getByRole('button', { name: 'Cancel Appointment' }).click(),
    );
    expect(confirm.message).toBe('Are you sure you want to cancel this appointment?');
    await expect(card).toContainText('Canceled');
    await expect(card.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
    const [canceled] = (await expectSends(dana.email, 4)).slice(3);
    expect(canceled?.body.template_params).toEqual(noticeParams);
    expect(await storedAppointmentsOf(dana.email)).toEqual([
      expect.objectContaining({ doctor_id: 3, reason, status: 'canceled' }),
    ]);

    // The list comes from the database: a fresh load shows the same.
    await page.reload();
    await expect(appointmentCard(page, reason)).toContainText('Canceled');
  });
});

test.describe('Shared mode: the content security policy', () => {
  test("only the shared-mode export's connect-src names the data API's origin", async ({
    request,
  }) => {
    const connectSrc = async (url: string) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      return (
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .find(([name]) => name === 'connect-src')
          ?.slice(1) ?? []
      );
    };
    const dataApiOrigin = new URL(DATA_API_URL).origin;
    const shared = await connectSrc(`${SHARED_SITE}/appointments/`);
    expect(shared).toContain(dataApiOrigin);
    // The local-mode export (the suite's default site) names no data API.
    const local = await connectSrc(`${LOCAL_SITE}/appointments/`);
    expect(local).not.toContain(dataApiOrigin);
    // Otherwise the two differ only by the model endpoint, which the shared build is not given.
    const modelOrigin = new URL(chatEnv.tgi.NEXT_PUBLIC_CHAT_ENDPOINT).origin;
    expect(shared.filter((source) => source !== dataApiOrigin)).toEqual(
      local.filter((source) => source !== modelOrigin),
    );
  });
});

test.describe('Shared mode: the connection and the session', () => {
  test('offline, the last list still shows with a notice, and a cancel or a booking fails clearly and changes nothing', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.slow();
    consoleErrors.allow(EXPECTED_FAILED_REQUEST);
    const eve = { name: 'Eve Offline', email: stubAddress('ok') };
    const reason = 'Sprained ankle';
    await registerOn(page, eve.name, eve.email);
    const slot = await bookOn(page, { doctorName: 'Dr. Samuel Okafor', time: '14:00', reason });
    const before = await storedAppointmentsOf(eve.email);
    expect(before).toHaveLength(1);
    // Both notices leave unawaited (docs/notifications.md): let them reach the service before the
    // connection drops, or going offline cuts the one still in flight.
    await expect
      .poll(async () => (await sendsTo(eve.email)).length, { message: `sends to ${eve.email}` })
      .toBe(2);

    // The list again, reached inside the site while the clinic's server cannot be reached.
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(heading(page)).toHaveText(`Welcome, ${eve.name}!`);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await mainNav(page).getByRole('link', { name: 'My Appointments' }).click();
    const card = appointmentCard(page, reason);
    await expect(card).toContainText(slot.formatted);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

    // Cancelling needs the server: a clear message, and the appointment stays as it was.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await card.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect.poll(() => dialogs).toHaveLength(2);
    expect(dialogs[0]).toBe('Are you sure you want to cancel this appointment?');
    expect(dialogs[1]).toMatch(CONNECTION_NEEDED);
    await expect(card).toContainText('Upcoming');
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

    // Booking needs it too: the form says so and keeps what was typed.
    await context.setOffline(false);
    await page.goto('/appointments/new/');
    await fillBooking(page, {
      doctorName: 'Dr. Samuel Okafor',
      time: '15:00',
      reason: 'Follow-up',
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(formErrors(page)).toHaveText([CONNECTION_NEEDED]);
    await expect(page).toHaveURL('/appointments/new/');
    await expect(page.getByLabel('Reason for visit')).toHaveValue('Follow-up');
    await context.setOffline(false);

    // Nothing was written, nothing half-written.
    expect(await storedAppointmentsOf(eve.email)).toEqual(before);
    expect(before[0]?.status).toBe('scheduled');
    await expectSends(eve.email, 2); // registered and booked: no cancel or second booking notice
  });

  test('an expired session sends the visitor to /login with a message, and logging in again works', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(EXPECTED_FAILED_REQUEST);
    const finn = { name: 'Finn Expired', email: stubAddress('ok') };
    await registerOn(page, finn.name, finn.email);
    await page.goto('/appointments/');
    await expect(heading(page)).toHaveText('My Appointments');

    // An hour later: the stored token has expired.
    expect(await replaceStoredTokens(page, await expiredTokenFor(finn.email))).toBeGreaterThan(0);
    await page.reload();

    await expect(page).toHaveURL('/login/');
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(heading(page)).toHaveText('Log In');
    await expectLoggedOut(page);

    await fillLogin(page, finn.email, PASSWORD);
    await expect(heading(page)).toHaveText(`Welcome, ${finn.name}!`);
    await page.goto('/appointments/');
    await expect(heading(page)).toHaveText('My Appointments');
    await expect(page.getByText('Your session has expired. Please log in again.')).toHaveCount(0);
  });
});
