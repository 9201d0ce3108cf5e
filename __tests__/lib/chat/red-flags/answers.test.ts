/** @jest-environment node */
import { RED_FLAG_ANSWERS, RED_FLAG_SOURCES, RED_FLAGS, redFlagReply } from '@/lib/chat/red-flags';

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

  it('tells everyone to get out into fresh air and call 911 for carbon monoxide (NHS, CDC)', () => {
    expect(redFlagReply('carbon-monoxide', '(555) 010-2030')).toBe(
      "This could be carbon monoxide poisoning. Get everyone out into fresh air now, pets too, leaving the doors open behind you, and call 911 from outside. Don't go back in until the fire department says it is safe. If someone is unconscious or not breathing, tell the 911 operator, who will talk you through what to do. In an emergency, call 911 or go to the nearest emergency room; don't wait for us. Our clinic's number is (555) 010-2030.",
    );
  });

  it.each([
    ['diabetic-ketoacidosis', 'diabetic ketoacidosis (DKA), which is an emergency'],
    ['hypoglycemia', 'Call 911 now if the person is confused, very drowsy'],
    ['heat-stroke', 'heatstroke, which is an emergency. Call 911 now.'],
    ['hypothermia', 'hypothermia, which is an emergency. Call 911 now.'],
    ['diabetic-vomiting', 'call your doctor or diabetes team now'],
    ['neutropenic-sepsis', "Call your cancer team's 24-hour line now"],
    ['neutropenic-sepsis', 'Say you are having chemotherapy.'],
    ['drowning', 'Call 911 now, even if they seem fine now'],
    ['smoke-inhalation', 'even if the person seems fine now'],
    ['pre-eclampsia', 'Go to the nearest emergency room or your labor and delivery unit now'],
  ] as const)('answers %s with its own advice', (flag, words) => {
    expect(RED_FLAG_ANSWERS[flag]).toContain(words);
  });

  it('names its sources for the categories added with the third held-out file', () => {
    const names = (flag: (typeof RED_FLAGS)[number]) =>
      RED_FLAG_SOURCES[flag].map((source) => source.name);
    expect(names('pre-eclampsia')).toEqual([
      "NHS, 'Pre-eclampsia'",
      "ACOG, 'Preeclampsia and High Blood Pressure During Pregnancy'",
    ]);
    expect(names('neutropenic-sepsis')).toEqual(
      expect.arrayContaining([
        "NICE CG151, 'Neutropenic sepsis: prevention and management in people with cancer'",
        "NICE NG51, 'Suspected sepsis'",
      ]),
    );
    expect(names('smoke-inhalation')[0]).toBe("NHS, 'Burns and scalds'");
    expect(names('drowning')).toContain("NHS, 'When to call 999'");
  });

  it('names an NHS source for every new category, and CDC beside it for carbon monoxide', () => {
    const publishers = (flag: (typeof RED_FLAGS)[number]) =>
      RED_FLAG_SOURCES[flag].map((source) => source.name.split(',')[0]);
    for (const flag of [
      'diabetic-ketoacidosis',
      'hypoglycemia',
      'heat-stroke',
      'hypothermia',
      'diabetic-vomiting',
    ] as const)
      expect(publishers(flag)).toContain('NHS');
    expect(publishers('carbon-monoxide')).toEqual(['NHS', 'CDC']);
    expect(RED_FLAG_SOURCES['diabetic-ketoacidosis'][0]?.url).toBe(
      'nhs.uk/conditions/diabetic-ketoacidosis',
    );
    expect(RED_FLAG_SOURCES.hypoglycemia[0]?.url).toBe('nhs.uk/conditions/low-blood-sugar');
  });
});
