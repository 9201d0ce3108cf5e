import type { Page } from '@playwright/test';
import { halfHours } from '../support/clinic-file';
import {
  answerDialog,
  appointmentCard,
  appointmentCards,
  chooseDay,
  chooseDoctor,
  clinicToday,
  doctorOptions,
  offeredTimes,
  formErrors,
  isoInBrowser,
  showCalendar,
  pickSlot,
  type PickedSlot,
  slotField,
  timesGroup,
  untilIdle,
} from './support/app';
import { pauseClockAhead } from './support/chat';
import { parseDayLabel, wallClockOf, type WallClock } from './support/dates';
import { addStepBudget, expect, test } from './support/fixtures';
import {
  gotoAsUser,
  makeAppointment,
  makeUser,
  readJson,
  storedAppointments,
  twoTabsAsUser,
} from './support/storage';

const BOTH_BOOKING = { first: '/appointments/new/', second: '/appointments/new/' };

const scheduleButton = (page: Page) => page.getByRole('button', { name: 'Schedule Appointment' });

test.describe('The booking form', () => {
  test('loads the five doctors after a moment, then offers them', async ({ page }) => {
    // The test holds the simulated 1 s delay (docs/product.md#timings-and-limits) with the
    // page's clock, in the clinic's zone, so a busy machine cannot race past the loading state.
    await page.clock.install();
    await pauseClockAhead(page);
    await gotoAsUser(page, '/appointments/new/', makeUser());
    const select = page.getByLabel('Doctor', { exact: true });
    await expect(select).toBeDisabled();
    await expect(select).toContainText('Loading doctors...');
    await expect(scheduleButton(page)).toBeDisabled();
    await page.clock.runFor(1_000);

    const doctors = await doctorOptions(page);
    expect(doctors).toHaveLength(5);
    expect(doctors).toContain('Dr. Amelia Hart — Cardiology');
    for (const label of doctors) expect(label).toMatch(/^Dr\. .+ — .+$/);
    await expect(select.locator('option').first()).toHaveText('Select a doctor');
    await expect(select).toHaveValue('');
    await expect(scheduleButton(page)).toBeEnabled();
  });

  test('names each missing field', async ({ page }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await doctorOptions(page);
    const reason = page.getByLabel('Reason for visit');

    // No doctor.
    await pickSlot(page);
    await reason.fill('Knee pain');
    await scheduleButton(page).click();
    await expect(formErrors(page)).toHaveText(['Please select a doctor']);

    // No reason.
    await chooseDoctor(page, 1);
    await reason.fill('');
    await scheduleButton(page).click();
    await expect(formErrors(page)).toHaveText(['Please enter a reason for your visit.']);

    expect(await readJson(page, 'appointments')).toBeNull();
    await expect(page).toHaveURL('/appointments/new/');
  });

  test('requires a date and time: a typed day with no free time leaves none chosen', async ({
    page,
  }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await chooseDoctor(page, 0);
    await page.getByLabel('Reason for visit').fill('Rash on the arm');
    // The next Sunday (the clinic is closed), typed as the GOV.UK date input asks.
    const weekday = ({ year, month, day }: WallClock) =>
      new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    let offset = 1;
    while (weekday(wallClockOf(new Date(Date.now() + offset * 86_400_000))) !== 0) offset += 1;
    const { year, month, day } = wallClockOf(new Date(Date.now() + offset * 86_400_000));
    await page.getByText('Type a date instead').click();
    await page.getByLabel('Day', { exact: true }).fill(String(day));
    await page.getByLabel('Month', { exact: true }).fill(String(month));
    await page.getByLabel('Year', { exact: true }).fill(String(year));
    await expect(slotField(page)).toContainText(
      /No free times on Sunday \d+ \w+\. Choose another day\./,
    );
    await scheduleButton(page).click();
    await expect(formErrors(page)).toHaveText(['Please choose a date and time.']);
    expect(await readJson(page, 'appointments')).toBeNull();
  });

  test("says a typed date's error in GOV.UK wording, and books nothing", async ({ page }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await chooseDoctor(page, 0);
    await page.getByLabel('Reason for visit').fill('Rash on the arm');
    await page.getByText('Type a date instead').click();
    const typed = (part: string) => page.getByLabel(part, { exact: true });
    await typed('Day').fill('31');
    await typed('Month').fill('4');
    await typed('Year').fill(String(new Date().getFullYear() + 1));
    await scheduleButton(page).click();
    await expect(formErrors(page)).toHaveText(['Date of appointment must be a real date']);
    await expect(typed('Day')).toBeFocused();
    await typed('Day').fill('1');
    await typed('Month').fill('1');
    await typed('Year').fill('2020');
    await scheduleButton(page).click();
    await expect(formErrors(page)).toHaveText(['Date of appointment must be in the future']);
    expect(await readJson(page, 'appointments')).toBeNull();
  });

  test('offers only clinic hours: no Sunday, no past day, half hours within opening times', async ({
    page,
  }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await chooseDoctor(page, 0);
    const popup = await showCalendar(page);
    const now = await clinicToday(page);
    const today = now.year * 10_000 + now.month * 100 + now.day;
    const labels = await popup
      .getByRole('gridcell', { disabled: false })
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label).not.toMatch(/Sunday/);
      const { year, month, day } = parseDayLabel(label);
      expect(year * 10_000 + month * 100 + day, label).toBeGreaterThanOrEqual(today);
    }
    // Sundays are shown, but disabled.
    await expect(popup.getByRole('gridcell', { name: /Sunday/, disabled: false })).toHaveCount(0);

    await chooseDay(page, { where: (label) => !/Saturday/.test(label) });
    await expect(offeredTimes(page)).toHaveText(halfHours('09:00', '16:30'));

    await chooseDay(page, { where: (label) => /Saturday/.test(label) });
    await expect(offeredTimes(page)).toHaveText(halfHours('10:00', '13:30'));
  });

  test("hides the doctor's booked slots and the patient's own overlapping ones", async ({
    page,
  }) => {
    const patient = makeUser({ name: 'Busy Patient' });
    const someoneElse = makeUser({ name: 'Someone Else' });
    await gotoAsUser(page, '/appointments/new/', patient);
    await doctorOptions(page);
    const doctorIds = await page
      .getByLabel('Doctor', { exact: true })
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const [firstDoctorId = '', secondDoctorId = ''] = doctorIds;

    // Find the first bookable weekday, then store two appointments on it: the first doctor
    // is taken at 10:00 by another patient; this patient sees the second doctor at 11:00.
    const dayLabel = await chooseDay(page, { where: (label) => !/Saturday/.test(label) });
    const { year, month, day } = parseDayLabel(dayLabel);
    const at = (hour: number) => isoInBrowser(page, { year, month, day, hour, minute: 0 });
    const asId = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);
    const taken = makeAppointment(someoneElse, {
      doctor_id: asId(firstDoctorId),
      date_time: await at(10),
      reason: 'Taken by someone else',
    });
    const own = makeAppointment(patient, {
      doctor_id: asId(secondDoctorId),
      doctor_name: 'Second doctor',
      date_time: await at(11),
      reason: 'My other appointment',
    });
    await page.evaluate(
      (list) => window.localStorage.setItem('appointments', JSON.stringify(list)),
      [taken, own],
    );
    await page.reload();

    await chooseDoctor(page, 0);
    await chooseDay(page, { where: (label) => label === dayLabel });
    const all = halfHours('09:00', '16:30');
    await expect(offeredTimes(page)).toHaveText(
      all.filter((time) => time !== '10:00' && time !== '11:00'),
    );

    // With another doctor, 10:00 is free again; 11:00 still clashes with the patient's own.
    await page.keyboard.press('Escape');
    await chooseDoctor(page, 2);
    await chooseDay(page, { where: (label) => label === dayLabel });
    await expect(offeredTimes(page)).toHaveText(all.filter((time) => time !== '11:00'));
  });

  test("keeps the date picker out of the page's first load; choosing a doctor loads it", async ({
    page,
    request,
  }) => {
    // A class name that only react-datepicker's own code holds.
    const pickerCode = 'react-datepicker__navigation--next';
    const html = await (await request.get('/appointments/new/')).text();
    const firstLoad = [...new Set(html.match(/\/_next\/static\/[^"'\s\\)]+\.js/g) ?? [])];
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const src of firstLoad) {
      const body = await (await request.get(src)).text();
      expect(body.includes(pickerCode), `${src} (first load of /appointments/new/)`).toBe(false);
    }

    const lateScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text()).includes(pickerCode)) {
        lateScripts.push(response.url());
      }
    });
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await chooseDoctor(page, 1);
    await expect.poll(() => lateScripts.length).toBeGreaterThan(0);
    await showCalendar(page);
  });

  test('Cancel goes back home without booking', async ({ page }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await page.getByLabel('Reason for visit').fill('Never mind');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL('/');
    expect(await readJson(page, 'appointments')).toBeNull();
  });
});

