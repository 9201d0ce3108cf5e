import { DEFAULT_VISIT_TYPE_ID } from '@/lib/clinic';
import * as z from '@/lib/schema';
import { idSchema } from '@/lib/storage/ids';

/** Stored statuses; only `scheduled` → `canceled` is ever written (docs/decisions/018-completed-is-not-stored.md). */
const APPOINTMENT_STATUSES = ['scheduled', 'canceled', 'completed'] as const;

const isoInstant = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), { error: 'not a date' }));

/** The answers to a visit type's intake questions, by question id (docs/visit-types.md#intake-questions). */
export type IntakeAnswers = Record<string, string | boolean>;

/** Whether `value` is a record of answers: text or yes-no, by question id (zod's record would add to every page). */
function isIntakeAnswers(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (answer) => typeof answer === 'string' || typeof answer === 'boolean',
    )
  );
}

/** A stored appointment, a record of `appointments` (docs/product.md#booking); the original's data is kept as it was. */
export const appointmentSchema = z.looseObject({
  id: idSchema,
  doctor_id: idSchema,
  doctor_name: z.string(),
  /** The list matches it or `patient_email` (docs/product.md#appointments-list). */
  patient_id: idSchema,
  patient_name: z.string(),
  patient_email: z.string(),
  /** Start, ISO 8601 instant (UTC). */
  date_time: isoInstant,
  /** Long US-style text in clinic time: 'Monday, November 23, 2026 at 10:00 AM'. */
  formatted_date: z.string(),
  /** Minutes: its visit type's length when it was booked. */
  duration: z.number().check(z.positive()),
  reason: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  created_at: isoInstant,
  /** Why the patient canceled, when they said (docs/product.md#cancellation). */
  cancel_reason: z.optional(z.string()),
  /** The id of the appointment this one was rescheduled to (docs/product.md#rescheduling). */
  rescheduled_to: z.optional(idSchema),
  /** Shared mode: marked by staff or the doctor once it started (docs/front-desk.md#attendance). */
  attendance: z.optional(z.enum(['arrived', 'completed', 'no_show'])),
  /**
   * The visit type's id (docs/visit-types.md#stored-visits); absent: 'consultation', as every
   * record the original product wrote, so a consultation is stored without it.
   */
  visitTypeId: z.optional(z.string().check(z.minLength(1))),
  /** Shared mode: the visit type's name as the database's row gives it (`visit_type_name`). */
  visitTypeName: z.optional(z.string()),
  /**
   * The family member the visit is for (docs/family-members.md#booking-for-a-family-member);
   * absent: the account holder ('Me'), as every record stored before family members.
   */
  familyMemberId: z.optional(idSchema),
  /** That family member's name: as booked in local mode, as now in shared mode (`family_member_name`). */
  familyMemberName: z.optional(z.string()),
  /**
   * The answers to the visit type's intake questions, by question id: a text answer trimmed, a
   * yes-no one a boolean (docs/visit-types.md#intake-questions); absent when none were asked.
   */
  intakeAnswers: z.optional(z.custom<IntakeAnswers>(isIntakeAnswers)),
});
/** A stored appointment record (docs/product.md#booking), extra fields of the original kept. */
export type Appointment = z.infer<typeof appointmentSchema>;

/** The visit type id of a stored visit: its own, or 'consultation' for one stored without (docs/visit-types.md#stored-visits). */
export function visitTypeIdOf(visit: { visitTypeId?: string | undefined }): string {
  return visit.visitTypeId ?? DEFAULT_VISIT_TYPE_ID;
}

/**
 * Whom a visit is for: the account holder's visits and each family member's are told apart by
 * the stored `familyMemberId` (docs/family-members.md#booking-for-a-family-member); absent,
 * null or undefined is the holder.
 */
export function isForFamilyMember(
  visit: { familyMemberId?: unknown },
  familyMemberId: unknown,
): boolean {
  const own = visit.familyMemberId ?? null;
  const asked = familyMemberId ?? null;
  return own === null || asked === null ? own === asked : String(own) === String(asked);
}

/**
 * The status the list shows: 'completed' once an appointment has ended
 * (docs/decisions/010-past-appointments-completed.md), or as marked in shared mode; 'missed'
 * when marked no-show (docs/front-desk.md#attendance).
 */
export type DisplayStatus = 'upcoming' | 'canceled' | 'completed' | 'missed';

/** A rescheduled appointment (now canceled, `rescheduled_to` set) and its replacement (docs/product.md#rescheduling). */
export interface Rescheduled {
  previous: Appointment;
  next: Appointment;
}
