import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  Locator,
  Page,
} from '@playwright/test';
import {
  chooseDay,
  chooseTime as checkTime,
  doctorSelect,
  expectLoggedInAs,
  fillLogin,
  heading,
  mainNav,
  offeredTimes,
} from './app';
import { E2E_LOCALE, E2E_TIME_ZONE } from './constants';
import { sendsTo } from './email';
import { formatSlotText, parseDayLabel, wallClockOf } from './dates';
import { expect, test } from './fixtures';
import {
  callRpc,
  clinicClock,
  DATA_API_URL,
  doctorName,
  ownerQuery,
  passwordFor,
  register,
  registerStaff,
  type Session,
  runAgainstSharedStack,
} from './shared-api';
import sharedEnv from './shared-env.json';

/**
 * The site in shared mode, end to end (docs/shared-mode.md#the-site-in-shared-mode): the shared-mode export
 * (out-shared/, built by scripts/e2e.mjs with NEXT_PUBLIC_DATA_API_URL on the stack's PostgREST)
 * served on 127.0.0.1:4179, driven in Chromium as visitors on several devices.
 */

/** The shared-mode export's origin. */
export const SHARED_SITE = `http://127.0.0.1:${sharedEnv.ports.sharedSite}`;

const SHARED_EXPORT = path.join(__dirname, '..', '..', '..', sharedEnv.site.NEXT_DIST_DIR);

/**
 * Why the shared-mode specs cannot run here, or null when they can: the run was not started by
 * scripts/e2e.mjs (no stack), the shared-mode export was not built, or its data API does not
 * answer. CI always has all three.
 */
export async function sharedModeMissing(): Promise<string | null> {
  if (!process.env.E2E_SHARED_DATABASE_URL) {
    return 'no shared-mode stack: run through npm run test:e2e, which starts PostgreSQL and PostgREST';
  }
  if (!existsSync(path.join(SHARED_EXPORT, 'index.html'))) {
    return `no shared-mode export in ${sharedEnv.site.NEXT_DIST_DIR}/: run npm run test:e2e without --skip-build`;
  }
  const headers = path.join(SHARED_EXPORT, 'serve.json');
  if (!existsSync(headers) || !readFileSync(headers, 'utf8').includes(DATA_API_URL)) {
    return `${sharedEnv.site.NEXT_DIST_DIR}/ is not a shared-mode build for ${DATA_API_URL}`;
  }
  try {
    const response = await fetch(`${DATA_API_URL}/doctors`);
    if (!response.ok) return `the data API at ${DATA_API_URL} answered ${response.status}`;
  } catch {
    return `the data API at ${DATA_API_URL} does not answer`;
  }
  return null;
}

/**
 * Points the calling spec at the shared-mode export, skips it (saying why) where shared mode is
 * not available (see {@link sharedModeMissing}), and closes the owner's database connections
 * after it (shared-api's `runAgainstSharedStack`). Call once at the spec's top level.
 */
export function runOnSharedSite(): void {
  test.use({ baseURL: SHARED_SITE });
  test.beforeAll(async () => {
    const missing = await sharedModeMissing();
    test.skip(missing !== null, `shared mode is not available: ${missing}`);
  });
  runAgainstSharedStack();
}

/**
 * Console errors Chromium logs for requests that fail on purpose in these specs: a refused
 * request (401 from an expired token) and every request while the browser is offline.
 */
export const EXPECTED_FAILED_REQUEST =
  /Failed to load resource: (the server responded with a status of 401|net::ERR_INTERNET_DISCONNECTED)/;

/**
 * Chromium's line for each request to a data API that is down: refused, dropped as it stops, a
 * socket it closed, or a request it had accepted and closed unanswered as it stopped (seen
 * beside a CPU hog) (__tests__/e2e/shared-outage.spec.ts, and out-shared-outage/ elsewhere).
 */
export const DATA_API_DOWN =
  /Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|SOCKET_NOT_CONNECTED|EMPTY_RESPONSE)/;

/** A second (third, …) device: a browser context of its own, with its own storage. */
export interface Device {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen on this device so far. */
  problems: string[];
  /** Lets console errors matching `pattern` through on this device. */
  allow(pattern: RegExp): void;
}

/**
 * Opens another device on the shared site: a new browser context (its own localStorage, as a
 * phone beside a laptop has), with the suite's locale and time zone. Its console errors fail the
 * test like the main page's (docs/style.md#tests).
 */
