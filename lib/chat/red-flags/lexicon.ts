/**
 * The chat's one lexicon (docs/chat.md#red-flags): words for people (the age reader's too) and
 * the red-flag engine's clause, negation, softening, history and general-question words.
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

/** Negation words: one in the 5 words before a match, within its clause, cancels it (NegEx). */
export const NEGATORS: readonly string[] = [
  'no',
  'not',
  'never',
  'without',
  'none',
  'nor',
  'denies',
  'denied',
];

/** Words that end a clause for negation: 'no fever and I cannot breathe' negates only the fever. */
export const CLAUSE_WORDS: readonly string[] = [
  'but',
  'and',
  'however',
  'although',
  'though',
  'yet',
  'except',
];

/**
 * NegEx's pseudo-negations: after a negation word, these keep it from negating ('not sure'). Each
 * is one word here; a language may give several ('no sé si').
 */
export const PSEUDO_NEGATIONS: readonly string[] = [
  'sure',
  'only',
  'just',
  'longer',
  'idea',
  'know',
  'certain',
  'even',
  'doubt',
  // 'has not stopped coughing' is coughing.
  'stopped',
];

/** Words that make a match in their clause routine where a rule allows it ('a minor burn'). */
export const SOFTENERS: readonly string[] = [
  '(mild|mildly|slight|slightly|minor|small|little|tiny|bit|light|first degree|occasionally|sometimes)',
];

/** A clause with one of these is about the past or about prevention, not about now. */
export const HISTORY: readonly string[] = [
  'last (year|month|week|summer|winter|spring|fall|autumn|christmas)',
  '(#|a|one|two|three|four|five|six|several|few|many|couple of) (year|years|month|months|week|weeks) (ago|back)',
  'in #1900-2099',
  '(years|months|weeks|long|ages|a while) ago',
  '(history of|recovering from|recovered from|follow up|survivor|prevent|prevention|preventing)',
  'as a (child|kid|teenager|teen|baby)',
  'when (i|he|she) was (little|young|a (child|kid|baby|teenager))',
  '(after|since) (my|his|her|their) {0-1} (stroke|heart attack|seizure|overdose|surgery|concussion|burn)',
  '(year|years) of',
  '(risk|chance|chances) of',
  'avoid (getting|having|a)',
  'in case (of|i|he|she)',
];

/** A message with one of these and no person word asks for general information. */
export const GENERAL_QUESTION: readonly string[] = [
  'what (is|are|cause|causes)',
  'what {0-3} (sign|signs|symptom|symptoms|cause|causes|risk|risks|difference)',
  'how (do|can|does|is|are) (you|one|doctor|doctors|a person)',
  '(sign|signs|symptom|symptoms|risk|cause|causes) of',
  '(can|could|does|do|will) {0-3} cause',
  '(prevent|prevention|vaccine|vaccines|vaccination|jab|shot|explain|statistics)',
  '(tell me|learn) about',
  'how common',
];

/** Words that say a stated temperature is the body's, not the weather's. */
export const BODY_TEMPERATURE_WORDS: readonly string[] = ['(temp|temperature|thermometer|degrees)'];

/**
 * Words of English and of no Spanish message, after contractions are spelled out: more of these
 * than of Spanish's markers (./lexicon-es.ts) and a message is English.
 */
export const MARKERS: readonly string[] = [
  'the',
  'my',
  'i',
  'is',
  'and',
  'he',
  'she',
  'it',
  'with',
  'have',
  'has',
  'was',
  'not',
  'of',
  'to',
  'in',
  'on',
  'for',
  'can',
  'cannot',
  'what',
  'how',
  'this',
  'that',
  'you',
  'are',
  'his',
  'her',
  'we',
  'they',
  'just',
  'from',
];
