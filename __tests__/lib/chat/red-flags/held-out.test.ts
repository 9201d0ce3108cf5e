/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectRedFlag, RED_FLAGS } from '@/lib/chat/red-flags';
import { measureTriage, parseTriageCorpus } from '@/scripts/triage/report';

const FILE = path.join(__dirname, '../../../fixtures/triage/held-out-3.json');
const text = readFileSync(FILE, 'utf8');
const heldOut = parseTriageCorpus(JSON.parse(text));
const isRedFlag = (flag: string) => (RED_FLAGS as readonly string[]).includes(flag);

describe('the held-out triage file (docs/chat.md#red-flags)', () => {
  it('is frozen: new wording goes into a new held-out file, never into this one', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '434d257e562c39b8dcdb57b1d5f1a7cd41d7e8bf0a72211b08c7b97d7b9f73f9',
    );
  });

  it('holds fresh wording for every category (at least 4 lines each) and at least 60 routine lines', () => {
    for (const flag of RED_FLAGS) expect(heldOut.emergency[flag]?.length).toBeGreaterThanOrEqual(4);
    expect(heldOut.routine.length).toBeGreaterThanOrEqual(60);
  });

  it('names only categories the rules have', () => {
    expect(Object.keys(heldOut.emergency).filter((flag) => !isRedFlag(flag))).toEqual([]);
  });

  // Floors, not targets: recall as measured on 2026-11-27 after the four categories were added
  // and the rules tuned on new training wording only (102 of 149 caught, 4 of 83 false alarms;
  // 72 and 5 when the file was written, 0 of the 36 lines of the new categories). A rule change
  // may not fall below them.
  it('keeps recall at or above the 102 of 149 measured on 2026-11-27', () => {
    const report = measureTriage(detectRedFlag, heldOut);
    expect(report.emergencyLines).toBe(149);
    expect(report.caught).toBeGreaterThanOrEqual(102);
  });

  it('raises no more than the 4 false alarms of 83 routine lines measured on 2026-11-27', () => {
    const report = measureTriage(detectRedFlag, heldOut);
    expect(report.routineLines).toBe(83);
    expect(report.falseAlarms.length).toBeLessThanOrEqual(4);
  });
});
