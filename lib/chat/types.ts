import type { Intent } from '@/lib/chat/intents';

/**
 * Chat records shared by the assistant's pure core and its UI (SPEC §3).
 */

/**
 * One line of the chat log (SPEC §3 'Chat message').
 * @property text - What is shown, always rendered as plain text, never as HTML (D7).
 * @property isBot - true for the assistant's messages, false for the user's.
 * @property fromApi - true when the text came from the hosted model (show the AI note, D7);
 *   absent or false for canned fallback replies and the user's own messages.
 * @property model - Id of the model that produced the text, when `fromApi` is true.
 */
export interface ChatMessage {
  text: string;
  isBot: boolean;
  fromApi?: boolean;
  model?: string;
}

/**
 * State of the fallback dialogue (SPEC §3 'Chat context', §4 'Fallback dialogue').
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
 * How the assistant talks to the model (D8): `tgi` is the spec's text-generation request
 * (`inputs` + `parameters`, SPEC §7), the default; `openai-chat` is an OpenAI-compatible
 * chat-completions endpoint (Hugging Face router, vLLM, llama.cpp, Ollama).
 */
export type ModelProtocol = 'tgi' | 'openai-chat';

/** One message of a chat-completions request (`openai-chat` protocol, D8). */
export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * What is sent to the model: a Gemma prompt string for `tgi`, a messages array for
 * `openai-chat`. Build it with `buildModelInput`.
 */
export type ModelInput = string | ChatCompletionMessage[];
