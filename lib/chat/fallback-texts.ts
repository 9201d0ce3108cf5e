import { describeHoursSpoken } from '@/lib/clinic';
import { FEVER_REPLY } from '@/lib/chat/fever';
import type { Intent } from '@/lib/chat/intents';
import type { Language } from '@/lib/chat/red-flags';
import { withSafetyNet } from '@/lib/chat/safety-nets';
import { CHAT_GREETING } from '@/lib/chat/texts';
import type { ChatContext, ChatLink } from '@/lib/chat/types';

/*
 * The fallback dialogue's texts (docs/chat.md#fallback-dialogue), apart from its rules
 * (fallback.ts): the widget needs these at once, while the rules, with the red-flag phrases,
 * load on the panel's first open (docs/chat.md#how-the-assistant-loads).
 */

/** The clinic hours as the fallback dialogue states them, read from lib/clinic/clinic.ts (docs/chat.md#fallback-dialogue). */
export const CLINIC_HOURS_TEXT: string = describeHoursSpoken();

const EMERGENCY_ADVICE = 'go to the nearest emergency room or call 911';

/** The hours answer for the hours as read out (docs/chat.md#fallback-dialogue). */
const clinicHoursReply = (hoursText: string) =>
  `Our clinic is open ${hoursText}. For an emergency, please ${EMERGENCY_ADVICE}.`;

/**
 * The intents with a canned reply: a self-harm message gets its red-flag category's answer
 * (lib/chat/red-flags), which loads with the rules.
 */
export type ReplyIntent = Exclude<Intent, 'self-harm'>;

/**
 * Canned replies per intent; each red-flag category has its own answer (lib/chat/red-flags), and
 * each symptom answer ends with its safety net (lib/chat/safety-nets.ts).
 */
export const FALLBACK_REPLIES: Readonly<Record<ReplyIntent, string>> = {
  'red-flag':
    'This could be a medical emergency. Please call 911 now or go to the nearest emergency room.',
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
  replies: Readonly<Record<ReplyIntent, string>>;
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
