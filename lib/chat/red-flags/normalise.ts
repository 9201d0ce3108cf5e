/** Turns a chat message into the form the red-flag rules read (docs/chat.md#red-flags). */

/** Contractions, with and without the apostrophe, spelled out so one pattern covers every form. */
const CONTRACTIONS: Readonly<Record<string, string>> = {
  "can't": 'cannot',
  cant: 'cannot',
  "couldn't": 'could not',
  couldnt: 'could not',
  "won't": 'will not',
  wont: 'will not',
  "wouldn't": 'would not',
  wouldnt: 'would not',
  "don't": 'do not',
  dont: 'do not',
  "doesn't": 'does not',
  doesnt: 'does not',
  "didn't": 'did not',
  didnt: 'did not',
  "isn't": 'is not',
  isnt: 'is not',
  "aren't": 'are not',
  arent: 'are not',
  "wasn't": 'was not',
  wasnt: 'was not',
  "weren't": 'were not',
  "hasn't": 'has not',
  hasnt: 'has not',
  "haven't": 'have not',
  havent: 'have not',
  "hadn't": 'had not',
  "shouldn't": 'should not',
  "i'm": 'i am',
  im: 'i am',
  "i've": 'i have',
  ive: 'i have',
  "i'll": 'i will',
  "i'd": 'i would',
  "he's": 'he is',
  hes: 'he is',
  "she's": 'she is',
  shes: 'she is',
  "it's": 'it is',
  "that's": 'that is',
  thats: 'that is',
  "what's": 'what is',
  whats: 'what is',
  "there's": 'there is',
  theres: 'there is',
  "they're": 'they are',
  theyre: 'they are',
  "we're": 'we are',
  "you're": 'you are',
  youre: 'you are',
  "he'd": 'he had',
  "she'd": 'she had',
  "let's": 'let us',
  "od'd": 'overdosed',
  "od'ed": 'overdosed',
  oded: 'overdosed',
};

/**
 * Words the matcher's patterns are written with; a typed word one slip away from one of these
 * (two for long words) is read as it. Plurals and tenses are listed so they are not 'corrected'.
 */
const KEYWORDS: readonly string[] = [
  'abdomen',
  'abdominal',
  'allergic',
  'anaphylactic',
  'anaphylaxis',
  'asthma',
  'attack',
  'batteries',
  'battery',
  'bleach',
  'bleeding',
  'blistered',
  'blisters',
  'blood',
  'bloody',
  'breath',
  'breathe',
  'breathing',
  'button',
  'chemical',
  'chemicals',
  'chest',
  'choking',
  'collapsed',
  'collapse',
  'confused',
  'confusion',
  'conscious',
  'consciousness',
  'convulsing',
  'convulsion',
  'convulsions',
  'crushing',
  'drooping',
  'droopy',
  'drowsy',
  'elephant',
  'epipen',
  'fainted',
  'fever',
  'feverish',
  'floppy',
  'headache',
  'inhaler',
  'medicine',
  'medicines',
  'medication',
  'meningitis',
  'minutes',
  'miscarriage',
  'miscarrying',
  'mottled',
  'newborn',
  'numbness',
  'overdose',
  'overdosed',
  'poison',
  'poisoned',
  'poisoning',
  'pregnant',
  'pregnancy',
  'pressure',
  'seizure',
  'seizures',
  'seizing',
  'sepsis',
  'slurred',
  'slurring',
  'speech',
  'squeezing',
  'stroke',
  'suicidal',
  'suicide',
  'swallowed',
  'sweating',
  'swelling',
  'swollen',
  'tablets',
  'temperature',
  'throat',
  'thunderclap',
  'tightness',
  'unconscious',
  'unresponsive',
  'vomiting',
  'weakness',
  'worst',
  'concussion',
  'speaking',
  'spurting',
  'blinding',
  'dishwasher',
  'detergent',
  'paracetamol',
  'acetaminophen',
  'ibuprofen',
  'wheezing',
];

/**
 * Everyday words close to a key word, in the vocabulary so their own typos read as them:
 * 'choping' is 'chopping' (a dropped letter), not 'choking' (another letter).
 */
const EVERYDAY_WORDS: readonly string[] = ['chopping'];

/**
 * Real words one slip away from a key word: these are meant as typed, never 'corrected'
 * ('cooking' is not 'choking', 'worse' is not 'worst', 'stroked the cat' is not a stroke).
 */
