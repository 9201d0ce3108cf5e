/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RED_FLAGS } from '@/lib/chat/red-flags';
import { parseTriageCorpus } from '@/scripts/triage/report';

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
});
