/** @jest-environment node */
import { RED_FLAG_ANSWERS, RED_FLAGS, redFlagReply } from '@/lib/chat/red-flags';

describe('red-flag answers', () => {
  it('gives every category its own answer', () => {
    const answers = RED_FLAGS.map((flag) => RED_FLAG_ANSWERS[flag]);
    expect(new Set(answers).size).toBe(RED_FLAGS.length);
  });

  it.each(RED_FLAGS)(
    'answers %s with 911 or the nearest emergency room, then the clinic number',
    (flag) => {
      const reply = redFlagReply(flag, '(555) 010-2030');
      expect(reply.startsWith(RED_FLAG_ANSWERS[flag])).toBe(true);
      expect(reply).toContain('911');
      expect(reply).toContain('nearest emergency room');
      expect(reply.endsWith("Our clinic's number is (555) 010-2030.")).toBe(true);
    },
  );

  it('gives 988, to call or text, for suicide and self-harm', () => {
    expect(RED_FLAG_ANSWERS['self-harm']).toContain('call or text 988');
  });

  it('gives Poison Control for poisoning', () => {
    expect(RED_FLAG_ANSWERS.poisoning).toContain('Poison Control now at 1-800-222-1222');
  });

  it("uses the site's clinic number by default", () => {
    expect(redFlagReply('stroke')).toContain('(555) 010-2030');
  });
});