const PROTECTED = new Set([
  'breadth',
  'breaths',
  'breathed',
  'chess',
  'chests',
  'crest',
  'cooking',
  'clocking',
  'stoke',
  'strike',
  'strokes',
  'stroked',
  'stroker',
  'breeding',
  'bleeping',
  'prison',
  'poisons',
  'never',
  'fewer',
  'lever',
  'sloppy',
  'sweating',
  'swearing',
  'sweeping',
  'drooling',
  'dropping',
  'slurped',
  'blistering',
  'battered',
  'batter',
  'buttons',
  'mutton',
  'bottled',
  'throats',
  'threat',
  'tablet',
  'medicinal',
  'mediation',
  'meditation',
  'minute',
  'pressures',
  'pressured',
  'pressing',
  'speeches',
  'swelled',
  'swollen',
  'swallow',
  'swallows',
  'swallowing',
  'collapses',
  'confuses',
  'attach',
  'attic',
  'attacks',
  'seized',
  'seizes',
  'elegant',
  'headaches',
  'drowse',
  'inhalers',
  'weaknesses',
  'wheeling',
  'wheeze',
  'squeezed',
  'squeezes',
  'crashing',
  'crusting',
  'brushing',
  'crushed',
  'pregnancies',
  'newborns',
  'abdomens',
  'allergies',
  'asthmatic',
  'bloodily',
  'feverishly',
  'chemist',
  'worse',
  'worth',
  'first',
  'broody',
  'flood',
  'bloom',
  'blond',
  'brood',
  'chemistry',
  'vomited',
  'vomits',
  'fainter',
  'fainting',
  'painted',
  'noise',
  'noises',
  'barking',
  'beach',
  'beaches',
  'cancel',
  'cancels',
  'canceled',
  'cancelled',
  'chilli',
  'safely',
  'scars',
  'stairs',
  'stays',
  'strep',
]);

/** Optimal string alignment distance, stopping early once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) rows[i]![j] = i === 0 ? j : 0;
  }
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
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

/** Short words a phone keyboard often gets wrong, beyond what the edit distance accepts. */
const SHORT_TYPOS: Readonly<Record<string, string>> = {
  hart: 'heart',
  heartattack: 'heart attack',
  hartattack: 'heart attack',
  herat: 'heart',
  brest: 'breast',
  chst: 'chest',
  chet: 'chest',
  fevr: 'fever',
  feve: 'fever',
  neckk: 'neck',
  kips: 'lips',
  limps: 'lips',
  ods: 'overdose',
  od: 'overdose',
};

/** Words that end a clause for negation: 'no fever and I cannot breathe' negates only the fever. */
const CLAUSE_WORDS = new Set(['but', 'and', 'however', 'although', 'though', 'yet', 'except']);

/**
 * The first step of every normalised reading of a chat message (docs/chat.md#red-flags): lower case,
 * apostrophes straightened and kept only inside words, other marks a space; with `clauses`,
 * sentence punctuation a '|' token (a decimal point stays in its number).
 * @example splitWords("'Flu' isn’t fun!", { clauses: false }) → ['flu', "isn't", 'fun']
 */
export function splitWords(text: string, { clauses }: { clauses: boolean }): string[] {
  const lower = text.toLowerCase().replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  const marked = clauses ? lower.replace(/[!?;:()\n]+|(?<!\d)[.,]+|[.,]+(?!\d)/g, ' | ') : lower;
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
  /**
   * Lower case, contractions spelled out ('cant' → 'cannot'), possessive 's dropped, sentence
   * punctuation and clause words marked with '|', key-word typos corrected.
   * @example normaliseMessage("My chets hurts, I cant breathe!") === 'my chest hurts | i cannot breathe |'
   */
  normaliseMessage: (text: string) => string;
}

/**
 * Builds the normaliser over the built-in key words plus `extraKeywords`, lower-case words read
 * live, so a typo in any is read as meant (docs/chat.md#red-flags).
 */
export function createNormaliser(extraKeywords: ReadonlySet<string> = new Set()): Normaliser {
  let vocabulary: string[] = [];
  let known = new Set<string>();
  let readSize = -1;
  const corrections = new Map<string, string>();

  const correctTypo = (word: string): string => {
    if (readSize !== extraKeywords.size) {
      vocabulary = [...new Set([...KEYWORDS, ...EVERYDAY_WORDS, ...extraKeywords])].filter(
        (w) => w.length >= 5,
      );
      known = new Set(vocabulary);
      readSize = extraKeywords.size;
      corrections.clear();
    }
    if (word.length < 5 || known.has(word) || PROTECTED.has(word) || /\d/.test(word)) return word;
    const cached = corrections.get(word);
    if (cached !== undefined) return cached;
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
    // Bounded: a long session's odd words must not grow the cache without end.
    if (corrections.size < 10_000) corrections.set(word, found);
    return found;
  };

  const normaliseMessage = (text: string): string => {
    const out: string[] = [];
    for (const word of splitWords(text, { clauses: true })) {
      // Own keys only: a word such as 'constructor' must not read Object.prototype.
      const expanded = Object.hasOwn(CONTRACTIONS, word) ? CONTRACTIONS[word] : undefined;
      if (expanded !== undefined) {
        out.push(...expanded.split(' '));
        continue;
      }
      const plain = word.replace(/'s$/, '').replace(/'/g, '');
      const fixed =
        (Object.hasOwn(SHORT_TYPOS, plain) ? SHORT_TYPOS[plain] : undefined) ?? correctTypo(plain);
      if (CLAUSE_WORDS.has(fixed)) out.push('|', fixed);
      else out.push(fixed);
    }
    return out.join(' ').replace(/(?:\| )+\|/g, '|');
  };

  return { correctTypo, normaliseMessage };
}
