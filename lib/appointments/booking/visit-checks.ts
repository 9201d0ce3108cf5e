import type { VisitType } from '@/lib/clinic';
import type { Refusal } from '@/lib/errors/messages';
import { ageLimitProblem } from './age-limits';
import { sentenceRefusal } from './sentence-refusals';
import type { BookingField, FieldError } from './appointments';

/**
 * The booking form's checks of whom a visit is for and what it asks (docs/visit-types.md#age-limits,
 * docs/visit-types.md#intake-questions), loaded by the form when the type has an age limit or
 * questions: the default clinic's form never loads it.
 */

/** What {@link visitProblems} checks: the visit as the form holds it, and the rules it loaded. */
export interface VisitChecks {
  /** The chosen type; null: none chosen (validateBooking says so). */
  visitType: VisitType | null;
  /** The chosen free start, or null. */
  start: Date | null;
  /** The person's date of birth when known ('yyyy-MM-dd'): a family member's, or the holder's. */
  dateOfBirth: string | null;
  /**
   * The holder's date of birth as typed, when the form asks it (an age-limited type for 'Me'
   * with none known), checked by `dateOfBirthProblem` (the family feature's rule).
   */
  typedDateOfBirth?: { value: string; problem: (day: string) => Refusal | null };
  /** The answers as given, and `checkIntakeAnswers` (intake.ts) when the type asks questions. */
  answers?: {
    value: Readonly<Record<string, unknown>>;
    check: (
      type: VisitType,
      answers: Readonly<Record<string, unknown>>,
    ) => { problems: Record<string, string> | null };
  };
}

/**
 * The form's problems of whom the visit is for and what it asks, in form order
 * (docs/visit-types.md#age-limits, #intake-questions): the date of birth typed, the person's age
 * on the visit's clinic day against the type's limits ('visitType'), each question's answer
 * (`question-<id>`).
 */
export function visitProblems(checks: VisitChecks): FieldError<BookingField>[] {
  const { visitType, start, typedDateOfBirth, answers } = checks;
  if (!visitType) return [];
  const problems: FieldError<BookingField>[] = [];
  let { dateOfBirth } = checks;
  if (typedDateOfBirth) {
    const problem = typedDateOfBirth.problem(typedDateOfBirth.value);
    if (problem) problems.push({ field: 'dateOfBirth', ...problem });
    else dateOfBirth = typedDateOfBirth.value;
  }
  const outside = start && dateOfBirth ? ageLimitProblem(visitType, dateOfBirth, start) : null;
  if (outside) problems.push({ field: 'visitType', ...sentenceRefusal(outside) });
  if (answers) {
    const found = answers.check(visitType, answers.value).problems ?? {};
    for (const question of visitType.questions) {
      const message = found[question.id];
      if (message) problems.push({ field: `question-${question.id}`, ...sentenceRefusal(message) });
    }
  }
  return problems;
}

/** The order of the form's fields, which its errors follow: a question's come before the reason. */
const FIELD_ORDER: readonly string[] = ['person', 'visitType', 'dateOfBirth', 'doctor', 'start'];

/** `problems` in the form's order (docs/decisions/016-booking-form-names-missing-fields.md). */
export function inFormOrder(problems: FieldError<BookingField>[]): FieldError<BookingField>[] {
  const rank = (field: BookingField) =>
    field === 'reason'
      ? FIELD_ORDER.length + 1
      : field.startsWith('question-')
        ? FIELD_ORDER.length
        : FIELD_ORDER.indexOf(field);
  return [...problems].sort((a, b) => rank(a.field) - rank(b.field));
}
