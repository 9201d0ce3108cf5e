/** @jest-environment node */
import { findRedFlag, RED_FLAGS } from '@/lib/chat/red-flags';
import { EMERGENCY_CORPUS_ES } from '../../../fixtures/triage/emergency-es';
import { ROUTINE_CORPUS_ES } from '../../../fixtures/triage/routine-es';

const emergencyLines = RED_FLAGS.flatMap((flag) =>
  EMERGENCY_CORPUS_ES[flag].map((text) => [flag, text] as const),
);

describe('Spanish red-flag corpus', () => {
  it('has at least 250 emergency lines, at least 10 in every category, and 150 routine lines', () => {
    expect(emergencyLines.length).toBeGreaterThanOrEqual(250);
    for (const flag of RED_FLAGS)
      expect(EMERGENCY_CORPUS_ES[flag].length).toBeGreaterThanOrEqual(10);
    expect(ROUTINE_CORPUS_ES.length).toBeGreaterThanOrEqual(150);
  });

  it('has no line twice', () => {
    const all = [...emergencyLines.map(([, text]) => text), ...ROUTINE_CORPUS_ES];
    expect(new Set(all.map((text) => text.toLowerCase())).size).toBe(all.length);
  });
});

describe('findRedFlag on the Spanish emergency corpus', () => {
  it.each(emergencyLines)('files a %s line, to be answered in Spanish: %j', (flag, text) => {
    expect(findRedFlag(text)).toEqual({ flag, language: 'es' });
  });
});

describe('findRedFlag on the Spanish routine corpus', () => {
  it.each(ROUTINE_CORPUS_ES)('raises no alarm for %j', (text) => {
    expect(findRedFlag(text)).toBeNull();
  });
});
