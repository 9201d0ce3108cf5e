import { EMERGENCY_CORPUS } from '@/__tests__/fixtures/triage/emergency';
import { EMERGENCY_CORPUS_ES } from '@/__tests__/fixtures/triage/emergency-es';
import { ROUTINE_CORPUS } from '@/__tests__/fixtures/triage/routine';
import { ROUTINE_CORPUS_ES } from '@/__tests__/fixtures/triage/routine-es';
import { detectRedFlag, RED_FLAG_LABELS, RED_FLAGS } from '@/lib/chat/red-flags';

/** A red-flag detector: a category name, or null for no alarm. Today's and earlier ones alike. */
export type RedFlagDetector = (text: string) => string | null;

/**
 * The phrasings a detector is measured on: emergency lines per category (a category left out
 * has none), and routine lines. A held-out file is written before the rules change, so it may
 * name a category the rules do not have yet: its lines count as missed in category.
 */
export interface TriageCorpus {
  emergency: Readonly<Record<string, readonly string[]>>;
  routine: readonly string[];
}

/** One category's figures. Rates are fractions from 0 to 1. */
interface CategoryFigures {
  /** A `RedFlag`, or a held-out file's category the rules do not have yet. */
  flag: string;
  label: string;
  lines: number;
  caught: number;
  /** Lines that raised any alarm (an earlier detector has other category names). */
  alarmed: number;
  recall: number;
  alarmRecall: number;
}

/** A detector's figures on a corpus (docs/chat.md#red-flags). Rates are fractions from 0 to 1. */
export interface TriageReport {
  categories: CategoryFigures[];
  emergencyLines: number;
  caught: number;
  alarmed: number;
  recall: number;
  alarmRecall: number;
  routineLines: number;
  /** Routine lines that raised an alarm, with the category raised. */
  falseAlarms: { text: string; flag: string }[];
  falseAlarmRate: number;
  /** Emergency lines not caught in their category, with what the detector said instead. */
  misses: { text: string; expected: string; got: string | null }[];
}

/** The categories a corpus is measured in: every `RedFlag`, then any the rules do not have yet. */
function categoriesOf(corpus: TriageCorpus): string[] {
  const known = new Set<string>(RED_FLAGS);
  return [...RED_FLAGS, ...Object.keys(corpus.emergency).filter((flag) => !known.has(flag))];
}

/** A category's report name; one the rules do not have yet says so. */
const labelOf = (flag: string) =>
  (RED_FLAG_LABELS as Readonly<Record<string, string>>)[flag] ?? `${flag} (no rules yet)`;

/** The training corpus: the lines the rules were tuned on (__tests__/fixtures/triage/). */
const TRIAGE_CORPUS: TriageCorpus = {
  emergency: EMERGENCY_CORPUS,
  routine: ROUTINE_CORPUS,
};

/** The Spanish training corpus: the lines the Spanish rules were tuned on (emergency-es.ts, routine-es.ts). */
export const SPANISH_TRAINING_CORPUS: TriageCorpus = {
  emergency: EMERGENCY_CORPUS_ES,
  routine: ROUTINE_CORPUS_ES,
};

/**
 * Counts, per category, the corpus lines caught in their category and those raising any alarm,
 * and the routine lines raising one (docs/chat.md#red-flags). Pure; default: today's detector on `TRIAGE_CORPUS`.
 */
