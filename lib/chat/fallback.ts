import { describeHoursSpoken } from '@/lib/clinic';
import { FEVER_REPLY, feverReply } from '@/lib/chat/fever';
import { detectIntent, detectYesNo } from '@/lib/chat/intents';
import type { Intent, YesNo } from '@/lib/chat/intents';
import { findRedFlag, type Language, type RedFlag, redFlagReply } from '@/lib/chat/red-flags';
import { withSafetyNet } from '@/lib/chat/safety-nets';
import { CHAT_GREETING } from '@/lib/chat/texts';
import type { ChatContext, ChatLink } from '@/lib/chat/types';

/* Canned replies and the yes/no follow-up dialogue (docs/chat.md#fallback-dialogue). */

/** The clinic hours as the fallback dialogue states them, read from lib/clinic/clinic.ts (docs/chat.md#fallback-dialogue). */
export const CLINIC_HOURS_TEXT: string = describeHoursSpoken();

const EMERGENCY_ADVICE = 'go to the nearest emergency room or call 911';

/** The hours answer for the hours as read out (docs/chat.md#fallback-dialogue). */
const clinicHoursReply = (hoursText: string) =>
  `Our clinic is open ${hoursText}. For an emergency, please ${EMERGENCY_ADVICE}.`;

/**
 * Canned replies per intent; each red-flag category has its own answer (lib/chat/red-flags), and
 * each symptom answer ends with its safety net (lib/chat/safety-nets.ts).
 */
export const FALLBACK_REPLIES: Readonly<Record<Intent, string>> = {
  'red-flag':
    'This could be a medical emergency. Please call 911 now or go to the nearest emergency room.',
  'self-harm': redFlagReply('self-harm'),
  emergency: `If this is an emergency, please ${EMERGENCY_ADVICE} right away. Don't wait for an appointment or a chat reply.`,
  'clinic-hours': clinicHoursReply(CLINIC_HOURS_TEXT),
  reschedule:
    'To move an appointment, log in and open My Appointments (/appointments). On the upcoming appointment, press Reschedule, pick a new date and time, and confirm. Your old time stays booked until the new one is saved.',
  cancel:
    "To cancel an appointment, log in and open My Appointments (/appointments). On the upcoming appointment, press Cancel Appointment and confirm. If you'd rather come at another time, press Reschedule instead.",
  medicines:
    "I can't advise on which medicines to take or how much. Before you combine medicines, including over-the-counter ones, vitamins and supplements, please ask a pharmacist or your doctor, since some of them interact. Always follow the label or your prescription, and call 911 if you think someone has taken too much.",
  appointment:
    "I'd be glad to help you see one of our doctors. Appointments last 30 minutes and you can book them online with any of our five doctors.",
  covid: withSafetyNet(
    'covid',
    "If you think you have COVID-19, take a home test, stay home and away from others, rest and drink plenty of fluids. Most people recover at home. Call us if you're at higher risk or your symptoms get worse. Staying up to date on vaccines lowers the risk of severe illness.",
  ),
  flu: withSafetyNet(
    'flu',
    "The flu usually starts suddenly with fever, body aches, chills and tiredness. Rest, fluids and a fever reducer help most people recover in about a week. If you're at higher risk (65 or older, pregnant, or living with a chronic condition), call us within 48 hours of the first symptoms, because antiviral medicine works best early. A yearly flu shot is the best protection.",
  ),
  fever: FEVER_REPLY,
  cold: withSafetyNet(
    'cold',
    'A common cold usually clears up on its own within 7 to 10 days. Rest, drink plenty of fluids, and try a saline nasal spray or honey for a cough (never for children under 1). See a doctor if it lasts more than 10 days, you develop a high fever, or you feel short of breath.',
  ),
  headache: withSafetyNet(
    'headache',
    'Most headaches ease with rest, water, a quiet dark room and an over-the-counter pain reliever used as directed. Frequent headaches are worth an appointment so we can find the cause.',
  ),
  diabetes: withSafetyNet(
    'diabetes',
    'Managing diabetes comes down to steady habits: check your blood sugar as your doctor advised, take your medicine on schedule, eat balanced meals, stay active, and keep up with regular check-ups, including eye and foot exams. If your readings are often out of range, book a visit so we can adjust your plan.',
  ),
  'blood-pressure': withSafetyNet(
    'blood-pressure',
    'For most adults, healthy blood pressure is below 120/80 mmHg. Less salt, regular exercise, a healthy weight, limited alcohol and not smoking all help. Readings of 130/80 or higher are worth discussing with a doctor.',
  ),
  pain: withSafetyNet(
    'pain',
    "I'm sorry you're in pain. For mild pain, rest and an over-the-counter pain reliever used as directed often help.",
  ),
  'off-topic':
    "Sorry, I can't help with that. I'm a doctor, so I can only help with health and clinic questions, such as symptoms, our clinic hours or booking an appointment. Is there anything health-related I can help you with?",
  thanks: "You're very welcome! Take care, and don't hesitate to ask if anything else comes up.",
  greeting: CHAT_GREETING,
  unknown: `I'm not sure I understood. I can help with colds, flu, fever, headaches, COVID-19, diabetes and blood pressure, our clinic hours, or booking, rescheduling or canceling an appointment. For anything urgent, please ${EMERGENCY_ADVICE}.`,
};

