/**
 * The texts of a visit type's intake questions (docs/texts.md), each once: the booking form, the
 * front desk, the waitlist and the lists that show answers all read them. A module of its own,
 * so no page carries them in its first load.
 */

const YES = 'Yes';
const NO = 'No';

/** A visit type's intake questions and their refusals, in the form and the database's words (docs/visit-types.md#intake-questions). */
export const intakeTexts = {
  legend: 'Questions from the clinic',
  optional: '(optional)',
  yes: YES,
  no: NO,
  choose: 'Select an answer',
  /** An answer as the appointment card shows it: a yes-no one as 'Yes' or 'No'. */
  answer: (answer: string | boolean) => (answer === true ? YES : answer === false ? NO : answer),
  required: (label: string) => `Answer “${label}”.`,
  tooLong: (maxLength: number) => `An answer can be at most ${maxLength} characters.`,
  doesNotFit: (label: string) => `That answer does not fit “${label}”.`,
  unknownQuestion: (key: string) => `That visit type has no question “${key}”.`,
} as const;
