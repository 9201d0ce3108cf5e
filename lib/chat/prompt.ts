import { CHAT_PROMPT_HISTORY_MESSAGES } from '@/lib/chat/constants';
import { CLINIC_HOURS_TEXT } from '@/lib/chat/fallback';
import type {
  ChatCompletionMessage,
  ChatMessage,
  ModelInput,
  ModelProtocol,
} from '@/lib/chat/types';
import { clinic } from '@/lib/config/env';

/**
 * What the model is asked (docs/product.md#model-protocols, the project 'prompt'): the doctor
 * persona plus the last 6 messages and the new one, in Gemma 2's chat template for `tgi` or as
 * chat-completions messages for `openai-chat` (docs/decisions/008-configurable-model-endpoint.md).
 *
 * Gemma 2 has no system role (its chat template raises 'System role not supported' and requires
 * turns to alternate user/model starting with user), so in both protocols the persona is
 * folded into the first user turn instead of a system message. Endpoints serving Gemma through
 * chat-completions apply that same template, so a system message would be rejected there too.
 */

/** Options for the prompt builders. */
export interface PromptOptions {
  /** The clinic the doctor persona works at; default: the NEXT_PUBLIC_CLINIC_NAME setting. */
  clinicName?: string;
}

/**
 * The doctor persona : a friendly doctor at the clinic, the clinic hours, emergency
 * advice (911 or the nearest emergency room; 988 for suicidal thoughts), short answers, no diagnosis.
 */
export function buildPersona(clinicName: string = clinic.name): string {
  return [
    `You are a friendly, caring doctor at ${clinicName}, answering patients in the chat on the clinic's website.`,
    'Keep every answer short: two to four sentences of plain text, no lists or headings.',
    'Give general health information, never a diagnosis, and suggest booking an appointment when someone should be examined.',
    `Clinic hours: ${CLINIC_HOURS_TEXT}.`,
    "Appointments last 30 minutes and are booked on the website under 'Schedule New Appointment'.",
    'In an emergency, such as chest pain, trouble breathing, signs of a stroke, severe bleeding or fainting, tell the patient to call 911 or go to the nearest emergency room.',
    'For thoughts of suicide or self-harm, tell them to call or text 988 right away.',
    "Reply only as the doctor, to the patient's last message.",
  ].join(' ');
}

/** Gemma control tokens; removed from message texts so a message cannot open or close a turn. */
const CONTROL_TOKENS = /<\/?(?:bos|eos|pad|start_of_turn|end_of_turn)>/gi;

function sanitize(text: string): string {
  return text.replace(CONTROL_TOKENS, '').trim();
}

/**
 * Puts messages into the shape Gemma 2 accepts: no system role (system texts are folded into
 * the first user message), roles alternating and starting with a user message (consecutive
 * messages of one side merge, separated by a blank line), no empty messages, no control tokens.
 */
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
 * Renders messages in Gemma 2's chat template, ending with an open model turn:
 * `<start_of_turn>user\n…<end_of_turn>\n<start_of_turn>model\n…<end_of_turn>\n…<start_of_turn>model\n`.
 * System messages are folded into the first user turn; `assistant` becomes `model`.
 * The template's leading `<bos>` is left out on purpose: a text-generation-inference server adds
 * the BOS token itself when it tokenizes `inputs` (by default), and Gemma given two BOS tokens
 * answers noticeably worse.
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

/**
 * The `messages` array for the `openai-chat` protocol (docs/decisions/008-configurable-model-endpoint.md): persona folded into the first user
 * message (no system message, see the module note), then the last 6 messages of `history` and
 * `userText`, roles `user`/`assistant`, alternating. If the window starts with a bot message,
 * the persona is a user message of its own before it.
 * @param history - The chat log before the new message (do not include `userText`).
 * @param userText - The new user message.
 */
export function buildChatMessages(
  history: readonly ChatMessage[],
  userText: string,
  options: PromptOptions = {},
): ChatCompletionMessage[] {
  const recent: ChatCompletionMessage[] = history
    .slice(-CHAT_PROMPT_HISTORY_MESSAGES)
    .map((message) => ({ role: message.isBot ? 'assistant' : 'user', content: message.text }));
  return toGemmaTurns([
    { role: 'system', content: buildPersona(options.clinicName) },
    ...recent,
    { role: 'user', content: userText },
  ]);
}

/**
 * The `inputs` prompt for the `tgi` protocol (docs/product.md#model-protocols), in Gemma 2's chat template:
 * `<start_of_turn>user\n{persona}\n\n{first user message}<end_of_turn>\n<start_of_turn>model\n{reply}<end_of_turn>\n…<start_of_turn>user\n{userText}<end_of_turn>\n<start_of_turn>model\n`.
 * Same turns as `buildChatMessages`; no leading `<bos>`, the server adds it (see `renderGemmaPrompt`).
 * @param history - The chat log before the new message (do not include `userText`); only its
 *   last 6 messages are used.
 * @param userText - The new user message.
 */
export function buildPrompt(
  history: readonly ChatMessage[],
  userText: string,
  options: PromptOptions = {},
): string {
  return renderGemmaPrompt(buildChatMessages(history, userText, options));
}

/**
 * What to pass to `ModelClient.generate` for a protocol: `buildPrompt` for `tgi`,
 * `buildChatMessages` for `openai-chat`.
 */
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
