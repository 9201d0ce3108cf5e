/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectRedFlag, RED_FLAGS } from '@/lib/chat/red-flags';
import { measureTriage, parseTriageCorpus } from '@/scripts/triage/report';

// Read by path only: the file measures the Spanish rules and never tunes them, so no test
// prints a line of it (docs/chat.md#red-flags).
const FILE = path.join(__dirname, '../../../fixtures/triage/held-out-es-1.json');
const bytes = readFileSync(FILE);
const heldOut = parseTriageCorpus(JSON.parse(bytes.toString('utf8')));
const isRedFlag = (flag: string) => (RED_FLAGS as readonly string[]).includes(flag);

describe('the Spanish held-out triage file (docs/chat.md#red-flags)', () => {
  it('is frozen: its git blob is the one committed on 2026-11-27, before any Spanish rule', () => {
    const blob = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
    expect(blob).toBe('3aab348e18388fa666d8b98821721376ecbc70fb');
  });

  it('holds 159 emergency lines in the 25 categories and 64 routine lines', () => {
    expect(Object.values(heldOut.emergency).flat().length).toBe(159);
    expect(Object.keys(heldOut.emergency).filter((flag) => !isRedFlag(flag))).toEqual([]);
    expect(Object.keys(heldOut.emergency).length).toBe(RED_FLAGS.length);
    expect(heldOut.routine.length).toBe(64);
  });

  // Floors, not targets: measured once, on 2026-11-27, after the Spanish rules were final (95 of
  // 159 caught in category, 112 with any alarm, 3 of 64 false alarms; 1, 2 and 0 before them).
  // A rule change may not fall below them; only the counts are asserted, never a line.
  it('keeps the 95 of 159 caught and at most the 3 of 64 false alarms measured then', () => {
    const { emergencyLines, caught, routineLines, falseAlarms } = measureTriage(
      detectRedFlag,
      heldOut,
    );
    expect({ emergencyLines, routineLines }).toEqual({ emergencyLines: 159, routineLines: 64 });
    expect(caught).toBeGreaterThanOrEqual(95);
    expect(falseAlarms.length).toBeLessThanOrEqual(3);
  });
});