/**
 * How many times the pick-then-type test repeats: 30 is each of its distinct cycles once (five
 * doctors, two days and three times, the day and the way of clicking sharing a parity). The
 * issue's race lost about one reason in 15, so 30 cycles miss it once in eight runs; a try that
 * finds it shows in CI's report as flaky even when the retry passes. `TYPE_AFTER_PICK_CYCLES=200`
 * runs it longer.
 */
const TYPE_AFTER_PICK_CYCLES = Number(process.env.TYPE_AFTER_PICK_CYCLES ?? 30);

/**
 * What one cycle adds to the test's budget: a doctor, a day and a time chosen and a reason
 * typed key by key, some 50 round trips to a page that renders the form at each. A cycle takes
 * about 1 s on a quiet machine, 3 s at a load of 20 and 3-15 s with the load average at 17-26,
 * where 1.5 s a cycle ran out of its 2 minutes.
 */
const TYPE_AFTER_PICK_CYCLE_MS = 15_000;

test.describe('Typing right after choosing a time', () => {
  test('always reaches the reason, and nothing typed is wiped by a re-render or a focus change', async ({
    page,
  }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    const reason = page.getByLabel('Reason for visit');
    const lost: string[] = [];
    for (let cycle = 0; cycle < TYPE_AFTER_PICK_CYCLES; cycle += 1) {
      // Long by nature: each cycle brings its own budget.
      addStepBudget(TYPE_AFTER_PICK_CYCLE_MS);
      await chooseDoctor(page, cycle % 5);
      await chooseDay(page, { index: cycle % 2 });
      const time = offeredTimes(page).nth(cycle % 3);
      const typed = `Cycle ${cycle}: knee pain`;
      if (cycle % 2 === 0) {
        // At once: the time is chosen and the reason box focused in one moment, as a quick
        // visitor on a slow phone does before the page has caught up with the click.
        await time.evaluate((label) => {
          (label as HTMLElement).click();
          document.getElementById('booking-reason')?.focus();
        });
      } else {
        await time.click();
        await reason.click();
      }
      await page.keyboard.type(typed);
      // Anything the click or the typing set going (a deferred focus, a re-render) has run.
      await untilIdle(page);
      const value = await reason.inputValue();
      const focused = await reason.evaluate((element) => element === document.activeElement);
      if (value !== typed || !focused) lost.push(`cycle ${cycle}: "${value}", focused ${focused}`);
      await expect(timesGroup(page).getByRole('radio', { checked: true })).toHaveCount(1);
      if (cycle < TYPE_AFTER_PICK_CYCLES - 1) await reason.fill('');
    }
    expect(lost).toEqual([]);

    // The last one is booked with its reason as typed.
    await answerDialog(page, () => scheduleButton(page).click());
    const stored = await storedAppointments(page);
    expect(stored.map((appointment) => appointment.reason)).toEqual([
      `Cycle ${TYPE_AFTER_PICK_CYCLES - 1}: knee pain`,
    ]);
  });
});

