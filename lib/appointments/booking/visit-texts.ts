/**
 * The texts of whom a visit is for and its age limits (docs/texts.md), each once; the intake questions' are in `@/lib/appointments/intake`. A module of their own: only the booking form, the
 * lists and the rules loaded with them read these, so no page carries them in its first load.
 */

/**
 * A visit type's age limits' refusals (docs/visit-types.md#age-limits); the lines a card shows
 * are the catalogs' `appointments` (docs/languages.md#catalogs).
 */
export const visitTexts = {
  /** Age limits' refusals, in the form and the database's words. */
  under: (type: string, max: number) => `${type} is for patients under ${max}.`,
  over: (type: string, min: number) => `${type} is for patients ${min} and over.`,
  aged: (type: string, min: number, max: number) =>
    `${type} is for patients aged ${min} to ${max - 1}.`,
  addDateOfBirth: (type: string) => `Add your date of birth to book ${type}.`,
} as const;

/**
 * Who the visit is for (docs/family-members.md#booking-for-a-family-member): the account holder's
 * date of birth ('Who is this visit for?' itself is `appointmentTexts`').
 */
export const personTexts = {
  /** Asked once, for 'Me' and a type with an age limit, and kept with the account. */
  dateOfBirthLabel: 'Your date of birth',
  dateOfBirthHint: (type: string) =>
    `${type} has an age limit, so we need your date of birth. It is kept with your account.`,
} as const;
