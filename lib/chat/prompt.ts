import { CHAT_PROMPT_HISTORY_MESSAGES } from '@/lib/chat/constants';
import { CLINIC_HOURS_TEXT } from '@/lib/chat/fallback-texts';
import type {
  ChatCompletionMessage,
  ChatMessage,
  ModelInput,
  ModelProtocol,
} from '@/lib/chat/types';
import type { Language } from '@/lib/chat/red-flags';
import { clinic } from '@/lib/clinic';

/* What the model is asked (docs/chat.md#model-protocols); Gemma 2 rejects a system role, so the persona opens the first user turn. */

/**
 * Options of the prompt builders; `clinicName` defaults to the clinic setting, `hoursText` to
 * the clinic file's hours as read out ('Monday to Friday 9:00 AM to 5:00 PM, …'); shared mode
 * passes the database's (docs/clinic-calendar.md#the-clinics-data).
 */
export interface PromptOptions {
  clinicName?: string;
  hoursText?: string;
  /** The page's language, which the model is asked to answer in (docs/chat.md#languages); default English. */
  language?: Language;
}

/** What the persona adds on a Spanish page: answer in Spanish, the words US clinics use, 988's Spanish line. */
const SPANISH_ANSWERS =
  "The patient is on the clinic's Spanish pages: always answer in Spanish (neutral Latin-American Spanish, the formal 'usted', 'cita', 'consulta', 'médico'), even when the patient writes in English; for suicide or self-harm, tell them to call 988 and press 2 for Spanish.";

/**
 * The doctor persona the model is asked to play (docs/chat.md#model-protocols), answering in
 * `language` (docs/chat.md#languages); English's persona says nothing of language, as before.
 */
export function buildPersona(
  clinicName: string = clinic.name,
  hoursText: string = CLINIC_HOURS_TEXT,
  language: Language = 'en',
): string {
  const persona = [
    `You are a friendly, caring doctor at ${clinicName}, answering patients in the chat on the clinic's website.`,
    'Keep every answer short: two to four sentences of plain text, no lists or headings.',
    'Give general health information, never a diagnosis, and suggest booking an appointment when someone should be examined.',
    `Clinic hours: ${hoursText}.`,
    "Appointments last 30 minutes and are booked on the website under 'Schedule New Appointment'.",
    'In an emergency, such as chest pain, trouble breathing, signs of a stroke, severe bleeding or fainting, tell the patient to call 911 or go to the nearest emergency room.',
    'For thoughts of suicide or self-harm, tell them to call or text 988 right away.',
    "Reply only as the doctor, to the patient's last message.",
  ];
  return (language === 'es' ? [...persona, SPANISH_ANSWERS] : persona).join(' ');
}

/** Removed from message texts so a message cannot open or close a turn. */
const CONTROL_TOKENS = /<\/?(?:bos|eos|pad|start_of_turn|end_of_turn)>/gi;

function sanitize(text: string): string {
  return text.replace(CONTROL_TOKENS, '').trim();
}

/** Gemma 2's rules: no system role, turns alternating from a user turn, none empty. */
function toGemmaTurns(messages: readonly ChatCompletionMessage[]): ChatCompletionMessage[] {
  const system: string[] = [];
  const turns: ChatCompletionMessage[] = [];
  for (const message of messages) {
    const content = sanitize(message.content);
    if (content === '') continue;
    if (message.role === 'system') {
      system.push(content);
      continue;
    }
    const last = turns[turns.length - 1];
    if (last?.role === message.role) last.content = `${last.content}\n\n${content}`;
    else turns.push({ role: message.role, content });
  }
  const preamble = system.join('\n\n');
  if (preamble === '') return turns;
  const first = turns[0];
  if (first?.role === 'user') first.content = `${preamble}\n\n${first.content}`;
  else turns.unshift({ role: 'user', content: preamble });
  return turns;
}

/**
 * Messages in Gemma 2's chat template, ending with an open model turn. No leading `<bos>`: a
 * text-generation-inference server adds one, and Gemma given two answers worse.
 */
export function renderGemmaPrompt(messages: readonly ChatCompletionMessage[]): string {
  const rendered = toGemmaTurns(messages)
    .map((turn) => {
      const role = turn.role === 'assistant' ? 'model' : 'user';
      return `<start_of_turn>${role}\n${turn.content}<end_of_turn>\n`;
    })
    .join('');
  return `${rendered}<start_of_turn>model\n`;
}

/** The `messages` of the `openai-chat` protocol: persona, the last 6 messages, then `userText` (docs/chat.md#model-protocols). */
export function buildChatMessages(
  history: readonly ChatMessage[],
  userText: string,
  options: PromptOptions = {},
): ChatCompletionMessage[] {
  const recent: ChatCompletionMessage[] = history
    .slice(-CHAT_PROMPT_HISTORY_MESSAGES)
    .map((message) => ({ role: message.isBot ? 'assistant' : 'user', content: message.text }));
  return toGemmaTurns([
    {
      role: 'system',
      content: buildPersona(options.clinicName, options.hoursText, options.language),
    },
    ...recent,
    { role: 'user', content: userText },
  ]);
}

/** The `inputs` prompt of the `tgi` protocol: the same turns in Gemma 2's template (docs/chat.md#model-protocols). */
export function buildPrompt(
  history: readonly ChatMessage[],
  userText: string,
  options: PromptOptions = {},
): string {
  return renderGemmaPrompt(buildChatMessages(history, userText, options));
}

/** What to pass to `ModelClient.generate` for a model protocol (docs/chat.md#model-protocols). */
export function buildModelInput(
  protocol: ModelProtocol,
  history: readonly ChatMessage[],
  userText: string,
  options: PromptOptions = {},
): ModelInput {
  return protocol === 'openai-chat'
    ? buildChatMessages(history, userText, options)
    : buildPrompt(history, userText, options);
}
