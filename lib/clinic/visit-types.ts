/**
 * Visit types (docs/visit-types.md): the kinds of visit a clinic offers, each with
 * its own length, buffer, doctors, notice, same-day rule, horizon, age limits, instructions and
 * intake questions. Local mode reads them from the clinic file's `visitTypes`
 * (docs/configuration.md#the-clinic-file), checked at build by visit-type-schema.ts; shared mode keeps the
 * same shape in its `visit_types` table.
 */

/** One question asked when booking a visit type (docs/visit-types.md#intake-questions). */
export interface IntakeQuestion {
  /** Unique within its type: a lowercase slug, 'spot-location'. */
  id: string;
  /** The question as the patient reads it, 1 to 200 characters. */
  label: string;
  /** 'text': a short answer; 'yes-no'; 'choice': one of `choices`. */
  kind: 'text' | 'yes-no' | 'choice';
  /** Whether the visit cannot be booked without an answer. */
  required: boolean;
  /** The longest answer a text question takes, characters, 1 to 500 (500 for the other kinds). */
  maxLength: number;
  /** A choice question's options, 2 to 20, each 1 to 100 characters; absent for the other kinds. */
  choices?: string[];
}

/** A kind of visit the clinic offers (docs/visit-types.md#what-a-visit-type-has). */
export interface VisitType {
  /** A lowercase slug, unique in the clinic: 'follow-up'. Stored on each appointment. */
  id: string;
  /** As the patient reads it: 'Follow-up'. */
  name: string;
  /** Length of the visit, minutes: 5 to 240, a multiple of 5. */
  durationMinutes: number;
  /** Minutes kept free after the visit: 0 to 120, a multiple of 5. */
  bufferMinutes: number;
  /** The doctors offering it by id (besides those `specialties` names); null: none by id. Both null: every doctor. */
  doctorIds: string[] | null;
  /** The specialties offering it, as the doctors' `specialty` is written; null: none by specialty. */
  specialties: string[] | null;
  /** A start must be at least this many hours after the moment of booking. */
  noticeHours: number;
  /** Whether a start on the clinic's today can be booked. */
  sameDay: boolean;
  /** The last bookable clinic day is today plus this many days. */
  horizonDays: number;
  /** The youngest age in whole years that may book it (inclusive), or null. */
  minAgeYears: number | null;
  /** The age in whole years from which it can no longer be booked (exclusive: 'under 18' is 18), or null. */
  maxAgeYears: number | null;
  /** What the patient should bring or do, shown before booking ('Bring your medication list.'), or null. */
  instructions: string | null;
  /** At most 10, asked after the time is chosen, in order. */
  questions: IntakeQuestion[];
}

/** The id a stored appointment without a visit type reads as (docs/visit-types.md#stored-visits). */
export const DEFAULT_VISIT_TYPE_ID = 'consultation';

/** How many clinic days ahead a visit type is bookable unless it says otherwise (docs/decisions/020-ninety-days-ahead.md). */
const DEFAULT_HORIZON_DAYS = 90;

/**
 * The default clinic's one visit type, and what a clinic file without `visitTypes` offers: the
 * original product's 30-minute appointment with every doctor, no buffer, no notice, bookable
 * the same day and up to 90 days ahead, no questions (docs/visit-types.md#the-default-clinic).
 */
export const CONSULTATION: VisitType = {
  id: DEFAULT_VISIT_TYPE_ID,
  name: 'Consultation',
  durationMinutes: 30,
  bufferMinutes: 0,
  doctorIds: null,
  specialties: null,
  noticeHours: 0,
  sameDay: true,
  horizonDays: DEFAULT_HORIZON_DAYS,
  minAgeYears: null,
  maxAgeYears: null,
  instructions: null,
  questions: [],
};

/**
 * Whether the doctor offers the visit type (docs/visit-types.md): every doctor when it lists
 * neither ids nor specialties; otherwise a doctor named by id or by specialty, the same rule as
 * shared mode's database (an empty list names nobody).
 */
export function offersVisitType(
  type: Pick<VisitType, 'doctorIds' | 'specialties'>,
  doctor: { id: number | string; specialty: string },
): boolean {
  if (type.doctorIds === null && type.specialties === null) return true;
  return (
    (type.doctorIds?.includes(String(doctor.id)) ?? false) ||
    (type.specialties?.includes(doctor.specialty) ?? false)
  );
}
