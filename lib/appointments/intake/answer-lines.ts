import type { IntakeQuestion } from '@/lib/clinic';
import type { IntakeAnswers } from '../domain';

/** How a yes-no answer is written, in the page's language: the catalogs' `intake.yes` and `intake.no`. */
export interface YesNoWords {
  yes: string;
  no: string;
}

/**
 * A visit's intake answers as they are listed (docs/visit-types.md#intake-questions), as
 * [question, answer]: in its type's order, each under its question's label, a yes-no one as
 * `words.yes` or `words.no` ('Yes', 'Sí'); an answer to a question the type no longer asks comes
 * last, under the question's id. The appointment card, a doctor's schedule and the front desk all
 * list them so, in the page's language (docs/languages.md#catalogs).
 */
export function intakeAnswerLines(
  questions: readonly IntakeQuestion[],
  answers: IntakeAnswers,
  words: YesNoWords,
): (readonly [question: string, answer: string])[] {
  const asked = new Set(questions.map((question) => question.id));
  const shown = (answer: string | boolean) =>
    answer === true ? words.yes : answer === false ? words.no : answer;
  return [
    ...questions
      .filter((question) => question.id in answers)
      .map((question) => [question.label, shown(answers[question.id]!)] as const),
    ...Object.entries(answers)
      .filter(([id]) => !asked.has(id))
      .map(([id, answer]) => [id, shown(answer)] as const),
  ];
}
