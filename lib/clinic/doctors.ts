import type { Id } from '@/lib/storage/ids';
import { clinic, type Doctor } from './clinic';

const DOCTORS_DELAY_MS = 1000;

/** Local mode's doctor list, `clinic.doctors` after the simulated delay, 1 s by default (docs/product.md#booking). */
export function fetchDoctors(delayMs: number = DOCTORS_DELAY_MS): Promise<Doctor[]> {
  return new Promise((resolve) => setTimeout(() => resolve([...clinic.doctors]), delayMs));
}

/** The clinic's doctor with `id` (a number or numeric string), if any. */
export function findDoctor(id: unknown): Doctor | undefined {
  return clinic.doctors.find((doctor) => String(doctor.id) === String(id));
}

/**
 * The specialty of a stored appointment's doctor, only when both its id and name are ours: the
 * original's records may use the same ids for other doctors (docs/decisions/001-storage-stays-compatible.md).
 */
export function specialtyOf(appointment: {
  doctor_id: Id;
  doctor_name: string;
}): string | undefined {
  const doctor = findDoctor(appointment.doctor_id);
  return doctor?.name === appointment.doctor_name ? doctor.specialty : undefined;
}
