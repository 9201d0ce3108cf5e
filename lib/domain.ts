import * as z from '@/lib/schema';

/**
 * Domain records and their schemas (docs/product.md#storage). The schemas validate what is read back from
 * localStorage (docs/decisions/006-bad-data-is-kept.md), so they accept the original product's data as it was (docs/decisions/001-storage-stays-compatible.md): ids may be
 * numbers or strings, and unknown extra fields are kept, never stripped.
 */

/** Record ids: timestamp-based numbers here; the original may have left strings. */
export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);
/** A record id: a number (ms-timestamp based) or, from the original's data, a non-empty string. */
export type Id = z.infer<typeof idSchema>;

/** The two roles of docs/product.md#accounts-and-sessions; they change no permission. */
export const ROLES = ['patient', 'doctor'] as const;
/** 'patient' (the default at registration) or 'doctor'. */
export type Role = (typeof ROLES)[number];

/** A user as stored under `user` and in `users` (docs/product.md#storage). No password is ever stored here (docs/decisions/002-passwords-are-checked.md). */
export const userSchema = z.looseObject({
  /** Timestamp-based numeric id (ms since the epoch at creation). */
  id: idSchema,
  /** Full name as typed at registration, or the part of the e-mail before the @ (docs/product.md#accounts-and-sessions). */
  name: z.string(),
  /** E-mail as typed; compared trimmed and case-insensitively ({@link normalizeEmail}). */
  email: z.string(),
  /** Chosen at registration; changes no permission (docs/product.md#accounts-and-sessions). */
  role: z.enum(ROLES),
  /**
   * Shared mode only: the doctor (1–5) the clinic linked this account to, which makes it a doctor
   * account that reads that doctor's schedule and cannot book; null or absent for patients
   * (docs/shared-mode.md).
   */
  doctor_id: z.optional(z.nullable(idSchema)),
});
/** A user record (docs/product.md#storage): id, name, email, role, plus any extra fields the original left. */
export type User = z.infer<typeof userSchema>;

/** Stored appointment statuses (docs/product.md#appointments-list). Only `scheduled` → `canceled` is ever written. */
const APPOINTMENT_STATUSES = ['scheduled', 'canceled', 'completed'] as const;

/** Appointment length (docs/product.md#timings-and-limits), minutes. */
export const APPOINTMENT_DURATION_MINUTES = 30;

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

/** Trimmed, lower-cased e-mail: the one form e-mails are compared in (docs/decisions/003-one-account-per-email.md). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
