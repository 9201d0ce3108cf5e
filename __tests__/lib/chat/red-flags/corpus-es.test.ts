/** @jest-environment node */
import { findRedFlag } from '@/lib/chat/red-flags';
import { describeCorpusSize, emergencyLinesOf } from '../../../support/corpus';
import { EMERGENCY_CORPUS_ES } from '../../../fixtures/triage/emergency-es';
import { ROUTINE_CORPUS_ES } from '../../../fixtures/triage/routine-es';

const emergencyLines = emergencyLinesOf(EMERGENCY_CORPUS_ES);

describeCorpusSize('Spanish red-flag corpus', EMERGENCY_CORPUS_ES, ROUTINE_CORPUS_ES);

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
