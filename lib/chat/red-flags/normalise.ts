/**
 * Turns a chat message into the form the red-flag rules read (docs/chat.md#red-flags). Code only:
 * the words it reads are in ./spelling.ts and ./lexicon.ts.
 */

import { CLAUSE_WORDS } from './lexicon';
import { CONTRACTIONS, EVERYDAY_WORDS, KEYWORDS, PROTECTED_WORDS, SHORT_TYPOS } from './spelling';

/**
 * One language's spelling lists (./spelling.ts, ./spelling-es.ts) and clause words
 * (./lexicon.ts, ./lexicon-es.ts): what a normaliser reads a message of that language with.
 */
export interface Spelling {
  /** Typed forms spelled out: 'cant' → 'cannot', 'xq' → 'porque'. */
  contractions: Readonly<Record<string, string>>;
  /** The key words a typo is corrected to, beside the rules' own words. */
  keywords: readonly string[];
  /** Everyday words in the vocabulary so their own typos read as them. */
  everydayWords: readonly string[];
  /** Real words one slip from a key word, never corrected. */
  protectedWords: readonly string[];
  /** Short slips read as meant, beyond what the edit distance accepts. */
  shortTypos: Readonly<Record<string, string>>;
  /** Words that open a clause: 'and', 'but'; 'y', 'pero'. */
  clauseWords: readonly string[];
  /**
   * The shortest word of the rules a typo may be read as, beside `keywords` (5 letters or more):
   * 5 in English; 7 in Spanish, whose inflections put short words one letter from another
   * ('ahora' and 'ahoga', 'color' and 'calor'). Shorter rule words are only kept as typed.
   */
  shortestRuleWordTarget: number;
  /**
   * Spellings that sound alike, tried when a word is no slip of a key word as typed: Spanish
   * 'inchada' is 'hinchada', 'bomito' is 'vomito', 'pastiyas' is 'pastillas'.
   */
  soundAlikes: readonly SoundAlike[];
}

/**
 * A spelling as typed and as meant, at the start of a word ('b' for 'v': 'bomito'), or with
 * 'anywhere', every one after the first letter ('y' for 'll': 'pastiyas').
 */
export type SoundAlike = readonly [typed: string, meant: string, where?: 'anywhere'];

/** The English lists: the red flags' first language, and the intents'. */
export const ENGLISH_SPELLING: Spelling = {
  contractions: CONTRACTIONS,
  keywords: KEYWORDS,
  everydayWords: EVERYDAY_WORDS,
  protectedWords: PROTECTED_WORDS,
  shortTypos: SHORT_TYPOS,
  clauseWords: CLAUSE_WORDS,
  shortestRuleWordTarget: 5,
  soundAlikes: [],
};

/**
 * Optimal string alignment distance, stopping early once it exceeds `limit`. Three rolling rows
 * of UTF-16 code units: it runs for every key word on each unknown word of a message.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (a.length - b.length > limit || b.length - a.length > limit) return limit + 1;
  // The row two back is what a transposition ('chset' for 'chest') reads.
  let twoBack = new Int32Array(b.length + 1);
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const typed = a.charCodeAt(i - 1);
    current[0] = i;
    let best = limit + 1;
    for (let j = 1; j <= b.length; j++) {
      const meant = b.charCodeAt(j - 1);
      let value = previous[j - 1]! + (typed === meant ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (
        i > 1 &&
        j > 1 &&
        typed === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === meant &&
        twoBack[j - 2]! + 1 < value
      )
        value = twoBack[j - 2]! + 1;
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[b.length]!;
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Whether two letters are side by side on a QWERTY keyboard. */
function areNeighbours(a: string, b: string): boolean {
  return KEYBOARD_ROWS.some((row) => {
    const at = row.indexOf(a);
    return at !== -1 && Math.abs(row.indexOf(b) - at) === 1;
  });
}

/**
 * How likely a phone keyboard makes `typed` from `meant`, 0 likeliest: a letter dropped or
 * doubled, or two swapped (0); a key beside the right one (1); any other letter (2).
 */
function slipRank(typed: string, meant: string): number {
  if (typed.length !== meant.length) return 0;
  const differ = [...typed].flatMap((letter, i) => (letter === meant[i] ? [] : [i]));
  if (differ.length === 2 && differ[1] === differ[0]! + 1) return 0;
  if (differ.length === 1) return areNeighbours(typed[differ[0]!]!, meant[differ[0]!]!) ? 1 : 2;
  return 2;
}

/**
 * The first step of every normalised reading of a chat message (docs/chat.md#red-flags): lower case,
 * accents folded ('á' → 'a', 'ñ' → 'n'), apostrophes straightened and kept only inside words,
 * other marks a space; with `clauses`, sentence punctuation a '|' token (a decimal point stays
 * in its number).
 * @example splitWords("'Flu' isn’t fun!", { clauses: false }) → ['flu', "isn't", 'fun']
 * @example splitWords('¿Le duele el corazón?', { clauses: true }) → ['|', 'le', 'duele', 'el', 'corazon', '|']
 */
