import { detectIntent, detectYesNo } from '@/lib/chat/intents';
import type { Intent } from '@/lib/chat/intents';
import { detectRedFlag, redFlagReply } from '@/lib/chat/red-flags';
import { CHAT_GREETING } from '@/lib/chat/texts';
import type { ChatContext } from '@/lib/chat/types';

/**
 * The canned replies the assistant gives when the model is not used, and the yes/no follow-up
 * dialogue (SPEC §4 'Fallback dialogue', §9 'Clinic hours' and 'Fallback canned advice', D7).
 * Wording is ours (SPEC §9 leaves it open) except the clinic hours and emergency advice.
 */

/** The clinic hours exactly as SPEC §9 has the fallback bot state them. */
export const CLINIC_HOURS_TEXT =
  'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday and holidays';

const EMERGENCY_ADVICE = 'go to the nearest emergency room or call 911';

/**
 * Canned replies per intent, in a doctor's voice (SPEC §9). `red-flag` is the generic emergency
 * reply; `nextFallbackState` gives each category's own answer (lib/chat/red-flags,
 * docs/product.md#red-flags).
 */
export const FALLBACK_REPLIES: Readonly<Record<Intent, string>> = {
  'red-flag':
    'This could be a medical emergency. Please call 911 now or go to the nearest emergency room.',
  'self-harm': redFlagReply('self-harm'),
  emergency: `If this is an emergency, please ${EMERGENCY_ADVICE} right away. Don't wait for an appointment or a chat reply.`,
  'clinic-hours': `Our clinic is open ${CLINIC_HOURS_TEXT}. For an emergency, please ${EMERGENCY_ADVICE}.`,
  appointment:
    "I'd be glad to help you see one of our doctors. Appointments last 30 minutes and you can book them online with any of our five doctors.",
  covid:
    "If you think you have COVID-19, take a home test, stay home and away from others, rest and drink plenty of fluids. Most people recover at home. Call us if you're at higher risk or your symptoms get worse, and call 911 for trouble breathing or chest pain. Staying up to date on vaccines lowers the risk of severe illness.",
  flu: "The flu usually starts suddenly with fever, body aches, chills and tiredness. Rest, fluids and a fever reducer help most people recover in about a week. If you're at higher risk (65 or older, pregnant, or living with a chronic condition), call us within 48 hours of the first symptoms, because antiviral medicine works best early. A yearly flu shot is the best protection.",
  fever:
    "A fever is usually your body fighting an infection. Rest, drink plenty of fluids, and take acetaminophen or ibuprofen as directed on the label if you're uncomfortable. Adults should see a doctor for a fever of 103°F (39.4°C) or higher, a fever lasting more than 3 days, or a fever with a stiff neck, confusion, a rash or trouble breathing. Babies under 3 months with any fever need a doctor right away.",
  cold: 'A common cold usually clears up on its own within 7 to 10 days. Rest, drink plenty of fluids, and try a saline nasal spray or honey for a cough (never for children under 1). See a doctor if it lasts more than 10 days, you develop a high fever, or you feel short of breath.',
  headache:
    'Most headaches ease with rest, water, a quiet dark room and an over-the-counter pain reliever used as directed. Seek care right away for a sudden, severe "worst ever" headache, or one with a stiff neck, fever, confusion, vision changes or weakness. Frequent headaches are worth an appointment so we can find the cause.',
  diabetes:
    'Managing diabetes comes down to steady habits: check your blood sugar as your doctor advised, take your medicine on schedule, eat balanced meals, stay active, and keep up with regular check-ups, including eye and foot exams. If your readings are often out of range, book a visit so we can adjust your plan.',
  'blood-pressure':
    'For most adults, healthy blood pressure is below 120/80 mmHg. Less salt, regular exercise, a healthy weight, limited alcohol and not smoking all help. Readings of 130/80 or higher are worth discussing with a doctor, and a reading above 180/120 with chest pain, shortness of breath or vision changes needs emergency care.',
  pain: `I'm sorry you're in pain. For mild pain, rest and an over-the-counter pain reliever used as directed often help. If the pain is severe, sudden or getting worse, please ${EMERGENCY_ADVICE}.`,
  'off-topic':
    "I'm a doctor, so I can only help with health and clinic questions, such as symptoms, our clinic hours or booking an appointment. Is there anything health-related I can help you with?",
  thanks: "You're very welcome! Take care, and don't hesitate to ask if anything else comes up.",
  greeting: CHAT_GREETING,
  unknown: `I'm not sure I understood. I can help with colds, flu, fever, headaches, COVID-19, diabetes and blood pressure, our clinic hours, or booking an appointment. For anything urgent, please ${EMERGENCY_ADVICE}.`,
};

