/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectRedFlag } from '@/lib/chat/red-flags';
import { measureTriage, parseTriageCorpus } from '@/scripts/triage/report';

const FILE = path.join(__dirname, '../../../fixtures/triage/held-out.json');
const text = readFileSync(FILE, 'utf8');
const heldOut = parseTriageCorpus(JSON.parse(text));

describe('the held-out triage file (docs/product.md#red-flags)', () => {
  it('is frozen: new wording goes into a new held-out file, never into this one', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '80a1c6050c32cbc6523929e8f14dff75551ba6f1e352043406b1b1f70250e0a6',
    );
  });

  it('holds the new wording: at least 10 lines for each of the six categories added with it', () => {
    for (const flag of [
      'diabetic-ketoacidosis',
      'hypoglycemia',
      'carbon-monoxide',
      'heat-stroke',
      'hypothermia',
      'diabetic-vomiting',
    ] as const)
      expect(heldOut.emergency[flag]?.length).toBeGreaterThanOrEqual(10);
  });

  it('raises no alarm on any routine line', () => {
    expect(heldOut.routine.filter((line) => detectRedFlag(line) !== null)).toEqual([]);
  });

  it('keeps recall at or above the 82 of 92 measured when the rules for its categories were written', () => {
    const report = measureTriage(detectRedFlag, heldOut);
    expect(report.emergencyLines).toBe(92);
    expect(report.caught).toBeGreaterThanOrEqual(82);
  });
});
