import { env } from '@/lib/config/env';
import type { ClinicFile } from './clinic-file';
import { offersVisitType, type VisitType } from './visit-types';
import { minutesOfDay, WEEKDAYS, type Weekday } from './weekdays';

/**
 * The clinic's facts, in one place (docs/configuration.md#the-clinic-file): its doctors and their
 * weekly hours, the closure dates, the visit types and the start grid from the clinic file
 * (clinic.json, or the file the build setting CLINIC_FILE names; next.config.mjs passes its text
 * as CLINIC_FILE_JSON; docs/visit-types.md), the slot length and booking horizon
 * (docs/product.md#booking), the cancellation notice period
 * (docs/product.md#cancellation), and its name, contact and time zone from this build's
 * settings (`NEXT_PUBLIC_CLINIC_*`, docs/product.md#clinic-time). Slots, the booking form's
 * hint, the typed date, the assistant's hours answer and the e-mails read them from here; the
 * SQL seed is tested against the default file (__tests__/lib/clinic/clinic-sql.test.ts).
 */

/** A doctor of the clinic (docs/product.md#booking). */
export interface Doctor {
  id: number;
  name: string;
  specialty: string;
}

/** One opening range, clinic wall clock, 'HH:mm' (24 h, '24:00' allowed); the last start is `close` minus a slot. */
interface TimeRange {
  open: string;
  close: string;
}

/** A week's opening ranges per weekday, in order; an empty list is closed. */
export type WeekHours = Readonly<Record<Weekday, readonly TimeRange[]>>;

/** A day the whole clinic is closed: a clinic date 'yyyy-MM-dd' and its name ('Christmas Day'). */
interface Closure {
  date: string;
  name: string;
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
  /** The doctors patients can book, in the file's order. */
  doctors: readonly Doctor[];
  /** Each doctor's week, by doctor id: the doctor's own hours, or the clinic's. */
  doctorHours: ReadonlyMap<number, WeekHours>;
  /** The clinic's opening hours: every doctor's ranges of a day merged. */
  hours: WeekHours;
  /** Closure dates, in date order. */
  closures: readonly Closure[];
  /**
   * The kinds of visit it offers, in the file's order, at least one (docs/visit-types.md); the
   * default clinic's one is the 30-minute consultation.
   */
  visitTypes: readonly VisitType[];
  /** Minutes between the starts a visit may take, from the clinic's midnight (docs/visit-types.md#the-start-grid). */
  gridMinutes: number;
  /**
   * Length of a visit of the first visit type, minutes (the default clinic's 30): what the
   * booking hint names, and the length and step shared mode's front desk and waitlist use.
   */
  slotMinutes: number;
  /** How many clinic days ahead of today can be booked: the longest horizon of its visit types. */
  horizonDays: number;
  /** Hours before an appointment inside which a cancellation is late (it still goes through). */
  noticeHours: number;
}

/** A week with every weekday, in start order. */
function fullWeek(week: Partial<Record<Weekday, readonly TimeRange[]>>): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [...(week[day] ?? [])].sort((a, b) => minutesOfDay(a.open) - minutesOfDay(b.open)),
    ]),
  ) as unknown as WeekHours;
}

/** The union of `weeks`, per weekday, touching or overlapping ranges merged. */
function mergeWeeks(weeks: readonly WeekHours[]): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const ranges = weeks
        .flatMap((week) => week[day])
        .sort((a, b) => minutesOfDay(a.open) - minutesOfDay(b.open));
      const merged: TimeRange[] = [];
      for (const range of ranges) {
        const last = merged.at(-1);
        if (last && minutesOfDay(range.open) <= minutesOfDay(last.close)) {
          if (minutesOfDay(range.close) > minutesOfDay(last.close)) last.close = range.close;
        } else merged.push({ ...range });
      }
      return [day, merged];
    }),
  ) as unknown as WeekHours;
}

/**
 * The clinic from a parsed clinic file and this build's settings (docs/configuration.md#the-clinic-file).
 * Pure, so tests can build other clinics.
 */
export function buildClinic(file: ClinicFile): Clinic {
  const clinicWeek = fullWeek(file.hours);
  const doctorHours = new Map(
    file.doctors.map((doctor) => [doctor.id, doctor.hours ? fullWeek(doctor.hours) : clinicWeek]),
  );
  return {
    name: env.NEXT_PUBLIC_CLINIC_NAME,
    phone: env.NEXT_PUBLIC_CLINIC_PHONE,
    email: env.NEXT_PUBLIC_CLINIC_EMAIL,
    address: env.NEXT_PUBLIC_CLINIC_ADDRESS,
    timeZone: env.NEXT_PUBLIC_CLINIC_TIMEZONE,
    doctors: file.doctors.map(({ id, name, specialty }) => ({ id, name, specialty })),
    doctorHours,
    hours: mergeWeeks([...doctorHours.values()]),
    closures: [...file.closures].sort((a, b) => a.date.localeCompare(b.date)),
    visitTypes: file.visitTypes,
    gridMinutes: file.gridMinutes,
    slotMinutes: file.visitTypes[0]!.durationMinutes,
    horizonDays: Math.max(...file.visitTypes.map((type) => type.horizonDays)),
    noticeHours: env.NEXT_PUBLIC_CANCEL_NOTICE_HOURS,
  };
}

/**
 * This build's clinic, from CLINIC_FILE_JSON: the clinic file already checked and filled in by
 * `checkedClinicFileJson` (scripts/clinic-file.mjs), which next.config.mjs inlines for the
 * browser and jest.config.mjs and the Node scripts set. The browser so never runs the file's
 * checks, whose schemas would add ~2.4 KB to every page (docs/visit-types.md#checked-at-build).
 * @throws {Error} when CLINIC_FILE_JSON is not set (a script that did not call the helper).
 */