export async function newDevice(browser: Browser): Promise<Device> {
  const context = await browser.newContext({
    baseURL: SHARED_SITE,
    locale: E2E_LOCALE,
    timezoneId: E2E_TIME_ZONE,
  });
  const allowed: RegExp[] = [];
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allowed.some((pattern) => pattern.test(message.text()))) return;
    problems.push(`console.error at ${message.location().url}: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  const page = await context.newPage();
  return { context, page, problems, allow: (pattern) => void allowed.push(pattern) };
}

/**
 * Closes `device` after asserting it saw no console or page error (docs/style.md#tests).
 * @param message - What the assertion says when it fails, if not Playwright's own.
 */
export async function closeDevice(device: Device, message?: string): Promise<void> {
  expect(device.problems, message).toEqual([]);
  await device.context.close();
}

/**
 * Puts `patient` on the waitlist through api.join_waitlist (docs/waitlist.md) and asserts the
 * call succeeded, its body the failure's message; returns the answer (its body: `{ id }`).
 * @param entry - The call's arguments: doctor_id, first_day, last_day, reason, weekdays, ….
 */
export async function joinWaitlist(
  request: APIRequestContext,
  patient: Session,
  entry: Record<string, unknown>,
): Promise<APIResponse> {
  const joined = await callRpc(request, 'join_waitlist', entry, patient);
  expect(joined.ok(), await joined.text()).toBe(true);
  return joined;
}

/** A weekday (Monday to Friday) in a calendar day's label, for chooseDay's `where`. */
export function isWeekday(label: string): boolean {
  return !/\b(Saturday|Sunday)\b/.test(label);
}

/** Checks the time 'HH:mm' of the chosen day; fails when it is not offered. */
export async function chooseTime(page: Page, time: string): Promise<void> {
  await expect(offeredTimes(page).first()).toBeVisible();
  const offered = (await offeredTimes(page).allTextContents()).map((text) => text.trim());
  expect(offered, `${time} is offered`).toContain(time);
  await checkTime(page, time);
}

/** In the booking form's calendar: clicks the day of `instant` (an ISO instant). */
export async function chooseDayOf(page: Page, instant: string): Promise<void> {
  const wall = wallClockOf(new Date(instant));
  await chooseDay(page, {
    where: (label) => {
      const { year, month, day } = parseDayLabel(label);
      return year === wall.year && month === wall.month && day === wall.day;
    },
  });
}

/** An instant's 'HH:mm' on the browser's clock, as the form's times write it. */
export function timeOf(instant: string): string {
  const { hour, minute } = wallClockOf(new Date(instant));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * In the booking form: picks the slot that starts at `instant` (an ISO instant), its day in
 * the calendar and then its time, as a visitor does; fails when it is not offered.
 */
export async function chooseSlotAt(page: Page, instant: string): Promise<void> {
  await chooseDayOf(page, instant);
  await chooseTime(page, timeOf(instant));
}

/**
 * Logs in through the form on /login/ as an account made by shared-api's `register`, and waits
 * for the welcome.
 */
export async function logInAs(page: Page, session: Session): Promise<void> {
  await page.goto('/login/');
  await fillLogin(page, session.user.email, passwordFor(session.user.name));
  await expect(heading(page)).toHaveText(`Welcome, ${session.user.name}!`);
  await expectLoggedInAs(page, session.user.name);
}

/**
 * A patient registered through the data API (shared-api's `register`) and logged in on `page`
 * through the form (see {@link logInAs}).
 */
export async function patientOn(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<Session> {
  const patient = await register(request, name);
  await logInAs(page, patient);
  // The login's notice leaves without being awaited (docs/notifications.md), and the page load a
  // test makes next would cut it off on its way: wait until the service has it, so each test's
  // count of e-mails starts from a known state.
  await expect
    .poll(async () => (await sendsTo(patient.user.email)).length, {
      message: `the login notice to ${patient.user.email}`,
    })
    .toBeGreaterThanOrEqual(1);
  return patient;
}

/**
 * A new patient `name` (see {@link patientOn}) on the booking form, with doctor `doctorId`
 * chosen as a visitor chooses one (docs/product.md#booking).
 */
export async function openBookingFormAs(
  page: Page,
  request: APIRequestContext,
  name: string,
  doctorId: number,
): Promise<Session> {
  const patient = await patientOn(page, request, name);
  await page.goto('/appointments/new/');
  await (await doctorSelect(page)).selectOption(String(doctorId));
  return patient;
}

/**
 * Installs Playwright's clock in `page` at `hours` hours after `instant` (an ISO instant;
 * negative: before it), so that the browser's 'now' is a fixed moment of the test's own week
 * whatever the day the run happens; the database keeps its own clock.
 */
export function setBrowserClock(page: Page, instant: string, hours: number): Promise<void> {
  return page.clock.install({ time: new Date(Date.parse(instant) + hours * 3_600_000) });
}

/**
 * Checks the booking form's 'First free' line: it names the slot that starts at `instant` (an
 * ISO instant), as 'First free: Thursday 26 November, 09:00' (docs/product.md#booking).
 */
export async function expectFirstFree(page: Page, instant: string): Promise<void> {
  await expect(page.getByTestId('first-free')).toHaveText(
    `First free: ${formatSlotText(wallClockOf(new Date(instant)))}`,
  );
}

/**
 * Opens /schedule from the main navigation, as staff and doctors do, and shows the clinic day
 * `day` ('yyyy-MM-dd'); waits for the day's table (docs/front-desk.md).
 */
export async function openScheduleOn(page: Page, day: string): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Schedule' }).click();
  await expect(heading(page)).toHaveText('Schedule');
  await page.getByLabel('Date', { exact: true }).fill(day);
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(page.locator('caption')).toContainText('Appointments on');
}

/**
 * The front desk at work: a new staff account 'Desk' (shared-api's `registerStaff`) logged in on
 * `page` through the form, with /schedule open on the clinic day of `instant` (an ISO instant).
 * @returns the staff session, and the clinic day 'yyyy-MM-dd' of `instant`.
 */
export async function openDeskAt(
  page: Page,
  request: APIRequestContext,
  instant: string,
): Promise<{ desk: Session; day: string }> {
  const { day } = await clinicClock(instant);
  const desk = await registerStaff(request, 'Desk');
  await logInAs(page, desk);
  await openScheduleOn(page, day);
  return { desk, day };
}

/**
 * The front desk's button on /schedule (docs/front-desk.md) that books doctor
 * `doctorId`'s free slot at `instant` (an ISO instant), named by the doctor and the clinic day
 * and clock ('Book Dr. Amelia Hart at 2026-11-24 10:00').
 * @returns the button and the doctor's name as the database holds it.
 */
export async function freeSlotButton(
  page: Page,
  doctorId: number,
  instant: string,
): Promise<{ button: Locator; doctor: string }> {
  const [{ day, time }, doctor] = await Promise.all([clinicClock(instant), doctorName(doctorId)]);
  return { button: page.getByRole('button', { name: `Book ${doctor} at ${day} ${time}` }), doctor };
}

/** A stored appointment as the database holds it (owner's read, no row-level security). */
export interface StoredRow {
  id: string;
  doctor_id: number;
  patient_email: string;
  date_time: string;
  reason: string;
  status: string;
  cancel_reason: string | null;
  /** The id of the appointment that replaced this one (as text), or null. */
  rescheduled_to: string | null;
}

/** Every appointment of the account with `email`, oldest slot first, read as the owner. */
export async function storedAppointmentsOf(email: string): Promise<StoredRow[]> {
  const rows = await ownerQuery<Omit<StoredRow, 'date_time'> & { date_time: Date }>(
    `select id::text, doctor_id, patient_email, date_time, reason, status, cancel_reason,
            rescheduled_to::text
       from clinic.appointments where lower(patient_email) = lower($1) order by date_time`,
    [email],
  );
  return rows.map((row) => ({ ...row, date_time: row.date_time.toISOString() }));
}

/**
 * Replaces every token the site stored in this browser (local and session storage, whatever
 * the key) with `token`, as if the stored one had aged into it.
 * @returns how many stored tokens were replaced.
 */
export function replaceStoredTokens(page: Page, token: string): Promise<number> {
  return page.evaluate((replacement) => {
    const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
    let replaced = 0;
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage)) {
        const value = storage.getItem(key) ?? '';
        const next = value.replace(jwt, () => {
          replaced += 1;
          return replacement;
        });
        if (next !== value) storage.setItem(key, next);
      }
    }
    return replaced;
  }, token);
}
