import { detectRedFlag } from '@/lib/chat/red-flags';
import { createNormaliser, splitWords } from '@/lib/chat/red-flags/normalise';
import { compilePhrases } from '@/lib/chat/red-flags/phrases';
import { INTENT_RULES } from './rules';
import type { Intent } from './rules/types';

export type { Intent } from './rules/types';

/**
 * The red-flag normaliser's first step (`splitWords`) without clause marks: the form intent
 * phrases are matched against, whole words only.
 * @example normalizeForMatching('I’ve got the FLU-like “chills”!') === "i've got the flu like chills"
 */
export function normalizeForMatching(text: string): string {
  return splitWords(text, { clauses: false }).join(' ');
}

/** Words of 7 letters or more in the rules: shorter ones have real neighbours ('think', 'thank'). */
const ruleWords = new Set<string>();
const typos = createNormaliser(ruleWords);

/** Each topic's phrases as one pattern of whole words (between spaces or at the ends). */
const COMPILED = INTENT_RULES.map(({ id, phrases }) => {
  const source = compilePhrases(phrases);
  for (const word of source.match(/[a-z]{7,}/g) ?? []) ruleWords.add(word);
  return { id, pattern: new RegExp(String.raw`(?<!\S)(?:${source})(?!\S)`) };
});

/**
 * Classifies a message for the fallback bot (docs/chat.md#fallback-dialogue): `self-harm` or
 * `red-flag` for an emergency (docs/decisions/007-assistant-safety-first.md), then the first
 * topic of ./rules whose phrase stands whole in it, else `unknown`.
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

export type YesNo = 'yes' | 'no' | null;

const YES_PATTERN =
  /^(?:yes|yeah|yea|yep|yup|ya|sure|ok|okay|alright|of course|definitely|absolutely|certainly|please do|yes please|y)\b/;
const NO_PATTERN =
  /^(?:no|nope|nah|not now|not really|not yet|no thanks|no thank you|never mind|nevermind|n)\b/;

/**
 * Reads a reply to a yes/no question (docs/chat.md#fallback-dialogue): it must start with a
 * yes-word ('yeah', 'sure', 'ok'…) or a no-word ('nope', 'not now'…); 'I'm not sure' is neither.
 */
export function detectYesNo(text: string): YesNo {
  const normalized = normalizeForMatching(text);
  if (YES_PATTERN.test(normalized)) return 'yes';
  if (NO_PATTERN.test(normalized)) return 'no';
  return null;
}
