import type { Refusal } from '@/lib/errors/messages';

// The family page's own texts are in the catalogs' `family` (docs/languages.md#catalogs).

/**
 * The family feature's errors, each once (docs/texts.md); the database words its own the same.
 * The catalogs' `family` holds each under the same key, in both languages.
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

type FamilyMessageKey = keyof typeof familyMessages;

/** A family text that names no one: a rule's problem or a failure. */
export type FamilyRefusalKey = {
  [Key in FamilyMessageKey]: (typeof familyMessages)[Key] extends string ? Key : never;
}[FamilyMessageKey];

/**
 * One of {@link familyMessages} as a refusal (docs/languages.md#refusals-by-code), its code
 * `family.<key>`: `familyRefusal('notOnAccount')`, or with the member's name for the two texts
 * that name one, `familyRefusal('duplicate', 'Mia Lee')` (values `{ name }`).
 */
export function familyRefusal(key: FamilyRefusalKey): Refusal;
export function familyRefusal(key: 'duplicate' | 'hasUpcomingVisits', name: string): Refusal;
export function familyRefusal(key: FamilyMessageKey, name = ''): Refusal {
  const text = familyMessages[key];
  if (typeof text === 'string') return { code: `family.${key}`, message: text };
  return { code: `family.${key}`, message: text(name), values: { name } };
}

/**
 * The database's sentence for a family member's field (22023, docs/shared-mode.md#error-codes),
 * which is the form's own, as that problem's refusal; a sentence the form never writes as it is.
 */
export function familySentenceRefusal(sentence: string): Refusal {
  const key = (Object.keys(familyMessages) as FamilyMessageKey[]).find(
    (candidate) => familyMessages[candidate] === sentence,
  );
  return key === undefined ? { message: sentence } : familyRefusal(key as FamilyRefusalKey);
}
