/**
 * The phrase syntax red-flag rules are written in, for clinicians to review
 * (docs/product.md#red-flags), and its compiler to the matcher's regular expressions.
 *
 * - words stand for themselves, separated by single spaces: `chest pain`;
 * - `(a|b c)` is one of the alternatives, which are phrases themselves: `(chest|sternum) pain`;
 * - `{m-n}` is a gap of m to n words: `chest {0-4} pain` also reads 'chest hurts with pain';
 * - `#` is a number: `# ppm`;
 * - `?` after a word or group makes it optional: `(really|very)? hot`.
 */

/** The matcher's gap: m to n words, each followed by its space. */
const gap = (min: number, max: number) => String.raw`(?:\S+ ){${min},${max}}`;

/** One compiled piece and whether a space must follow it before the next piece. */
interface Piece {
  source: string;
  /** Gaps and optional pieces carry their own trailing space. */
  ownsSpace: boolean;
}

/** A phrase cursor over its characters. */
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

/** Space-separated pieces up to '|', ')' or the end. */
function sequence(cursor: Cursor): string {
  const pieces: Piece[] = [];
  const { text } = cursor;
  while (cursor.at < text.length && text[cursor.at] !== '|' && text[cursor.at] !== ')') {
    if (pieces.length > 0) {
      if (text[cursor.at] !== ' ') fail(cursor, 'expected a space');
      cursor.at += 1;
    }
    let source: string;
    const char = text[cursor.at];
    if (char === '(') {
      cursor.at += 1;
      source = `(?:${alternatives(cursor)})`;
      if (text[cursor.at] !== ')') fail(cursor, "expected ')'");
      cursor.at += 1;
    } else if (char === '{') {
      const match = /^\{(\d+)-(\d+)\}/.exec(text.slice(cursor.at));
      if (match === null || Number(match[1]) > Number(match[2])) fail(cursor, 'bad gap');
      cursor.at += match[0].length;
      pieces.push({ source: gap(Number(match[1]), Number(match[2])), ownsSpace: true });
      continue;
    } else if (char === '#') {
      cursor.at += 1;
      source = String.raw`\d+`;
    } else {
      const match = /^[a-z0-9']+/.exec(text.slice(cursor.at));
      if (match === null) fail(cursor, `unexpected '${char ?? 'end'}'`);
      cursor.at += match[0].length;
      source = match[0];
    }
    if (text[cursor.at] === '?') {
      cursor.at += 1;
      const last = cursor.at >= text.length || text[cursor.at] === '|' || text[cursor.at] === ')';
      // An optional piece takes the space beside it, so leaving it out leaves one space.
      if (last && pieces.length > 0) {
        const before = pieces.at(-1)!;
        if (!before.ownsSpace) before.ownsSpace = true;
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
 * Compiles phrases into one regular-expression source matching any of them, over the
 * normalised message (lower case, single spaces). Pure.
 * @throws Error naming the phrase and the character at which it is not in the syntax.
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

/**
 * One way a category is recognised: any of `phrases`, not negated and (unless `history` is
 * false) not said of the past, with a match of every list in `with` and none of `unless`.
 */
interface PhraseRule {
  phrases: readonly string[];
  /** Lists of phrases that must each be matched too, anywhere in the message. */
  with?: readonly (readonly string[])[];
  /** Phrases that, anywhere in the message, cancel the rule. */
  unless?: readonly string[];
  /** A clause about the past ('last year') does not count; default true. */
  history?: boolean;
  /** 'mild', 'minor', 'a bit' in the clause make the match routine. */
  softenable?: boolean;
}

/**
 * A category's rules file (./rules/): it raises its flag when any rule matches; a general
 * question that names no one ('what are the signs of…') never does (docs/product.md#red-flags).
 */
export interface CategoryRules {
  rules: readonly PhraseRule[];
}
