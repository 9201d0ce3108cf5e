import type { RedFlagCategory } from './category';
import { RED_FLAG_CATEGORIES, type RedFlag } from './categories';
import { ageInMonths, parseAge } from '../age';
import { inCelsius, parseTemperature } from '../temperature';
import { glucoseReadings, ketoneReading } from './glucose';
import { LANGUAGE_WORDS, type Language, type LanguageWords } from './language';
import { createNormaliser, splitWords, type Normaliser } from './normalise';
import {
  compilePhrases,
  type CategoryRules,
  type Clause,
  type PhraseRule,
  type Reading,
} from './phrases';

interface Message {
  raw: string;
  /** The message in one language's reading: tokens separated by single spaces, clause breaks as '|'. */
  norm: string;
  tokens: readonly string[];
  /** Holds a general-question phrase of its language ('what are the signs of'). */
  asks: boolean;
  /** Holds a person word of its language ('my', 'mi'). */
  namesSomeone: boolean;
  /**
   * Asks for general information and names no one, in either reading ('what are the signs of a
   * stroke?', '¿cuáles son los síntomas de la sepsis?'): set once both readings are made.
   */
  isGeneralQuestion: boolean;
}

type Test = (message: Message) => boolean;

const found = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** A stated body temperature in °C, if the message states one. */
const celsius = (m: Message) => {
  const reading = parseTemperature(m.raw);
  return reading === null ? [] : [inCelsius(reading)];
};

/**
 * Whether one of `negators` stands in the 5 words before a token, within its clause, and is
 * not followed by one of `pseudoNegations`, each a list of words ('not sure', 'no sé si').
 */
function isNegated(
  tokens: readonly string[],
  at: number,
  negators: ReadonlySet<string>,
  pseudoNegations: readonly (readonly string[])[],
): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 5; i--) {
    const token = tokens[i]!;
    if (token === '|') return false;
    const pseudo = pseudoNegations.some((words) =>
      words.every((word, k) => tokens[i + 1 + k] === word),
    );
    if (negators.has(token) && !pseudo) return true;
  }
  return false;
}

/** The clause (between '|' marks) around a character position of `norm`. */
function clauseAt(norm: string, index: number): string {
  const start = norm.lastIndexOf('|', index) + 1;
  const end = norm.indexOf('|', index);
  return norm.slice(start, end === -1 ? undefined : end).trim();
}

/** One language's reading of messages and its compiler of rules into tests. */
interface Reader {
  normaliser: Normaliser;
  /** The message in this language's reading. */
  read: (text: string) => Message;
  compileRules: (rules: CategoryRules) => Test;
  /** How many of this language's marker words the message's reading holds. */
  markers: (message: Message) => number;
  /** How many of the message's words this language's rules know as typed. */
  knownWords: (text: string) => number;
}

/**
 * The engine over one language's words (./language.ts): its normaliser and typo vocabulary,
 * negation, clause, history, softening and general-question checks, and the readings.
 */
