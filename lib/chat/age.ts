// The one age reader, so the red-flag check and the fever answer agree on a baby's age.

import { alternation, CHILD_WORDS } from './red-flags/lexicon';
import { CHILD_WORDS_ES } from './red-flags/lexicon-es';

export const DAYS_PER_MONTH = 365.25 / 12;

/** A person's age in days, not rounded: a month is {@link DAYS_PER_MONTH}, a year 365.25. */
export interface AgeReading {
  days: number;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const AMOUNT = String.raw`(\d{1,3}(?:[.,]\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = String.raw`(days?|d|weeks?|wks?|w|months?|mos?|mths?|m|years?|yrs?|y)`;
/** After 'is', 'of' and the like, days are left out: 'it is 2 days' is a duration. */
const LONG_UNIT = String.raw`(weeks?|wks?|months?|mos?|mths?|years?|yrs?)`;
const CHILD = `(?:${alternation(CHILD_WORDS)})`;
const HEDGE = String.raw`(?:only\s+|just\s+|about\s+)?`;
const NOT_A_TIME = String.raw`\b(?!\s+(?:ago|now|later|since))`;

const AGE_PATTERNS: readonly RegExp[] = [
  // '6 weeks old', 'a 6-week-old', '10 wk old'
  new RegExp(String.raw`\b${AMOUNT}[\s-]*${UNIT}[\s-]*old\b`, 'iu'),
  // 'my 2 month baby', 'my 10 day son'
  new RegExp(String.raw`\b${AMOUNT}[\s-]*${UNIT}[\s-]+${CHILD}\b`, 'iu'),
  // 'she is 10 days', "he's only 9 days": days need a person, as 'it is 2 days' is a duration
  new RegExp(
    String.raw`\b(?:she|he|${CHILD})(?:'s|’s|\s+is|\s+was)\s+${HEDGE}${AMOUNT}\s*(days?)${NOT_A_TIME}`,
    'iu',
  ),
  // 'aged 10 days', 'just turned 3 months'
  new RegExp(String.raw`\b(?:aged|age|turned)\s+${HEDGE}${AMOUNT}\s*${UNIT}${NOT_A_TIME}`, 'iu'),
  // 'is 4 months', 'only 8 weeks', 'a baby of 6 weeks'
  new RegExp(
    String.raw`\b(?:is|was|only|just|at|of)\s+${HEDGE}${AMOUNT}\s*${LONG_UNIT}${NOT_A_TIME}`,
    'iu',
  ),
  // '5 months of age'
  new RegExp(String.raw`\b${AMOUNT}\s*${UNIT}\s+of\s+age\b`, 'iu'),
];

/** Spanish numbers kept apart, so no English word ('once') is read as one. */
const NUMBER_WORDS_ES: Readonly<Record<string, number>> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
const AMOUNT_ES = String.raw`(\d{1,3}(?:[.,]\d+)?|${Object.keys(NUMBER_WORDS_ES).join('|')})`;
const UNIT_ES = String.raw`(dias?|semanas?|mes|meses|anos?)`;
const CHILD_ES = `(?:${alternation(CHILD_WORDS_ES)})`;
const HEDGE_ES = String.raw`(?:solo\s+|solamente\s+|apenas\s+|nomas\s+)?`;

/** Spanish ages, read with accents folded ('días' is 'dias', 'años' is 'anos'). */
const AGE_PATTERNS_ES: readonly RegExp[] = [
  // '3 semanas de nacido', '10 días de nacida', '2 meses de edad'
  new RegExp(
    String.raw`\b${AMOUNT_ES}\s*${UNIT_ES}\s+de\s+(?:nacid[oa]s?|edad|vida|nacimiento)\b`,
    'iu',
  ),
  // 'mi bebé de 2 meses', 'una niña de apenas 10 días'
  new RegExp(String.raw`\b${CHILD_ES}\s+de\s+${HEDGE_ES}${AMOUNT_ES}\s*${UNIT_ES}\b`, 'iu'),
  // 'tiene 6 semanas', 'cumplió 2 meses'; weeks and months only, and not 'tiene 2 semanas con tos'
  new RegExp(
    String.raw`\b(?:tiene|tenia|cumplio|cumple|apenas|solo|nomas)\s+${HEDGE_ES}${AMOUNT_ES}\s*(semanas?|mes|meses|anos?)\b(?!\s+(?:con|de\s+(?:fiebre|tos|gripa|gripe|diarrea|vomito)|enferm|asi|mal))`,
    'iu',
  ),
];

const NEWBORN = /\bnew[\s-]?born\b|\brecien[\s-]+nacid[oa]s?\b/iu;

function daysPer(unit: string): number {
  const first = unit.toLowerCase()[0];
  if (first === 'd') return 1;
  // 'semanas' is Spanish weeks.
  if (first === 'w' || first === 's') return 7;
  if (first === 'm') return DAYS_PER_MONTH;
  return 365.25;
}

/**
 * The age a message states of the person it is about, in English or Spanish
 * (docs/chat.md#red-flags); a duration ('a fever for 3 days', 'tiene 2 semanas con tos') is
 * none. Never throws. @example parseAge('my 6-week-old') // { days: 42 }
 */
export function parseAge(text: string): AgeReading | null {
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (NEWBORN.test(folded)) return { days: 0 };
  for (const [patterns, words] of [
    [AGE_PATTERNS, NUMBER_WORDS],
    [AGE_PATTERNS_ES, NUMBER_WORDS_ES],
  ] as const)
    for (const pattern of patterns) {
      const match = pattern.exec(folded);
      if (match === null) continue;
      const [, amountText = '', unit = ''] = match;
      const word = amountText.toLowerCase();
      const amount = words[word] ?? Number(word.replace(',', '.'));
      if (Number.isFinite(amount)) return { days: amount * daysPer(unit) };
    }
  return null;
}

/** An age in months, not rounded: 13 weeks is 2.99, so under 3. */
export function ageInMonths(age: AgeReading): number {
  return age.days / DAYS_PER_MONTH;
}
