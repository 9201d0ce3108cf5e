import { addMinutes, getDay, isSameDay, setHours, setMinutes, startOfDay } from 'date-fns';
import {
  type Appointment,
  APPOINTMENT_DURATION_MINUTES,
  type Id,
  normalizeEmail,
} from '@/lib/domain';

/**
 * Which 30-minute slots can be booked (DECISIONS D4). Times are the visitor's local time,
 * which for a clinic's own site is the clinic's.
 */

/** Slot length and picker step (SPEC §9), minutes. */
export const SLOT_MINUTES = APPOINTMENT_DURATION_MINUTES;

/** Opening hours of one weekday, minutes after local midnight; the last start is `close - 30`. */
export interface OpeningHours {
  open: number;
  close: number;
}

/**
 * Clinic hours by `Date.getDay()` (0 = Sunday), as the assistant states them (SPEC §9):
 * Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday.
 */
export const CLINIC_HOURS: Readonly<Record<number, OpeningHours | null>> = {
  0: null,
  1: { open: 9 * 60, close: 17 * 60 },
  2: { open: 9 * 60, close: 17 * 60 },
  3: { open: 9 * 60, close: 17 * 60 },
  4: { open: 9 * 60, close: 17 * 60 },
  5: { open: 9 * 60, close: 17 * 60 },
  6: { open: 10 * 60, close: 14 * 60 },
};

/** Why a slot can or cannot be booked. */
export type SlotCheck = 'bookable' | 'past' | 'closed' | 'doctor-busy' | 'patient-busy';

/** The patient a slot is checked for: matched by id or by e-mail, as the list matches them. */
export interface SlotPatient {
  id: Id;
  email: string;
}

/** The opening hours of the day `date` falls on, or null when closed. */
export function openingHoursOn(date: Date): OpeningHours | null {
  return CLINIC_HOURS[getDay(date)] ?? null;
}

/** Whether a 30-minute appointment starting at `start` lies wholly inside clinic hours on a :00/:30 boundary. */
export function isWithinClinicHours(start: Date): boolean {
  const hours = openingHoursOn(start);
  if (!hours || start.getSeconds() !== 0 || start.getMilliseconds() !== 0) return false;
  const minute = start.getHours() * 60 + start.getMinutes();
  return (
    minute % SLOT_MINUTES === 0 && minute >= hours.open && minute + SLOT_MINUTES <= hours.close
  );
}

/** Every slot start of the day `date` falls on, in order (empty when closed). */
export function slotStartsOn(date: Date): Date[] {
  const hours = openingHoursOn(date);
  if (!hours) return [];
  const starts: Date[] = [];
  for (let minute = hours.open; minute + SLOT_MINUTES <= hours.close; minute += SLOT_MINUTES) {
    starts.push(setMinutes(setHours(startOfDay(date), Math.floor(minute / 60)), minute % 60));
  }
  return starts;
}

/** Whether the stored appointment belongs to the patient (SPEC §6: patient_id or patient_email). */
export function isPatientsAppointment(appointment: Appointment, patient: SlotPatient): boolean {
  return (
    String(appointment.patient_id) === String(patient.id) ||
    normalizeEmail(appointment.patient_email) === normalizeEmail(patient.email)
  );
}

const SLOT_MS = SLOT_MINUTES * 60_000;

/**
 * Local wall-clock time in ms since the local epoch. Slots are aligned to :00 and :30 of the
 * local clock, which in zones with a :45 offset (Nepal, Chatham) are not UTC half hours.
 */
function localMs(instant: Date): number {
  return instant.getTime() - instant.getTimezoneOffset() * 60_000;
}

/** The index of the local half hour `instant` falls in. */
function slotKey(instant: Date): number {
  return Math.floor(localMs(instant) / SLOT_MS);
}

/** Keys of every aligned slot an appointment overlaps (several if the original left it misaligned). */
function coveredSlotKeys(appointment: Appointment): number[] {
  const start = new Date(appointment.date_time);
  const end = addMinutes(start, appointment.duration);
  const keys: number[] = [];
  for (let key = slotKey(start); key * SLOT_MS < localMs(end); key += 1) keys.push(key);
  return keys;
}

/**
 * Builds a slot checker for one doctor and patient (D4) over a list of appointments. Building
 * costs one pass over the list; each check is then constant time, so a picker can ask about
 * every slot of a month.
 * @param doctorId the chosen doctor, or null before one is chosen (doctor conflicts then ignored).
 * @returns `check(start, now)`: 'bookable', or why not.
 */
export function createSlotChecker(
  appointments: readonly Appointment[],
  doctorId: Id | null,
  patient: SlotPatient,
): (start: Date, now: Date) => SlotCheck {
  const doctorBusy = new Set<number>();
  const patientBusy = new Set<number>();
  for (const appointment of appointments) {
    if (appointment.status !== 'scheduled') continue;
    const isDoctors = doctorId !== null && String(appointment.doctor_id) === String(doctorId);
    const isPatients = isPatientsAppointment(appointment, patient);
    if (!isDoctors && !isPatients) continue;
    for (const key of coveredSlotKeys(appointment)) {
      if (isDoctors) doctorBusy.add(key);
      if (isPatients) patientBusy.add(key);
    }
  }
  return (start, now) => {
    if (start.getTime() <= now.getTime()) return 'past';
    if (!isWithinClinicHours(start)) return 'closed';
    const key = slotKey(start);
    if (doctorBusy.has(key)) return 'doctor-busy';
    if (patientBusy.has(key)) return 'patient-busy';
    return 'bookable';
  };
}

/** One-off form of {@link createSlotChecker}: whether `start` is bookable with that doctor for that patient. */
export function isBookableSlot(
  slot: { start: Date; doctorId: Id; patient: SlotPatient },
  appointments: readonly Appointment[],
  now: Date,
): boolean {
  return (
    createSlotChecker(appointments, slot.doctorId, slot.patient)(slot.start, now) === 'bookable'
  );
}

/** The bookable slot starts of the day `date` falls on, for a checker built with {@link createSlotChecker}. */
export function bookableSlotsOn(
  date: Date,
  check: (start: Date, now: Date) => SlotCheck,
  now: Date,
): Date[] {
  return slotStartsOn(date).filter((start) => check(start, now) === 'bookable');
}

/** Whether `a` and `b` are the same local calendar day (re-exported for the picker). */
export { isSameDay };
