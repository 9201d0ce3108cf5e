/** @jest-environment node */
import { createNormaliser } from '@/lib/chat/red-flags/normalise';

describe('createNormaliser', () => {
  it('corrects typos in a word added to its vocabulary after it was built, as a later pattern adds one', () => {
    const words = new Set<string>(['wheelchair']);
    const { correctTypo, normaliseMessage } = createNormaliser(words);
    expect(correctTypo('wheelchiar')).toBe('wheelchair');
    expect(correctTypo('hypotermia')).toBe('hypotermia');
    words.add('hypothermia');
    expect(correctTypo('hypotermia')).toBe('hypothermia');
    expect(normaliseMessage('I think she has hypotermia')).toBe('i think she has hypothermia');
  });
});
