import { CHAT_HISTORY_CAP, CHAT_MEMORY_RESET_MS } from '@/lib/chat/constants';
import { CHAT_GREETING } from '@/lib/chat/texts';
import type { ChatMessage } from '@/lib/chat/types';

/** A new conversation: just the greeting (docs/chat.md), in the page's language (default English). */
export function createInitialMessages(greeting: string = CHAT_GREETING): ChatMessage[] {
  return [{ text: greeting, isBot: true }];
}

/** Caps the chat log at 20 messages, the first plus the last 19 (docs/chat.md). */
export function capHistory<T extends ChatMessage>(messages: readonly T[]): T[] {
  if (messages.length <= CHAT_HISTORY_CAP) return [...messages];
  return [...messages.slice(0, 1), ...messages.slice(-(CHAT_HISTORY_CAP - 1))];
}

/** Appends messages to the chat log and applies the cap. */
export function appendMessages<T extends ChatMessage>(messages: readonly T[], ...added: T[]): T[] {
  return capHistory([...messages, ...added]);
}

/**
 * Whether the conversation resets to the greeting: 60 s or more since the messages last changed
 * (docs/chat.md). Both times are ms since the epoch.
 */
export function isConversationStale(lastChangeAtMs: number, nowMs: number): boolean {
  return nowMs - lastChangeAtMs >= CHAT_MEMORY_RESET_MS;
}
