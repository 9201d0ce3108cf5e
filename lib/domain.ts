import * as z from '@/lib/schema';

/**
 * Domain records and their schemas (SPEC §3). The schemas validate what is read back from
 * localStorage (D6), so they accept the original product's data as it was (D1): ids may be
 * numbers or strings, and unknown extra fields are kept, never stripped.
 */

/** Record ids: timestamp-based numbers here; the original may have left strings. */
const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);
/** A record id: a number (ms-timestamp based) or, from the original's data, a non-empty string. */
export type Id = z.infer<typeof idSchema>;

/** The two roles of SPEC §6; they change no permission. */
export const ROLES = ['patient', 'doctor'] as const;
/** 'patient' (the default at registration) or 'doctor'. */
export type Role = (typeof ROLES)[number];

/** A user as stored under `user` and in `users` (SPEC §3). No password is ever stored here (D2). */
export const userSchema = z.looseObject({
  /** Timestamp-based numeric id (ms since the epoch at creation). */
  id: idSchema,
  /** Full name as typed at registration, or the part of the e-mail before the @ (SPEC §6). */
  name: z.string(),
  /** E-mail as typed; compared trimmed and case-insensitively ({@link normalizeEmail}). */
  email: z.string(),
  /** Chosen at registration; changes no permission (SPEC §6). */
  role: z.enum(ROLES),
});
/** A user record (SPEC §3): id, name, email, role, plus any extra fields the original left. */
export type User = z.infer<typeof userSchema>;

/** Stored appointment statuses (SPEC §4). Only `scheduled` → `canceled` is ever written. */
const APPOINTMENT_STATUSES = ['scheduled', 'canceled', 'completed'] as const;

/** Appointment length (SPEC §9), minutes. */
export const APPOINTMENT_DURATION_MINUTES = 30;

const isoInstant = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), { error: 'not a date' }));

/** An appointment as stored in `appointments` (SPEC §3). */
export const appointmentSchema = z.looseObject({
  /** Timestamp-based numeric id (ms since the epoch at booking). */
  id: idSchema,
  /** The doctor's id in the fixed list (lib/appointments/doctors.ts). */
  doctor_id: idSchema,
  /** The doctor's name as shown when booked, e.g. 'Dr. Amelia Hart'. */
  doctor_name: z.string(),
  /** The booking user's id; the list matches it or {@link Appointment.patient_email} (SPEC §6). */
  patient_id: idSchema,
  /** The booking user's name. */
  patient_name: z.string(),
  /** The booking user's e-mail as stored on their user record. */
  patient_email: z.string(),
  /** Start of the appointment, ISO 8601 instant (`toISOString()`, UTC). */
  date_time: isoInstant,
  /** Long US-style local text, e.g. 'Monday, November 23, 2026 at 10:00 AM'. */
  formatted_date: z.string(),
  /** Minutes; always 30 for appointments made here. */
  duration: z.number().check(z.positive()),
  /** The reason for the visit, trimmed, as typed. */
  reason: z.string(),
  /** Stored status: 'scheduled' when booked, 'canceled' once canceled (SPEC §4). */
  status: z.enum(APPOINTMENT_STATUSES),
  /** ISO 8601 instant the record was made. */
  created_at: isoInstant,
});
/** An appointment record with every SPEC §3 field, plus any extra fields the original left. */
export type Appointment = z.infer<typeof appointmentSchema>;

/** A doctor of the fixed list (SPEC §3). */
export interface Doctor {
  /** 1 to 5. */
  id: number;
  /** Display name, e.g. 'Dr. Amelia Hart'. */
  name: string;
  /** One of the five specialties of SPEC §3, capitalised, e.g. 'Family Medicine'. */
  specialty: string;
}

/** What the list shows for an appointment (D10): stored status, or 'completed' once it has ended. */
export type DisplayStatus = 'upcoming' | 'canceled' | 'completed';

/** Trimmed, lower-cased e-mail: the one form e-mails are compared in (D3). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
