import * as z from '@/lib/schema';
import { idSchema } from '@/lib/storage/ids';
import { clinic } from './clinic';

/**
 * The appointment record, the doctor and their schemas (docs/product.md#storage). The schema
 * accepts the original's data as it was (docs/decisions/001-storage-stays-compatible.md): ids may
 * be numbers or strings, and unknown extra fields are kept, never stripped.
 */

/** Stored appointment statuses (docs/product.md#appointments-list). Only `scheduled` → `canceled` is ever written. */
const APPOINTMENT_STATUSES = ['scheduled', 'canceled', 'completed'] as const;

/** Appointment length (docs/product.md#timings-and-limits), minutes: the clinic's slot length. */
export const APPOINTMENT_DURATION_MINUTES: number = clinic.slotMinutes;

const isoInstant = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), { error: 'not a date' }));

/** An appointment as stored in `appointments` (docs/product.md#storage). */
export const appointmentSchema = z.looseObject({
  /** Timestamp-based numeric id (ms since the epoch at booking). */
  id: idSchema,
  /** The doctor's id in the fixed list (lib/appointments/doctors.ts). */
  doctor_id: idSchema,
  /** The doctor's name as shown when booked, e.g. 'Dr. Amelia Hart'. */
  doctor_name: z.string(),
  /** The booking user's id; the list matches it or {@link Appointment.patient_email} (docs/product.md#accounts-and-sessions). */
  patient_id: idSchema,
  /** The booking user's name. */
  patient_name: z.string(),
  /** The booking user's e-mail as stored on their user record. */
  patient_email: z.string(),
  /** Start of the appointment, ISO 8601 instant (`toISOString`, UTC). */
  date_time: isoInstant,
  /** Long US-style local text, e.g. 'Monday, November 23, 2026 at 10:00 AM'. */
  formatted_date: z.string(),
  /** Minutes; always 30 for appointments made here. */
  duration: z.number().check(z.positive()),
  /** The reason for the visit, trimmed, as typed. */
  reason: z.string(),
  /** Stored status: 'scheduled' when booked, 'canceled' once canceled (docs/product.md#appointments-list). */
  status: z.enum(APPOINTMENT_STATUSES),
  /** ISO 8601 instant the record was made. */
  created_at: isoInstant,
  /** Why the patient canceled, when they said (docs/product.md#cancellation). */
  cancel_reason: z.optional(z.string()),
  /** The id of the appointment this one was moved to (docs/product.md#rescheduling). */
  rescheduled_to: z.optional(idSchema),
});
/** An appointment record with every docs/product.md#storage field, plus any extra fields the original left. */
export type Appointment = z.infer<typeof appointmentSchema>;

/** A doctor of the fixed list (docs/product.md#storage). */
export interface Doctor {
  /** 1 to 5. */
  id: number;
  /** Display name, e.g. 'Dr. Amelia Hart'. */
  name: string;
  /** One of the five specialties of docs/product.md#storage, capitalised, e.g. 'Family Medicine'. */
  specialty: string;
}

/** What the list shows for an appointment (docs/decisions/010-past-appointments-completed.md): stored status, or 'completed' once it has ended. */
export type DisplayStatus = 'upcoming' | 'canceled' | 'completed';
