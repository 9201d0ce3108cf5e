import { RED_FLAG_CATEGORIES, type RedFlag } from './categories';
import { ageInMonths, parseAge } from '../age';
import { inCelsius, parseTemperature } from '../temperature';
import { glucoseReadings, ketoneReading } from './glucose';
import {
  BODY_TEMPERATURE_WORDS,
  GENERAL_QUESTION,
  HISTORY,
  NEGATORS,
  PERSON_WORDS,
  PSEUDO_NEGATIONS,
  SOFTENERS,
} from './lexicon';
import { createNormaliser } from './normalise';
import { compilePhrases, type CategoryRules, type Clause, type Reading } from './phrases';

interface Message {
  raw: string;
  /** `normaliseMessage(raw)`: tokens separated by single spaces, clause breaks as '|'. */
  norm: string;
  tokens: readonly string[];
  /** Asks for general information and names no one ('what are the signs of a stroke?'). */
  isGeneralQuestion: boolean;
}

type Test = (message: Message) => boolean;

/** Every word of 5 letters or more the rules are written with: the typo corrector's vocabulary. */
const vocabulary = new Set<string>();
const normaliser = createNormaliser(vocabulary);

/** Phrases as a whole-word pattern; a clause word ('and', 'but') stands after a '|' in the text. */
function compile(phrases: readonly string[]): RegExp {
  const source = compilePhrases(phrases);
  for (const word of source.match(/[a-z]{5,}/g) ?? []) vocabulary.add(word);
  return new RegExp(
    String.raw`(?<![a-z0-9])(?:${source.replace(/ (and|but) /g, ' (?:\\| )?$1 ')})(?![a-z0-9])`,
    'g',
  );
}

const found = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

const NEGATOR_SET = new Set(NEGATORS);
const PSEUDO_SET = new Set(PSEUDO_NEGATIONS);
const SOFTENER = compile(SOFTENERS);
const PAST = compile(HISTORY);
const PERSON = compile(PERSON_WORDS);
const QUESTION = compile(GENERAL_QUESTION);
const BODY_TEMPERATURE = compile(BODY_TEMPERATURE_WORDS);

/** Whether a negation word stands in the 5 words before a token, within its clause. */
function isNegated(tokens: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 5; i--) {
    const token = tokens[i]!;
    if (token === '|') return false;
    if (NEGATOR_SET.has(token) && !PSEUDO_SET.has(tokens[i + 1] ?? '')) return true;
  }
  return false;
}

/** The clause (between '|' marks) around a character position of `norm`. */
function clauseAt(norm: string, index: number): string {
  const start = norm.lastIndexOf('|', index) + 1;
  const end = norm.indexOf('|', index);
  return norm.slice(start, end === -1 ? undefined : end).trim();
}

/** Phrases as a test: a match that fails a check hides no other, even one overlapping it. */
function clauseTest({
  phrases,
  history = true,
  negation = true,
  softenable = false,
}: Clause): Test {
  const pattern = compile(phrases);
  const passes = (m: Message, index: number) => {
    const tokenIndex = m.norm.slice(0, index).split(' ').length - 1;
    if (negation && isNegated(m.tokens, tokenIndex)) return false;
    const clause = clauseAt(m.norm, index);
    return !(history && found(PAST, clause)) && !(softenable && found(SOFTENER, clause));
  };
  return (m) => {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(m.norm); match !== null; match = pattern.exec(m.norm)) {
      if (passes(m, match.index)) return true;
      // The next try starts inside this match, which may hold one of another phrase.
      pattern.lastIndex = match.index + 1;
    }
    return false;
  };
}

const celsius = (m: Message) => {
  const reading = parseTemperature(m.raw);
  return reading === null ? [] : [inCelsius(reading)];
};

/** The numbers of each kind a message states. */
const READINGS: Readonly<Record<Reading['reading'], (m: Message) => readonly number[]>> = {
  glucose: (m) => glucoseReadings(m.raw),
  ketones: (m) => {
    const reading = ketoneReading(m.raw);
    return reading === null ? [] : [reading];
  },
  'body temperature': (m) => (found(BODY_TEMPERATURE, m.norm) ? celsius(m) : []),
  temperature: celsius,
  'age in months': (m) => {
    const age = parseAge(m.raw);
    return age === null ? [] : [ageInMonths(age)];
  },
};

function readingTest({ reading, below = Infinity, atLeast = -Infinity, orElse }: Reading): Test {
  const otherwise = orElse === undefined ? () => false : clauseTest({ phrases: orElse });
  return (m) => {
    const values = READINGS[reading](m);
    if (values.length === 0) return otherwise(m);
    return values.some((value) => value < below && value >= atLeast);
  };
}

const conditionTest = (item: readonly string[] | Clause | Reading): Test =>
  'reading' in item ? readingTest(item) : clauseTest('phrases' in item ? item : { phrases: item });

/** A category's rules as a test: compiled once, at load, so the vocabulary is complete. */
function compileCategory({ rules, general = false }: CategoryRules): Test {
  const compiled = rules.map((rule) => {
    const tests = [conditionTest(rule), ...(rule.with ?? []).map(conditionTest)];
    const unless = rule.unless === undefined ? () => false : clauseTest({ phrases: rule.unless });
    return (m: Message) => tests.every((test) => test(m)) && !unless(m);
  });
  return (m) => (general || !m.isGeneralQuestion) && compiled.some((test) => test(m));
}

const TESTS = RED_FLAG_CATEGORIES.map(
  (category) => [category.id, compileCategory(category)] as const,
);

/** A typed word read as the rules' key word it slipped from (docs/chat.md#red-flags): 'siezure' → 'seizure'. */
export const correctTypo: (word: string) => string = normaliser.correctTypo;

/** The form the red-flag rules read (docs/chat.md#red-flags): 'I cant brethe' → 'i cannot breathe'. */
export const normaliseMessage: (text: string) => string = normaliser.normaliseMessage;

/**
 * Checks a chat message for an emergency red flag, before anything else on every message
 * (docs/chat.md#red-flags, docs/decisions/007-assistant-safety-first.md). Robust to case,
 * contractions and typos; a sign negated in its clause, said of the past, softened where safe
 * or asked about in general is not an alarm. Pure; never throws.
 * @returns The first category found, in `RED_FLAGS` order (self-harm first), or null.
 * @example detectRedFlag('no chest pain, just a cough') === null
 */
export function detectRedFlag(text: string): RedFlag | null {
  const norm = normaliser.normaliseMessage(text);
  const message: Message = { raw: text, norm, tokens: norm.split(' '), isGeneralQuestion: false };
  message.isGeneralQuestion = found(QUESTION, norm) && !found(PERSON, norm);
  return TESTS.find(([, test]) => test(message))?.[0] ?? null;
}
