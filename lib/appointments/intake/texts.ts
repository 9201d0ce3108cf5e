/**
 * The refusals of a visit type's intake answers (docs/texts.md), each once: the checks, the
 * database's sentences read back into codes and the tests read them. A module of its own, so no
 * page carries them in its first load. The form's own words ('Questions from the clinic', 'Yes',
 * 'No', '(optional)') are the catalogs' `intake` (docs/languages.md#catalogs).
 */

/** A visit type's intake answers' refusals, in the form and the database's words (docs/visit-types.md#intake-questions). */
export const intakeTexts = {
  required: (label: string) => `Answer “${label}”.`,
  tooLong: (maxLength: number) => `An answer can be at most ${maxLength} characters.`,
  doesNotFit: (label: string) => `That answer does not fit “${label}”.`,
  unknownQuestion: (key: string) => `That visit type has no question “${key}”.`,
} as const;
