import { CLINIC_TOPICS } from './clinic';
import { CONVERSATION_TOPICS } from './conversation';
import { HEALTH_TOPICS } from './health';
import { SPANISH_TOPICS } from './spanish';
import type { TopicIntent } from './types';

const PHRASES: Readonly<Record<TopicIntent, readonly string[]>> = {
  ...CLINIC_TOPICS,
  ...HEALTH_TOPICS,
  ...CONVERSATION_TOPICS,
};

/**
 * The fallback dialogue's topics, first match wins (docs/chat.md#fallback-dialogue):
 * - emergencies first (after the red flags, which `detectIntent` checks before these);
 * - moving or cancelling a booking before any symptom ('reschedule my flu shot'), and both
 *   before 'appointment', so they never get booking help;
 * - medicines before symptoms, so 'ibuprofen with my blood pressure pills' gets the pharmacist
 *   caution; symptoms before booking, so 'a flu shot before my visit' is about the flu; pain
 *   after the named symptoms, so 'my head hurts' is a headache;
 * - off-topic words after these ('a car accident and my back hurts' is pain); greetings and
 *   thanks last, so 'Hi, I have a fever' is about the fever.
 */
const ORDER: readonly TopicIntent[] = [
  'emergency',
  'clinic-hours',
  'reschedule',
  'cancel',
  'medicines',
  'covid',
  'flu',
  'fever',
  'cold',
  'headache',
  'diabetes',
  'blood-pressure',
  'pain',
  'appointment',
  'off-topic',
  'thanks',
  'greeting',
];

/** Each topic with its phrases, in the order above. */
export const INTENT_RULES = ORDER.map((id) => ({ id, phrases: PHRASES[id] }));

/** Spanish pages' topics (docs/chat.md#languages): each topic's Spanish phrases, then its English ones. */
export const INTENT_RULES_ES = ORDER.map((id) => ({
  id,
  phrases: [...SPANISH_TOPICS[id], ...PHRASES[id]],
}));
