/**
 * Rows of shared mode's visit types (`clinic.visit_types`, read as `GET /visit_types`; migration
 * 014, docs/visit-types.md#in-shared-mode), for the unit tests' fake data API and the e2e specs
 * that add types to the real database.
 */

/** A row of `clinic.visit_types`, every column given. */
export interface VisitTypeRow {
  id: string;
  name: string;
  duration_minutes: number;
  buffer_minutes: number;
  doctor_ids: string[] | null;
  specialties: string[] | null;
  notice_hours: number;
  same_day: boolean;
  horizon_days: number | null;
  min_age_years: number | null;
  max_age_years: number | null;
  instructions: string | null;
  questions: unknown[];
}

/**
 * A row of `minutes` minutes with the database's defaults (no buffer, every doctor, no notice,
 * the same day allowed, no horizon, no age limits, no instructions, no questions) and
 * `overrides`.
 */
export function visitTypeRow(
  id: string,
  name: string,
  minutes: number,
  overrides: Partial<VisitTypeRow> = {},
): VisitTypeRow {
  return {
    id,
    name,
    duration_minutes: minutes,
    buffer_minutes: 0,
    doctor_ids: null,
    specialties: null,
    notice_hours: 0,
    same_day: true,
    horizon_days: null,
    min_age_years: null,
    max_age_years: null,
    instructions: null,
    questions: [],
    ...overrides,
  };
}
