import { feverReply } from '@/lib/chat/fever';
import { detectIntent, detectYesNo } from '@/lib/chat/intents';
import type { Intent, YesNo } from '@/lib/chat/intents';
import { findRedFlag, type Language, type RedFlag, redFlagReply } from '@/lib/chat/red-flags';
import type { ChatContext, ChatLink } from '@/lib/chat/types';
import {
  ENGLISH_FALLBACK_TEXTS,
  FOLLOW_UP_QUESTIONS,
  type FallbackTexts,
  type ReplyIntent,
} from '@/lib/chat/fallback-texts';

/*
 * The yes/no follow-up dialogue's rules (docs/chat.md#fallback-dialogue); its texts are in
 * fallback-texts.ts. This module and the red-flag rules load on the panel's first open.
 */

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

function topicReply(
  intent: ReplyIntent,
  userText: string,
  hoursText: string,
  texts: FallbackTexts,
) {
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