/** Yes/no questions asked after a booking or pain intent (docs/chat.md#fallback-dialogue). */
export const FOLLOW_UP_QUESTIONS = {
  appointment: 'Would you like me to explain how to book an appointment?',
  pain: 'Would you like to schedule an appointment so one of our doctors can examine you?',
} as const satisfies Partial<Record<Intent, string>>;

/** The reply to 'yes': how to book on this site. */
export const BOOKING_INSTRUCTIONS_REPLY =
  "Great! To book, log in and choose 'Schedule New Appointment' on the home page. Pick a doctor, a date and a 30-minute time, tell us the reason for your visit and press Schedule. You'll find the booking under My Appointments, where you can also cancel it.";

export const DECLINED_REPLY = 'No problem. Is there anything else I can help you with?';

function reAskReply(question: string): string {
  return `Sorry, I didn't catch that. ${question} Please answer yes or no.`;
}

/**
 * The fallback dialogue's texts in one language (docs/chat.md#languages): English from this
 * file, Spanish from the catalogs' `chat` namespace. `language` also picks the red-flag answers'
 * language and the intent rules read first.
 */
export interface FallbackTexts {
  language: Language;
  /** The canned reply per topic; `clinic-hours` is {@link FallbackTexts.hoursReply}'s. */
  replies: Readonly<Record<Intent, string>>;
  /** The hours answer for the hours as read out in this language. */
  hoursReply: (hoursText: string) => string;
  /** The clinic file's hours as read out in this language, until shared mode's arrive. */
  defaultHours: string;
  followUpQuestions: Readonly<Record<keyof typeof FOLLOW_UP_QUESTIONS, string>>;
  bookingInstructions: string;
  declined: string;
  /** The question asked again after a reply that is neither yes nor no. */
  reAsk: (question: string) => string;
  /** The link under the reschedule and cancel answers. */
  myAppointmentsLink: ChatLink;
}

/** A fresh fallback dialogue context: no intent seen, not waiting (docs/chat.md#fallback-dialogue). */
export const INITIAL_CHAT_CONTEXT: ChatContext = {
  lastIntent: null,
  waitingForAppointmentConfirmation: false,
  followUpQuestion: null,
};

/** The English pages' fallback texts, the site's own. */
export const ENGLISH_FALLBACK_TEXTS: FallbackTexts = {
  language: 'en',
  replies: FALLBACK_REPLIES,
  hoursReply: clinicHoursReply,
  defaultHours: CLINIC_HOURS_TEXT,
  followUpQuestions: FOLLOW_UP_QUESTIONS,
  bookingInstructions: BOOKING_INSTRUCTIONS_REPLY,
  declined: DECLINED_REPLY,
  reAsk: reAskReply,
  myAppointmentsLink: { href: '/appointments/', label: 'My Appointments' },
};

/** The intents whose answer carries the link to the visitor's appointments. */
const LINKED_INTENTS: ReadonlySet<Intent> = new Set(['reschedule', 'cancel']);

/** The fallback dialogue's state, derived from the context; the diagram is in docs/chat.md#fallback-dialogue. */
export type FallbackDialogueState = 'idle' | 'awaiting-yes-no';

/** The fallback dialogue state a chat context is in. */
export function fallbackDialogueState(context: ChatContext): FallbackDialogueState {
  return context.waitingForAppointmentConfirmation ? 'awaiting-yes-no' : 'idle';
}

/** What a message is for the fallback dialogue; `yes`/`no` are read only while awaiting them. */
export type FallbackEvent =
  | {
      type: 'red-flag';
      flag: RedFlag;
      /** The emergency answer's language, the message's (docs/chat.md#red-flags); English when absent. */
      language?: Language;
    }
  | { type: 'yes' }
  | { type: 'no' }
  | { type: 'topic'; intent: Exclude<Intent, 'unknown' | 'red-flag' | 'self-harm'> }
  | { type: 'unrecognised' };

/** Intents that are no topic of their own beside a yes or a no ('no thanks', 'yes, book it'). */
const PLAIN_ANSWER_INTENTS: ReadonlySet<Intent> = new Set([
  'appointment',
  'thanks',
  'greeting',
  'unknown',
]);

