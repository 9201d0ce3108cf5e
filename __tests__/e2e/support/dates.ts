import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import type { WallClock as ClinicWallClock } from '../../../lib/clinic';
import { E2E_LOCALE, E2E_TIME_ZONE } from './constants';

/** A local date and time as a person reads it off the picker: month 1–12, 24-hour clock. */
export type WallClock = Omit<ClinicWallClock, 'weekday'>;

/**
 * The long US-style `formatted_date` the list shows (docs/product.md#booking), written with
 * date-fns's own English names so that it is independent of the ICU version:
 * 'Monday, November 23, 2026 at 2:30 PM'.
 */
export function formatWallClock({ year, month, day, hour, minute }: WallClock): string {
  return format(
    new TZDate(year, month - 1, day, hour, minute, 'UTC'),
    "EEEE, MMMM d, yyyy 'at' h:mm a",
  );
}

/** The wall clock of `instant` in the browser's (emulated) time zone. */
export function wallClockOf(instant: Date, timeZone = E2E_TIME_ZONE): WallClock {
  const parts = new Intl.DateTimeFormat(E2E_LOCALE, {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** formatWallClock of an instant, in the browser's time zone. */
export function formatAppointmentDate(instant: Date): string {
  return formatWallClock(wallClockOf(instant));
}

/**
 * Reads the date out of a react-datepicker day's accessible name, e.g.
 * 'Choose Monday, November 23rd, 2026'. Returns year, month (1–12) and day.
 */
export function parseDayLabel(label: string): Pick<WallClock, 'year' | 'month' | 'day'> {
  const match = /\w+ \d{1,2}(?:st|nd|rd|th), \d{4}/.exec(label);
  const date = match ? parse(match[0], 'MMMM do, yyyy', new Date(0)) : null;
  if (!date || !isValid(date)) throw new Error(`Not a date-picker day label: "${label}"`);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Parses a 24-hour 'HH:mm' time-list entry. */
export function parseTime(text: string): Pick<WallClock, 'hour' | 'minute'> {
  const match = /^\s*(\d{2}):(\d{2})\s*$/.exec(text);
  if (!match) throw new Error(`Not a 24-hour HH:mm time: "${text}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * A slot as the booking form's 'First free' line and 'Any doctor' list write it, with date-fns's
 * names like {@link formatWallClock}: 'Thursday 26 November, 09:00'.
 */
export function formatSlotText({ year, month, day, hour, minute }: WallClock): string {
  return format(new TZDate(year, month - 1, day, hour, minute, 'UTC'), 'EEEE d MMMM, HH:mm');
}

/** The start times of a weekday's 16 slots, 'HH:mm' from 09:00 to 16:30 (docs/product.md#booking). */
export const WEEKDAY_TIMES = Array.from({ length: 16 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