export function measureTriage(
  detect: RedFlagDetector = detectRedFlag,
  corpus: TriageCorpus = TRIAGE_CORPUS,
): TriageReport {
  const misses: TriageReport['misses'] = [];
  const categories = categoriesOf(corpus).map((flag): CategoryFigures => {
    const lines = corpus.emergency[flag] ?? [];
    let caught = 0;
    let alarmed = 0;
    for (const text of lines) {
      const got = detect(text);
      if (got !== null) alarmed += 1;
      if (got === flag) caught += 1;
      else misses.push({ text, expected: flag, got });
    }
    const count = lines.length;
    return {
      flag,
      label: labelOf(flag),
      lines: count,
      caught,
      alarmed,
      recall: count === 0 ? 0 : caught / count,
      alarmRecall: count === 0 ? 0 : alarmed / count,
    };
  });
  const falseAlarms = corpus.routine.flatMap((text) => {
    const flag = detect(text);
    return flag === null ? [] : [{ text, flag }];
  });
  const sum = (key: 'lines' | 'caught' | 'alarmed') =>
    categories.reduce((total, figures) => total + figures[key], 0);
  const emergencyLines = sum('lines');
  return {
    categories,
    emergencyLines,
    caught: sum('caught'),
    alarmed: sum('alarmed'),
    recall: emergencyLines === 0 ? 0 : sum('caught') / emergencyLines,
    alarmRecall: emergencyLines === 0 ? 0 : sum('alarmed') / emergencyLines,
    routineLines: corpus.routine.length,
    falseAlarms,
    falseAlarmRate: corpus.routine.length === 0 ? 0 : falseAlarms.length / corpus.routine.length,
    misses,
  };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** A report as a plain-text table: a row per category, a total, false alarms, then the misses. */
export function formatTriageReport(report: TriageReport, title = 'Red-flag triage'): string {
  const header = ['Category', 'Lines', 'Recall (category)', 'Recall (any alarm)'];
  const rows = report.categories.map((c) => [
    c.label,
    String(c.lines),
    `${percent(c.recall)} (${c.caught})`,
    `${percent(c.alarmRecall)} (${c.alarmed})`,
  ]);
  rows.push([
    'All emergency lines',
    String(report.emergencyLines),
    `${percent(report.recall)} (${report.caught})`,
    `${percent(report.alarmRecall)} (${report.alarmed})`,
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const out = [title, '', line(header), rule, ...rows.map(line), ''];
  out.push(
    `False alarms: ${percent(report.falseAlarmRate)} (${report.falseAlarms.length} of ${report.routineLines} routine lines)`,
  );
  if (report.misses.length > 0) {
    out.push('', `Missed or filed elsewhere (${report.misses.length}):`);
    for (const miss of report.misses)
      out.push(`  [${miss.expected} → ${miss.got ?? 'none'}] ${miss.text}`);
  }
  if (report.falseAlarms.length > 0) {
    out.push('', `False alarms (${report.falseAlarms.length}):`);
    for (const alarm of report.falseAlarms) out.push(`  [${alarm.flag}] ${alarm.text}`);
  }
  return out.join('\n');
}

/** How a report's figure reads: percentage and count, e.g. '89.1 % (82 of 92)'. */
const share = (rate: number, count: number, of: number) => `${percent(rate)} (${count} of ${of})`;

/**
 * Training and held-out triage figures side by side (docs/chat.md#red-flags); the headline is the
 * held-out file's, since its lines never changed a rule.
 */
export function formatSideBySide(
  training: TriageReport,
  heldOut: TriageReport,
  title = 'Red-flag triage',
): string {
  const header = ['Category', 'Training recall', 'Held-out recall', 'Held-out any alarm'];
  const flags = [
    ...new Set([...training.categories, ...heldOut.categories].map((figures) => figures.flag)),
  ];
  const rows = flags.map((flag) => {
    const t = training.categories.find((figures) => figures.flag === flag);
    const h = heldOut.categories.find((figures) => figures.flag === flag);
    return [
      (t ?? h)!.label,
      t === undefined || t.lines === 0 ? '–' : share(t.recall, t.caught, t.lines),
      h === undefined || h.lines === 0 ? '–' : share(h.recall, h.caught, h.lines),
      h === undefined || h.lines === 0 ? '–' : share(h.alarmRecall, h.alarmed, h.lines),
    ];
  });
  rows.push([
    'All emergency lines',
    share(training.recall, training.caught, training.emergencyLines),
    share(heldOut.recall, heldOut.caught, heldOut.emergencyLines),
    share(heldOut.alarmRecall, heldOut.alarmed, heldOut.emergencyLines),
  ]);
  rows.push([
    'False alarms (routine lines)',
    share(training.falseAlarmRate, training.falseAlarms.length, training.routineLines),
    share(heldOut.falseAlarmRate, heldOut.falseAlarms.length, heldOut.routineLines),
    '',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const out = [
    title,
    '',
    `Held-out (headline): recall ${share(heldOut.recall, heldOut.caught, heldOut.emergencyLines)} in category, ${share(heldOut.alarmRecall, heldOut.alarmed, heldOut.emergencyLines)} any alarm; false alarms ${share(heldOut.falseAlarmRate, heldOut.falseAlarms.length, heldOut.routineLines)}`,
    `Training: recall ${share(training.recall, training.caught, training.emergencyLines)}; false alarms ${share(training.falseAlarmRate, training.falseAlarms.length, training.routineLines)}`,
    '',
    line(header),
    rule,
    ...rows.map(line),
  ];
  for (const [name, report] of [
    ['training', training],
    ['held-out', heldOut],
  ] as const) {
    if (report.misses.length > 0) {
      out.push('', `Missed or filed elsewhere, ${name} (${report.misses.length}):`);
      for (const miss of report.misses)
        out.push(`  [${miss.expected} → ${miss.got ?? 'none'}] ${miss.text}`);
    }
    if (report.falseAlarms.length > 0) {
      out.push('', `False alarms, ${name} (${report.falseAlarms.length}):`);
      for (const alarm of report.falseAlarms) out.push(`  [${alarm.flag}] ${alarm.text}`);
    }
  }
  return out.join('\n');
}

/** One language's figures, for `formatLanguages`. */
export interface LanguageFigures {
  /** The language's name as printed: 'English', 'Spanish'. */
  language: string;
  /** The held-out file's name, e.g. 'held-out-es-1.json'. */
  heldOutFile: string;
  training: TriageReport;
  heldOut: TriageReport;
}

/**
 * Each language's held-out figures side by side, then its training figures
 * (docs/chat.md#red-flags): one column per language, recall in category and with any alarm,
 * and false alarms. Totals only, no line of any file.
 */
export function formatLanguages(
  languages: readonly LanguageFigures[],
  title = 'Red-flag triage by language',
): string {
  const rows = [
    ['Held-out file', ...languages.map((l) => l.heldOutFile)],
    [
      'Held-out recall (category)',
      ...languages.map(({ heldOut: h }) => share(h.recall, h.caught, h.emergencyLines)),
    ],
    [
      'Held-out recall (any alarm)',
      ...languages.map(({ heldOut: h }) => share(h.alarmRecall, h.alarmed, h.emergencyLines)),
    ],
    [
      'Held-out false alarms',
      ...languages.map(({ heldOut: h }) =>
        share(h.falseAlarmRate, h.falseAlarms.length, h.routineLines),
      ),
    ],
    [
      'Training recall (category)',
      ...languages.map(({ training: t }) => share(t.recall, t.caught, t.emergencyLines)),
    ],
    [
      'Training false alarms',
      ...languages.map(({ training: t }) =>
        share(t.falseAlarmRate, t.falseAlarms.length, t.routineLines),
      ),
    ],
  ];
  const header = ['', ...languages.map((l) => l.language)];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [title, '', line(header), rule, ...rows.map(line)].join('\n');
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A category id as `RedFlag`s are spelt: lower-case words joined by hyphens. */
const CATEGORY_ID = /^[a-z]+(?:-[a-z]+)*$/;

/**
 * Reads a held-out file's JSON (`{ emergency: { <category>: string[] }, routine: string[] }`)
 * as a corpus (docs/chat.md#red-flags). A category the rules do not have yet is kept, since
 * the file is written before the rules change; the held-out test checks the names once they do.
 * @throws Error naming the first key or field that is not a category id or not a list of strings.
 */
export function parseTriageCorpus(json: unknown): TriageCorpus {
  const data = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const emergency = (
    typeof data.emergency === 'object' && data.emergency !== null ? data.emergency : null
  ) as Record<string, unknown> | null;
  if (emergency === null) throw new Error('A triage corpus needs an "emergency" object.');
  if (!isStringList(data.routine)) throw new Error('"routine" must be a list of strings.');
  for (const [flag, lines] of Object.entries(emergency)) {
    if (!CATEGORY_ID.test(flag)) throw new Error(`"${flag}" is not a category id.`);
    if (!isStringList(lines)) throw new Error(`"emergency.${flag}" must be a list of strings.`);
  }
  return {
    emergency: emergency as Record<string, string[]>,
    routine: data.routine,
  };
}

/** The phone-keyboard slips `measureTypoRobustness` makes, each at the 4th letter of a word. */
const TYPO_KINDS = ['swapped', 'dropped', 'doubled', 'neighbour'] as const;

export type TypoKind = (typeof TYPO_KINDS)[number];

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** The key left of a letter on a QWERTY keyboard (right of the first key of a row). */
function neighbourKey(letter: string): string {
  const row = KEYBOARD_ROWS.find((keys) => keys.includes(letter));
  if (row === undefined) return letter;
  const at = row.indexOf(letter);
  return row[at === 0 ? 1 : at - 1]!;
}

/** A word (5 letters or more) with one slip at its 4th letter, the first letters as typed. */
export function withTypo(word: string, kind: TypoKind): string {
  const head = word.slice(0, 3);
  const letter = word[3]!;
  const tail = word.slice(4);
  switch (kind) {
    case 'swapped':
      return word.slice(0, 2) + letter + word[2]! + tail;
    case 'dropped':
      return head + tail;
    case 'doubled':
      return head + letter + letter + tail;
    case 'neighbour':
      return head + neighbourKey(letter) + tail;
  }
}

/** Each line with one slip in its longest plain word (5 letters or more), per kind; lines without one are left out. */
function misspelt(text: string, kind: TypoKind): string | null {
  const words = text.split(' ');
  let longest = -1;
  words.forEach((word, i) => {
    if (/^[a-z]{5,}$/i.test(word) && (longest === -1 || word.length > words[longest]!.length))
      longest = i;
  });
  if (longest === -1) return null;
  return words
    .map((word, i) => (i === longest ? withTypo(word.toLowerCase(), kind) : word))
    .join(' ');
}

/** How a detector copes with one slip per line. Rates are fractions from 0 to 1. */
export interface TypoFigures {
  kind: TypoKind;
  lines: number;
  caught: number;
  recall: number;
  routineLines: number;
  falseAlarms: number;
  falseAlarmRate: number;
}

/**
 * Recall and false alarms again with one phone-keyboard slip in the longest word of every line,
 * four ways (docs/chat.md#red-flags). Default: today's detector on `TRIAGE_CORPUS`.
 */
export function measureTypoRobustness(
  detect: RedFlagDetector = detectRedFlag,
  corpus: TriageCorpus = TRIAGE_CORPUS,
): TypoFigures[] {
  return TYPO_KINDS.map((kind) => {
    let lines = 0;
    let caught = 0;
    for (const flag of categoriesOf(corpus))
      for (const text of corpus.emergency[flag] ?? []) {
        const typed = misspelt(text, kind);
        if (typed === null) continue;
        lines += 1;
        if (detect(typed) === flag) caught += 1;
      }
    let routineLines = 0;
    let falseAlarms = 0;
    for (const text of corpus.routine) {
      const typed = misspelt(text, kind);
      if (typed === null) continue;
      routineLines += 1;
      if (detect(typed) !== null) falseAlarms += 1;
    }
    return {
      kind,
      lines,
      caught,
      recall: lines === 0 ? 0 : caught / lines,
      routineLines,
      falseAlarms,
      falseAlarmRate: routineLines === 0 ? 0 : falseAlarms / routineLines,
    };
  });
}

/** Typo figures as plain-text lines, one per kind of slip. */
export function formatTypoRobustness(figures: readonly TypoFigures[]): string {
  return [
    'With one phone-keyboard slip in the longest word of each line:',
    ...figures.map(
      (f) =>
        `  ${f.kind.padEnd(9)}  recall ${percent(f.recall)} (${f.caught} of ${f.lines}), false alarms ${percent(f.falseAlarmRate)} (${f.falseAlarms} of ${f.routineLines})`,
    ),
  ].join('\n');
}
