/** @jest-environment node */
import { RED_FLAGS, detectRedFlag } from '@/lib/chat/red-flags';
import { EMERGENCY_CORPUS } from '../../../fixtures/triage/emergency';
import { ROUTINE_CORPUS } from '../../../fixtures/triage/routine';

const emergencyLines = RED_FLAGS.flatMap((flag) =>
  EMERGENCY_CORPUS[flag].map((text) => [flag, text] as const),
);

describe('red-flag corpus', () => {
  it('has at least 250 emergency lines, at least 10 in every category, and 150 routine lines', () => {
    expect(emergencyLines.length).toBeGreaterThanOrEqual(250);
    for (const flag of RED_FLAGS) expect(EMERGENCY_CORPUS[flag].length).toBeGreaterThanOrEqual(10);
    expect(ROUTINE_CORPUS.length).toBeGreaterThanOrEqual(150);
  });

  it('has no line twice', () => {
    const all = [...emergencyLines.map(([, text]) => text), ...ROUTINE_CORPUS];
    expect(new Set(all.map((text) => text.toLowerCase())).size).toBe(all.length);
  });
});

describe('detectRedFlag on the emergency corpus', () => {
  it.each(emergencyLines)('files a %s line: %j', (flag, text) => {
    expect(detectRedFlag(text)).toBe(flag);
  });
});

describe('detectRedFlag on the routine corpus', () => {
  it.each(ROUTINE_CORPUS)('raises no alarm for %j', (text) => {
    expect(detectRedFlag(text)).toBeNull();
  });
});