/** Yes/no questions asked after an appointment or pain intent (SPEC §4). */
export const FOLLOW_UP_QUESTIONS = {
  appointment: 'Would you like me to explain how to book an appointment?',
  pain: 'Would you like to schedule an appointment so one of our doctors can examine you?',
} as const satisfies Partial<Record<Intent, string>>;

/** The reply to 'yes': how to book on this site (SPEC §2 routes, §4). */
export const BOOKING_INSTRUCTIONS_REPLY =
  "Great! To book, log in and choose 'Schedule New Appointment' on the home page. Pick a doctor, a date and a 30-minute time, tell us the reason for your visit and press Schedule. You'll find the booking under My Appointments, where you can also cancel it.";

/** The reply to 'no'. */
export const DECLINED_REPLY = 'No problem. Is there anything else I can help you with?';

/**
 * The reply when the answer to a follow-up is neither yes nor no: the question again.
 * @param question - The pending `followUpQuestion`.
 */
function reAskReply(question: string): string {
  return `Sorry, I didn't catch that. ${question} Please answer yes or no.`;
}

/** A fresh conversation's context: no intent seen, not waiting (SPEC §3). */
export const INITIAL_CHAT_CONTEXT: ChatContext = {
  lastIntent: null,
  waitingForAppointmentConfirmation: false,
  followUpQuestion: null,
};

/**
 * The fallback dialogue's state (SPEC §4): `idle`, or `awaiting-yes-no` after the bot asked a
 * follow-up question. Derived from the stored context.
 */
export type FallbackDialogueState = 'idle' | 'awaiting-yes-no';

/** The dialogue state a context is in. */
export function fallbackDialogueState(context: ChatContext): FallbackDialogueState {
  return context.waitingForAppointmentConfirmation ? 'awaiting-yes-no' : 'idle';
}

/** What the fallback bot says to one message, and the context after it. */
export interface FallbackStep {
  /** The bot's reply, plain text. */
  reply: string;
  /** The next context; a new object, the input is not changed. */
  context: ChatContext;
}

/**
 * The fallback bot's pure transition (SPEC §4 'Fallback dialogue', D7):
 * 1. A red flag always wins, even while waiting for yes/no: emergency reply, wait cleared.
 * 2. While waiting: yes → booking instructions, wait cleared; no → wait cleared;
 *    anything else → the question again, context unchanged.
 * 3. Otherwise the canned reply for the message's intent. After an `appointment` or `pain`
 *    intent the reply ends with a yes/no question and the context starts waiting.
 * `lastIntent` is the intent of the last message answered by topic; yes/no answers and re-asks
 * leave it as it was.
 * @param context - The current chat context (SPEC §3).
 * @param userText - The user's message as typed.
 */
export function nextFallbackState(context: ChatContext, userText: string): FallbackStep {
  const redFlag = detectRedFlag(userText);
  if (redFlag !== null) {
    return {
      reply: redFlagReply(redFlag),
      context: {
        lastIntent: redFlag === 'self-harm' ? 'self-harm' : 'red-flag',
        waitingForAppointmentConfirmation: false,
        followUpQuestion: null,
      },
    };
  }

  if (fallbackDialogueState(context) === 'awaiting-yes-no') {
    const answer = detectYesNo(userText);
    const cleared: ChatContext = {
      ...context,
      waitingForAppointmentConfirmation: false,
      followUpQuestion: null,
    };
    if (answer === 'yes') return { reply: BOOKING_INSTRUCTIONS_REPLY, context: cleared };
    if (answer === 'no') return { reply: DECLINED_REPLY, context: cleared };
    const question = context.followUpQuestion ?? FOLLOW_UP_QUESTIONS.appointment;
    return { reply: reAskReply(question), context: { ...context, followUpQuestion: question } };
  }

  const intent = detectIntent(userText);
  if (intent === 'appointment' || intent === 'pain') {
    const question = FOLLOW_UP_QUESTIONS[intent];
    return {
      reply: `${FALLBACK_REPLIES[intent]} ${question}`,
      context: {
        lastIntent: intent,
        waitingForAppointmentConfirmation: true,
        followUpQuestion: question,
      },
    };
  }
  return {
    reply: FALLBACK_REPLIES[intent],
    context: {
      lastIntent: intent,
      waitingForAppointmentConfirmation: false,
      followUpQuestion: null,
    },
  };
}
