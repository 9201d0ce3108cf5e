/** @jest-environment node */
import { RED_FLAGS, type RedFlag } from '@/lib/chat/red-flags';
import {
  formatTriageReport,
  formatTypoRobustness,
  measureTriage,
  measureTypoRobustness,
  withTypo,
  type TriageCorpus,
} from '@/lib/chat/red-flags/report';

const empty = Object.fromEntries(RED_FLAGS.map((flag) => [flag, []])) as unknown as Record<
  RedFlag,
  string[]
>;
const corpus: TriageCorpus = {
  emergency: { ...empty, stroke: ['face drooping', 'arm weak'], 'chest-pain': ['chest pain'] },
  routine: ['hello', 'hours?', 'a cold', 'my stroke last year'],
};
// A detector that alarms on some words, naming categories its own way, like an earlier one.
const detect = (text: string) =>
  text.includes('drooping')
    ? 'stroke'
    : text.includes('chest') || text.includes('stroke')
      ? 'old-name'
      : null;

describe('measureTriage', () => {
  it('counts per category the lines caught in their category and the lines that raised any alarm', () => {
    const report = measureTriage(detect, corpus);
    const stroke = report.categories.find((c) => c.flag === 'stroke');
    const chest = report.categories.find((c) => c.flag === 'chest-pain');
    expect(stroke).toMatchObject({
      lines: 2,
      caught: 1,
      alarmed: 1,
      recall: 0.5,
      alarmRecall: 0.5,
    });
    expect(chest).toMatchObject({ lines: 1, caught: 0, alarmed: 1, recall: 0, alarmRecall: 1 });
    expect(report).toMatchObject({ emergencyLines: 3, caught: 1, alarmed: 2, routineLines: 4 });
    expect(report.falseAlarms).toEqual([{ text: 'my stroke last year', flag: 'old-name' }]);
    expect(report.falseAlarmRate).toBe(0.25);
    expect(report.misses).toEqual([
      { text: 'chest pain', expected: 'chest-pain', got: 'old-name' },
      { text: 'arm weak', expected: 'stroke', got: null },
    ]);
  });

  it('prints a table with a row per category, the total and the false-alarm rate', () => {
    const text = formatTriageReport(measureTriage(detect, corpus), 'Before');
    expect(text.split('\n')[0]).toBe('Before');
    expect(text).toMatch(/\| Stroke \(BE FAST\) +\| +2 \| +50\.0 % \(1\) \| +50\.0 % \(1\) \|/);
    expect(text).toMatch(/\| All emergency lines +\| +3 \|/);
    expect(text).toContain('False alarms: 25.0 % (1 of 4 routine lines)');
    expect(text).toContain('[stroke → none] arm weak');
  });

  it('meets the targets on the project corpus: every emergency line in its category, false alarms ≤ 2 %', () => {
    const report = measureTriage();
    expect(report.misses).toEqual([]);
    expect(report.recall).toBe(1);
    expect(report.falseAlarmRate).toBeLessThanOrEqual(0.02);
  });
});

describe('withTypo', () => {
  it.each([
    ['swapped', 'seziure'],
    ['dropped', 'seiure'],
    ['doubled', 'seizzure'],
    ['neighbour', 'seixure'],
  ] as const)('makes a %s slip at the 4th letter: %s', (kind, typed) => {
    expect(withTypo('seizure', kind)).toBe(typed);
  });
});

describe('measureTypoRobustness', () => {
  it('puts one slip in the longest word of each line and measures again', () => {
    const strict = (text: string) => (text.includes('stroke') ? 'stroke' : null);
    const figures = measureTypoRobustness(strict, {
      emergency: { ...empty, stroke: ['a stroke', 'stroke now'] },
      routine: ['hello there', 'hi'],
    });
    expect(figures.map((f) => f.kind)).toEqual(['swapped', 'dropped', 'doubled', 'neighbour']);
    // 'stroke' is the longest word; the strict detector misses every misspelling of it.
    expect(figures[0]).toMatchObject({ lines: 2, caught: 0, recall: 0, routineLines: 1 });
    expect(formatTypoRobustness(figures)).toContain('swapped    recall 0.0 % (0 of 2)');
  });

  it('keeps recall above 90 % and raises no false alarm on the project corpus', () => {
    for (const figures of measureTypoRobustness()) {
      expect(figures.recall).toBeGreaterThan(0.9);
      expect(figures.falseAlarms).toBe(0);
    }
  });
});
