import * as z from '@/lib/schema';
import { CONSULTATION, offersVisitType, type VisitType } from './visit-types';

/**
 * The checks of a clinic file's `visitTypes` (docs/visit-types.md#checked-at-build), with named
 * errors. They run where the clinic file is read (the build, tests, Node scripts), never in the
 * browser, which gets the checked types inlined (lib/clinic/clinic.ts).
 */

/** Most intake questions a visit type may ask. */
const MAX_QUESTIONS = 10;
/** Longest answer a text question may allow, characters. */
const MAX_ANSWER_LENGTH = 500;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Every message below names its field: the problem reads 'visit type "follow-up": length 17 is
// not a multiple of 5', with no field path (see visitTypeProblem).

const slug = (field: string) =>
  z
    .string({ error: `${field} must be a lowercase slug such as "follow-up"` })
    .check(
      z.regex(SLUG, `${field} must be a lowercase slug such as "follow-up"`),
      z.maxLength(40, `${field} must be at most 40 characters`),
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

const age = (field: string) => z._default(z.nullable(whole(field, 0, 130)), null);

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
      noticeHours: z._default(whole('noticeHours', 0, 720), 0),
      sameDay: z._default(z.boolean({ error: 'sameDay must be true or false' }), true),
      horizonDays: z._default(whole('horizonDays', 0, 730), CONSULTATION.horizonDays),
      minAgeYears: age('minAgeYears'),
      maxAgeYears: age('maxAgeYears'),
      instructions: z._default(z.nullable(text('instructions', 500)), null),
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
