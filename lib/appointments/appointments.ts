import { tz } from '@date-fns/tz';
import { addMinutes, format } from 'date-fns';
import { type User } from '@/lib/account';
import {
  type Appointment,
  APPOINTMENT_DURATION_MINUTES,
  type DisplayStatus,
  type Doctor,
} from '@/lib/appointments/domain';
import { nextTimestampId } from '@/lib/storage/ids';
import { bookingMessages } from '@/lib/appointments/texts';
import { CLINIC_TIME_ZONE } from './clinic-time';
import { isPatientsAppointment } from './slots';

/** What the booking form submits; fields are null/empty until chosen. */
export interface BookingInput {
  doctor: Doctor | null;
  /** Chosen slot start: an instant on the clinic's half-hour grid (docs/product.md#clinic-time). */
  start: Date | null;
  reason: string;
}

/** A problem with one field of the booking form. */
export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** The booking form's fields, as error targets. */
export type BookingField = 'doctor' | 'start' | 'reason';

/**
 * Validates a booking (docs/product.md#texts): a doctor is chosen ('Please select a doctor'), a date and time
 * is chosen, and a reason is given. Slot availability is the rule in docs/decisions/004-only-real-free-slots.md and checked separately.
 * @returns every problem, in form order; empty when valid.
 */
export function validateBooking(input: BookingInput): FieldError<BookingField>[] {
  const errors: FieldError<BookingField>[] = [];
  if (!input.doctor) errors.push({ field: 'doctor', message: bookingMessages.doctorRequired });
  if (!input.start) errors.push({ field: 'start', message: bookingMessages.dateRequired });
  if (!input.reason.trim())
    errors.push({ field: 'reason', message: bookingMessages.reasonRequired });
  return errors;
}

/**
 * The long US-style text of an appointment time (`formatted_date`), in clinic time
 * (docs/product.md#clinic-time), e.g. 'Monday, November 23, 2026 at 2:30 PM'.
 * @param zone IANA zone; default the clinic's (`NEXT_PUBLIC_CLINIC_TIMEZONE`).
 */
export function formatAppointmentDate(start: Date, zone: string = CLINIC_TIME_ZONE): string {
  return format(start, "EEEE, MMMM d, yyyy 'at' h:mm a", { in: tz(zone) });
}

/**
 * Builds the stored record of a new appointment (docs/product.md#storage): duration 30, status 'scheduled',
 * ISO date_time and created_at, a timestamp id unused in `existing`.
 */
export function createAppointmentRecord(
  input: { doctor: Doctor; start: Date; reason: string },
  patient: User,
  existing: readonly Appointment[],
  now: Date,
): Appointment {
  return {
    id: nextTimestampId(existing, now.getTime()),
    doctor_id: input.doctor.id,
    doctor_name: input.doctor.name,
    patient_id: patient.id,
    patient_name: patient.name,
    patient_email: patient.email,
    date_time: input.start.toISOString(),
    formatted_date: formatAppointmentDate(input.start),
    duration: APPOINTMENT_DURATION_MINUTES,
    reason: input.reason.trim(),
    status: 'scheduled',
    created_at: now.toISOString(),
  };
}

/** End of an appointment (start plus its duration in minutes). */
function appointmentEnd(appointment: Appointment): Date {
  return addMinutes(new Date(appointment.date_time), appointment.duration);
}

/**
 * What the list shows (docs/decisions/010-past-appointments-completed.md): a scheduled appointment whose 30 minutes have ended reads
 * 'completed'; the stored status is never rewritten. Instants are compared, so the result is
 * the same in every zone (docs/decisions/010-past-appointments-completed.md).
 */
export function displayStatus(appointment: Appointment, now: Date): DisplayStatus {
  if (appointment.status === 'canceled') return 'canceled';
  if (appointment.status === 'completed') return 'completed';
  return appointmentEnd(appointment).getTime() <= now.getTime() ? 'completed' : 'upcoming';
}

/**
 * When the list's statuses next change by themselves: the end of the earliest upcoming
 * appointment, when it turns 'Completed' (docs/decisions/010-past-appointments-completed.md).
 * @returns ms since the epoch, or null when nothing listed is upcoming.
 */
export function nextStatusChange(listed: readonly ListedAppointment[]): number | null {
  let next: number | null = null;
  for (const { appointment, status } of listed) {
    if (status !== 'upcoming') continue;
    const end = appointmentEnd(appointment).getTime();
    if (next === null || end < next) next = end;
  }
  return next;
}

/** Status labels (docs/product.md#appointments-list). */
export const STATUS_LABELS: Readonly<Record<DisplayStatus, string>> = {
  upcoming: 'Upcoming',
  canceled: 'Canceled',
  completed: 'Completed',
};

/** An appointment ready for display: the record and its docs/decisions/010-past-appointments-completed.md status. */
export interface ListedAppointment {
  appointment: Appointment;
  status: DisplayStatus;
}

/**
 * The user's appointments (docs/product.md#accounts-and-sessions: patient_id or patient_email matches) in the rule in docs/decisions/010-past-appointments-completed.md order:
 * upcoming first, soonest first; then past and canceled ones, most recent first.
 * O(n log n) in the number of stored appointments.
 */
export function listAppointmentsFor(
  appointments: readonly Appointment[],
  user: User,
  now: Date,
): ListedAppointment[] {
  return listInOrder(appointments, (appointment) => isPatientsAppointment(appointment, user), now);
}

/**
 * The appointments that pass `include`, with their status at `now`, in the list's order
 * (docs/product.md#appointments-list): upcoming first, soonest first; then past and canceled
 * ones, most recent first. O(n log n).
 */
export function listInOrder(
  appointments: readonly Appointment[],
  include: (appointment: Appointment) => boolean,
  now: Date,
): ListedAppointment[] {
  const upcoming: { item: ListedAppointment; time: number }[] = [];
  const rest: { item: ListedAppointment; time: number }[] = [];
  for (const appointment of appointments) {
    if (!include(appointment)) continue;
    const status = displayStatus(appointment, now);
    const entry = { item: { appointment, status }, time: Date.parse(appointment.date_time) };
    (status === 'upcoming' ? upcoming : rest).push(entry);
  }
  upcoming.sort((a, b) => a.time - b.time);
  rest.sort((a, b) => b.time - a.time);
  return [...upcoming, ...rest].map((entry) => entry.item);
}
