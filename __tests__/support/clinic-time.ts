import { TZDate } from '@date-fns/tz';
import { CLINIC_TIME_ZONE } from '@/lib/appointments/clinic-time';

/**
 * The instant the clinic's clock reads the given time: `new Date(year, monthIndex, …)` read in
 * the clinic's zone (docs/product.md#clinic-time) instead of the zone the tests run in.
 * @param monthIndex 0–11, as `new Date` takes it.
 * @returns a plain `Date`.
 */
export function clinicTime(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  zone: string = CLINIC_TIME_ZONE,
): Date {
  return new Date(new TZDate(year, monthIndex, day, hour, minute, second, 0, zone).getTime());
}

/**
 * The instant the clinic's clock reads `hour:minute` on `day` November 2026, the month the slot
 * and appointment-list tests are set in.
 */
export function novemberAt(day: number, hour: number, minute = 0): Date {
  return clinicTime(2026, 10, day, hour, minute);
}
