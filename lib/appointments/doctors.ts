import type { Appointment, Doctor } from '@/lib/appointments/domain';
import { clinic } from './clinic';

const DOCTORS_DELAY_MS = 1000;

/** The clinic's doctors, one per specialty, as the booking form lists them (docs/product.md#booking). */
export const DOCTORS: readonly Doctor[] = clinic.doctors;

/** The doctor list after the simulated delay, 1 s by default (docs/product.md#booking). */
export function fetchDoctors(delayMs: number = DOCTORS_DELAY_MS): Promise<Doctor[]> {
  return new Promise((resolve) => setTimeout(() => resolve([...DOCTORS]), delayMs));
}

/** The doctor with `id` (a number or numeric string), if any. */
export function findDoctor(id: unknown): Doctor | undefined {
  return DOCTORS.find((doctor) => String(doctor.id) === String(id));
}

/**
 * The specialty of a stored appointment's doctor, only when both its id and name are ours: the
 * original's records may use the same ids for other doctors (docs/decisions/001-storage-stays-compatible.md).
 */
export function specialtyOf(
  appointment: Pick<Appointment, 'doctor_id' | 'doctor_name'>,
): string | undefined {
  const doctor = findDoctor(appointment.doctor_id);
  return doctor?.name === appointment.doctor_name ? doctor.specialty : undefined;
}
