import { TZDate } from '@date-fns/tz';
import {
  answerDialog,
  appointmentCard,
  chooseDay,
  chooseDoctor,
  chooseTime,
  expectChosenSlot,
  offeredTimes,
} from './support/app';
import { CLINIC_TIME_ZONE as CLINIC_ZONE, E2E_TIME_ZONE } from './support/constants';
import { formatWallClock, parseDayLabel, WEEKDAY_TIMES } from './support/dates';
import { expect, test } from './support/fixtures';
import { gotoAsUser, makeUser, readJson, type StoredAppointment } from './support/storage';

/**
 * Clinic time (docs/product.md#clinic-time): the e2e exports keep the default clinic zone,
 * America/New_York (site-env.json); here the browser is a visitor elsewhere. The picker still
 * offers the clinic's 09:00–16:30, the booked instant is the clinic's, and the visitor also
 * reads their own time in the form and the list.
 */
test('the e2e exports keep the clinic in the zone the other specs browse in', () => {
  expect(CLINIC_ZONE).toBe(E2E_TIME_ZONE);
});

/** 'HH:mm' of `instant` in `zone`. */
function clock(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

for (const zone of ['America/Los_Angeles', 'Asia/Kathmandu']) {
  test.describe(`A visitor in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test("books the clinic's 10:00 and reads their own time beside it, in the form and the list", async ({
      page,
    }) => {
      const patient = makeUser({ name: 'Traveller' });
      await gotoAsUser(page, '/appointments/new/', patient);
      // The emulation is real: the browser's clock is the visitor's.
      const offset = await page.evaluate(() => new Date().getTimezoneOffset());
      expect(offset).toBe(new TZDate(Date.now(), zone).getTimezoneOffset());
      expect(offset).not.toBe(new TZDate(Date.now(), CLINIC_ZONE).getTimezoneOffset());

      await expect(page.locator('#booking-start-hint')).toContainText(
        "clinic time. Only free times are offered. Times are the clinic's (America/New York).",
      );
      const doctor = await chooseDoctor(page, 0);
      await expect(page.getByTestId('first-free')).toHaveText(
        /^First free: (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday) \d{1,2} [A-Z][a-z]+, (09|10|11|12|13|14|15|16):(00|30)$/,
      );

      const dayLabel = await chooseDay(page, { where: (label) => !/Saturday/.test(label) });
      await expect(offeredTimes(page).first()).toBeVisible();
      // The clinic's weekday hours, whatever the visitor's clock says.
      expect((await offeredTimes(page).allTextContents()).map((text) => text.trim())).toEqual(
        WEEKDAY_TIMES,
      );
      await chooseTime(page, '10:00');

      const day = parseDayLabel(dayLabel);
      const instant = new Date(
        new TZDate(day.year, day.month - 1, day.day, 10, 0, 0, 0, CLINIC_ZONE).getTime(),
      );
      const ownTime = `10:00 clinic time — ${clock(instant, zone)} your time`;
      expect(clock(instant, zone)).not.toBe('10:00');
      await expect(page.getByTestId('visitor-time')).toHaveText(ownTime);

      await page.getByLabel('Reason for visit').fill('Travel vaccination');
      const alert = await answerDialog(page, () =>
        page.getByRole('button', { name: 'Schedule Appointment' }).click(),
      );
      expect(alert.message).toBe('Appointment scheduled successfully!');
      await expect(page).toHaveURL('/appointments/');

      const formatted = formatWallClock({ ...day, hour: 10, minute: 0 });
      const stored = await readJson<StoredAppointment[]>(page, 'appointments');
      expect(stored).toEqual([
        expect.objectContaining({
          doctor_name: doctor.name,
          date_time: instant.toISOString(),
          formatted_date: formatted,
          reason: 'Travel vaccination',
        }),
      ]);
      const card = appointmentCard(page, 'Travel vaccination');
      await expect(card).toContainText(formatted);
      await expect(card).toContainText(ownTime);
    });
  });
}

test.describe('A visitor in the clinic’s own zone', () => {
  test('reads clinic time alone: no second clock, no note', async ({ page }) => {
    await gotoAsUser(page, '/appointments/new/', makeUser());
    await chooseDoctor(page, 0);
    await expect(page.getByTestId('first-free')).toBeVisible();
    await chooseDay(page);
    await chooseTime(page, '10:00');
    await expectChosenSlot(page, { time: '10:00' });
    await expect(page.getByTestId('visitor-time')).toHaveCount(0);
    await expect(page.locator('#booking-start-hint')).not.toContainText("Times are the clinic's");
  });
});
