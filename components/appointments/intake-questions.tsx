import type { IntakeQuestion } from '@/lib/clinic';
import { useTranslations } from '@/components/layout/page-messages';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';

/** The form's own words in the page's language, the catalogs' `intake` (docs/languages.md#catalogs). */
type IntakeWords = ReturnType<typeof useTranslations>;

/** A question's label as the form shows it: an optional one says so. */
const labelOf = (question: IntakeQuestion, t: IntakeWords) =>
  question.required ? question.label : `${question.label} ${t('optional')}`;

/** One question: a short text (cut at its maxLength as it is typed or pasted), yes or no, or one choice. */
function QuestionField({
  id,
  question,
  answer,
  onChange,
  error,
  t,
}: {
  /** The control's id (a yes-no question's first radio button); its error's is `${id}-error`. */
  id: string;
  question: IntakeQuestion;
  answer: string | boolean | undefined;
  onChange: (answer: string | boolean) => void;
  error: string | undefined;
  t: IntakeWords;
}) {
  const errorId = error ? `${id}-error` : null;
  if (question.kind === 'yes-no') {
    return (
      <fieldset
        className="field intake__yes-no"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
      >
        <legend>{labelOf(question, t)}</legend>
        {([true, false] as const).map((value) => (
          <label key={String(value)}>
            <input
              id={value ? id : `${id}-no`}
              type="radio"
              name={id}
              checked={answer === value}
              onChange={() => onChange(value)}
            />{' '}
            {value ? t('yes') : t('no')}
          </label>
        ))}
        {errorId ? <FormError id={errorId} message={error} /> : null}
      </fieldset>
    );
  }
  const text = typeof answer === 'string' ? answer : '';
  return question.kind === 'choice' ? (
    <TextField
      as="select"
      id={id}
      label={labelOf(question, t)}
      value={text}
      onChange={onChange}
      errorId={errorId}
      error={error}
    >
      <option value="">{t('choose')}</option>
      {question.choices?.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </TextField>
  ) : (
    <TextField
      id={id}
      label={labelOf(question, t)}
      value={text}
      // The browser cuts a longer paste where it is typed (docs/visit-types.md#intake-questions).
      maxLength={question.maxLength}
      onChange={onChange}
      errorId={errorId}
      error={error}
    />
  );
}

/**
 * A visit type's intake questions (docs/visit-types.md#intake-questions), in the type's order,
 * each with its problem under it; nothing when the type asks none. The booking form asks them
 * after the time, the front desk and the waitlist beside the visit's other details. Loaded with
 * the first type that has questions: the default clinic's pages never load it.
 * @param idPrefix each control's id is `${idPrefix}-${question id}`.
 * @param errorFor the problem shown under question `id`, if any.
 */
export function IntakeQuestions({
  idPrefix,
  questions,
  answers,
  onChange,
  errorFor = () => undefined,
}: {
  idPrefix: string;
  questions: readonly IntakeQuestion[];
  answers: Readonly<Record<string, string | boolean>>;
  onChange: (questionId: string, answer: string | boolean) => void;
  errorFor?: (questionId: string) => string | undefined;
}) {
  const t = useTranslations('intake');
  if (questions.length === 0) return null;
  return (
    <fieldset className="intake">
      <legend>{t('legend')}</legend>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          id={`${idPrefix}-${question.id}`}
          question={question}
          answer={answers[question.id]}
          onChange={(answer) => onChange(question.id, answer)}
          error={errorFor(question.id)}
          t={t}
        />
      ))}
    </fieldset>
  );
}
