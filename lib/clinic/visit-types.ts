import * as z from '@/lib/schema';

/**
 * Visit types (docs/visit-types.md): the kinds of visit a clinic offers, each with
 * its own length, buffer, doctors, notice, same-day rule, horizon, age limits, instructions and
 * intake questions. Local mode reads them from the clinic file's `visitTypes`
 * (docs/configuration.md#the-clinic-file), checked here with named errors; shared mode keeps the
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

/** Most intake questions a visit type may ask. */
const MAX_QUESTIONS = 10;
/** Longest answer a text question may allow, characters. */
const MAX_ANSWER_LENGTH = 500;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

// Every message below names its field: the problem reads 'visit type "follow-up": length 17 is
// not a multiple of 5', with no field path (see visitTypeProblem).

const slug = (field: string) =>
  z
    .string({ error: `${field} must be a lowercase slug such as "follow-up"` })
    .check(
      z.regex(SLUG, `${field} must be a lowercase slug such as "follow-up"`),
      z.maxLength(50, `${field} must be at most 50 characters`),
    );

const text = (field: string, max: number) => {
  const expected = `${field} must be 1 to ${max} characters`;
  return z
    .string({ error: expected })
    .check(z.trim(), z.minLength(1, expected), z.maxLength(max, expected));
};

