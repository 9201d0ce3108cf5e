/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectRedFlag, RED_FLAGS } from '@/lib/chat/red-flags';
import { measureTriage, parseTriageCorpus } from '@/scripts/triage/report';

const FILE = path.join(__dirname, '../../../fixtures/triage/held-out-3.json');
const text = readFileSync(FILE, 'utf8');
const heldOut = parseTriageCorpus(JSON.parse(text));

describe('the held-out triage file (docs/product.md#red-flags)', () => {
  it('is frozen: new wording goes into a new held-out file, never into this one', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '434d257e562c39b8dcdb57b1d5f1a7cd41d7e8bf0a72211b08c7b97d7b9f73f9',
    );
  });

  it('holds fresh wording for every category (at least 4 lines each) and at least 60 routine lines', () => {
    for (const flag of RED_FLAGS) expect(heldOut.emergency[flag]?.length).toBeGreaterThanOrEqual(4);
    expect(heldOut.routine.length).toBeGreaterThanOrEqual(60);
  });

  // Floors, not targets: the figures measured with the rules of the day the file was written,
  // 2026-11-27 (72 of 149 caught, 36 of them in four categories the rules did not have; 5 of 83
  // routine lines alarmed). A rule change may not fall below them.
  it('keeps recall at or above the 72 of 149 measured when the file was written', () => {
    const report = measureTriage(detectRedFlag, heldOut);
    expect(report.emergencyLines).toBe(149);
    expect(report.caught).toBeGreaterThanOrEqual(72);
  });

  it('raises no more than the 5 false alarms of 83 routine lines measured when the file was written', () => {
    const report = measureTriage(detectRedFlag, heldOut);
    expect(report.routineLines).toBe(83);
    expect(report.falseAlarms.length).toBeLessThanOrEqual(5);
  });
});
