/*
 * The week and the wall clock as the clinic file writes them (docs/configuration.md#the-clinic-file):
 * plain data, with no schema, so that the browser can read the clinic without its checks.
 */

/** Weekday names, Sunday first, as `Date#getDay` and ISO 8601 (7 = Sunday) number them. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
/** A weekday's name. */
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes after midnight of an 'HH:mm' wall-clock time ('24:00' is 1440). */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
