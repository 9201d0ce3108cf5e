import { halfHours } from '../support/clinic-file';
import { doctorOptions, doctorSelect, offeredTimes } from './support/app';
import { expect, test } from './support/fixtures';
import { ownerQuery, ownWeek, runCopy, slots } from './support/shared-api';
import {
  expectFirstFree,
  openBookingFormAs,
  patientOn,
  runOnSharedSite,
  setBrowserClock,
} from './support/shared-site';

/**
 * The clinic's data in shared mode (docs/clinic-calendar.md#the-clinics-data): a doctor added in
 * the database, with working hours of her own, is listed and offered by the shared-mode export
 * with no new build. She is removed again after the test, so other specs see the five doctors.
 */

runOnSharedSite();

/**
 * Runs `run` with doctor `id` inserted with SQL and one weekly range (ISO `weekday`, clinic
 * wall clock), as the clinic would add her; removes her again whatever happens.
 */
async function withDatabaseDoctor(
  doctor: { id: number; name: string; specialty: string },
  hours: { weekday: number; start: string; end: string },
  run: () => Promise<void>,
): Promise<void> {
  await ownerQuery('insert into clinic.doctors (id, name, specialty) values ($1, $2, $3)', [
    doctor.id,
    doctor.name,
    doctor.specialty,
  ]);
  try {
    await ownerQuery(
      `insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time)
       values ($1, date '2000-01-01', $2, $3, $4)`,
      [doctor.id, hours.weekday, hours.start, hours.end],
    );
    await run();
  } finally {
    await ownerQuery('delete from clinic.working_hours where doctor_id = $1', [doctor.id]);
    await ownerQuery('delete from clinic.doctors where id = $1', [doctor.id]);
  }
}

test.describe("Shared mode: the clinic's data", () => {
  test('a doctor inserted with SQL appears in the picker with her own hours, no new build', async ({
    page,
    request,
  }) => {
    const doctorId = 900 + runCopy();
    const week = ownWeek(240);
    const [mondayMidnight, mondayAtNine] = await slots(week, 1, ['00:00', '09:00']);
    // Mondays 09:00–12:00 only.
    const lena = { id: doctorId, name: 'Dr. Lena Park', specialty: 'Pediatrics' };
    await withDatabaseDoctor(lena, { weekday: 1, start: '09:00', end: '12:00' }, async () => {
      // Monday 07:00 of the test's own week.
      await setBrowserClock(page, mondayMidnight!, 7);
      await patientOn(page, request, 'Lena');
      await page.goto('/appointments/new/');

      expect(await doctorOptions(page)).toContain('Dr. Lena Park — Pediatrics');
      await (await doctorSelect(page)).selectOption(String(doctorId));
      await expectFirstFree(page, mondayAtNine!);
      // Her Monday: six times, 09:00 to 11:30, read from available_slots for her month.
      await expect(offeredTimes(page)).toHaveText(halfHours('09:00', '11:30'));
    });
  });

  test("the picker's times follow the doctor's hours in the database, even where the clinic file is closed", async ({
    page,
    request,
  }) => {
    // Sunday: closed in the clinic file; the database gives this doctor 12:00–15:00.
    const [sundayMidnight, sundayNoon] = await slots(ownWeek(245), 7, ['00:00', '12:00']);
    const omar = { id: 950 + runCopy(), name: 'Dr. Omar Haddad', specialty: 'Dermatology' };
    await withDatabaseDoctor(omar, { weekday: 7, start: '12:00', end: '15:00' }, async () => {
      await setBrowserClock(page, sundayMidnight!, 7);
      await openBookingFormAs(page, request, 'Omar', omar.id);
      await expectFirstFree(page, sundayNoon!);
      await expect(offeredTimes(page)).toHaveText(halfHours('12:00', '14:30'));
    });
  });
});
