import { screen, within } from '@testing-library/react';
import { IntakeQuestions } from '@/components/appointments/intake-questions';
import { intakeAnswerLines } from '@/lib/appointments/intake';
import type { IntakeQuestion } from '@/lib/clinic';
import type { Locale } from '@/lib/i18n';
import { formatMessage } from '../../../support/messages';
import { renderInLocale } from '../../../support/intl';

/*
 * The intake questions' own words in the page's language (docs/languages.md#catalogs): the
 * form's legend, 'Yes'/'No', '(optional)' and 'Select an answer', and a yes-no answer as the
 * lists show it. English keeps its words as they were, word for word.
 */

const yesNo = { kind: 'yes-no', required: true, maxLength: 500 } as const;
const questions: IntakeQuestion[] = [
  { ...yesNo, id: 'changed', label: 'Has it changed?' },
  {
    ...yesNo,
    id: 'since',
    label: 'Since when?',
    kind: 'choice',
    required: false,
    choices: ['A week', 'A month'],
  },
];

const WORDS = {
  en: {
    legend: 'Questions from the clinic',
    yes: 'Yes',
    no: 'No',
    optional: '(optional)',
    choose: 'Select an answer',
  },
  es: {
    legend: 'Preguntas de la clínica',
    yes: 'Sí',
    no: 'No',
    optional: '(opcional)',
    choose: 'Seleccione una respuesta',
  },
} as const;

describe.each(['en', 'es'] as const)('the intake questions in %s', (locale: Locale) => {
  const words = WORDS[locale];

  it("writes the form's own words from the catalog", () => {
    renderInLocale(
      <IntakeQuestions idPrefix="q" questions={questions} answers={{}} onChange={() => {}} />,
      locale,
    );
    const form = screen.getByRole('group', { name: words.legend });
    const yesNo = within(form).getByRole('group', { name: 'Has it changed?' });
    expect(within(yesNo).getByRole('radio', { name: words.yes })).toBeInTheDocument();
    expect(within(yesNo).getByRole('radio', { name: words.no })).toBeInTheDocument();
    const choice = within(form).getByLabelText(`Since when? ${words.optional}`);
    expect(within(choice).getByRole('option', { name: words.choose })).toBeInTheDocument();
  });

  it("lists a yes-no answer in the catalog's words and other answers as given", () => {
    const yesNoWords = {
      yes: formatMessage(locale, 'intake.yes'),
      no: formatMessage(locale, 'intake.no'),
    };
    expect(intakeAnswerLines(questions, { changed: true, since: 'A week' }, yesNoWords)).toEqual([
      ['Has it changed?', words.yes],
      ['Since when?', 'A week'],
    ]);
    expect(intakeAnswerLines(questions, { changed: false, gone: true }, yesNoWords)).toEqual([
      ['Has it changed?', words.no],
      ['gone', words.yes],
    ]);
  });
});
