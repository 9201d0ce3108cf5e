import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';
import { clinic } from './clinic';
import type { Locale } from '@/lib/i18n';
import { clinicTexts } from './texts';

// Wall clocks come from `@date-fns/tz`, never hand-written offsets (docs/decisions/012-clinic-time.md).

/** A wall-clock reading in some zone; month 1–12, weekday 0 = Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const DAY_MS = 86_400_000;
/** Per zone: UTC day number → the offset all that day, or null when it changes that day. */
const dayOffsets = new Map<string, Map<number, number | null>>();

/** The UTC offset of `zone` at `instant`, minutes; cached per UTC day (a `tzOffset` costs ~4 µs). */
export function zoneOffsetMinutes(instant: Date | number, zone: string = clinic.timeZone): number {
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

function inZone(instant: Date | number, zone: string = clinic.timeZone): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), zone);
}

/** The wall clock of `instant` in `zone` (docs/product.md#clinic-time). */
export function wallClockOf(instant: Date | number, zone: string = clinic.timeZone): WallClock {
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

/** The instant `zone`'s clock reads that wall time; a time a DST change skips moves forward with the clocks. */
export function fromWallClock(
  wall: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<Pick<WallClock, 'hour' | 'minute'>>,
  zone: string = clinic.timeZone,
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

/** Midnight of the clinic day of `instant`. */
export function startOfClinicDay(instant: Date | number, zone: string = clinic.timeZone): Date {
  return new Date(startOfDay(instant, { in: tz(zone) }).getTime());
}

/** The start of the clinic day `days` days later (23 to 25 hours each). */
export function addClinicDays(
  instant: Date | number,
  days: number,
  zone: string = clinic.timeZone,
): Date {
  return new Date(addDays(startOfDay(instant, { in: tz(zone) }), days).getTime());
}

/** The clinic day of `instant` as 'yyyy-MM-dd'. */
export function clinicDayKey(instant: Date | number, zone: string = clinic.timeZone): string {
  return format(instant, 'yyyy-MM-dd', { in: tz(zone) });
}

/** The instant a clinic day 'yyyy-MM-dd' reads `minute` minutes after its midnight on the clinic's clock. */
export function clinicInstant(day: string, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number);
  return fromWallClock({
    year: year!,
    month: month!,
    day: date!,
    hour: Math.floor(minute / 60),
    minute: minute % 60,
  });
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a clinic day 'yyyy-MM-dd'. */
export function isoWeekdayOf(day: string): number {
  return wallClockOf(clinicInstant(day, 12 * 60)).weekday || 7;
}

/** A *picker date*: a browser-local `Date` whose wall clock is the clinic's, for react-datepicker. */
export function toPickerDate(instant: Date | number, zone: string = clinic.timeZone): Date {
  const wall = wallClockOf(instant, zone);
  return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** The instant a picker date stands for (see {@link toPickerDate}). */
export function fromPickerDate(shown: Date, zone: string = clinic.timeZone): Date {
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

/** The browser's IANA time zone, e.g. 'America/Los_Angeles'. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The 24-hour 'HH:mm' clock of `instant` in `zone`, the clinic's by default: '09:30'
 * (docs/product.md#clinic-time). The one place the site writes a clock time.
 */
export function formatClinicClock(instant: Date | number, zone: string = clinic.timeZone): string {
  return format(instant, 'HH:mm', { in: tz(zone) });
}

/** A clinic day as the time list's legend writes it, e.g. 'Thursday 26 November'. */
export function formatClinicDay(instant: Date, zone: string = clinic.timeZone): string {
  return format(instant, 'EEEE d MMMM', { in: tz(zone) });
}

/** A slot's clinic day and time as the picker writes it: 'Thursday 26 November, 09:00'. */
export function formatSlotDay(start: Date, zone: string = clinic.timeZone): string {
  return `${formatClinicDay(start, zone)}, ${formatClinicClock(start, zone)}`;
}

/** An instant's clock in the clinic's zone and in the visitor's, and whether their days differ. */
export interface VisitorTime {
  /** The clinic's 24-hour clock, '10:00'. */
  clinicClock: string;
  /** The visitor's 24-hour clock, '07:00'. */
  visitorClock: string;
  /** The visitor's IANA zone, which their day is written in. */
  visitorZone: string;
  /** Whether the visitor's calendar day is the clinic's. */
  sameDay: boolean;
}

/**
 * `instant`'s clock in the clinic's zone and the visitor's (docs/product.md#clinic-time), or null
 * when the two read the same: what '10:00 clinic time — 07:00 your time' says, in any language.
 */
export function visitorTimeOf(
  instant: Date | number,
  {
    zone = clinic.timeZone,
    visitorZone = visitorTimeZone(),
  }: { zone?: string; visitorZone?: string } = {},
): VisitorTime | null {
  const clinicWall = wallClockOf(instant, zone);
  const visitorWall = wallClockOf(instant, visitorZone);
  const sameDay =
    clinicWall.year === visitorWall.year &&
    clinicWall.month === visitorWall.month &&
    clinicWall.day === visitorWall.day;
  if (sameDay && clinicWall.hour === visitorWall.hour && clinicWall.minute === visitorWall.minute) {
    return null;
  }
  return {
    clinicClock: formatClinicClock(instant, zone),
    visitorClock: formatClinicClock(instant, visitorZone),
    visitorZone,
    sameDay,
  };
}

/**
 * The visitor's day of `instant` as the site writes a day in `locale`: 'Thursday 26 November'
 * (the English pages' form), 'jueves, 26 de noviembre' (Intl's for Spanish), in `visitorZone`.
 */
export function formatVisitorDay(
  instant: Date | number,
  visitorZone: string,
  locale: Locale,
): string {
  if (locale === 'en') return format(instant, 'EEEE d MMMM', { in: tz(visitorZone) });
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: visitorZone,
  }).format(instant);
}

/** '10:00 clinic time — 07:00 your time', or null when the two clocks read the same. */
export function describeVisitorTime(
  instant: Date | number,
  options: { zone?: string; visitorZone?: string } = {},
): string | null {
  const time = visitorTimeOf(instant, options);
  if (!time) return null;
  return clinicTexts.clinicAndVisitorTime(
    time.clinicClock,
    time.visitorClock,
    time.sameDay ? null : formatVisitorDay(instant, time.visitorZone, 'en'),
  );
}
