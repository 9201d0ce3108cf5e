import { addMinutes } from 'date-fns';
import { normalizeEmail } from '@/lib/account';
import { type Appointment, APPOINTMENT_DURATION_MINUTES } from '@/lib/appointments/domain';
import { type Id } from '@/lib/storage/ids';
import { hoursOf, isClosureDate, minutesOfDay, type WeekHours, WEEKDAYS } from './clinic';
import { hoursOn, type WorkingHoursRow } from './front-desk';
import {
  CLINIC_TIME_ZONE,
  fromWallClock,
  type WallClock,
  zoneOffsetMinutes,
  wallClockOf,
} from './clinic-time';

const SLOT_MINUTES = APPOINTMENT_DURATION_MINUTES;

/** One opening range, minutes after the clinic's midnight; the last start is `close - 30`. */
interface OpeningRange {
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
 * Shared mode: the working hours the database holds (`/working_hours`), which replace the
 * clinic file's hours and closures as the slot grid (docs/shared-mode.md#the-clinics-data);
 * null in local mode and until they are read. Each doctor-day's ranges are kept once worked out.
 */
let databaseHours: {
  rows: readonly WorkingHoursRow[];
  doctorIds: readonly number[];
  byDoctorDay: Map<string, readonly OpeningRange[]>;
} | null = null;

/**
 * Makes the slot grid (the starts offered, the hours a booking must fall in) follow the
 * database's working hours, rows of `/working_hours` (ISO weekday, clinic wall clock, each week
 * in force from its `valid_from`); null returns to the clinic file's (docs/shared-mode.md#the-clinics-data).
 */
export function setDatabaseHours(rows: readonly WorkingHoursRow[] | null): void {
  databaseHours = rows
    ? {
        rows,
        doctorIds: [...new Set(rows.map((row) => row.doctor_id))],
        byDoctorDay: new Map(),
      }
    : null;
}

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

/** A doctor's ranges (null: every doctor's, merged) on clinic day `day` from the database's hours. */
function databaseRangesOn(
  hours: NonNullable<typeof databaseHours>,
  day: string,
  doctorId: Id | null,
): readonly OpeningRange[] {
  const key = `${doctorId ?? ''}|${day}`;
  let ranges = hours.byDoctorDay.get(key);
  if (!ranges) {
    const ids = doctorId === null ? hours.doctorIds : [Number(doctorId)];
    ranges = mergeRanges(
      ids.flatMap((id) =>
        hoursOn(hours.rows, id, day).map(({ start, end }) => ({ open: start, close: end })),
      ),
    );
    hours.byDoctorDay.set(key, ranges);
  }
  return ranges;
}

/**
 * The opening ranges of the doctor (null: the clinic's opening hours) on the clinic day of
 * `wall`: from the database's working hours in shared mode once read, else from the clinic file
 * (docs/product.md#the-clinic-file), none on its closure dates.
 */
function rangesOn(wall: WallClock, doctorId: Id | null): readonly OpeningRange[] {
  const day = `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`;
  if (databaseHours) return databaseRangesOn(databaseHours, day, doctorId);
  if (isClosureDate(day)) return [];
  return weekRanges(hoursOf(doctorId))[wall.weekday] ?? [];
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
 * docs/product.md#the-clinic-file).
 */
export function isWithinClinicHours(
  start: Date,
  zone: string = CLINIC_TIME_ZONE,
  doctorId: Id | null = null,
): boolean {
  if (start.getTime() % 60_000 !== 0) return false;
  const wall = wallClockOf(start, zone);
  const minute = wall.hour * 60 + wall.minute;
  return (
    minute % SLOT_MINUTES === 0 &&
    rangesOn(wall, doctorId).some(
      (range) => minute >= range.open && minute + SLOT_MINUTES <= range.close,
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
  zone: string = CLINIC_TIME_ZONE,
  doctorId: Id | null = null,
): Date[] {
  const wall = wallClockOf(date, zone);
  const { year, month, day } = wall;
  const starts: Date[] = [];
  for (const range of rangesOn(wall, doctorId)) {
    for (let minute = range.open; minute + SLOT_MINUTES <= range.close; minute += SLOT_MINUTES) {
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

const SLOT_MS = SLOT_MINUTES * 60_000;

/** Clinic wall-clock ms: with a :45 offset (Nepal) the clinic's half hours are not UTC's. */
function clinicMs(instant: Date | number, zone: string): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  return time + zoneOffsetMinutes(time, zone) * 60_000;
}

/** The clinic half hour `instant` falls in: a slot's key in the busy indexes (docs/product.md#clinic-time). */
export function slotKey(instant: Date | number, zone: string = CLINIC_TIME_ZONE): number {
  return Math.floor(clinicMs(instant, zone) / SLOT_MS);
}

/** Keys of every slot a stored appointment overlaps (the original's may be misaligned or longer). */
export function coveredSlotKeys(
  booking: Pick<Appointment, 'date_time' | 'duration'>,
  zone: string = CLINIC_TIME_ZONE,
): number[] {
  const start = new Date(booking.date_time);
  const end = clinicMs(addMinutes(start, booking.duration), zone);
  const keys: number[] = [];
  for (let key = slotKey(start, zone); key * SLOT_MS < end; key += 1) keys.push(key);
  return keys;
}

/**
 * A slot checker for one doctor (null: none chosen yet) and patient over a list of appointments
 * (docs/decisions/004-only-real-free-slots.md): one pass to build, then constant time per check.
 */
export function createSlotChecker(
  appointments: readonly Appointment[],
  doctorId: Id | null,
  patient: SlotPatient,
  zone: string = CLINIC_TIME_ZONE,
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
    if (!isWithinClinicHours(start, zone, doctorId)) return 'closed';
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
  zone: string = CLINIC_TIME_ZONE,
): boolean {
  return (
    createSlotChecker(appointments, slot.doctorId, slot.patient, zone)(slot.start, now) ===
    'bookable'
  );
}

/**
 * The bookable slot starts of the clinic day `date` falls on, for a checker from
 * createSlotChecker made for `doctorId` (null: none chosen, the clinic's hours).
 */
export function bookableSlotsOn(
  date: Date,
  check: (start: Date, now: Date) => SlotCheck,
  now: Date,
  zone: string = CLINIC_TIME_ZONE,
  doctorId: Id | null = null,
): Date[] {
  return slotStartsOn(date, zone, doctorId).filter((start) => check(start, now) === 'bookable');
}
