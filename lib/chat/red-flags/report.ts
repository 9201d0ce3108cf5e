import { RED_FLAGS, RED_FLAG_LABELS, type RedFlag } from './categories';
import { EMERGENCY_CORPUS } from './corpus/emergency';
import { ROUTINE_CORPUS } from './corpus/routine';
import { detectRedFlag } from './matcher';

/** A red-flag detector: a category name, or null for no alarm. Today's and earlier ones alike. */
export type RedFlagDetector = (text: string) => string | null;

/** The phrasings a detector is measured on: emergency lines per category, and routine lines. */
export interface TriageCorpus {
  emergency: Readonly<Record<RedFlag, readonly string[]>>;
  routine: readonly string[];
}

/** One category's figures. Rates are fractions from 0 to 1. */
export interface CategoryFigures {
  flag: RedFlag;
  label: string;
  /** Emergency lines of this category. */
  lines: number;
  /** Lines that raised an alarm of this very category. */
  caught: number;
  /** Lines that raised any alarm (an earlier detector has other category names). */
  alarmed: number;
  /** `caught / lines`. */
  recall: number;
  /** `alarmed / lines`. */
  alarmRecall: number;
}

/** A detector's figures on a corpus (docs/product.md#red-flags). Rates are fractions from 0 to 1. */
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
  /** `falseAlarms.length / routineLines`. */
  falseAlarmRate: number;
  /** Emergency lines not caught in their category, with what the detector said instead. */
  misses: { text: string; expected: RedFlag; got: string | null }[];
}

/** The project's own corpus (`corpus/`). */
export const TRIAGE_CORPUS: TriageCorpus = {
  emergency: EMERGENCY_CORPUS,
  routine: ROUTINE_CORPUS,
};

/**
 * Runs every corpus line through a detector and counts, per category, the lines caught in
 * their category and the lines that raised any alarm, and the routine lines that raised one
 * (docs/product.md#red-flags). Pure; the targets are recall 1 and a false-alarm rate ≤ 0.02.
 * @param detect - The detector; default today's `detectRedFlag`.
 * @param corpus - The lines; default `TRIAGE_CORPUS`.
 */
export function measureTriage(
  detect: RedFlagDetector = detectRedFlag,
  corpus: TriageCorpus = TRIAGE_CORPUS,
): TriageReport {
  const misses: TriageReport['misses'] = [];
  const categories = RED_FLAGS.map((flag): CategoryFigures => {
    const lines = corpus.emergency[flag];
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
      label: RED_FLAG_LABELS[flag],
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
    recall: sum('caught') / emergencyLines,
    alarmRecall: sum('alarmed') / emergencyLines,
    routineLines: corpus.routine.length,
    falseAlarms,
    falseAlarmRate: falseAlarms.length / corpus.routine.length,
    misses,
  };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * A report as a plain-text table: one row per category (lines, caught in category, any alarm),
 * a total row, the false-alarm rate, then the misses and false alarms, one per line.
 * @param report - From `measureTriage`.
 * @param title - The first line, e.g. 'Red-flag triage (this branch)'.
 */
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
