import type { Appointment } from '@/lib/appointments';
import type { Id } from '@/lib/storage/ids';
import { type ListedAppointment, listInOrder } from './appointments';
import { findDoctor } from '@/lib/clinic';

/** A doctor's schedule in the list's order; ids compared as text (docs/product.md#appointments-list). */
export function listScheduleFor(
  appointments: readonly Appointment[],
  doctorId: Id,
  now: Date,
): ListedAppointment[] {
  const wanted = String(doctorId);
  return listInOrder(appointments, (appointment) => String(appointment.doctor_id) === wanted, now);
}

/** The linked doctor's name for the schedule's heading: our list first, else the name booked under; or null. */
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
