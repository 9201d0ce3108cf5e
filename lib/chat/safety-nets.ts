import type { HEALTH_TOPICS } from './intents/rules/health';

/**
 * The fallback topics answered with home care: every health topic of the intents but
 * emergencies and medicines (docs/chat.md#fallback-dialogue).
 */
export type SymptomIntent = Exclude<keyof typeof HEALTH_TOPICS, 'emergency' | 'medicines'>;

const CHEMO_FEVER =
  "if you are having chemotherapy and get a fever, call your cancer team's 24-hour line now.";

/**
 * The last sentence of every symptom answer of the fallback (docs/chat.md#fallback-dialogue):
 * that symptom's red flags and what to do, so an emergency the red-flag rules miss never gets
 * bare home care. A health topic added to the intents needs one here; the type says so.
 */
export const SAFETY_NETS: Readonly<Record<SymptomIntent, string>> = {
  covid: `Call 911 now for trouble breathing, chest pain or pressure, new confusion or blue lips; ${CHEMO_FEVER}`,
  flu: `Call 911 now for trouble breathing, chest pain, confusion, a seizure or no pee all day; ${CHEMO_FEVER}`,
  fever:
    "Call 911 now if a fever comes with a stiff neck, a rash that doesn't fade under a glass, confusion, trouble breathing or no pee all day; if you are having chemotherapy, call your cancer team's 24-hour line now.",
  cold: `Call 911 now if someone is struggling to breathe or has blue lips, or is coughing after breathing in smoke or being pulled from water; ${CHEMO_FEVER}`,
  headache:
    'Call 911 now for a sudden, severe headache or one with a stiff neck and fever, confusion, weakness or slurred speech; in pregnancy or after a birth, a severe headache with vision changes or swelling needs the emergency room now; if others at home have headaches too, get everyone outside and call 911.',
  diabetes:
    "Call 911 now if someone with diabetes is confused, very drowsy, breathing deep and fast, or being sick and can't keep fluids down.",
  'blood-pressure':
    'Call 911 now for a reading of 180/120 or more with chest pain, shortness of breath, weakness or vision changes; in pregnancy or after a birth, 160/110 or more, a severe headache or vision changes need the emergency room now.',
  pain: 'Call 911 now for chest pain or pressure, a sudden severe headache, or severe belly pain or bleeding in pregnancy; for any pain that is severe, sudden or getting worse, go to the nearest emergency room.',
};

/** A symptom answer with its safety net as the last sentence (docs/chat.md#fallback-dialogue). */
export function withSafetyNet(intent: SymptomIntent, answer: string): string {
  return `${answer} ${SAFETY_NETS[intent]}`;
}
