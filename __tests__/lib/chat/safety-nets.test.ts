/** @jest-environment node */
import { nextFallbackState } from '@/lib/chat/fallback';
import { FALLBACK_REPLIES, INITIAL_CHAT_CONTEXT } from '@/lib/chat/fallback-texts';
import { feverReply } from '@/lib/chat/fever';
import { HEALTH_TOPICS } from '@/lib/chat/intents/rules/health';
import { detectRedFlag } from '@/lib/chat/red-flags';
import { SAFETY_NETS, type SymptomIntent } from '@/lib/chat/safety-nets';

/** Health topics that give no home care, so need no net; every other one does. */
const NOT_SYMPTOMS: ReadonlySet<string> = new Set(['emergency', 'medicines']);
const SYMPTOM_INTENTS = Object.keys(HEALTH_TOPICS).filter(
  (intent) => !NOT_SYMPTOMS.has(intent),
) as SymptomIntent[];

/** Per symptom: a message the fallback answers with it, and the red flags its net must name. */
const EXPECTED: Readonly<Record<SymptomIntent, { message: string; names: readonly string[] }>> = {
  covid: {
    message: 'I tested positive for covid',
    names: ['trouble breathing', 'chest pain', 'confusion', "cancer team's 24-hour line"],
  },
  flu: {
    message: 'I think I have the flu',
    names: ['trouble breathing', 'confusion', 'no pee all day', "cancer team's 24-hour line"],
  },
  fever: {
    message: 'I have a fever',
    names: [
      'stiff neck',
      "rash that doesn't fade",
      'confusion',
      'trouble breathing',
      "if you are having chemotherapy, call your cancer team's 24-hour line now",
    ],
  },
  cold: {
    message: 'I have a cold and a cough',
    names: ['struggling to breathe', 'blue lips', 'smoke', 'pulled from water', 'chemotherapy'],
  },
  headache: {
    message: 'I have a headache',
    names: [
      'sudden, severe headache',
      'stiff neck',
      'in pregnancy or after a birth',
      'others at home',
    ],
  },
  diabetes: {
    message: 'how do I manage my diabetes',
    names: ['confused', 'very drowsy', 'deep and fast', "can't keep fluids down"],
  },
  'blood-pressure': {
    message: 'what is a healthy blood pressure',
    names: ['180/120', 'chest pain', 'in pregnancy or after a birth', '160/110'],
  },
  pain: {
    message: 'my back hurts',
    names: ['chest pain', 'sudden severe headache', 'in pregnancy', 'nearest emergency room'],
  },
};

describe('safety nets (docs/product.md#fallback-dialogue)', () => {
  it('has a net for every symptom topic of the intents, so a new one without a net fails', () => {
    expect(Object.keys(SAFETY_NETS).sort()).toEqual([...SYMPTOM_INTENTS].sort());
    expect(Object.keys(EXPECTED).sort()).toEqual([...SYMPTOM_INTENTS].sort());
  });

  it.each(SYMPTOM_INTENTS)(
    "ends the %s answer with its own net: 911 now, then that symptom's red flags",
    (intent) => {
      const net = SAFETY_NETS[intent];
      expect(net).toMatch(/^Call 911 now /);
      for (const words of EXPECTED[intent].names) expect(net).toContain(words);
      expect(FALLBACK_REPLIES[intent].endsWith(` ${net}`)).toBe(true);
    },
  );

  it.each(SYMPTOM_INTENTS)('gives a %s message its net in the fallback dialogue', (intent) => {
    const { message } = EXPECTED[intent];
    expect(detectRedFlag(message)).toBeNull();
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, message);
    expect(step.context.lastIntent).toBe(intent);
    expect(step.reply).toContain(` ${SAFETY_NETS[intent]}`);
  });

  it.each([
    'I have a fever',
    'my temperature is 37.2 C',
    'temp 38.5°C',
    'temperature of 39.5 C',
    'my baby is 5 months, fever 101 F',
    'my 4 month old has a temperature of 39.2 C',
    'my 6 week old has a temperature of 38.1 C',
  ])('ends every fever answer with the fever net: %j', (text) => {
    expect(feverReply(text).endsWith(` ${SAFETY_NETS.fever}`)).toBe(true);
  });

  it("tells a chemotherapy patient with a cough, which is no red flag, to call the cancer team's line", () => {
    const text = "I'm on chemo and I've got a cough";
    expect(detectRedFlag(text)).toBeNull();
    expect(nextFallbackState(INITIAL_CHAT_CONTEXT, text).reply).toContain(
      "if you are having chemotherapy and get a fever, call your cancer team's 24-hour line now.",
    );
  });
});