test.describe('Two tabs', () => {
  test('booking at the same time in both keeps both appointments', async ({ page, context }) => {
    const user = makeUser({ name: 'Two Tabs' });
    const second = await twoTabsAsUser(page, context, user, BOTH_BOOKING);

    const first = { page, reason: 'First tab: annual physical', doctor: 0, timeIndex: 0 };
    const other = { page: second, reason: 'Second tab: skin check', doctor: 1, timeIndex: 2 };
    for (const tab of [first, other]) {
      await chooseDoctor(tab.page, tab.doctor);
      await pickSlot(tab.page, { timeIndex: tab.timeIndex });
      await tab.page.getByLabel('Reason for visit').fill(tab.reason);
    }

    const dialogs = await Promise.all(
      [first, other].map((tab) => answerDialog(tab.page, () => scheduleButton(tab.page).click())),
    );
    for (const dialog of dialogs) {
      expect(dialog).toEqual({ type: 'alert', message: 'Appointment scheduled successfully!' });
    }
    await expect(page).toHaveURL('/appointments/');
    await expect(second).toHaveURL('/appointments/');

    // docs/decisions/005-tabs-share-writes.md allows the tabs a moment to reconcile through the storage event, no more.
    await expect
      .poll(async () =>
        (await storedAppointments(page)).map((appointment) => appointment.reason).sort(),
      )
      .toEqual([first.reason, other.reason].sort());
    const stored = await storedAppointments(page);
    expect(new Set(stored.map((appointment) => appointment.id)).size).toBe(2);
    for (const appointment of stored) {
      expect(appointment).toMatchObject({ patient_id: user.id, status: 'scheduled' });
    }

    // Both tabs list both, also after a reload.
    for (const tab of [page, second]) {
      await expect(appointmentCards(tab)).toHaveCount(2);
      await tab.reload();
      await expect(appointmentCard(tab, first.reason)).toContainText('Upcoming');
      await expect(appointmentCard(tab, other.reason)).toContainText('Upcoming');
    }
  });
});

test.describe('A slot taken in another tab', () => {
  test('is refused at the moment of saving, and nothing is double-booked', async ({
    page,
    context,
  }) => {
    const second = await twoTabsAsUser(
      page,
      context,
      makeUser({ name: 'Same Slot' }),
      BOTH_BOOKING,
    );

    // Both tabs fill in the same doctor and the same slot.
    const slots: PickedSlot[] = [];
    for (const tab of [page, second]) {
      await chooseDoctor(tab, 0);
      slots.push(await pickSlot(tab));
      await tab.getByLabel('Reason for visit').fill('Same slot twice');
    }
    expect(slots[1]?.formatted).toBe(slots[0]?.formatted);

    const booked = await answerDialog(page, () => scheduleButton(page).click());
    expect(booked.message).toBe('Appointment scheduled successfully!');
    await expect(page).toHaveURL('/appointments/');

    await scheduleButton(second).click();
    await expect(formErrors(second)).toHaveText([
      'That time is no longer available. Please choose another.',
    ]);
    await expect(second).toHaveURL('/appointments/new/');
    await expect.poll(async () => (await storedAppointments(second)).length).toBe(1);
  });
});
