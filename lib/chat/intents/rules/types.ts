/**
 * What a chat message is about (docs/chat.md#fallback-dialogue): a topic the fallback bot
 * answers, `red-flag` or `self-harm` for an emergency, `unknown` for anything not recognised.
 */
export type Intent =
  | 'red-flag'
  | 'self-harm'
  | 'emergency'
  | 'clinic-hours'
  | 'reschedule'
  | 'cancel'
  | 'medicines'
  | 'appointment'
  | 'covid'
  | 'flu'
  | 'fever'
  | 'cold'
  | 'headache'
  | 'diabetes'
  | 'blood-pressure'
  | 'pain'
  | 'off-topic'
  | 'thanks'
  | 'greeting'
  | 'unknown';

/** The intents the rules files recognise; the others come from the red flags or from nothing. */
export type TopicIntent = Exclude<Intent, 'red-flag' | 'self-harm' | 'unknown'>;

/**
 * Topics' phrases, in the phrase syntax of lib/chat/red-flags/phrases.ts: a topic is recognised
 * when any of its phrases stands whole in the message (docs/chat.md#fallback-dialogue).
 */
export type IntentPhrases = Partial<Record<TopicIntent, readonly string[]>>;
