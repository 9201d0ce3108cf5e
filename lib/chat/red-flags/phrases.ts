/**
 * The phrase syntax red-flag rules are written in, for clinicians to review
 * (docs/chat.md#red-flags, ./README.md), and its compiler to the matcher's regular expressions:
 * - words stand for themselves, separated by single spaces: `chest pain`;
 * - `(a|b c)` is one of the alternatives, which are phrases themselves: `(chest|sternum) pain`;
 * - `{m-n}` is a gap of m to n words: `chest {0-4} pain` also reads 'chest hurts with pain';
 * - `#` is a number, `#5-99` one from 5 to 99: `# ppm`, `#5-99 minutes`;
 * - `?` after a word or group makes it optional: `(really|very)? hot`;
 * - `!` before a word or group bars it next to the phrase: `!(heat|sun) stroke`,
 *   `choking !hazard`.
 */

import toRegexRange from 'to-regex-range';

const gap = (min: number, max: number) => String.raw`(?:\S+ ){${min},${max}}`;

/** One compiled piece and whether a space must follow it before the next piece. */
interface Piece {
  source: string;
  ownsSpace: boolean;
}

interface Cursor {
  text: string;
  at: number;
}

function fail(cursor: Cursor, why: string): never {
  throw new Error(`Phrase '${cursor.text}': ${why} at character ${cursor.at + 1}.`);
}

function join(pieces: readonly Piece[]): string {
  let out = '';
  pieces.forEach((piece, i) => {
    out += piece.source;
    if (i < pieces.length - 1 && !piece.ownsSpace) out += ' ';
  });
  return out;
}

/** Alternatives up to the closing ')' or the end, as `a|b` (the caller groups them). */
function alternatives(cursor: Cursor): string {
  const options = [sequence(cursor)];
  while (cursor.text[cursor.at] === '|') {
    cursor.at += 1;
    options.push(sequence(cursor));
  }
  return options.join('|');
}

/** A group, a number or a word. */
function atom(cursor: Cursor): string {
  const { text } = cursor;
  const char = text[cursor.at];
  if (char === '(') {
    cursor.at += 1;
    const source = `(?:${alternatives(cursor)})`;
    if (text[cursor.at] !== ')') fail(cursor, "expected ')'");
    cursor.at += 1;
    return source;
  }
  const match = /^#(?:(\d+)-(\d+))?|^[a-z0-9']+/.exec(text.slice(cursor.at));
  if (match === null) fail(cursor, `unexpected '${char ?? 'end'}'`);
  cursor.at += match[0].length;
  if (char !== '#') return match[0];
  // The range comes grouped when it has alternatives ('(?:[5-9]|[1-9][0-9])').
  return match[1] === undefined ? String.raw`\d+` : toRegexRange(match[1], match[2]!);
}

const atPhraseEnd = ({ text, at }: Cursor) =>
  at >= text.length || text[at] === '|' || text[at] === ')';

/** Space-separated pieces up to '|', ')' or the end. */
function sequence(cursor: Cursor): string {
  const pieces: Piece[] = [];
  const { text } = cursor;
  let barredBefore = '';
  while (!atPhraseEnd(cursor)) {
    if (pieces.length > 0 || barredBefore !== '') {
      if (text[cursor.at] !== ' ') fail(cursor, 'expected a space');
      cursor.at += 1;
    }
    if (text[cursor.at] === '{') {
      const match = /^\{(\d+)-(\d+)\}/.exec(text.slice(cursor.at));
      if (match === null || Number(match[1]) > Number(match[2])) fail(cursor, 'bad gap');
      cursor.at += match[0].length;
      pieces.push({ source: gap(Number(match[1]), Number(match[2])), ownsSpace: true });
      continue;
    }
    if (text[cursor.at] === '!') {
      cursor.at += 1;
      const barred = atom(cursor);
      const opens = pieces.length === 0 && barredBefore === '';
      if (opens === atPhraseEnd(cursor)) fail(cursor, "'!' must open or close a phrase");
      if (opens) barredBefore = `(?<!${barred} )`;
      else pieces.at(-1)!.source += `(?! ${barred})`;
      continue;
    }
    const source = barredBefore + atom(cursor);
    barredBefore = '';
    if (text[cursor.at] === '?') {
      cursor.at += 1;
      // An optional piece takes the space beside it, so leaving it out leaves one space.
      if (atPhraseEnd(cursor) && pieces.length > 0) {
        pieces.at(-1)!.ownsSpace = true;
        pieces.push({ source: `(?: ${source})?`, ownsSpace: false });
      } else pieces.push({ source: `(?:${source} )?`, ownsSpace: true });
      continue;
    }
    pieces.push({ source, ownsSpace: false });
  }
  if (pieces.length === 0) fail(cursor, 'empty phrase');
  return join(pieces);
}

/**
 * Compiles phrases into one regular-expression source matching any of them over the normalised
 * message. Pure. @throws Error naming the phrase and the character where it leaves the syntax.
 * @example compilePhrases(['(chest|sternum) {0-4} pain']) === String.raw`(?:chest|sternum) (?:\S+ ){0,4}pain`
 */
export function compilePhrases(phrases: readonly string[]): string {
  return phrases
    .map((phrase) => {
      const cursor = { text: phrase, at: 0 };
      const source = alternatives(cursor);
      if (cursor.at !== phrase.length) fail(cursor, "unexpected ')'");
      return source;
    })
    .join('|');
}

/** Phrases and how a match of them is vetted. */
export interface Clause {
  phrases: readonly string[];
  /** A clause about the past ('last year') does not count; default true. */
  history?: boolean;
  /** A negation word just before the match cancels it ('no chest pain'); default true. */
  negation?: boolean;
  /** 'mild', 'minor', 'a bit' in the clause make the match routine; default false. */
  softenable?: boolean;
}

/**
 * A number the message states, `below` or `atLeast` a bound: glucose and ketones in mmol/L, a
 * temperature in °C (a body one: with 'temp', 'degrees'…), an age in months; else `orElse`.
 */
export interface Reading {
  reading: 'glucose' | 'ketones' | 'body temperature' | 'temperature' | 'age in months';
  below?: number;
  atLeast?: number;
  orElse?: readonly string[];
}

/**
 * One way a category is recognised (docs/chat.md#red-flags): its phrases or its reading,
 * with every item of `with` and no unnegated, present match of `unless`.
 */
export type PhraseRule = (Clause | Reading) & {
  with?: readonly (readonly string[] | Clause | Reading)[];
  unless?: readonly string[];
};

/**
 * A category's rules (./categories/): any rule raises its flag, except in a general question
 * naming no one ('what are the signs of…') unless `general` (docs/chat.md#red-flags).
 */
export interface CategoryRules {
  rules: readonly PhraseRule[];
  general?: boolean;
}
