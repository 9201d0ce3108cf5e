import type { Intent } from '@/lib/chat/intents';

/**
 * Chat records shared by the assistant's pure core and its UI (docs/product.md#storage).
 */

/**
 * One line of the chat log (docs/product.md#storage).
 * @property text - What is shown, always rendered as plain text, never as HTML (docs/decisions/007-assistant-safety-first.md).
 * @property isBot - true for the assistant's messages, false for the user's.
 * @property fromApi - true when the text came from the hosted model (show the AI note, docs/decisions/007-assistant-safety-first.md);
 *   absent or false for canned fallback replies and the user's own messages.
 * @property model - Id of the model that produced the text, when `fromApi` is true.
 * @property link - A page of the site shown under a canned reply (reschedule, cancel); never on
 *   the model's replies or the user's messages.
 */
export interface ChatMessage {
  text: string;
  isBot: boolean;
  fromApi?: boolean;
  model?: string;
  link?: ChatLink;
}

/**
 * A link to a page of this site under a canned reply (docs/product.md#fallback-dialogue),
 * rendered as a link element whose text is `label`, never as HTML.
 * @property href - A path of the site with its trailing slash, e.g. '/appointments/'.
 * @property label - The link's text, e.g. 'My Appointments'.
 */
export interface ChatLink {
  href: string;
  label: string;
}

/**
 * State of the fallback dialogue (docs/product.md#storage, docs/product.md#fallback-dialogue).
 * @property lastIntent - The intent of the last user message the fallback bot answered, or null.
 * @property waitingForAppointmentConfirmation - true while the bot waits for a yes or a no.
 * @property followUpQuestion - The yes/no question asked, repeated when the answer is neither;
 *   null when not waiting.
 */
export interface ChatContext {
  lastIntent: Intent | null;
  waitingForAppointmentConfirmation: boolean;
  followUpQuestion: string | null;
}

/**
 * How the assistant talks to the model (docs/decisions/008-configurable-model-endpoint.md): `tgi` is the spec's text-generation request
 * (`inputs` + `parameters`, docs/product.md#model-protocols), the default; `openai-chat` is an OpenAI-compatible
 * chat-completions endpoint (Hugging Face router, vLLM, llama.cpp, Ollama).
 */
export type ModelProtocol = 'tgi' | 'openai-chat';

/** One message of a chat-completions request (`openai-chat` protocol, docs/decisions/008-configurable-model-endpoint.md). */
export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * What is sent to the model: a Gemma prompt string for `tgi`, a messages array for
 * `openai-chat`. Build it with `buildModelInput`.
 */
export type ModelInput = string | ChatCompletionMessage[];
