/** @jest-environment node */
import { detectIntent, type Intent } from '@/lib/chat/intents';

/** Per rules file, messages with one slip in a word of its phrases, and the topic meant. */
const SLIPS: Record<string, Record<string, Intent>> = {
  'clinic.ts': {
    'I need to cancel my apointment': 'cancel',
    'can I reschedulle for friday': 'reschedule',
  },
  'health.ts': {
    'what should I do about my migrane': 'headache',
    'is paracetmol safe with wine': 'medicines',
  },
  'conversation.ts': { 'greetngs doctor': 'greeting', 'I apreciate it': 'thanks' },
};

describe('the intent rules files', () => {
  for (const [file, slips] of Object.entries(SLIPS))
    it(`read a slip in a word of ${file}’s phrases as meant`, () => {
      for (const [text, meant] of Object.entries(slips))
        expect([text, detectIntent(text)]).toEqual([text, meant]);
    });

  it('read gaps and alternatives as whole words', () => {
    expect(detectIntent('are you guys still open')).toBe('clinic-hours');
    expect(detectIntent('what time does the clinic close on fridays')).toBe('clinic-hours');
    expect(detectIntent('what time do you recommend I take it')).toBe('unknown');
    expect(detectIntent('can I come in on a different day')).toBe('reschedule');
  });
});
