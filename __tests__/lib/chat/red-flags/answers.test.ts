/** @jest-environment node */
import {
  RED_FLAG_ANSWERS,
  RED_FLAG_ANSWERS_ES,
  RED_FLAG_SOURCES,
  RED_FLAGS,
  redFlagReply,
} from '@/lib/chat/red-flags';
import { RED_FLAG_CATEGORIES } from '@/lib/chat/red-flags/categories';

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

describe('red-flag answers in Spanish (docs/chat.md#red-flags)', () => {
  it.each(RED_FLAG_CATEGORIES.map((category) => [category.id, category] as const))(
    'gives %s Spanish phrases and a Spanish answer of its own',
    (_, category) => {
      expect(category.spanish.rules.length).toBeGreaterThan(0);
      expect(category.spanish.answer).toBe(RED_FLAG_ANSWERS_ES[category.id]);
      expect(category.spanish.answer).not.toBe(category.answer);
    },
  );

  it('gives every category its own Spanish answer', () => {
    expect(new Set(RED_FLAGS.map((flag) => RED_FLAG_ANSWERS_ES[flag])).size).toBe(RED_FLAGS.length);
  });

  it.each(RED_FLAGS)(
    'answers %s in Spanish with 911 or the nearest emergency room, then the clinic number',
    (flag) => {
      const reply = redFlagReply(flag, '(555) 010-2030', 'es');
      expect(reply.startsWith(RED_FLAG_ANSWERS_ES[flag])).toBe(true);
      expect(reply).toContain('911');
      expect(reply).toContain('sala de emergencias más cercana');
      expect(reply.endsWith('El número de nuestra clínica es el (555) 010-2030.')).toBe(true);
    },
  );

  it("speaks to the visitor as 'usted', never 'tú'", () => {
    const informal = /(?<!\p{L})(tú|tu|te|llama al|ve a|haz|dile|puedes|tienes)(?!\p{L})/u;
    for (const flag of RED_FLAGS) expect(RED_FLAG_ANSWERS_ES[flag]).not.toMatch(informal);
  });

  it('gives 988 for suicide and self-harm, with 2 pressed for Spanish and the Spanish text word', () => {
    expect(RED_FLAG_ANSWERS_ES['self-harm']).toContain('llame ahora mismo al 988');
    expect(RED_FLAG_ANSWERS_ES['self-harm']).toContain('oprima 2 para hablar en español');
    expect(RED_FLAG_ANSWERS_ES['self-harm']).toContain('AYUDA por mensaje de texto al 988');
  });

  it('gives Poison Control and its Spanish service for poisoning', () => {
    expect(RED_FLAG_ANSWERS_ES.poisoning).toContain('Poison Control');
    expect(RED_FLAG_ANSWERS_ES.poisoning).toContain('al 1-800-222-1222');
    expect(RED_FLAG_ANSWERS_ES.poisoning).toContain('lo atienden en español');
  });

  it('keeps English the default language, with its texts unchanged', () => {
    expect(redFlagReply('stroke', '(555) 010-2030')).toBe(
      redFlagReply('stroke', '(555) 010-2030', 'en'),
    );
    expect(redFlagReply('stroke', '(555) 010-2030')).toBe(
      "These can be signs of a stroke, and every minute counts. Call 911 right away; don't drive to the hospital. Note the time the symptoms started and tell the 911 operator. Don't give food, drink or medicine. In an emergency, call 911 or go to the nearest emergency room; don't wait for us. Our clinic's number is (555) 010-2030.",
    );
  });
});
