/** @jest-environment node */
import { RED_FLAGS, type RedFlag } from '@/lib/chat/red-flags';
import {
  formatLanguages,
  formatSideBySide,
  formatTriageReport,
  formatTypoRobustness,
  measureTriage,
  measureTypoRobustness,
  parseTriageCorpus,
  SPANISH_TRAINING_CORPUS,
  withTypo,
  type TriageCorpus,
} from '@/scripts/triage/report';

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

describe('formatSideBySide', () => {
  it('heads with the held-out figures, then a row per category with training and held-out recall', () => {
    const training = measureTriage(detect, corpus);
    const heldOut = measureTriage(detect, {
      emergency: { stroke: ['face drooping'] },
      routine: ['hi', 'a stroke'],
    });
    const text = formatSideBySide(training, heldOut, 'Side by side');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Side by side');
    expect(lines[2]).toBe(
      'Held-out (headline): recall 100.0 % (1 of 1) in category, 100.0 % (1 of 1) any alarm; false alarms 50.0 % (1 of 2)',
    );
    expect(lines[3]).toBe('Training: recall 33.3 % (1 of 3); false alarms 25.0 % (1 of 4)');
    expect(text).toMatch(
      /\| Stroke \(BE FAST\) +\| +50\.0 % \(1 of 2\) \| +100\.0 % \(1 of 1\) \|/,
    );
    expect(text).toMatch(/\| Heart attack +\| +0\.0 % \(0 of 1\) \| +– \| +– \|/);
    expect(text).toContain('False alarms, held-out (1):\n  [old-name] a stroke');
  });
});

describe('formatLanguages', () => {
  it("puts each language's held-out figures side by side, then its training figures", () => {
    const english = {
      language: 'English',
      heldOutFile: 'held-out.json',
      training: measureTriage(detect, corpus),
      heldOut: measureTriage(detect, { emergency: { stroke: ['face drooping'] }, routine: ['hi'] }),
    };
    const spanish = {
      language: 'Spanish',
      heldOutFile: 'held-out-es.json',
      training: measureTriage(detect, { emergency: { stroke: ['drooping'] }, routine: [] }),
      heldOut: measureTriage(detect, {
        emergency: { stroke: ['cara caida', 'drooping'] },
        routine: ['hola', 'stroke'],
      }),
    };
    const lines = formatLanguages([english, spanish], 'Both').split('\n');
    expect(lines[0]).toBe('Both');
    expect(lines[2]).toMatch(/^\| +\| +English \| +Spanish \|$/);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\| Held-out file +\| +held-out\.json \| +held-out-es\.json \|$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\| Held-out recall \(category\) +\| +100\.0 % \(1 of 1\) \| +50\.0 % \(1 of 2\) \|$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\| Held-out false alarms +\| +0\.0 % \(0 of 1\) \| +50\.0 % \(1 of 2\) \|$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\| Training recall \(category\) +\| +33\.3 % \(1 of 3\) \| +100\.0 % \(1 of 1\) \|$/,
      ),
    );
    // Totals only: no line of a held-out file is printed.
    expect(lines.join('\n')).not.toContain('cara caida');
  });
});

describe('the Spanish training corpus (docs/chat.md#red-flags)', () => {
  it('meets the targets: every emergency line in its category, false alarms ≤ 2 %', () => {
    const report = measureTriage(undefined, SPANISH_TRAINING_CORPUS);
    expect(report.misses).toEqual([]);
    expect(report.recall).toBe(1);
    expect(report.falseAlarmRate).toBeLessThanOrEqual(0.02);
  });

  it('keeps recall above 90 % and raises no false alarm with one slip in each line', () => {
    for (const figures of measureTypoRobustness(undefined, SPANISH_TRAINING_CORPUS)) {
      expect(figures.recall).toBeGreaterThan(0.9);
      expect(figures.falseAlarms).toBe(0);
    }
  });
});

describe('parseTriageCorpus', () => {
  it('reads a held-out file, leaving out categories it has no lines for', () => {
    expect(parseTriageCorpus({ emergency: { stroke: ['a'] }, routine: ['b'] })).toEqual({
      emergency: { stroke: ['a'] },
      routine: ['b'],
    });
  });

  it('keeps a category the rules do not have yet, which the report counts as missed in category', () => {
    const heldOut = parseTriageCorpus({ emergency: { 'new-kind': ['a stroke'] }, routine: [] });
    const report = measureTriage(detect, heldOut);
    expect(report.categories.at(-1)).toMatchObject({
      flag: 'new-kind',
      label: 'new-kind (no rules yet)',
      lines: 1,
      caught: 0,
      alarmed: 1,
    });
    expect(report.misses).toEqual([{ text: 'a stroke', expected: 'new-kind', got: 'old-name' }]);
    expect(formatSideBySide(measureTriage(detect, corpus), report)).toMatch(
      /\| new-kind \(no rules yet\) +\| +– \| +0\.0 % \(0 of 1\) \| +100\.0 % \(1 of 1\) \|/,
    );
  });

  it.each([
    [{ routine: [] }, 'A triage corpus needs an "emergency" object.'],
    [{ emergency: {}, routine: 'hi' }, '"routine" must be a list of strings.'],
    [{ emergency: { 'Stroke!': [] }, routine: [] }, '"Stroke!" is not a category id.'],
    [{ emergency: { stroke: [1] }, routine: [] }, '"emergency.stroke" must be a list of strings.'],
  ])('refuses %j with a clear message', (json, message) => {
    expect(() => parseTriageCorpus(json)).toThrow(message);
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