/** Whole minutes from `min` to `max` in steps of 5: 'length 17 is not a multiple of 5'. */
const fiveMinuteSteps = (word: string, min: number, max: number) =>
  z.number({ error: `${word} must be a number of minutes` }).check(
    z.superRefine((value, context) => {
      const problem = !Number.isInteger(value)
        ? `${word} ${value} is not a whole number of minutes`
        : value < min || value > max
          ? `${word} ${value} is not ${min} to ${max} minutes`
          : value % 5 !== 0
            ? `${word} ${value} is not a multiple of 5`
            : null;
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );

/** A whole number from `min` to `max`: 'noticeHours must be a whole number from 0 to 720'. */
const whole = (field: string, min: number, max: number) => {
  const expected = `${field} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: expected })
    .check(z.int({ error: expected }), z.minimum(min, expected), z.maximum(max, expected));
};

/** An age limit in whole years, or none (null), as the database bounds it. */
const age = (field: string, min: number) => z._default(z.nullable(whole(field, min, 150)), null);

const unknownField = (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? 'unknown field' : 'must be an object';

const questionSchema = z
  .strictObject(
    {
      id: slug('question id'),
      label: text('label', 200),
      kind: z.enum(['text', 'yes-no', 'choice'], {
        error: "kind must be 'text', 'yes-no' or 'choice'",
      }),
      required: z._default(z.boolean({ error: 'required must be true or false' }), false),
      maxLength: z.optional(whole('maxLength', 1, MAX_ANSWER_LENGTH)),
      choices: z.optional(
        z.array(text('each choice', 100), { error: 'choices must be a list of texts' }),
      ),
    },
    { error: unknownField },
  )
  .check(
    z.superRefine((question, context) => {
      const problem = (message: string) =>
        context.addIssue({ code: 'custom', message, input: question });
      if (question.kind !== 'text' && question.maxLength !== undefined)
        problem('maxLength is only for a text question');
      if (question.kind !== 'choice' && question.choices !== undefined)
        problem('choices are only for a choice question');
      if (question.kind === 'choice') {
        const choices = question.choices ?? [];
        if (choices.length < 2 || choices.length > 20)
          problem(`a choice question needs 2 to 20 choices (it has ${choices.length})`);
        if (new Set(choices).size < choices.length) problem('choices repeat');
      }
    }),
  );

/**
 * One of the clinic file's `visitTypes` (docs/configuration.md#the-clinic-file); clinic-file.ts
 * checks the list (at least one, ids unique) and {@link visitTypesProblems} its doctors.
 */
export const visitTypeSchema = z
  .strictObject(
    {
      id: slug('id'),
      name: text('name', 100),
      durationMinutes: fiveMinuteSteps('length', 5, 240),
      bufferMinutes: z._default(fiveMinuteSteps('buffer', 0, 120), 0),
      doctorIds: z._default(
        z.nullable(
          z.array(whole('each of doctorIds', 1, Number.MAX_SAFE_INTEGER), {
            error: 'doctorIds must be a list of doctor ids, or null for every doctor',
          }),
        ),
        null,
      ),
      specialties: z._default(
        z.nullable(
          z.array(text('each specialty', 100), {
            error: 'specialties must be a list of specialties, or null for every specialty',
          }),
        ),
        null,
      ),
      noticeHours: z._default(whole('noticeHours', 0, 8760), 0),
      sameDay: z._default(z.boolean({ error: 'sameDay must be true or false' }), true),
      horizonDays: z._default(whole('horizonDays', 0, 3650), DEFAULT_HORIZON_DAYS),
      minAgeYears: age('minAgeYears', 0),
      maxAgeYears: age('maxAgeYears', 1),
      instructions: z._default(z.nullable(text('instructions', 1000)), null),
      questions: z._default(
        z.array(questionSchema, { error: 'questions must be a list of questions' }),
        [],
      ),
    },
    { error: unknownField },
  )
  .check(
    z.superRefine((type, context) => {
      const problem = (message: string) =>
        context.addIssue({ code: 'custom', message, input: type });
      if (type.minAgeYears !== null && type.maxAgeYears !== null) {
        if (type.minAgeYears >= type.maxAgeYears)
          problem(`minAgeYears ${type.minAgeYears} is not below maxAgeYears ${type.maxAgeYears}`);
      }
      if (type.questions.length > MAX_QUESTIONS)
        problem(`at most ${MAX_QUESTIONS} questions (it has ${type.questions.length})`);
      type.questions.forEach((question, index) => {
        const first = type.questions.findIndex((other) => other.id === question.id);
        if (first < index) problem(`question id "${question.id}" is used twice`);
      });
    }),
  );

/** The parsed visit types as the site reads them: doctor ids as strings, questions' maxLength set. */
export function toVisitTypes(parsed: z.output<typeof visitTypeSchema>[]): VisitType[] {
  return parsed.map((type) => ({
    ...type,
    doctorIds: type.doctorIds === null ? null : type.doctorIds.map(String),
    questions: type.questions.map(({ choices, maxLength, ...question }) => ({
      ...question,
      maxLength: maxLength ?? MAX_ANSWER_LENGTH,
      ...(choices === undefined ? {} : { choices }),
    })),
  }));
}

/**
 * The types in the order shared mode shows them (docs/visit-types.md#in-shared-mode): the
 * consultation (the default) first, then by name. The database's view has no order of its own.
 */
function sortVisitTypes(types: readonly VisitType[]): VisitType[] {
  const rank = (type: VisitType) => (type.id === DEFAULT_VISIT_TYPE_ID ? 0 : 1);
  return [...types].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'));
}

/**
 * A row of GET /visit_types in the clinic file's field names, for {@link visitTypeSchema}: the
 * database's null horizon is the site's default (docs/decisions/020-ninety-days-ahead.md), its
 * doctor ids (text) are numbers, and a maxLength the database allows on a question that is not
 * a text question, where it means nothing, is left out.
 */
function clinicFileFields(row: Record<string, unknown>): Record<string, unknown> {
  const questions = Array.isArray(row.questions)
    ? row.questions.map((question: unknown) => {
        if (typeof question !== 'object' || question === null) return question;
        const { maxLength, ...rest } = question as Record<string, unknown>;
        return rest.kind === 'text' ? { ...rest, maxLength } : rest;
      })
    : row.questions;
  return {
    id: row.id,
    name: row.name,
    durationMinutes: row.duration_minutes,
    bufferMinutes: row.buffer_minutes,
    doctorIds: Array.isArray(row.doctor_ids) ? row.doctor_ids.map(Number) : row.doctor_ids,
    specialties: row.specialties,
    noticeHours: row.notice_hours,
    sameDay: row.same_day,
    horizonDays: row.horizon_days ?? undefined,
    minAgeYears: row.min_age_years,
    maxAgeYears: row.max_age_years,
    instructions: row.instructions,
    questions,
  };
}

/**
 * Shared mode's visit types from the rows of GET /visit_types (snake_case columns,
 * docs/visit-types.md#in-shared-mode), read with the clinic file's own schema and sorted by
 * {@link sortVisitTypes}. A row the schema refuses is left out with a warning naming it, so one
 * bad row never hides the others.
 * @throws {Error} when `rows` is not a list.
 */
export function parseVisitTypeRows(rows: unknown): VisitType[] {
  if (!Array.isArray(rows)) throw new Error('GET /visit_types did not answer a list.');
  const parsed: z.output<typeof visitTypeSchema>[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    const result = visitTypeSchema.safeParse(clinicFileFields(row));
    if (result.success) parsed.push(result.data);
    else
      console.warn(
        `Visit type ${JSON.stringify(row.id)} left out: ${result.error.issues.map((issue) => issue.message).join('; ')}`,
      );
  }
  return sortVisitTypes(toVisitTypes(parsed));
}

/**
 * What is wrong between the visit types and the doctors, one message per problem with the index
 * of its type: a doctor id or specialty no doctor has, or a type no doctor offers.
 */
export function visitTypesProblems(
  types: readonly VisitType[],
  doctors: readonly { id: number; specialty: string }[],
): { index: number; message: string }[] {
  return types.flatMap((type, index) => {
    const problems = [
      ...(type.doctorIds ?? [])
        .filter((id) => !doctors.some((doctor) => String(doctor.id) === id))
        .map((id) => `no doctor has id ${id}`),
      ...(type.specialties ?? [])
        .filter((specialty) => !doctors.some((doctor) => doctor.specialty === specialty))
        .map((specialty) => `no doctor has the specialty "${specialty}"`),
    ];
    if (problems.length === 0 && !doctors.some((doctor) => offersVisitType(type, doctor)))
      problems.push('no doctor offers it (its doctorIds and specialties match no one)');
    return problems.map((message) => ({ index, message }));
  });
}

/**
 * The label a problem inside `visitTypes` is named by, from its zod path and the file's raw
 * value: ['visitTypes', 1, 'questions', 0, 'label'] → 'visit type "skin-check", question
 * "spot-location"'; an index where the id is not a usable text ('visit type [1]'). Null for a
 * path outside one visit type.
 */
export function visitTypeLabel(path: readonly PropertyKey[], raw: unknown): string | null {
  if (path[0] !== 'visitTypes' || typeof path[1] !== 'number') return null;
  const idOf = (value: unknown, index: number, word: string) => {
    const id = (value as { id?: unknown } | null | undefined)?.id;
    return typeof id === 'string' && SLUG.test(id) ? `${word} "${id}"` : `${word} [${index}]`;
  };
  const type = (raw as { visitTypes?: unknown[] }).visitTypes?.[path[1]];
  const label = idOf(type, path[1], 'visit type');
  if (path[2] !== 'questions' || typeof path[3] !== 'number') return label;
  const question = (type as { questions?: unknown[] }).questions?.[path[3]];
  return `${label}, ${idOf(question, path[3], 'question')}`;
}
