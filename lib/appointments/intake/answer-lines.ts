import type { IntakeQuestion } from '@/lib/clinic';
import type { IntakeAnswers } from '../domain';
import { intakeTexts } from './texts';

/**
 * A visit's intake answers as they are listed (docs/visit-types.md#intake-questions), as
 * [question, answer]: in its type's order, each under its question's label, a yes-no one as 'Yes'
 * or 'No'; an answer to a question the type no longer asks comes last, under the question's id.
 * The appointment card, a doctor's schedule and the front desk all list them so.
 */
export function intakeAnswerLines(
  questions: readonly IntakeQuestion[],
  answers: IntakeAnswers,
): (readonly [question: string, answer: string])[] {
  const asked = new Set(questions.map((question) => question.id));
  return [
    ...questions
      .filter((question) => question.id in answers)
      .map((question) => [question.label, intakeTexts.answer(answers[question.id]!)] as const),
    ...Object.entries(answers)
      .filter(([id]) => !asked.has(id))
      .map(([id, answer]) => [id, intakeTexts.answer(answer)] as const),
  ];
}
