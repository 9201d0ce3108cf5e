import type { IntakeQuestion, VisitType } from '@/lib/clinic';
import type { IntakeAnswers } from '../domain';
import { UserFacingError } from '@/lib/errors/messages';
import * as z from '@/lib/schema';
import { intakeTexts } from './texts';

/**
 * A visit type's intake answers checked (docs/visit-types.md#intake-questions): the one module
 * the booking form and the store both ask, in the sentences shared mode's database refuses with
 * (23514). Loaded on first use (`lib/lazy/lazy-module.ts`): only a type with questions needs it.
 */

/** The answers as the form holds them, by question id: typed text, a yes-no's boolean, a choice. */
export type IntakeInput = Readonly<Record<string, unknown>>;

/** Either the answers to store, or the first problem of each question that has one (never both). */
export type IntakeCheck =
  { answers: IntakeAnswers; problems: null } | { answers: null; problems: Record<string, string> };

/** One question's answer: a text of at most its maxLength, a boolean, or one of its choices. */
function answerSchema(question: IntakeQuestion) {
  const fits = intakeTexts.doesNotFit(question.label);
  // A missing answer is asked for; any other wrong one does not fit the question.
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined ? intakeTexts.required(question.label) : fits;
  const answer =
    question.kind === 'text'
      ? z
          .string({ error })
          .check(z.maxLength(question.maxLength, intakeTexts.tooLong(question.maxLength)))
      : question.kind === 'yes-no'
        ? z.boolean({ error })
        : z.enum((question.choices ?? []) as [string, ...string[]], { error });
  return question.required ? answer : z.optional(answer);
}

/** A text answer trimmed, and a blank one (or an empty choice) as not answered: left out. */
function withoutBlanks(type: Pick<VisitType, 'questions'>, input: IntakeInput): IntakeInput {
  const kinds = new Map(type.questions.map((question) => [question.id, question.kind]));
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const answer = typeof value === 'string' && kinds.get(key) !== 'yes-no' ? value.trim() : value;
    if (answer !== '' && answer !== undefined && answer !== null) kept[key] = answer;
  }
  return kept;
}

/**
 * Checks the answers to `type`'s questions (docs/visit-types.md#intake-questions): keys are its
 * question ids; a text answer is trimmed and 1 to maxLength characters (blank: not answered,
 * left out), a yes-no answer a boolean, a choice exactly one of its choices; a required question
 * must be answered, and a key that is no question is refused.
 * @returns the answers to store, or each problem keyed by question id (or the unknown key), in
 *   the visitor's words: 'Answer “…”.', 'An answer can be at most 200 characters.', 'That
 *   answer does not fit “…”.', 'That visit type has no question “…”.'
 */
export function checkIntakeAnswers(
  type: Pick<VisitType, 'questions'>,
  input: IntakeInput,
): IntakeCheck {
  const answers = withoutBlanks(type, input);
  const problems: Record<string, string> = {};
  const asked = new Set(type.questions.map((question) => question.id));
  for (const key of Object.keys(answers)) {
    if (!asked.has(key)) problems[key] = intakeTexts.unknownQuestion(key);
  }
  const schema = z.object(
    Object.fromEntries(type.questions.map((question) => [question.id, answerSchema(question)])),
  );
  const parsed = schema.safeParse(answers);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  }
  if (parsed.success && Object.keys(problems).length === 0) {
    return { answers: parsed.data as IntakeAnswers, problems: null };
  }
  return { answers: null, problems };
}

/**
 * The answers to store, as {@link checkIntakeAnswers} checks them.
 * @throws {UserFacingError} the first problem, in the order of the type's questions.
 */
export function checkedIntakeAnswers(
  type: Pick<VisitType, 'questions'>,
  input: IntakeInput,
): IntakeAnswers {
  const { answers, problems } = checkIntakeAnswers(type, input);
  if (answers) return answers;
  const first =
    type.questions.map((question) => problems[question.id]).find(Boolean) ??
    Object.values(problems)[0]!;
  throw new UserFacingError(first);
}
