import { addMinutes } from 'date-fns';
import { normalizeEmail } from '@/lib/account';
import type { Appointment } from '@/lib/appointments';
import { type Id } from '@/lib/storage/ids';
import {
  clinic,
  hoursOf,
  isClosureDate,
  minutesOfDay,
  type WeekHours,
  WEEKDAYS,
  fromWallClock,
  type WallClock,
  zoneOffsetMinutes,
  wallClockOf,
  hoursOn,
  type WorkingHoursRow,
} from '@/lib/clinic';

/** One opening range, minutes after the clinic's midnight; the last start is `close - 30`. */
export interface OpeningRange {
  open: number;
  close: number;
}

/** Each week's ranges by weekday (0 = Sunday) in minutes, computed once per week. */
const rangesByWeek = new WeakMap<WeekHours, readonly (readonly OpeningRange[])[]>();

function weekRanges(week: WeekHours): readonly (readonly OpeningRange[])[] {
  let ranges = rangesByWeek.get(week);
  if (!ranges) {
    ranges = WEEKDAYS.map((day) =>
      week[day].map((range) => ({
        open: minutesOfDay(range.open),
        close: minutesOfDay(range.close),
      })),
    );
    rangesByWeek.set(week, ranges);
  }
  return ranges;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The opening hours slots are cut from (docs/clinic-calendar.md#the-clinics-data): the clinic file's
 * in local mode ({@link CLINIC_FILE_GRID}), the database's working hours in shared mode once read
 * ({@link workingHoursGrid}). The appointments store holds the one in force.
 */
export interface SlotGrid {
  /**
   * The opening ranges of the doctor (null: the clinic's, every doctor's merged) on the clinic
   * day `day` ('YYYY-MM-DD', `weekday` 0 = Sunday), minutes after the clinic's midnight, in start
   * order. The same day and doctor give the same array, so callers may key caches on it.
   */
  rangesOn(day: string, weekday: number, doctorId: Id | null): readonly OpeningRange[];
}

/** The clinic file's hours, none on its closure dates (docs/configuration.md#the-clinic-file). */
export const CLINIC_FILE_GRID: SlotGrid = {
  rangesOn: (day, weekday, doctorId) =>
    isClosureDate(day) ? [] : (weekRanges(hoursOf(doctorId))[weekday] ?? []),
};

/** Ranges in start order, touching or overlapping ones merged. */
function mergeRanges(ranges: readonly OpeningRange[]): OpeningRange[] {
  const merged: OpeningRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.open - b.open)) {
    const last = merged.at(-1);
    if (last && range.open <= last.close) last.close = Math.max(last.close, range.close);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Shared mode's grid from the rows of `/working_hours` (ISO weekday, clinic wall clock, each
 * doctor's week in force from its `valid_from`; docs/clinic-calendar.md#the-clinics-data). Time off
 * and closures are not in it: `available_slots` leaves them out of the free times.
 */
export function workingHoursGrid(rows: readonly WorkingHoursRow[]): SlotGrid {
  const doctorIds = [...new Set(rows.map((row) => row.doctor_id))];
  // Each doctor-day's ranges are worked out once: the calendar asks for every day it shows.
  const byDoctorDay = new Map<string, readonly OpeningRange[]>();
  return {
    rangesOn: (day, _weekday, doctorId) => {
      const key = `${doctorId ?? ''}|${day}`;
      let ranges = byDoctorDay.get(key);
      if (!ranges) {
        const ids = doctorId === null ? doctorIds : [Number(doctorId)];
        ranges = mergeRanges(
          ids.flatMap((id) =>
            hoursOn(rows, id, day).map(({ start, end }) => ({ open: start, close: end })),
          ),
        );
        byDoctorDay.set(key, ranges);
      }
      return ranges;
    },
  };
}

/** The grid's ranges on the clinic day of `wall`. */
function rangesOn(grid: SlotGrid, wall: WallClock, doctorId: Id | null) {
  const day = `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
  return grid.rangesOn(day, wall.weekday, doctorId);
}

/**
 * The opening ranges of the doctor (null: the clinic's) on the clinic day `date` falls on in
 * `zone`, as {@link SlotGrid.rangesOn} gives them (the same array for the same day and hours).
 */
export function openingRangesOn(
  date: Date,
  zone: string = clinic.timeZone,
  doctorId: Id | null = null,
  grid: SlotGrid = CLINIC_FILE_GRID,
): readonly OpeningRange[] {
  return rangesOn(grid, wallClockOf(date, zone), doctorId);
}

/** Why a slot can or cannot be booked. */
export type SlotCheck = 'bookable' | 'past' | 'closed' | 'doctor-busy' | 'patient-busy';

/** The patient a slot is checked for: matched by id or by e-mail, as the list matches them. */
export interface SlotPatient {
  id: Id;
  email: string;
}

/**
 * Whether a 30-minute appointment at `start` lies inside the hours of the doctor (null: of the
 * clinic) on the clinic's :00/:30, not on a closure date (docs/product.md#booking,
 * docs/configuration.md#the-clinic-file).
 */
export function isWithinClinicHours(
  start: Date,
  zone: string = clinic.timeZone,
  doctorId: Id | null = null,
  grid: SlotGrid = CLINIC_FILE_GRID,
): boolean {
  if (start.getTime() % 60_000 !== 0) return false;
  const wall = wallClockOf(start, zone);
  const minute = wall.hour * 60 + wall.minute;
  return (
    minute % clinic.slotMinutes === 0 &&
    rangesOn(grid, wall, doctorId).some(
      (range) => minute >= range.open && minute + clinic.slotMinutes <= range.close,
    )
  );
}

/**
 * The slot starts of the doctor (null: of the clinic) on the clinic day `date` falls on, in
 * order, in the clinic's time zone, so a daylight-saving change never adds, drops or shifts one
 * (docs/decisions/012-clinic-time.md); none on a closure date.
 */
export function slotStartsOn(
  date: Date,
  zone: string = clinic.timeZone,
  doctorId: Id | null = null,
  grid: SlotGrid = CLINIC_FILE_GRID,
): Date[] {
  const wall = wallClockOf(date, zone);
  const { year, month, day } = wall;
  const starts: Date[] = [];
  for (const range of rangesOn(grid, wall, doctorId)) {
    for (
      let minute = range.open;
      minute + clinic.slotMinutes <= range.close;
      minute += clinic.slotMinutes
    ) {
      // The cached offset places the wall-clock time; should it miss (a change that day), TZDate decides.
      const wallMs = Date.UTC(year, month - 1, day, 0, minute);
      let start = wallMs - zoneOffsetMinutes(wallMs, zone) * 60_000;
      if (clinicMs(start, zone) !== wallMs) {
        const hour = Math.floor(minute / 60);
        start = fromWallClock({ year, month, day, hour, minute: minute % 60 }, zone).getTime();
      }
      starts.push(new Date(start));
    }
  }
  return starts;
}

/** Whether a stored appointment is the patient's: by patient_id or patient_email (docs/product.md#appointments-list). */
export function isPatientsAppointment(appointment: Appointment, patient: SlotPatient): boolean {
  return (
    String(appointment.patient_id) === String(patient.id) ||
    normalizeEmail(appointment.patient_email) === normalizeEmail(patient.email)
  );
}

/** Clinic wall-clock ms: with a :45 offset (Nepal) the clinic's half hours are not UTC's. */
function clinicMs(instant: Date | number, zone: string): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  return time + zoneOffsetMinutes(time, zone) * 60_000;
}

/** The clinic half hour `instant` falls in: a slot's key in the busy indexes (docs/product.md#clinic-time). */
export function slotKey(instant: Date | number, zone: string = clinic.timeZone): number {
  return Math.floor(clinicMs(instant, zone) / (clinic.slotMinutes * 60_000));
}

/** Keys of every slot a stored appointment overlaps (the original's may be misaligned or longer). */
export function coveredSlotKeys(
  booking: Pick<Appointment, 'date_time' | 'duration'>,
  zone: string = clinic.timeZone,
): number[] {
  const start = new Date(booking.date_time);
  const end = clinicMs(addMinutes(start, booking.duration), zone);
  const keys: number[] = [];
  for (let key = slotKey(start, zone); key * clinic.slotMinutes * 60_000 < end; key += 1)
    keys.push(key);
  return keys;
}

/**
 * A slot checker for one doctor (null: none chosen yet) and patient over a list of appointments
 * (docs/decisions/004-only-real-free-slots.md), on `grid`'s hours: one pass to build, then
 * constant time per check.
 */
export function createSlotChecker(
  appointments: readonly Appointment[],
  doctorId: Id | null,
  patient: SlotPatient,
  zone: string = clinic.timeZone,
  grid: SlotGrid = CLINIC_FILE_GRID,
): (start: Date, now: Date) => SlotCheck {
  const doctorBusy = new Set<number>();
  const patientBusy = new Set<number>();
  for (const appointment of appointments) {
    if (appointment.status !== 'scheduled') continue;
    const isDoctors = doctorId !== null && String(appointment.doctor_id) === String(doctorId);
    const isPatients = isPatientsAppointment(appointment, patient);
    if (!isDoctors && !isPatients) continue;
    for (const key of coveredSlotKeys(appointment, zone)) {
      if (isDoctors) doctorBusy.add(key);
      if (isPatients) patientBusy.add(key);
    }
  }
  return (start, now) => {
    if (start.getTime() <= now.getTime()) return 'past';
    if (!isWithinClinicHours(start, zone, doctorId, grid)) return 'closed';
    const key = slotKey(start, zone);
    if (doctorBusy.has(key)) return 'doctor-busy';
    if (patientBusy.has(key)) return 'patient-busy';
    return 'bookable';
  };
}

/** Whether `start` is bookable with that doctor for that patient (docs/decisions/004-only-real-free-slots.md). */
export function isBookableSlot(
  slot: { start: Date; doctorId: Id; patient: SlotPatient },
  appointments: readonly Appointment[],
  now: Date,
  zone: string = clinic.timeZone,
): boolean {
  return (
    createSlotChecker(appointments, slot.doctorId, slot.patient, zone)(slot.start, now) ===
    'bookable'
  );
}

/**
 * The bookable slot starts of the clinic day `date` falls on, for a checker from
 * createSlotChecker made for `doctorId` (null: none chosen, the clinic's hours) on `grid`.
 */
export function bookableSlotsOn(
  date: Date,
  check: (start: Date, now: Date) => SlotCheck,
  now: Date,
  zone: string = clinic.timeZone,
  doctorId: Id | null = null,
  grid: SlotGrid = CLINIC_FILE_GRID,
): Date[] {
  return slotStartsOn(date, zone, doctorId, grid).filter(
    (start) => check(start, now) === 'bookable',
  );
}
