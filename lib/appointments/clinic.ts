import { cancelNoticeHours, clinic as clinicSettings } from '@/lib/config/env';
import type { Doctor } from './domain';

/**
 * The clinic's facts, in one place: its doctors, weekly hours, slot length and booking horizon
 * (docs/product.md#booking), the cancellation notice period (docs/product.md#cancellation), and
 * its name, contact and time zone (docs/product.md#clinic-time). Booking rules, the assistant's hours answer, the
 * booking form's hint and the e-mails read them from here; the SQL seed and the database's hours
 * check are tested against them (__tests__/lib/appointments/clinic-sql.test.ts).
 *
 * Plain JSON-shaped data (wall-clock times as 'HH:mm' strings, weekdays by name), so that it can
 * become a validated clinic file. The name, contact and zone come from this build's settings
 * (`NEXT_PUBLIC_CLINIC_*`), the notice period from `NEXT_PUBLIC_CANCEL_NOTICE_HOURS`.
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
type Weekday = (typeof WEEKDAYS)[number];

/** One day's opening hours, clinic wall clock, 'HH:mm' (24 h); the last start is `close` minus a slot. */
interface DayHours {
  open: string;
  close: string;
}

/** Everything the site knows about the clinic. */
export interface Clinic {
  /** Shown in the title, the navigation, e-mails and calendar files. */
  name: string;
  /** Telephone number as shown, e.g. '(555) 010-2030'. */
  phone: string;
  /** Support e-mail address. */
  email: string;
  /** Postal address (calendar files' location). */
  address: string;
  /** IANA time zone of the hours and every appointment, e.g. 'America/New_York'. */
  timeZone: string;
  /** The doctors patients can book, one per specialty. */
  doctors: readonly Doctor[];
  /** Opening hours per weekday; null is closed. */
  hours: Readonly<Record<Weekday, DayHours | null>>;
  /** Length of an appointment and step between slot starts, minutes. */
  slotMinutes: number;
  /** How many clinic days ahead of today can be booked. */
  horizonDays: number;
  /** Hours before an appointment inside which a cancellation is late (it still goes through). */
  noticeHours: number;
}

const WEEKDAY_HOURS: DayHours = { open: '09:00', close: '17:00' };

/** This build's clinic. */
export const clinic: Clinic = {
  ...clinicSettings,
  doctors: [
    { id: 1, name: 'Dr. Amelia Hart', specialty: 'Cardiology' },
    { id: 2, name: 'Dr. Rafael Moreno', specialty: 'Dermatology' },
    { id: 3, name: 'Dr. Priya Nair', specialty: 'Neurology' },
    { id: 4, name: 'Dr. Samuel Okafor', specialty: 'Family Medicine' },
    { id: 5, name: 'Dr. Helen Fischer', specialty: 'Orthopedics' },
  ],
  hours: {
    sunday: null,
    monday: WEEKDAY_HOURS,
    tuesday: WEEKDAY_HOURS,
    wednesday: WEEKDAY_HOURS,
    thursday: WEEKDAY_HOURS,
    friday: WEEKDAY_HOURS,
    saturday: { open: '10:00', close: '14:00' },
  },
  slotMinutes: 30,
  horizonDays: 90,
  noticeHours: cancelNoticeHours,
};

/** Minutes after midnight of an 'HH:mm' wall-clock time. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A run of consecutive weekdays (Monday first) with the same hours. */
interface HoursRun {
  first: Weekday;
  last: Weekday;
  hours: DayHours | null;
}

/** Monday to Sunday, the order hours are read out in. */
const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** The week as runs of days with equal hours, Monday first: Mon–Fri 9–17, Sat 10–14, Sun closed. */
function weeklyHoursRuns(hours: Clinic['hours'] = clinic.hours): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const day of WEEK_FROM_MONDAY) {
    const today = hours[day];
    const previous = runs.at(-1);
    const same =
      previous &&
      (previous.hours === today ||
        (previous.hours !== null &&
          today !== null &&
          previous.hours.open === today.open &&
          previous.hours.close === today.close));
    if (same) previous.last = day;
    else runs.push({ first: day, last: day, hours: today });
  }
  return runs;
}

const capitalise = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** 'Monday to Friday', or 'Saturday' for a one-day run. */
function daysOf(run: HoursRun): string {
  return run.first === run.last
    ? capitalise(run.first)
    : `${capitalise(run.first)} to ${capitalise(run.last)}`;
}

/** '09:00' → '9:00 AM', '17:00' → '5:00 PM'. */
function twelveHour(time: string): string {
  const minutes = minutesOfDay(time);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${((hour + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** '09:00' → '9:00'. */
const twentyFourHour = (time: string) => time.replace(/^0(?=\d:)/, '');

/**
 * The week's hours read out, 12-hour clock, as the assistant states them
 * (docs/product.md#timings-and-limits): 'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM
 * to 2:00 PM, closed Sunday'.
 */
export function describeHoursSpoken(hours: Clinic['hours'] = clinic.hours): string {
  return weeklyHoursRuns(hours)
    .map((run) =>
      run.hours
        ? `${daysOf(run)} ${twelveHour(run.hours.open)} to ${twelveHour(run.hours.close)}`
        : `closed ${daysOf(run)}`,
    )
    .join(', ');
}

/**
 * The open days' hours, 24-hour clock, for the booking form's hint
 * (docs/product.md#clinic-time): 'Monday to Friday 9:00–17:00 and Saturday 10:00–14:00'.
 */
export function describeOpenHours(hours: Clinic['hours'] = clinic.hours): string {
  const open = weeklyHoursRuns(hours).flatMap((run) =>
    run.hours
      ? [`${daysOf(run)} ${twentyFourHour(run.hours.open)}–${twentyFourHour(run.hours.close)}`]
      : [],
  );
  return open.length > 1 ? `${open.slice(0, -1).join(', ')} and ${open.at(-1)}` : open.join('');
}
