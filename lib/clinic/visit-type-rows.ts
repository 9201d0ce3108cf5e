import { type DataApi, failure } from '@/lib/data-api/client';
import * as z from '@/lib/schema';
import { CONSULTATION, DEFAULT_VISIT_TYPE_ID, type VisitType } from './visit-types';

/*
 * Shared mode's visit types (docs/clinic-calendar.md#visit-types): the rows of GET /visit_types
 * read as the site's VisitType (docs/visit-types.md). The database has checked every row, so
 * this reads leniently: it names the shape, not the limits.
 */

const questionRowSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'yes-no', 'choice']),
  required: z.optional(z.boolean()),
  maxLength: z.optional(z.nullable(z.number())),
  choices: z.optional(z.nullable(z.array(z.string()))),
});

const visitTypeRowSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  duration_minutes: z.number(),
  buffer_minutes: z.number(),
  doctor_ids: z.nullable(z.array(z.string())),
  specialties: z.nullable(z.array(z.string())),
  notice_hours: z.number(),
  same_day: z.boolean(),
  horizon_days: z.nullable(z.number()),
  min_age_years: z.nullable(z.number()),
  max_age_years: z.nullable(z.number()),
  instructions: z.nullable(z.string()),
  questions: z.array(questionRowSchema),
});

/** The longest answer a question without its own `maxLength` takes, characters. */
const MAX_ANSWER_LENGTH = 500;

/**
 * A row of api.visit_types (snake_case, docs/clinic-calendar.md#visit-types) as the site's
 * {@link VisitType}: `horizon_days` null (no limit in the database) reads as the site's 90 days
 * (docs/decisions/020-ninety-days-ahead.md); a question's missing `maxLength` as 500.
 * @throws {ZodError} a row of another shape.
 */
export function visitTypeFromRow(row: unknown): VisitType {
  const parsed = visitTypeRowSchema.parse(row);
  return {
    id: parsed.id,
    name: parsed.name,
    durationMinutes: parsed.duration_minutes,
    bufferMinutes: parsed.buffer_minutes,
    doctorIds: parsed.doctor_ids,
    specialties: parsed.specialties,
    noticeHours: parsed.notice_hours,
    sameDay: parsed.same_day,
    horizonDays: parsed.horizon_days ?? CONSULTATION.horizonDays,
    minAgeYears: parsed.min_age_years,
    maxAgeYears: parsed.max_age_years,
    instructions: parsed.instructions,
    questions: parsed.questions.map((question) => ({
      id: question.id,
      label: question.label,
      kind: question.kind,
      required: question.required ?? false,
      maxLength: question.maxLength ?? MAX_ANSWER_LENGTH,
      ...(question.choices ? { choices: question.choices } : {}),
    })),
  };
}

/**
 * The types in the order the site lists them: the default, 'consultation', first, then by name
 * (api.visit_types has no order of its own).
 */
export function sortVisitTypes(types: readonly VisitType[]): VisitType[] {
  return [...types].sort(
    (a, b) =>
      Number(b.id === DEFAULT_VISIT_TYPE_ID) - Number(a.id === DEFAULT_VISIT_TYPE_ID) ||
      a.name.localeCompare(b.name),
  );
}

/**
 * The clinic's visit types as the database holds them now (GET /visit_types, readable by
 * anyone), sorted by {@link sortVisitTypes}: one added or changed there shows with no new build.
 * @throws {UserFacingError} the server cannot be reached; {SessionExpiredError}; an Error naming
 *   the code for another refusal.
 */
export async function readVisitTypes(client: DataApi): Promise<VisitType[]> {
  const { data, error, status } = await (await client()).from('visit_types').select('*');
  if (error) throw failure(status, error, {});
  return sortVisitTypes((data as unknown[]).map(visitTypeFromRow));
}
