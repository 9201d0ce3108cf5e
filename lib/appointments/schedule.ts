import { type User } from '@/lib/account';
import { type Appointment } from '@/lib/appointments/domain';
import { type Id, idSchema } from '@/lib/storage/ids';
import { type ListedAppointment, listInOrder } from './appointments';
import { findDoctor } from './doctors';

/**
 * A doctor's schedule (docs/product.md#shared-mode): every appointment booked with the doctor
 * `doctorId` (ids compared as text, so 1 and '1' match), with its status at `now`, upcoming
 * first (soonest first), then past and canceled ones (most recent first), as the patient's list
 * orders them (docs/decisions/010-past-appointments-completed.md). O(n log n).
 */
export function listScheduleFor(
  appointments: readonly Appointment[],
  doctorId: Id,
  now: Date,
): ListedAppointment[] {
  const wanted = String(doctorId);
  return listInOrder(appointments, (appointment) => String(appointment.doctor_id) === wanted, now);
}

/**
 * The name of the doctor a doctor account is linked to, for its schedule's heading: the clinic's
 * own list first, else the name its appointments were booked under.
 * @returns e.g. 'Dr. Amelia Hart', or null when neither knows the doctor.
 */
export function scheduleDoctorName(
  doctorId: Id,
  appointments: readonly Appointment[],
): string | null {
  const known = findDoctor(doctorId);
  if (known) return known.name;
  const booked = appointments.find(
    (appointment) => String(appointment.doctor_id) === String(doctorId),
  );
  return booked?.doctor_name ?? null;
}

/**
 * The doctor a doctor account is linked to (`User.doctor_id`, set only by the clinic), or null
 * for a patient account: every local-mode account, and shared-mode accounts the clinic has not
 * linked (docs/shared-mode.md).
 */
export function linkedDoctorId(user: User): Id | null {
  const parsed = idSchema.safeParse(user.doctor_id);
  return parsed.success ? parsed.data : null;
}
