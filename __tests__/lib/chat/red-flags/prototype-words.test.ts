/** @jest-environment node */
import { detectRedFlag, normaliseMessage } from '@/lib/chat/red-flags';

// Words that name Object.prototype members are plain words to the red-flag matcher (docs/chat.md#red-flags).
describe('words that name Object.prototype members', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])(
    '%s is normalised as a plain word',
    (word) => {
      expect(normaliseMessage(`{{${word}.${word}('alert(1)')()}}`)).toEqual(
        expect.stringContaining(word.toLowerCase().replace(/_/g, '')),
      );
      expect(() => detectRedFlag(`my ${word} hurts`)).not.toThrow();
    },
  );
});