function createReader(words: LanguageWords): Reader {
  /** Every word of 5 letters or more the rules are written with: the typo corrector's vocabulary. */
  const vocabulary = new Set<string>();
  const normaliser = createNormaliser(vocabulary, words.spelling);
  const spanning = new RegExp(` (${words.phraseClauseWords.join('|')}) `, 'g');

  /** Phrases as a whole-word pattern; a clause word ('and', 'but') stands after a '|' in the text. */
  function compile(phrases: readonly string[]): RegExp {
    const source = compilePhrases(phrases);
    for (const word of source.match(/[a-z]{5,}/g) ?? []) vocabulary.add(word);
    return new RegExp(
      String.raw`(?<![a-z0-9])(?:${source.replace(spanning, ' (?:\\| )?$1 ')})(?![a-z0-9])`,
      'g',
    );
  }

  const negators = new Set(words.negators);
  const pseudoNegations = words.pseudoNegations.map((words) => words.split(' '));
  const markerWords = new Set(words.markers);
  const softener = compile(words.softeners);
  const past = compile(words.history);
  const person = compile(words.personWords);
  const question = compile(words.generalQuestion);
  const bodyTemperature = compile(words.bodyTemperatureWords);

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
      if (negation && isNegated(m.tokens, tokenIndex, negators, pseudoNegations)) return false;
      const clause = clauseAt(m.norm, index);
      return !(history && found(past, clause)) && !(softenable && found(softener, clause));
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

  /** The numbers of each kind a message states. */
  const READINGS: Readonly<Record<Reading['reading'], (m: Message) => readonly number[]>> = {
    glucose: (m) => glucoseReadings(m.raw),
    ketones: (m) => {
      const reading = ketoneReading(m.raw);
      return reading === null ? [] : [reading];
    },
    'body temperature': (m) => (found(bodyTemperature, m.norm) ? celsius(m) : []),
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
    'reading' in item
      ? readingTest(item)
      : clauseTest('phrases' in item ? item : { phrases: item });

  /** A category's rules as a test: compiled once, at load, so the vocabulary is complete. */
  function compileRules({ rules, general = false }: CategoryRules): Test {
    const compiled = rules.map((rule: PhraseRule) => {
      const tests = [conditionTest(rule), ...(rule.with ?? []).map(conditionTest)];
      const unless = rule.unless === undefined ? () => false : clauseTest({ phrases: rule.unless });
      return (m: Message) => tests.every((test) => test(m)) && !unless(m);
    });
    return (m) => (general || !m.isGeneralQuestion) && compiled.some((test) => test(m));
  }

  function read(text: string): Message {
    const norm = normaliser.normaliseMessage(text);
    return {
      raw: text,
      norm,
      tokens: norm.split(' '),
      asks: found(question, norm),
      namesSomeone: found(person, norm),
      isGeneralQuestion: false,
    };
  }

  const markers = (m: Message) => m.tokens.filter((token) => markerWords.has(token)).length;
  const knownWords = (text: string) =>
    splitWords(text, { clauses: false }).filter((word) => normaliser.knows(word)).length;

  return { normaliser, read, compileRules, markers, knownWords };
}

/**
 * Both languages' readers and each category's English and Spanish tests, in check order. Built
 * together, so each reader's vocabulary is complete before it reads, on the first message rather
 * than when the chat's chunk loads: about 60 ms of main thread on a 2-core machine, four times
 * that on Lighthouse's phone, that no page pays before the visitor writes.
 */
let compiled:
  | {
      readers: Readonly<Record<Language, Reader>>;
      tests: readonly (readonly [RedFlag, Readonly<Record<Language, Test>>])[];
    }
  | undefined;

function compiledRules(): NonNullable<typeof compiled> {
  if (compiled) return compiled;
  const readers = { en: createReader(LANGUAGE_WORDS.en), es: createReader(LANGUAGE_WORDS.es) };
  const tests = RED_FLAG_CATEGORIES.map(
    (category: RedFlagCategory & { id: RedFlag }) =>
      [
        category.id,
        {
          en: readers.en.compileRules(category),
          es: readers.es.compileRules({ ...category.spanish, general: category.general }),
        },
      ] as const,
  );
  compiled = { readers, tests };
  return compiled;
}

/**
 * A typed word read as the key word of one language's rules (default English) it slipped from
 * (docs/chat.md#red-flags): 'siezure' → 'seizure'; in Spanish 'convulcion' → 'convulsion'.
 */
export function correctTypo(word: string, language: Language = 'en'): string {
  return compiledRules().readers[language].normaliser.correctTypo(word);
}

/**
 * The form one language's red-flag rules read (default English; docs/chat.md#red-flags):
 * 'I cant brethe' → 'i cannot breathe'; in Spanish 'No puedo respirár, q hago' → 'no puedo
 * respirar | que hago'.
 */
export function normaliseMessage(text: string, language: Language = 'en'): string {
  return compiledRules().readers[language].normaliser.normaliseMessage(text);
}

/** A red flag found in a message, and the language to answer it in. */
export interface RedFlagMatch {
  flag: RedFlag;
  /**
   * The emergency answer's language, the message's (docs/chat.md#red-flags): the one with more of its marker words
   * ('tengo', 'the'); on a tie the one whose rules know more of its words as typed
   * ('hipotermia'); then the page's language when given; else the language of the rules that
   * matched.
   */
  language: Language;
}

/**
 * Both readings of a message, a general question in either being one in both: each judged in
 * its own words ('¿cuáles son…?' names no English 'son').
 */
function readBoth(text: string): Readonly<Record<Language, Message>> {
  const { readers } = compiledRules();
  const en = readers.en.read(text);
  const es = readers.es.read(text);
  const isGeneralQuestion = (en.asks && !en.namesSomeone) || (es.asks && !es.namesSomeone);
  en.isGeneralQuestion = isGeneralQuestion;
  es.isGeneralQuestion = isGeneralQuestion;
  return { en, es };
}

/** The language to answer a message in, as `RedFlagMatch.language` says. */
function messageLanguage(
  readings: Readonly<Record<Language, Message>>,
  rules: Language,
  pageLanguage: Language | undefined,
): Language {
  const { readers } = compiledRules();
  const byMarkers = readers.es.markers(readings.es) - readers.en.markers(readings.en);
  if (byMarkers !== 0) return byMarkers > 0 ? 'es' : 'en';
  const byWords = readers.es.knownWords(readings.es.raw) - readers.en.knownWords(readings.en.raw);
  if (byWords !== 0) return byWords > 0 ? 'es' : 'en';
  return pageLanguage ?? rules;
}

/**
 * Checks a chat message for an emergency red flag, in English and in Spanish, before anything
 * else on every message (docs/chat.md#red-flags, docs/decisions/007-assistant-safety-first.md):
 * a Spanish emergency is found whatever the page's language. Each category is tried in
 * `RED_FLAGS` order, its English rules on the English reading, then its Spanish rules on the
 * Spanish reading (accents folded); the first category found wins. Robust to case, accents,
 * contractions, chat spellings and typos; a sign negated in its clause, said of the past,
 * softened where safe or asked about in general is not an alarm. Pure; never throws.
 * @param pageLanguage the page's language, once the site has one: it breaks a tie between the
 *   message's languages ('tengo chest pain' is Spanish by its words; 'ok' is neither).
 * @returns The first category found and the language to answer in, or null.
 * @example findRedFlag('me duele mucho el pecho') // { flag: 'chest-pain', language: 'es' }
 */
export function findRedFlag(text: string, pageLanguage?: Language): RedFlagMatch | null {
  const { readers, tests: categoryTests } = compiledRules();
  const readings = readBoth(text);
  // An English message is read by the English rules alone: the Spanish ones know no English
  // history or negation ('my aunt had meningitis as a child').
  const spanishApplies =
    readers.es.markers(readings.es) > 0 || readers.en.markers(readings.en) === 0;
  for (const [flag, tests] of categoryTests) {
    const rules: Language | null = tests.en(readings.en)
      ? 'en'
      : spanishApplies && tests.es(readings.es)
        ? 'es'
        : null;
    if (rules !== null) return { flag, language: messageLanguage(readings, rules, pageLanguage) };
  }
  return null;
}

/**
 * Checks a chat message for an emergency red flag in English or Spanish (`findRedFlag`,
 * docs/chat.md#red-flags), answering only which one. Pure; never throws.
 * @returns The first category found, in `RED_FLAGS` order (self-harm first), or null.
 * @example detectRedFlag('no chest pain, just a cough') === null
 */
export function detectRedFlag(text: string): RedFlag | null {
  return findRedFlag(text)?.flag ?? null;
}
