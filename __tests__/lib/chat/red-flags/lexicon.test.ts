/** @jest-environment node */
import { parseAge } from '@/lib/chat/age';
import { alternation, CHILD_WORDS, PERSON_WORDS } from '@/lib/chat/red-flags/lexicon';

describe('the person lexicon', () => {
  it('puts longer words first, so a plural is never read as its singular', () => {
    expect(alternation(['kid', 'kids', 'little one'])).toBe('little one|kids|kid');
  });

  it('counts every child word as a person word', () => {
    expect(CHILD_WORDS.filter((word) => !PERSON_WORDS.includes(word))).toEqual([]);
  });

  it('gives the age reader the same child words: a grandson of 10 days has an age', () => {
    expect(parseAge('my 10 day grandson has a fever')).not.toBeNull();
  });
});
