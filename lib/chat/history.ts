import { CHAT_HISTORY_CAP, CHAT_MEMORY_RESET_MS } from '@/lib/chat/constants';
import { CHAT_GREETING } from '@/lib/chat/texts';
import type { ChatMessage } from '@/lib/chat/types';

/**
 * The chat log's limits (docs/product.md#chat-assistant, docs/product.md#timings-and-limits): at most 20 messages, and a reset to the
 * greeting after 60 s without a change.
 */

/** The greeting as the first message of a conversation (docs/product.md#appointments-list). */
function createGreetingMessage(): ChatMessage {
  return { text: CHAT_GREETING, isBot: true };
}

/** A new conversation: just the greeting. */
export function createInitialMessages(): ChatMessage[] {
  return [createGreetingMessage()];
}

/**
 * Caps the log at 20 messages: the first (the greeting) plus the last 19 (docs/product.md#appointments-list).
 * @returns A new array; the input is not changed.
 */
export function capHistory<T extends ChatMessage>(messages: readonly T[]): T[] {
  if (messages.length <= CHAT_HISTORY_CAP) return [...messages];
  return [...messages.slice(0, 1), ...messages.slice(-(CHAT_HISTORY_CAP - 1))];
}

/** Appends messages and applies the cap (docs/product.md#appointments-list). Returns a new array. */
export function appendMessages<T extends ChatMessage>(messages: readonly T[], ...added: T[]): T[] {
  return capHistory([...messages, ...added]);
}

/**
 * Whether the conversation should reset to the greeting (docs/product.md#appointments-list): 60 s or more since the
 * messages last changed.
 * @param lastChangeAtMs - When the messages last changed, ms since the epoch.
 * @param nowMs - The current time, ms since the epoch.
 */
export function isConversationStale(lastChangeAtMs: number, nowMs: number): boolean {
  return nowMs - lastChangeAtMs >= CHAT_MEMORY_RESET_MS;
}
