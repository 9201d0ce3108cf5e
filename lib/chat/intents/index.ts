import { detectRedFlag } from '@/lib/chat/red-flags';
import { createNormaliser, splitWords } from '@/lib/chat/red-flags/normalise';
import { compilePhrases } from '@/lib/chat/red-flags/phrases';
import { INTENT_RULES } from './rules';
import type { Intent } from './rules/types';

export type { Intent } from './rules/types';

/**
 * Lower-cases `text`, turns curly apostrophes into straight ones and every other character that
 * is not a letter, digit or in-word apostrophe into a single space: the red-flag normaliser's
 * first step (`splitWords`), without its clause marks. Phrases are matched against
 * this form with a space on either side, which is what makes matching whole-word.
 * @example normalizeForMatching('I’ve got the FLU-like “chills”!') === "i've got the flu like chills"
 */
export function normalizeForMatching(text: string): string {
  return splitWords(text, { clauses: false }).join(' ');
}

/**
 * Every word of 7 letters or more the rules are written with: the typo corrector's vocabulary.
 * Shorter words have too many real neighbours ('think' is not 'thank', 'chilly' not 'chills').
 */
const ruleWords = new Set<string>();
const typos = createNormaliser(ruleWords);

/** Each topic's phrases as one pattern of whole words (between spaces or at the ends). */
const COMPILED = INTENT_RULES.map(({ id, phrases }) => {
  const source = compilePhrases(phrases);
  for (const word of source.match(/[a-z]{7,}/g) ?? []) ruleWords.add(word);
  return { id, pattern: new RegExp(String.raw`(?<!\S)(?:${source})(?!\S)`) };
});

/**
 * Classifies a user message for the fallback bot's intent (docs/product.md#fallback-dialogue).
 * Red flags are checked first (docs/decisions/007-assistant-safety-first.md): `self-harm` for
 * thoughts of suicide or self-harm, `red-flag` for the other emergencies; then the topics of
 * ./rules in their order; words only count whole.
 * @param text - The user's message as typed.
 * @returns The intent; `unknown` when nothing matched.
 * @example detectIntent('Does the flu vaccine have any influence on colds?') === 'flu'
 */
export function detectIntent(text: string): Intent {
  const redFlag = detectRedFlag(text);
  if (redFlag === 'self-harm') return 'self-harm';
  if (redFlag !== null) return 'red-flag';
  // A slip in a word the rules use ('diabetis', 'apointment') is read as meant, as red flags are.
  const normalized = normalizeForMatching(text)
    .split(' ')
    .map((word) => (/^[a-z]+$/.test(word) ? typos.correctTypo(word) : word))
    .join(' ');
  return COMPILED.find(({ pattern }) => pattern.test(normalized))?.id ?? 'unknown';
}

/** The answer to a yes/no follow-up question, or null when the message is neither. */
export type YesNo = 'yes' | 'no' | null;

const YES_PATTERN =
  /^(?:yes|yeah|yea|yep|yup|ya|sure|ok|okay|alright|of course|definitely|absolutely|certainly|please do|yes please|y)\b/;
const NO_PATTERN =
  /^(?:no|nope|nah|not now|not really|not yet|no thanks|no thank you|never mind|nevermind|n)\b/;

/**
 * Reads a reply to a yes/no question (docs/product.md#fallback-dialogue): the message must start
 * with a yes-word ('yes', 'yeah', 'sure', 'ok', …) or a no-word ('no', 'nope', 'not now', …).
 * 'Yes please, tomorrow' is yes; 'I'm not sure' and 'what are your hours?' are neither.
 * @returns 'yes', 'no' or null.
 */
export function detectYesNo(text: string): YesNo {
  const normalized = normalizeForMatching(text);
  if (YES_PATTERN.test(normalized)) return 'yes';
  if (NO_PATTERN.test(normalized)) return 'no';
  return null;
}
