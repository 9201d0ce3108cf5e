import type { IntakeQuestion } from '@/lib/clinic';
import type { IntakeAnswers } from './domain';

/**
 * The answers as a visit stores them, from a form's typed values by question id
 * (docs/visit-types.md#intake-questions): a text trimmed, left out when blank; a yes-no 'yes' or
 * 'no' as true or false; a choice as chosen, left out when none is. Values of other ids are
 * dropped. The database checks what is left.
 */
export function intakeAnswersFrom(
  questions: readonly IntakeQuestion[],
  typed: Readonly<Record<string, string>>,
): IntakeAnswers {
  const answers: IntakeAnswers = {};
  for (const question of questions) {
    const value = (typed[question.id] ?? '').trim();
    if (!value) continue;
    answers[question.id] = question.kind === 'yes-no' ? value === 'yes' : value;
  }
  return answers;
}
