/**
 * The texts of whom a visit is for, its age limits, its intake questions and the lines a card
 * shows of them (docs/texts.md), each once. A module of their own: only the booking form, the
 * lists and the rules loaded with them read these, so no page carries them in its first load.
 */

/** A visit type's lines on a card and its age limits' refusals (docs/visit-types.md#age-limits). */
export const visitTexts = {
  /** The appointment card's line naming the type, in a clinic of several (docs/product.md#appointments-list). */
  cardLabel: 'Visit',
  cardValue: (name: string, minutes: number) => `${name}, ${minutes} minutes`,
  /** Age limits' refusals, in the form and the database's words. */
  under: (type: string, max: number) => `${type} is for patients under ${max}.`,
  over: (type: string, min: number) => `${type} is for patients ${min} and over.`,
  aged: (type: string, min: number, max: number) =>
    `${type} is for patients aged ${min} to ${max - 1}.`,
  addDateOfBirth: (type: string) => `Add your date of birth to book ${type}.`,
} as const;

/**
 * Who the visit is for (docs/family-members.md#booking-for-a-family-member): asked when the
 * account has family members, 'Me' first.
 */
export const personTexts = {
  label: 'Who is this visit for?',
  me: 'Me',
  /** Asked once, for 'Me' and a type with an age limit, and kept with the account. */
  dateOfBirthLabel: 'Your date of birth',
  dateOfBirthHint: (type: string) =>
    `${type} has an age limit, so we need your date of birth. It is kept with your account.`,
  /** The appointment card's line naming a family member the visit is for. */
  cardLabel: 'For',
} as const;

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
