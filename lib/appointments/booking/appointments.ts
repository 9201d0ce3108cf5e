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
import {
  type Appointment,
  type DisplayStatus,
  type IntakeAnswers,
  visitTypeIdOf,
} from '@/lib/appointments';
import { lazyModule } from '@/lib/lazy/lazy-module';
import { type Id, nextTimestampId } from '@/lib/storage/ids';
import type { Refusal } from '@/lib/errors/messages';
import { bookingRefusals } from './texts';
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
  /**
   * The family member the visit is for (docs/family-members.md#booking-for-a-family-member);
   * absent or null: the account holder.
   */
  familyMember?: { id: Id; name: string } | null;
  /** The answers to the type's intake questions as the form holds them, by question id. */
  intakeAnswers?: Readonly<Record<string, unknown>>;
}

/**
 * A problem with one field of a form: its English message and, where the catalogs have it, its
 * code (docs/languages.md#refusals-by-code).
 */
export interface FieldError<F extends string> extends Refusal {
  field: F;
}

/**
 * The booking form's fields, as error targets: who the visit is for, what for, the account
 * holder's date of birth (asked for an age-limited type), the doctor, the time, each intake
 * question (`question-<id>`) and the reason.
 */
export type BookingField =
  'person' | 'visitType' | 'dateOfBirth' | 'doctor' | 'start' | `question-${string}` | 'reason';

/** The booking form's problems, in form order (docs/decisions/016-booking-form-names-missing-fields.md). */
export function validateBooking(input: BookingInput): FieldError<BookingField>[] {
  const errors: FieldError<BookingField>[] = [];
  const { form } = bookingRefusals;
  if (input.visitType === null) errors.push({ field: 'visitType', ...form('visitTypeRequired') });
  if (!input.doctor) errors.push({ field: 'doctor', ...form('doctorRequired') });
  if (!input.start) errors.push({ field: 'start', ...form('dateRequired') });
  if (!input.reason.trim()) errors.push({ field: 'reason', ...form('reasonRequired') });
  return errors;
}

/**
 * The intake answers' checks (`@/lib/appointments/intake`), loaded on first use: only a
 * visit type with questions needs them, so no page carries them in its first load.
 */
export const loadIntakeRules = lazyModule(() => import('@/lib/appointments/intake'));

/** `formatted_date` in clinic time: 'Monday, November 23, 2026 at 2:30 PM' (docs/product.md#clinic-time). */
export function formatAppointmentDate(start: Date, zone: string = clinic.timeZone): string {
  return format(start, "EEEE, MMMM d, yyyy 'at' h:mm a", { in: tz(zone) });
}

/**
 * A new appointment's stored record (docs/product.md#booking), with a timestamp id unused in
 * `existing`, lasting its visit type's length (default the clinic's first type). It stores the
 * type's id, but for a consultation, which a record without one reads as; the family member it
 * is for (id and name) and the intake answers only when there are some: the default clinic's
 * records stay exactly the original product's (docs/visit-types.md#stored-visits).
 */
export function createAppointmentRecord(
  input: {
    doctor: Doctor;
    start: Date;
    reason: string;
    visitType?: VisitType;
    familyMember?: { id: Id; name: string } | null;
    intakeAnswers?: IntakeAnswers;
  },
  patient: User,
  existing: readonly Appointment[],
  now: Date,
): Appointment {
  const type = input.visitType ?? clinic.visitTypes[0]!;
  const member = input.familyMember ?? null;
  const answers = input.intakeAnswers ?? {};
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
    ...(member ? { familyMemberId: member.id, familyMemberName: member.name } : {}),
    ...(Object.keys(answers).length > 0 ? { intakeAnswers: answers } : {}),
  };
}

/**
 * The visit type a stored appointment is moved as (docs/visit-types.md#stored-visits): the type
 * of its id among `types` (default the clinic file's; shared mode's are the database's), or, for
 * a type the clinic no longer offers, one of the record's own length and name with no other rule.
 */
export function visitTypeOf(
  appointment: Appointment,
  types: readonly VisitType[] = clinic.visitTypes,
): VisitType {
  const id = visitTypeIdOf(appointment);
  return (
    types.find((type) => type.id === id) ??
    visitTypeById(id) ?? {
      ...CONSULTATION,
      id,
      name: appointment.visitTypeName ?? (id === CONSULTATION.id ? CONSULTATION.name : id),
      durationMinutes: appointment.duration,
    }
  );
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
