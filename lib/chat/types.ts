import type { Intent } from '@/lib/chat/intents';

/**
 * One line of the chat log (docs/chat.md), plain text; `fromApi` when the model
 * wrote it (it then shows the AI note); `link` only under a canned reply.
 */
export interface ChatMessage {
  text: string;
  isBot: boolean;
  fromApi?: boolean;
  model?: string;
  link?: ChatLink;
}

/** A link under a canned reply (docs/chat.md#fallback-dialogue); `href` ends in '/'. */
export interface ChatLink {
  href: string;
  label: string;
}

/** State of the fallback dialogue (docs/chat.md#fallback-dialogue); `followUpQuestion` is re-asked. */
export interface ChatContext {
  lastIntent: Intent | null;
  waitingForAppointmentConfirmation: boolean;
  followUpQuestion: string | null;
}

/** The model's wire format (docs/chat.md#model-protocols): `tgi` (default) or `openai-chat`. */
export type ModelProtocol = 'tgi' | 'openai-chat';

/** One message of a chat-completions request (`openai-chat`). */
export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What is sent to the model: a Gemma prompt for `tgi`, messages for `openai-chat`. */
export type ModelInput = string | ChatCompletionMessage[];