export const clinic: Clinic = buildClinic(checkedClinicFile());

function checkedClinicFile(): ClinicFile {
  const json = process.env.CLINIC_FILE_JSON;
  if (!json)
    throw new Error(
      'CLINIC_FILE_JSON is not set: load the clinic file with scripts/clinic-file.mjs first.',
    );
  return JSON.parse(json) as ClinicFile;
}

/** The week of the doctor with `doctorId`; the clinic's opening hours for none or one not in the file (shared mode). */
export function hoursOf(doctorId: number | string | null, from: Clinic = clinic): WeekHours {
  return (doctorId === null ? undefined : from.doctorHours.get(Number(doctorId))) ?? from.hours;
}

/** The clinic's visit type with `id`, if it offers one (docs/visit-types.md). */
export function visitTypeById(id: string, from: Clinic = clinic): VisitType | undefined {
  return from.visitTypes.find((type) => type.id === id);
}

/** The visit types `doctor` offers, in the clinic's order (docs/visit-types.md#who-offers-a-type). */
export function visitTypesFor(
  doctor: Pick<Doctor, 'id' | 'specialty'>,
  from: Clinic = clinic,
): VisitType[] {
  return from.visitTypes.filter((type) => offersVisitType(type, doctor));
}

/** Whether the clinic date 'yyyy-MM-dd' is a closure day. */
export function isClosureDate(date: string, from: Clinic = clinic): boolean {
  return from.closures.some((closure) => closure.date === date);
}

/** A run of consecutive weekdays (Monday first) with the same hours. */
interface HoursRun {
  first: Weekday;
  last: Weekday;
  ranges: readonly TimeRange[];
}

/** Monday to Sunday, the order hours are read out in. */
const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

const sameRanges = (a: readonly TimeRange[], b: readonly TimeRange[]) =>
  a.length === b.length &&
  a.every((range, index) => range.open === b[index]!.open && range.close === b[index]!.close);

/** The week as runs of days with equal hours, Monday first: Mon–Fri 9–17, Sat 10–14, Sun closed. */
function weeklyHoursRuns(hours: WeekHours): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const day of WEEK_FROM_MONDAY) {
    const previous = runs.at(-1);
    if (previous && sameRanges(previous.ranges, hours[day])) previous.last = day;
    else runs.push({ first: day, last: day, ranges: hours[day] });
  }
  return runs;
}

const capitalise = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** 'Monday to Friday', or 'Saturday' for a one-day run. */
function daysOf(run: HoursRun, words: HoursWords = ENGLISH_HOURS): string {
  return run.first === run.last
    ? words.day(run.first)
    : words.days(words.day(run.first), words.day(run.last));
}

/** How {@link describeOpenHours} writes a day, a run of days and the last of a list, by language. */
export interface HoursWords {
  /** 'monday' → 'Monday'. */
  day: (day: Weekday) => string;
  /** ('Monday', 'Friday') → 'Monday to Friday'. */
  days: (first: string, last: string) => string;
  /** ('Monday to Friday 9:00–17:00', 'Saturday 10:00–14:00') → '… and …'. */
  and: (list: string, last: string) => string;
  /** ('09:00', '17:00'), the clinic's 'HH:mm' → '9:00–17:00', the default; a language may read it out. */
  range?: (open: string, close: string) => string;
}

const ENGLISH_HOURS: HoursWords = {
  day: capitalise,
  days: (first, last) => `${first} to ${last}`,
  and: (list, last) => `${list} and ${last}`,
};

/** '09:00' → '9:00 AM', '17:00' → '5:00 PM', '24:00' → '12:00 AM'. */
function twelveHour(time: string): string {
  const minutes = minutesOfDay(time) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${((hour + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** '09:00' → '9:00'. */
const twentyFourHour = (time: string) => time.replace(/^0(?=\d:)/, '');

/**
 * The week's hours read out, 12-hour clock, as the assistant states them
 * (docs/product.md#timings-and-limits): 'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM
 * to 2:00 PM, closed Sunday and holidays'. A day with a break reads '9:00 AM to 12:00 PM and
 * 1:00 PM to 5:00 PM'; with no closed weekday it ends 'closed on holidays'.
 */
export function describeHoursSpoken(hours: WeekHours = clinic.hours): string {
  const runs = weeklyHoursRuns(hours);
  const parts = runs.map((run) =>
    run.ranges.length > 0
      ? `${daysOf(run)} ${run.ranges.map((range) => `${twelveHour(range.open)} to ${twelveHour(range.close)}`).join(' and ')}`
      : `closed ${daysOf(run)}`,
  );
  return runs.at(-1)!.ranges.length === 0
    ? `${parts.join(', ')} and holidays`
    : `${parts.join(', ')}, closed on holidays`;
}

/**
 * The open days' hours, 24-hour clock, for the booking form's hint
 * (docs/product.md#clinic-time): 'Monday to Friday 9:00–17:00 and Saturday 10:00–14:00'.
 */
export function describeOpenHours(
  hours: WeekHours = clinic.hours,
  words: HoursWords = ENGLISH_HOURS,
): string {
  const open = weeklyHoursRuns(hours).flatMap((run) =>
    run.ranges.length > 0
      ? [
          `${daysOf(run, words)} ${run.ranges.map(({ open, close }) => words.range?.(open, close) ?? `${twentyFourHour(open)}–${twentyFourHour(close)}`).join(', ')}`,
        ]
      : [],
  );
  return open.length > 1 ? words.and(open.slice(0, -1).join(', '), open.at(-1)!) : open.join('');
}