/**
 * Reads a message as a dialogue event: 'yes, my back hurts' is about the back, not a yes. On a
 * Spanish page (`language` 'es') Spanish topics and yes/no words are read too.
 */
export function fallbackEvent(
  state: FallbackDialogueState,
  userText: string,
  language: Language = 'en',
): FallbackEvent {
  // The page's language breaks a tie between the message's languages (docs/chat.md#red-flags).
  const redFlag = findRedFlag(userText, language);
  if (redFlag !== null) return { type: 'red-flag', ...redFlag };
  const intent = detectIntent(userText, language);
  if (state === 'awaiting-yes-no') {
    const answer: YesNo = detectYesNo(userText, language);
    if (answer !== null && PLAIN_ANSWER_INTENTS.has(intent)) return { type: answer };
  }
  if (intent === 'unknown' || intent === 'red-flag' || intent === 'self-harm') {
    return { type: 'unrecognised' };
  }
  return { type: 'topic', intent };
}

function asksFollowUp(intent: Intent): intent is keyof typeof FOLLOW_UP_QUESTIONS {
  return intent in FOLLOW_UP_QUESTIONS;
}

/** The dialogue's transition: booking or pain → awaiting; unrecognised while awaiting → still awaiting; else idle. */
export function nextDialogueState(
  state: FallbackDialogueState,
  event: FallbackEvent,
): FallbackDialogueState {
  switch (event.type) {
    case 'topic':
      return asksFollowUp(event.intent) ? 'awaiting-yes-no' : 'idle';
    case 'unrecognised':
      return state;
    case 'red-flag':
    case 'yes':
    case 'no':
      return 'idle';
  }
}

/** The fallback bot's reply (plain text), its optional link, and the next context. */
export interface FallbackStep {
  reply: string;
  link?: ChatLink;
  context: ChatContext;
}

function topicReply(intent: Intent, userText: string, hoursText: string, texts: FallbackTexts) {
  if (intent === 'clinic-hours') return texts.hoursReply(hoursText);
  // The stated-temperature answers are English only; Spanish gives its general fever answer.
  return intent === 'fever' && texts.language === 'en'
    ? feverReply(userText)
    : texts.replies[intent];
}

const IDLE = { waitingForAppointmentConfirmation: false, followUpQuestion: null } as const;

/**
 * The fallback bot's answer to one message (docs/chat.md#fallback-dialogue): a red flag wins
 * even while awaiting yes/no; a recognised intent is answered in either state
 * (docs/decisions/015-answers-while-waiting.md); only an unrecognised message re-asks.
 * @param hoursText the clinic's hours as read out; default the clinic file's, shared mode
 *   passes the database's (docs/clinic-calendar.md#the-clinics-data).
 * @param texts the page language's texts (docs/chat.md#languages); default English. A red flag
 *   is answered in the message's language, the page's breaking a tie (docs/chat.md#red-flags).
 */
export function nextFallbackState(
  context: ChatContext,
  userText: string,
  hoursText?: string,
  texts: FallbackTexts = ENGLISH_FALLBACK_TEXTS,
): FallbackStep {
  const hours = hoursText ?? texts.defaultHours;
  const state = fallbackDialogueState(context);
  const event = fallbackEvent(state, userText, texts.language);
  const waiting = nextDialogueState(state, event) === 'awaiting-yes-no';
  switch (event.type) {
    case 'red-flag':
      return {
        reply: redFlagReply(event.flag, undefined, event.language),
        context: { lastIntent: event.flag === 'self-harm' ? 'self-harm' : 'red-flag', ...IDLE },
      };
    case 'yes':
      return { reply: texts.bookingInstructions, context: { ...context, ...IDLE } };
    case 'no':
      return { reply: texts.declined, context: { ...context, ...IDLE } };
    case 'unrecognised': {
      if (!waiting) {
        return { reply: texts.replies.unknown, context: { lastIntent: 'unknown', ...IDLE } };
      }
      const question = context.followUpQuestion ?? texts.followUpQuestions.appointment;
      return { reply: texts.reAsk(question), context: { ...context, followUpQuestion: question } };
    }
    case 'topic': {
      const { intent } = event;
      const link = LINKED_INTENTS.has(intent) ? texts.myAppointmentsLink : undefined;
      if (waiting && asksFollowUp(intent)) {
        const question = texts.followUpQuestions[intent];
        return {
          reply: `${topicReply(intent, userText, hours, texts)} ${question}`,
          context: {
            lastIntent: intent,
            waitingForAppointmentConfirmation: true,
            followUpQuestion: question,
          },
        };
      }
      return {
        reply: topicReply(intent, userText, hours, texts),
        ...(link === undefined ? {} : { link }),
        context: { lastIntent: intent, ...IDLE },
      };
    }
  }
}
