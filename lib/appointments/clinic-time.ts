import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';
import { clinic } from './clinic';
import { timeTexts } from './texts';

/**
 * Clinic time (docs/product.md#clinic-time, docs/decisions/012-clinic-time.md): slots, clinic
 * hours and every appointment date are the clinic's wall clock in its IANA zone, whatever zone
 * the visitor's browser is in. Instants (`Date`, ms since the epoch) identify slots; wall
 * clocks are computed with `@date-fns/tz`, never with hand-written offsets, so daylight-saving
 * changes are the time-zone database's.
 */

/** The clinic's IANA time zone (`NEXT_PUBLIC_CLINIC_TIMEZONE`, default 'America/New_York'). */
export const CLINIC_TIME_ZONE: string = clinic.timeZone;

/** A wall-clock reading in some zone. */
export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  /** Day of the month, 1–31. */
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const DAY_MS = 86_400_000;
/** Per zone: UTC day number → the zone's offset all that day, or null when it changes that day. */
const dayOffsets = new Map<string, Map<number, number | null>>();

/**
 * The UTC offset of `zone` at `instant`, minutes (+345 for Kathmandu), from the time-zone
 * database through `@date-fns/tz`'s `tzOffset`. Busy indexes ask this for thousands of stored
 * appointments, and each `tzOffset` call formats a date (about 4 µs), so the offset is kept
 * per UTC day: a day whose offset is the same at both ends answers from the cache; a day with
 * a change asks `tzOffset` for the instant itself.
 */
export function zoneOffsetMinutes(instant: Date | number, zone: string = CLINIC_TIME_ZONE): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const day = Math.floor(time / DAY_MS);
  let days = dayOffsets.get(zone);
  if (!days) dayOffsets.set(zone, (days = new Map()));
  let offset = days.get(day);
  if (offset === undefined) {
    const start = tzOffset(zone, new Date(day * DAY_MS));
    const end = tzOffset(zone, new Date((day + 1) * DAY_MS - 1));
    offset = start === end ? start : null;
    if (days.size > 20_000) days.clear();
    days.set(day, offset);
  }
  return offset ?? tzOffset(zone, new Date(time));
}

/** `instant` as a `TZDate` in `zone`: its getters read that zone's wall clock. */
function inZone(instant: Date | number, zone: string = CLINIC_TIME_ZONE): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), zone);
}

/** The wall clock of `instant` in `zone` (default the clinic's). */
export function wallClockOf(instant: Date | number, zone: string = CLINIC_TIME_ZONE): WallClock {
  const date = inZone(instant, zone);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    weekday: date.getDay(),
  };
}

/**
 * The instant at which `zone`'s clock reads the given wall-clock time. A time skipped by a
 * daylight-saving change (02:30 on a spring-forward night) moves forward as the zone's clocks
 * did; clinic hours never include one.
 * @param wall month 1–12; hour and minute default to 0.
 * @returns a plain `Date` (an instant).
 */
export function fromWallClock(
  wall: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<Pick<WallClock, 'hour' | 'minute'>>,
  zone: string = CLINIC_TIME_ZONE,
): Date {
  const date = new TZDate(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    0,
    0,
    zone,
  );
  return new Date(date.getTime());
}

/** The instant the clinic day of `instant` begins (midnight in `zone`), as a plain `Date`. */
export function startOfClinicDay(instant: Date | number, zone: string = CLINIC_TIME_ZONE): Date {
  return new Date(startOfDay(instant, { in: tz(zone) }).getTime());
}

/** The start of the clinic day `days` calendar days after that of `instant` (23 to 25 hours each). */
export function addClinicDays(
  instant: Date | number,
  days: number,
  zone: string = CLINIC_TIME_ZONE,
): Date {
  return new Date(addDays(startOfDay(instant, { in: tz(zone) }), days).getTime());
}

/** The clinic day of `instant` as 'yyyy-MM-dd' (a key for grouping slots by day). */
export function clinicDayKey(instant: Date | number, zone: string = CLINIC_TIME_ZONE): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(zone) });
}

/**
 * react-datepicker works in the browser's own zone. The picker is shown *picker dates*: local
 * `Date`s whose wall clock is the clinic's, so its calendar and time list read clinic time
 * wherever the visitor is. `toPickerDate` makes one from an instant; {@link fromPickerDate}
 * turns what the picker returns back into the instant.
 * @returns a `Date` in the browser's zone reading `instant`'s clinic wall clock.
 */
export function toPickerDate(instant: Date | number, zone: string = CLINIC_TIME_ZONE): Date {
  const wall = wallClockOf(instant, zone);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/**
 * The instant a picker date stands for: its browser-local wall clock read as the clinic's
 * (see {@link toPickerDate}).
 */
export function fromPickerDate(shown: Date, zone: string = CLINIC_TIME_ZONE): Date {
  return fromWallClock(
    {
      year: shown.getFullYear(),
      month: shown.getMonth() + 1,
      day: shown.getDate(),
      hour: shown.getHours(),
      minute: shown.getMinutes(),
    },
    zone,
  );
}

/** The browser's (or Node's) IANA time zone, e.g. 'America/Los_Angeles'. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 24-hour 'HH:mm' of `instant` in `zone`. */
function formatClockTime(instant: Date | number, zone: string = CLINIC_TIME_ZONE): string {
  return format(instant, 'HH:mm', { in: tz(zone) });
}

/**
 * The clinic time of `instant` with the visitor's own beside it, e.g.
 * '10:00 clinic time — 07:00 your time', or '16:30 clinic time — 03:15 Tuesday 24 November
 * your time' when the visitor's day differs (texts: lib/appointments/texts.ts).
 * @param visitorZone IANA zone; default the browser's.
 * @returns null when the visitor's clock reads the same as the clinic's at that instant (then
 * only clinic time is shown).
 */
export function describeVisitorTime(
  instant: Date | number,
  {
    zone = CLINIC_TIME_ZONE,
    visitorZone = visitorTimeZone(),
  }: { zone?: string; visitorZone?: string } = {},
): string | null {
  const clinicWall = wallClockOf(instant, zone);
  const visitorWall = wallClockOf(instant, visitorZone);
  const sameDay =
    clinicWall.year === visitorWall.year &&
    clinicWall.month === visitorWall.month &&
    clinicWall.day === visitorWall.day;
  if (sameDay && clinicWall.hour === visitorWall.hour && clinicWall.minute === visitorWall.minute) {
    return null;
  }
  return timeTexts.clinicAndVisitorTime(
    formatClockTime(instant, zone),
    formatClockTime(instant, visitorZone),
    sameDay ? null : format(instant, 'EEEE d MMMM', { in: tz(visitorZone) }),
  );
}
