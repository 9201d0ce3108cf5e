/**
 * Rows of shared mode's visit types (`clinic.visit_types`, read as `GET /visit_types`; migration
 * 014, docs/visit-types.md#in-shared-mode), for the unit tests' fake data API and the e2e specs
 * that add types to the real database.
 */

/** The columns a test leaves to the database's defaults: no buffer, every doctor, no notice, the same day allowed, no horizon, no age limits, no instructions, no questions. */
const DEFAULT_COLUMNS = {
  buffer_minutes: 0,
  doctor_ids: null as string[] | null,
  specialties: null as string[] | null,
  notice_hours: 0,
  same_day: true,
  horizon_days: null as number | null,
  min_age_years: null as number | null,
  max_age_years: null as number | null,
  instructions: null as string | null,
  questions: [] as unknown[],
};

/** A row of `clinic.visit_types`, every column given. */
export type VisitTypeRow = {
  id: string;
  name: string;
  duration_minutes: number;
} & typeof DEFAULT_COLUMNS;

/** A row of `minutes` minutes with the database's defaults ({@link DEFAULT_COLUMNS}) and `overrides`. */
export const visitTypeRow = (
  id: string,
  name: string,
  minutes: number,
  overrides: Partial<VisitTypeRow> = {},
): VisitTypeRow => ({ id, name, duration_minutes: minutes, ...DEFAULT_COLUMNS, ...overrides });