export function splitWords(text: string, { clauses }: { clauses: boolean }): string[] {
  // The acute accent becomes an apostrophe before folding, as it always has ('don´t').
  const lower = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const marked = clauses ? lower.replace(/[!?¡¿;:()\n]+|(?<!\d)[.,]+|[.,]+(?!\d)/g, ' | ') : lower;
  return marked
    .replace(clauses ? /[^a-z0-9'| ]+/g : /[^a-z0-9']+/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
}

/** A normaliser and the typo corrector it uses, over one vocabulary of key words. */
export interface Normaliser {
  /**
   * The key word a typed word of 5 letters or more stands for: the one with the same first
   * letter at one edit (two for key words of 10 letters or more); else the word as typed.
   * @example correctTypo('siezure') === 'seizure'
   */
  correctTypo: (word: string) => string;
  /** Whether a lower-case word is one of its words as typed: a key word, a rule word or a protected word. */
  knows: (word: string) => boolean;
  /**
   * Lower case, contractions spelled out ('cant' → 'cannot'), possessive 's dropped, sentence
   * punctuation and clause words marked with '|', key-word typos corrected.
   * @example normaliseMessage("My chets hurts, I cant breathe!") === 'my chest hurts | i cannot breathe |'
   */
  normaliseMessage: (text: string) => string;
}

/**
 * Builds the normaliser of one language (default English) over its key words plus
 * `extraKeywords`, the rules' lower-case words read live: a typo in any of
 * `shortestRuleWordTarget` letters or more is read as meant; shorter ones are never corrected
 * (docs/chat.md#red-flags).
 */
export function createNormaliser(
  extraKeywords: ReadonlySet<string> = new Set(),
  spelling: Spelling = ENGLISH_SPELLING,
): Normaliser {
  const { contractions, keywords, everydayWords, shortTypos } = spelling;
  const protectedWords = new Set(spelling.protectedWords);
  const clauseWords = new Set(spelling.clauseWords);
  let vocabulary: string[] = [];
  let known = new Set<string>();
  let readSize = -1;
  const corrections = new Map<string, string>();

  const refresh = () => {
    if (readSize !== extraKeywords.size) {
      const words = [...new Set([...keywords, ...everydayWords, ...extraKeywords])];
      known = new Set(words.filter((w) => w.length >= 5));
      vocabulary = words.filter(
        (w) =>
          w.length >= 5 && (w.length >= spelling.shortestRuleWordTarget || keywords.includes(w)),
      );
      readSize = extraKeywords.size;
      corrections.clear();
    }
  };

  const knows = (word: string): boolean => {
    refresh();
    return known.has(word) || protectedWords.has(word);
  };

  /** The key word nearest a typed word with the same first letter, or the word itself. */
  const nearest = (word: string): string => {
    // The nearest key word wins, then the likeliest slip, then the longest shared start, so the
    // order patterns are declared in never matters ('faling' is 'falling', not 'fading').
    let found = word;
    let best = [Infinity, Infinity, 0];
    for (const keyword of vocabulary) {
      if (keyword[0] !== word[0]) continue;
      const limit = keyword.length >= 10 ? 2 : 1;
      const distance = editDistance(word, keyword, limit);
      if (distance > limit) continue;
      let prefix = 0;
      while (prefix < word.length && word[prefix] === keyword[prefix]) prefix += 1;
      const score = [distance, slipRank(word, keyword), -prefix];
      const better = score.findIndex((value, i) => value !== best[i]!);
      if (better !== -1 && score[better]! < best[better]!) {
        found = keyword;
        best = score;
      }
    }
    return found;
  };

  const correctTypo = (word: string): string => {
    refresh();
    if (word.length < 5 || known.has(word) || protectedWords.has(word) || /\d/.test(word))
      return word;
    const cached = corrections.get(word);
    if (cached !== undefined) return cached;
    let found = nearest(word);
    for (const [typed, meant, where] of spelling.soundAlikes) {
      if (found !== word) break;
      const alike =
        where === 'anywhere'
          ? word[0] + word.slice(1).replaceAll(typed, meant)
          : word.startsWith(typed)
            ? meant + word.slice(typed.length)
            : word;
      if (alike === word) continue;
      found = known.has(alike) ? alike : nearest(alike);
      if (found === alike && !known.has(alike)) found = word;
    }
    // Bounded: a long session's odd words must not grow the cache without end.
    if (corrections.size < 10_000) corrections.set(word, found);
    return found;
  };

  const normaliseMessage = (text: string): string => {
    const out: string[] = [];
    for (const word of splitWords(text, { clauses: true })) {
      // Own keys only: a word such as 'constructor' must not read Object.prototype.
      const expanded = Object.hasOwn(contractions, word) ? contractions[word] : undefined;
      if (expanded !== undefined) {
        out.push(...expanded.split(' '));
        continue;
      }
      const plain = word.replace(/'s$/, '').replace(/'/g, '');
      const fixed =
        (Object.hasOwn(shortTypos, plain) ? shortTypos[plain] : undefined) ?? correctTypo(plain);
      if (clauseWords.has(fixed)) out.push('|', fixed);
      else out.push(fixed);
    }
    return out.join(' ').replace(/(?:\| )+\|/g, '|');
  };

  return { correctTypo, knows, normaliseMessage };
}
