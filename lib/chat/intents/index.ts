import { detectRedFlag } from '@/lib/chat/red-flags';
import { createNormaliser, splitWords } from '@/lib/chat/red-flags/normalise';
import { compilePhrases } from '@/lib/chat/red-flags/phrases';
import type { Language } from '@/lib/chat/red-flags';
import { INTENT_RULES, INTENT_RULES_ES } from './rules';
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
const compile = (rules: typeof INTENT_RULES) =>
  rules.map(({ id, phrases }) => ({
    id,
    source: compilePhrases(phrases),
  }));

const COMPILED = compile(INTENT_RULES).map(({ id, source }) => {
  for (const word of source.match(/[a-z]{7,}/g) ?? []) ruleWords.add(word);
  return { id, pattern: wholeWords(source) };
});

/** Spanish pages' topics, tried as typed before the English ones with their typos corrected. */
const COMPILED_ES = compile(INTENT_RULES_ES).map(({ id, source }) => ({
  id,
  pattern: wholeWords(source),
}));

function wholeWords(source: string): RegExp {
  return new RegExp(String.raw`(?<!\S)(?:${source})(?!\S)`);
}

/**
 * Classifies a message for the fallback bot (docs/chat.md#fallback-dialogue): `self-harm` or
 * `red-flag` for an emergency (docs/decisions/007-assistant-safety-first.md), then the first
 * topic of ./rules whose phrase stands whole in it, else `unknown`. On a Spanish page
 * (`language` 'es') each topic's Spanish phrases are read too (docs/chat.md#languages).
 * @example detectIntent('Does the flu vaccine have any influence on colds?') === 'flu'
 * @example detectIntent('¿A qué hora abren el sábado?', 'es') === 'clinic-hours'
 */
export function detectIntent(text: string, language: Language = 'en'): Intent {
  const redFlag = detectRedFlag(text);
  if (redFlag === 'self-harm') return 'self-harm';
  if (redFlag !== null) return 'red-flag';
  if (language === 'es') {
    const typed = normalizeForMatching(text);
    const spanish = COMPILED_ES.find(({ pattern }) => pattern.test(typed));
    if (spanish !== undefined) return spanish.id;
  }
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

/** Spanish pages' yes and no words, accents folded ('sí' is 'si'), read beside the English ones. */
const YES_PATTERN_ES =
  /^(?:si|sip|claro|por supuesto|dale|bueno|de acuerdo|esta bien|perfecto|por favor|orale|va)\b/;
const NO_PATTERN_ES = /^(?:no|nop|ahora no|todavia no|mejor no|para nada)\b/;

/**
 * Reads a reply to a yes/no question (docs/chat.md#fallback-dialogue): it must start with a
 * yes-word ('yeah', 'sure', 'ok'…) or a no-word ('nope', 'not now'…); 'I'm not sure' is neither.
 * On a Spanish page (`language` 'es') 'sí', 'claro', 'no', 'ahora no'… count too.
 */
export function detectYesNo(text: string, language: Language = 'en'): YesNo {
  const normalized = normalizeForMatching(text);
  if (YES_PATTERN.test(normalized)) return 'yes';
  if (NO_PATTERN.test(normalized)) return 'no';
  if (language === 'es') {
    if (YES_PATTERN_ES.test(normalized)) return 'yes';
    if (NO_PATTERN_ES.test(normalized)) return 'no';
  }
  return null;
}
