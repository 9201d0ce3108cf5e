import type { Appointment, Doctor } from '@/lib/appointments/domain';
import { clinic } from './clinic';

/** The simulated loading delay of the doctor list (docs/product.md#timings-and-limits), ms. */
const DOCTORS_DELAY_MS = 1000;

/** The clinic's doctors, one per specialty (docs/product.md#storage; lib/appointments/clinic.ts). */
export const DOCTORS: readonly Doctor[] = clinic.doctors;

/**
 * Delivers the doctor list after the spec's simulated delay (docs/product.md#storage, docs/product.md#timings-and-limits).
 * @param delayMs how long to wait, ms (default 1000).
 */
export function fetchDoctors(delayMs: number = DOCTORS_DELAY_MS): Promise<Doctor[]> {
  return new Promise((resolve) => setTimeout(() => resolve([...DOCTORS]), delayMs));
}

/** The doctor with `id` (number or numeric string), if any. */
export function findDoctor(id: unknown): Doctor | undefined {
  return DOCTORS.find((doctor) => String(doctor.id) === String(id));
}

/**
 * The specialty to show for a stored appointment: only when its doctor_id and doctor_name both
 * name one of our doctors. Records the original product left (docs/decisions/001-storage-stays-compatible.md) may use the same ids for other
 * doctors, whose specialty we do not know.
 * @returns e.g. 'Cardiology', or undefined when the record's doctor is not ours.
 */
export function specialtyOf(
  appointment: Pick<Appointment, 'doctor_id' | 'doctor_name'>,
): string | undefined {
  const doctor = findDoctor(appointment.doctor_id);
  return doctor?.name === appointment.doctor_name ? doctor.specialty : undefined;
}
