/** @jest-environment node */
import { detectRedFlag } from '@/lib/chat/red-flags';
import { describeCorpusSize, emergencyLinesOf } from '../../../support/corpus';
import { EMERGENCY_CORPUS } from '../../../fixtures/triage/emergency';
import { ROUTINE_CORPUS } from '../../../fixtures/triage/routine';

const emergencyLines = emergencyLinesOf(EMERGENCY_CORPUS);

describeCorpusSize('red-flag corpus', EMERGENCY_CORPUS, ROUTINE_CORPUS);

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
