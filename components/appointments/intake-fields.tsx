'use client';

import { appointmentTexts, type IntakeAnswers } from '@/lib/appointments';
import type { IntakeQuestion } from '@/lib/clinic';
import { FieldList, type FieldSpec, type FieldValues } from '@/components/ui/field-list';

/*
 * The appointments feature's one component that its sub-features share: a visit type's intake
 * questions as form fields, and a visit's answers as a list (docs/visit-types.md#intake-questions).
 * The front desk and the waitlist ask the questions; the desk lists the answers.
 */

/** A question as a desk field: a text capped at its `maxLength`, or a select of its answers. */
function fieldOf(question: IntakeQuestion): FieldSpec {
  const label = question.required
    ? question.label
    : appointmentTexts.optionalQuestion(question.label);
  if (question.kind === 'text')
    // Capped as typed, so a pasted long answer is cut where it is seen.
    return { name: question.id, label, maxLength: question.maxLength, autoComplete: 'off' };
  const answers =
    question.kind === 'yes-no'
      ? [
          { value: 'yes', label: appointmentTexts.answerYes },
          { value: 'no', label: appointmentTexts.answerNo },
        ]
      : (question.choices ?? []).map((choice) => ({ value: choice, label: choice }));
  return {
    name: question.id,
    label,
    type: 'select',
    options: [{ value: '', label: appointmentTexts.chooseAnswer }, ...answers],
  };
}

/**
 * A visit type's intake questions (docs/visit-types.md#intake-questions) under 'Intake
 * questions', in order, with the typed answers by question id (`yes`/`no` for a yes-no
 * question; `intakeAnswersFrom` makes them what a visit stores); nothing when the type asks none.
 * The database checks the answers when the visit is booked or the waitlist joined.
 */
export function IntakeFields({
  idPrefix,
  questions,
  values,
  onChange,
}: FieldValues<string> & { idPrefix: string; questions: readonly IntakeQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <fieldset>
      <legend>{appointmentTexts.intakeLegend}</legend>
      <FieldList
        idPrefix={idPrefix}
        fields={questions.map(fieldOf)}
        values={Object.fromEntries(
          questions.map((question) => [question.id, values[question.id] ?? '']),
        )}
        onChange={onChange}
      />
    </fieldset>
  );
}

/**
 * The answers of a visit as they are listed, in its type's order, each under its question's
 * label ('Yes' or 'No' for a yes-no); an answer to a question the type no longer asks comes last,
 * under the question's id.
 */
export function answerItems(
  questions: readonly IntakeQuestion[],
  answers: IntakeAnswers,
): [string, string][] {
  const asked = new Set(questions.map((question) => question.id));
  const text = (answer: string | boolean) =>
    typeof answer !== 'boolean'
      ? answer
      : answer
        ? appointmentTexts.answerYes
        : appointmentTexts.answerNo;
  return [
    ...questions.flatMap((question): [string, string][] =>
      question.id in answers ? [[question.label, text(answers[question.id]!)]] : [],
    ),
    ...Object.entries(answers)
      .filter(([id]) => !asked.has(id))
      .map(([id, answer]): [string, string] => [id, text(answer)]),
  ];
}
