// The family page's own texts are in the catalogs' `family` (docs/languages.md#catalogs).

/**
 * The family feature's errors, each once (docs/texts.md); the database words its own the same.
 * The catalogs' `family` holds each of its strings under the same key, in both languages.
 */
export const familyMessages = {
  nameRequired: "Enter the family member's name.",
  nameTooLong: 'A name can be at most 100 characters.',
  dateOfBirthRequired: 'Enter a date of birth.',
  dateOfBirthInvalid: 'Enter a real date of birth, like 2018-03-27.',
  dateOfBirthInFuture: 'The date of birth cannot be in the future.',
  dateOfBirthTooEarly: 'Enter a date of birth from 1900 on.',
  relationshipRequired: 'Choose how you are related.',
  duplicate: (name: string) => `${name} is already one of your family members.`,
  hasUpcomingVisits: (name: string) =>
    `${name} has upcoming visits. Cancel them first, then remove ${name}.`,
  notOnAccount: 'That family member is not on your account.',
  /** While they cannot be read (shared mode: the server is unreachable); the page asks again by itself. */
  loadFailed: 'Your family members can’t be shown right now. This page tries again by itself.',
  saveFailed: 'The family member could not be saved. Please try again.',
  removeFailed: 'The family member could not be removed. Please try again.',
} as const;
