/**
 * The chat's one list of words for people (docs/product.md#red-flags): the red-flag rules read
 * them to tell a message about someone from a general question, and the age reader
 * (lib/chat/age.ts) to find a child's age.
 */

/** Words for a child or baby. */
export const CHILD_WORDS: readonly string[] = [
  'baby',
  'babies',
  'newborn',
  'infant',
  'son',
  'daughter',
  'boy',
  'girl',
  'little one',
  'toddler',
  'child',
  'children',
  'kid',
  'kids',
  'grandson',
  'granddaughter',
  'niece',
  'nephew',
];

/** Words that make a message about someone: pronouns, relatives and every child word. */
export const PERSON_WORDS: readonly string[] = [
  'i',
  'me',
  'my',
  'mine',
  'he',
  'she',
  'him',
  'her',
  'his',
  'hers',
  'we',
  'us',
  'our',
  'they',
  'them',
  'their',
  'husband',
  'wife',
  'mom',
  'mum',
  'dad',
  'mother',
  'father',
  'friend',
  'grandma',
  'grandpa',
  'grandmother',
  'grandfather',
  'partner',
  'boyfriend',
  'girlfriend',
  'brother',
  'sister',
  'someone',
  'somebody',
  'anyone',
  ...CHILD_WORDS,
];

/**
 * Words as a regular-expression alternation, longest first so 'kids' is not read as 'kid'.
 * @example alternation(['kid', 'kids']) === 'kids|kid'
 */
export function alternation(words: readonly string[]): string {
  return [...words].sort((a, b) => b.length - a.length).join('|');
}
