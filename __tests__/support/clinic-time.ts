import { TZDate } from '@date-fns/tz';
import { clinic } from '@/lib/clinic';

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
  zone: string = clinic.timeZone,
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

/** Wednesday 25 November 2026, noon clinic time: "now" in the appointment list and schedule tests. */
export const NOVEMBER_25_NOON = novemberAt(25, 12);

/** What a test expects in each zone jest.config.mjs runs the clinic-time tests in. */
export interface PerVisitorZone<T> {
  'America/New_York': T;
  'America/Los_Angeles': T;
  'Asia/Kathmandu': T;
}

/**
 * The expected value for the zone this test runs in, the visitor's (docs/product.md#clinic-time).
 * ICU may name Kathmandu by its alias 'Asia/Katmandu'.
 * @throws Error when the test runs in a zone `expected` does not cover.
 */
export function forVisitorZone<T>(expected: PerVisitorZone<T>): T {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const key = zone === 'Asia/Katmandu' ? 'Asia/Kathmandu' : zone;
  if (!(key in expected)) throw new Error(`No expectation for visitors in ${zone}.`);
  return expected[key as keyof PerVisitorZone<T>];
}
