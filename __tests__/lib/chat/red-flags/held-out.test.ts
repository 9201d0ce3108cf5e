/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectRedFlag, RED_FLAGS } from '@/lib/chat/red-flags';
import { measureTriage, parseTriageCorpus } from '@/scripts/triage/report';

const FILE = path.join(__dirname, '../../../fixtures/triage/held-out-2.json');
const text = readFileSync(FILE, 'utf8');
const heldOut = parseTriageCorpus(JSON.parse(text));

describe('the held-out triage file (docs/chat.md#red-flags)', () => {
  it('is frozen: new wording goes into a new held-out file, never into this one', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '5b44d8bf8fbc755508e4e1a4eb5f50f966e09d7327c23e173b8ed25e000bd613',
    );
  });

  it('holds fresh wording for every category (at least 4 lines each) and at least 60 routine lines', () => {
    for (const flag of RED_FLAGS) expect(heldOut.emergency[flag]?.length).toBeGreaterThanOrEqual(4);
    expect(heldOut.routine.length).toBeGreaterThanOrEqual(60);
  });

  // Floors, not targets: recall as measured on 2026-11-25 after the rules were tuned on new
  // training wording only (103 of 129 caught, 2 of 77 false alarms; 96 and 3 when the file was
  // written). A rule change may not fall below them.
  it('keeps recall at or above the 103 of 129 measured on 2026-11-25', () => {
    const report = measureTriage(detectRedFlag, heldOut);
    expect(report.emergencyLines).toBe(129);
    expect(report.caught).toBeGreaterThanOrEqual(103);
  });

  it('raises no more than the 2 false alarms of 77 routine lines measured on 2026-11-25', () => {
    const report = measureTriage(detectRedFlag, heldOut);
    expect(report.routineLines).toBe(77);
    expect(report.falseAlarms.length).toBeLessThanOrEqual(2);
  });
});
