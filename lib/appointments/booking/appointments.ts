import { tz } from '@date-fns/tz';
import { addMinutes, format } from 'date-fns';
import { type User } from '@/lib/account';
import {
  clinic,
  CONSULTATION,
  DEFAULT_VISIT_TYPE_ID,
  type Doctor,
  type VisitType,
  visitTypeById,
} from '@/lib/clinic';
import { type Appointment, type DisplayStatus, visitTypeIdOf } from '@/lib/appointments';
import { nextTimestampId } from '@/lib/storage/ids';
import { bookingMessages } from './texts';
import { isPatientsAppointment } from './slots';

/** What the booking form submits; fields are null/empty until chosen. */
export interface BookingInput {
  /**
   * What the visit is for (docs/visit-types.md): null while a clinic of several types has none
   * chosen; left out, the clinic's first (the default clinic's consultation).
   */
  visitType?: VisitType | null;
  doctor: Doctor | null;
  start: Date | null;
  reason: string;
}

/** A problem with one field of the booking form, and its message. */
export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** The booking form's fields, as error targets. */
export type BookingField = 'visitType' | 'doctor' | 'start' | 'reason';

/** The booking form's problems, in form order (docs/decisions/016-booking-form-names-missing-fields.md). */
export function validateBooking(input: BookingInput): FieldError<BookingField>[] {
  const errors: FieldError<BookingField>[] = [];
  if (input.visitType === null)
    errors.push({ field: 'visitType', message: bookingMessages.visitTypeRequired });
  if (!input.doctor) errors.push({ field: 'doctor', message: bookingMessages.doctorRequired });
  if (!input.start) errors.push({ field: 'start', message: bookingMessages.dateRequired });
  if (!input.reason.trim())
    errors.push({ field: 'reason', message: bookingMessages.reasonRequired });
  return errors;
}

/** `formatted_date` in clinic time: 'Monday, November 23, 2026 at 2:30 PM' (docs/product.md#clinic-time). */
export function formatAppointmentDate(start: Date, zone: string = clinic.timeZone): string {
  return format(start, "EEEE, MMMM d, yyyy 'at' h:mm a", { in: tz(zone) });
}

/**
 * A new appointment's stored record (docs/product.md#booking), with a timestamp id unused in
 * `existing`, lasting its visit type's length (default the clinic's first type). It stores the
 * type's id, but for a consultation, which a record without one reads as: the default clinic's
 * records stay exactly the original product's (docs/visit-types.md#stored-visits).
 */
export function createAppointmentRecord(
  input: { doctor: Doctor; start: Date; reason: string; visitType?: VisitType },
  patient: User,
  existing: readonly Appointment[],
  now: Date,
): Appointment {
  const type = input.visitType ?? clinic.visitTypes[0]!;
  return {
    id: nextTimestampId(existing, now.getTime()),
    doctor_id: input.doctor.id,
    doctor_name: input.doctor.name,
    patient_id: patient.id,
    patient_name: patient.name,
    patient_email: patient.email,
    date_time: input.start.toISOString(),
    formatted_date: formatAppointmentDate(input.start),
    duration: type.durationMinutes,
    reason: input.reason.trim(),
    status: 'scheduled',
    created_at: now.toISOString(),
    ...(type.id === DEFAULT_VISIT_TYPE_ID ? {} : { visitTypeId: type.id }),
  };
}

/**
 * The visit type a stored appointment is moved as (docs/visit-types.md#stored-visits): the
 * clinic's type of its id, or, for a type the clinic no longer offers, one of the record's own
 * length with no other rule.
 */
export function visitTypeOf(appointment: Appointment): VisitType {
  const id = visitTypeIdOf(appointment);
  return visitTypeById(id) ?? { ...CONSULTATION, id, durationMinutes: appointment.duration };
}

function appointmentEnd(appointment: Appointment): Date {
  return addMinutes(new Date(appointment.date_time), appointment.duration);
}

/**
 * The status the list shows: 'completed' once its 30 minutes have ended
 * (docs/decisions/010-past-appointments-completed.md) or once marked so; 'missed' when marked
 * no-show (docs/front-desk.md#attendance).
 */
export function displayStatus(appointment: Appointment, now: Date): DisplayStatus {
  if (appointment.status === 'canceled') return 'canceled';
  if (appointment.attendance === 'no_show') return 'missed';
  if (appointment.status === 'completed' || appointment.attendance === 'completed')
    return 'completed';
  return appointmentEnd(appointment).getTime() <= now.getTime() ? 'completed' : 'upcoming';
}

/** When a listed appointment next turns 'Completed' by itself, ms since the epoch, or null (docs/decisions/018-completed-is-not-stored.md). */
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
  missed: 'Missed',
};

/** An appointment with its shown status, for the list. */
export interface ListedAppointment {
  appointment: Appointment;
  status: DisplayStatus;
}

/** The user's appointments (by patient_id or patient_email) in the list's order (docs/product.md#appointments-list). */
export function listAppointmentsFor(
  appointments: readonly Appointment[],
  user: User,
  now: Date,
): ListedAppointment[] {
  return listInOrder(appointments, (appointment) => isPatientsAppointment(appointment, user), now);
}

/** Appointments that pass `include` in the list's order, upcoming soonest first, then the rest most recent first (docs/product.md#appointments-list). */
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
