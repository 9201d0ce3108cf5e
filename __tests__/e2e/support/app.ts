import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { CLINIC_TIME_ZONE } from './constants';
import { formatWallClock, parseDayLabel, parseTime, wallClockOf, type WallClock } from './dates';

/**
 * Role- and label-based access to the site's screens (the UI contract of), shared by
 * the specs. Everything here drives the page as a user would.
 */

/** The `<nav aria-label="Main">` bar. */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The page's h1. */
export function heading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** Asserts the nav shows `name` as logged in. */
export async function expectLoggedInAs(page: Page, name: string): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByText(`Hello, ${name}`, { exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
}

/**
 * Waits until the page has painted a frame and then gone idle, so that whatever the last step
 * set going (a render React scheduled, a focus put off to the next frame, a zero-delay timer)
 * has run: a state the browser reports, where a fixed pause is a guess that a busy machine
 * outruns. Not for a page under page.clock, whose fake timers hold both callbacks.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestIdleCallback(() => resolve()));
      }),
  );
}

/** Asserts the nav shows the anonymous links. */
export async function expectLoggedOut(page: Page): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/** Logs out with the nav's Logout button, as a visitor does, and waits for the anonymous nav. */
export async function logOutFromNav(page: Page): Promise<void> {
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expectLoggedOut(page);
}

/** Opens the login page with the nav's Login link (client-side) and waits for its heading. */
export async function openLoginFromNav(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Login', exact: true }).click();
  await expect(heading(page)).toHaveText('Log In');
}

/** Fills and submits the registration form on the current page (/register/). */
export async function fillRegistration(
  page: Page,
  fields: { name: string; email: string; password: string; role?: 'patient' | 'doctor' },
): Promise<void> {
  await page.getByLabel('Full Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password').fill(fields.password);
  if (fields.role) await page.getByLabel('Role').selectOption(fields.role);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Registers through the form on /register/ and waits until the site greets the new account: the
 * welcome heading and the nav's logged-in links.
 */
export async function registerThroughForm(
  page: Page,
  fields: Parameters<typeof fillRegistration>[1],
): Promise<void> {
  await page.goto('/register/');
  await fillRegistration(page, fields);
  await expect(heading(page)).toHaveText(`Welcome, ${fields.name}!`);
  await expectLoggedInAs(page, fields.name);
}

/** Logs in through the form on /login/ and waits for the welcome and the nav's logged-in links. */
export async function logInThroughForm(
  page: Page,
  account: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/login/');
  await fillLogin(page, account.email, account.password);
  await expect(heading(page)).toHaveText(`Welcome, ${account.name}!`);
  await expectLoggedInAs(page, account.name);
}

/** Fills and submits the login form on the current page (/login/). */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A dialog as the user saw it. */
export interface SeenDialog {
  type: string;
  message: string;
}

/**
 * Runs `trigger`, which must open a dialog (alert/confirm), answers it and returns what it
 * said. Fails after 10 s when no dialog opens.
 */
export async function answerDialog(
  page: Page,
  trigger: () => Promise<unknown>,
  answer: 'accept' | 'dismiss' = 'accept',
): Promise<SeenDialog> {
  const opened = page.waitForEvent('dialog', { timeout: 10_000 });
  const triggered = trigger();
  const dialog = await opened;
  const seen = { type: dialog.type(), message: dialog.message() };
  await (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  await triggered;
  return seen;
}

/**
 * Presses the booking form's 'Schedule Appointment' button and answers the alert it opens
 * (docs/product.md#booking).
 * @returns what the alert said ('Appointment scheduled successfully!' when it was saved).
 */
export async function submitBooking(page: Page): Promise<string> {
  const seen = await answerDialog(page, () =>
    page.getByRole('button', { name: 'Schedule Appointment' }).click(),
  );
  return seen.message;
}

/**
 * Presses 'Schedule Appointment' (see {@link submitBooking}) and checks that the booking was
 * saved as a patient sees it: the alert 'Appointment scheduled successfully!', then the list at
 * /appointments/ (docs/product.md#booking).
 */
export async function scheduleAppointment(page: Page): Promise<void> {
  expect(await submitBooking(page)).toBe('Appointment scheduled successfully!');
  await expect(page).toHaveURL('/appointments/');
}

/** The booking form's doctor select, once the doctor list has loaded (docs/product.md#timings-and-limits: 1 s delay). */
export async function doctorSelect(page: Page): Promise<Locator> {
  const select = page.getByLabel('Doctor', { exact: true });
  await expect(select).toBeEnabled({ timeout: 10_000 });
  return select;
}

/** Options of the doctor select, e.g. 'Dr. Amelia Hart — Cardiology', placeholder excluded. */
export async function doctorOptions(page: Page): Promise<string[]> {
  const select = await doctorSelect(page);
  const labels = await select.locator('option').allTextContents();
  return labels.map((label) => label.trim()).filter((label) => label !== 'Select a doctor');
}

/** Selects a doctor by option index (0 = first doctor) and returns its name and specialty. */
export async function chooseDoctor(
  page: Page,
  index: number,
): Promise<{ name: string; specialty: string; label: string }> {
  const options = await doctorOptions(page);
  const label = options[index];
  if (!label) throw new Error(`No doctor #${index}; options: ${options.join(' | ')}`);
  await (await doctorSelect(page)).selectOption({ label });
  const [name = '', specialty = ''] = label.split(' — ');
  return { name, specialty, label };
}

/** The slot picked in the date and time field, as the user saw it and as the list should show it. */
export interface PickedSlot extends WallClock {
  /** The day's accessible name without its count, e.g. 'Choose Monday, November 23rd, 2026'. */
  dayLabel: string;
  /** The time's radio button, 'HH:mm'. */
  time: string;
  /** 'Monday, November 23, 2026 at 2:30 PM'. */
  formatted: string;
}

/**
 * The booking form's 'Date and time' field (docs/product.md#booking): a group holding the
 * inline calendar, the chosen day's times as radio buttons and the typed date.
 */
export function slotField(page: Page): Locator {
  return page.getByRole('group', { name: 'Date and time', exact: true });
}

/** The inline calendar (react-datepicker), a group named 'Days with free times'. */
export function slotCalendar(page: Page): Locator {
  return page.getByRole('group', { name: 'Days with free times', exact: true });
}

/**
 * Waits for the inline calendar and returns it. It shows once a doctor is set
 * (docs/product.md#booking); with none chosen, the visitor taps the field's legend first, as a
 * finger does. Nothing here hovers, which a phone never does, and with a doctor set nothing is
 * touched: the calendar must come by itself.
 */
export async function showCalendar(page: Page): Promise<Locator> {
  const calendar = slotCalendar(page);
  if ((await page.getByLabel('Doctor', { exact: true }).inputValue()) === '') {
    await slotField(page).locator('legend').first().click();
  }
  await expect(calendar).toBeVisible();
  return calendar;
}

/**
 * Types a day into the date and time field's typed date ('Type a date instead'), as a visitor
 * who knows the date does; the field then shows that day's free times.
 */
export async function typeDate(
  page: Page,
  { day, month, year }: Pick<WallClock, 'day' | 'month' | 'year'>,
): Promise<void> {
  const field = slotField(page);
  const typed = field.locator('details.typed-date');
  if (!(await typed.evaluate((element) => (element as HTMLDetailsElement).open)))
    await field.getByText('Type a date instead').click();
  await field.getByLabel('Day', { exact: true }).fill(String(day));
  await field.getByLabel('Month', { exact: true }).fill(String(month));
  await field.getByLabel('Year', { exact: true }).fill(String(year));
}

/** The radio group of the chosen day's free times ('Free times on Thursday 26 November'). */
export function timesGroup(page: Page): Locator {
  return slotField(page).getByRole('group', { name: /^Free times on / });
}

/** The labels of the chosen day's offered times, each reading 'HH:mm'. */
export function offeredTimes(page: Page): Locator {
  return timesGroup(page).locator('label');
}

/** Chooses the offered time 'HH:mm' of the chosen day, as a visitor clicks its radio button. */
export async function chooseTime(page: Page, time: string): Promise<void> {
  await timesGroup(page).getByRole('radio', { name: time, exact: true }).check();
}

/**
 * Asserts what the field has chosen: the day its times are of ('Thursday 26 November') and the
 * checked time ('HH:mm').
 */
export async function expectChosenSlot(
  page: Page,
  { day, time }: { day?: string | RegExp; time: string },
): Promise<void> {
  if (day !== undefined) {
    await expect(timesGroup(page)).toHaveAccessibleName(
      typeof day === 'string' ? `Free times on ${day}` : day,
    );
  }
  await expect(timesGroup(page).getByRole('radio', { checked: true })).toHaveAccessibleName(time);
}

/** A calendar day's accessible name without the count of its free times. */
function withoutCount(label: string): string {
  return label.replace(/, \d+ free times?$/, '');
}

/** The calendar's day named `dayLabel` (its name without the count, see {@link PickedSlot}). */
export function calendarDay(page: Page, dayLabel: string): Locator {
  const escaped = dayLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return slotCalendar(page).getByRole('gridcell', { name: new RegExp(`^${escaped}(, |$)`) });
}

/**
 * The clinic's today by the page's clock (real, or page.clock's), in the clinic's zone
 * (docs/testing.md#clinic-times): never the browser's own date, which a visitor elsewhere, or a
 * test at 23:30 in another zone, would read as another day.
 */
export async function clinicToday(page: Page): Promise<WallClock> {
  return wallClockOf(new Date(await page.evaluate(() => Date.now())), CLINIC_TIME_ZONE);
}

/**
 * In the calendar, clicks the `index`-th enabled day after today whose accessible name (without
 * its count) passes `where` (today is skipped so that "now" cannot overtake a slot during the
 * test). Moves on to the next month when the shown one has no such day.
 * @returns the day's accessible name without its count, e.g. 'Choose Monday, November 23rd, 2026'.
 */
export async function chooseDay(
  page: Page,
  { index = 0, where = () => true }: { index?: number; where?: (label: string) => boolean } = {},
): Promise<string> {
  const calendar = await showCalendar(page);
  const now = await clinicToday(page);
  const today = now.year * 10_000 + now.month * 100 + now.day;
  for (let month = 0; month < 3; month += 1) {
    const labels = await calendar
      .getByRole('gridcell', { disabled: false })
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
    const candidates = labels.map(withoutCount).filter((label) => {
      const { year, month: m, day } = parseDayLabel(label);
      return year * 10_000 + m * 100 + day > today && where(label);
    });
    const dayLabel = candidates[index];
    if (dayLabel !== undefined) {
      await calendarDay(page, dayLabel).click();
      await expect(calendarDay(page, dayLabel)).toHaveAttribute('aria-selected', 'true');
      return dayLabel;
    }
    await calendar.getByRole('button', { name: 'Next Month' }).click();
  }
  throw new Error('The calendar offers no such bookable day in the next three months.');
}

/**
 * Picks a slot the way a user does: clicks a day in the calendar (see chooseDay), then the
 * `timeIndex`-th offered time of that day. Fails when the field offers no such slot.
 */
export async function pickSlot(
  page: Page,
  {
    dayIndex = 0,
    timeIndex = 0,
    where,
  }: { dayIndex?: number; timeIndex?: number; where?: (label: string) => boolean } = {},
): Promise<PickedSlot> {
  const dayLabel = await chooseDay(page, { index: dayIndex, where });
  const times = offeredTimes(page);
  await expect(times.first()).toBeVisible();
  const offered = (await times.allTextContents()).map((text) => text.trim());
  const time = offered[timeIndex];
  if (time === undefined) {
    throw new Error(`${dayLabel} has no offered time #${timeIndex}: ${offered.join(', ')}`);
  }
  await chooseTime(page, time);

  const wallClock = { ...parseDayLabel(dayLabel), ...parseTime(time) };
  return { ...wallClock, dayLabel, time, formatted: formatWallClock(wallClock) };
}

/**
 * Fills the open booking form as a patient does: the `doctorIndex`-th doctor (see chooseDoctor),
 * the first free slot (see pickSlot) and `reason`. Returns the doctor and the slot; submits nothing.
 */
export async function fillBookingForm(
  page: Page,
  doctorIndex: number,
  reason: string,
): Promise<{ doctor: Awaited<ReturnType<typeof chooseDoctor>>; slot: PickedSlot }> {
  const doctor = await chooseDoctor(page, doctorIndex);
  const slot = await pickSlot(page);
  await page.getByLabel('Reason for visit').fill(reason);
  return { doctor, slot };
}

/** The ISO instant (toISOString) of a local wall-clock time, computed in the browser. */
export function isoInBrowser(page: Page, slot: WallClock): Promise<string> {
  return page.evaluate(
    ({ year, month, day, hour, minute }) =>
      new Date(year, month - 1, day, hour, minute, 0, 0).toISOString(),
    slot,
  );
}

/** The appointment `<article>`s of the list. */
export function appointmentCards(page: Page): Locator {
  return page.getByRole('article');
}

/** The appointment card whose text includes `reason`. */
export function appointmentCard(page: Page, reason: string): Locator {
  return appointmentCards(page).filter({ hasText: reason });
}

/**
 * The form's error messages (role="alert" inside `<main>`). Two other role="alert" elements
 * are not form errors and are left out: Next's route announcer (outside `<main>`) and
 * react-datepicker's live region, which announces the chosen day.
 */
export function formErrors(page: Page): Locator {
  return page.getByRole('main').locator('[role="alert"]:not(.react-datepicker__aria-live)');
}

/**
 * Presses Reschedule on `card` and checks what the booking form then shows
 * (docs/product.md#rescheduling): that it is moving an appointment, with the doctor (its id as
 * the select's value) and the reason filled in.
 */
export async function openReschedule(
  page: Page,
  card: Locator,
  expected: { doctorId: number | string; reason: string },
): Promise<void> {
  await card.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(/\/appointments\/new\/\?reschedule=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Moving your appointment' }),
  ).toBeVisible();
  await expect(page.getByLabel('Doctor', { exact: true })).toHaveValue(String(expected.doctorId));
  await expect(page.getByLabel('Reason for visit')).toHaveValue(expected.reason);
}

/**
 * On `card`: gives a cancellation reason (one of the offered `choice`s, or `typed` under 'Other'),
 * presses Cancel Appointment and accepts the confirm prompt (docs/product.md#cancellation).
 * @returns what the prompt said.
 */
export async function cancelOnCard(
  page: Page,
  card: Locator,
  reason: { choice: string } | { typed: string },
): Promise<string> {
  const choice = card.getByLabel('Reason for cancelling (optional)');
  if ('choice' in reason) {
    await choice.selectOption(reason.choice);
  } else {
    await choice.selectOption('Other (type below)');
    await card.getByLabel('Your reason (optional)').fill(reason.typed);
  }
  const seen = await answerDialog(page, () =>
    card.getByRole('button', { name: 'Cancel Appointment' }).click(),
  );
  return seen.message;
}
