import type { CompiledMessage } from 'icu-minify/format';
import { basePath } from '@/lib/config/env';
import type { Locale } from '@/lib/i18n';

/** One language's `chat` namespace as the build compiled it: key → compiled ICU message. */
export type ChatCatalog = Readonly<{ chat: Readonly<Record<string, CompiledMessage>> }>;

/**
 * The address of a language's `chat` namespace, written by the build
 * (`app/es/chat-messages.json/route.ts`), under the site's base path.
 */
const chatCatalogPath = (locale: Exclude<Locale, 'en'>) =>
  `${basePath}/${locale}/chat-messages.json`;

/**
 * Fetches one language's `chat` namespace, which the assistant loads with its own code rather
 * than each page's HTML carrying it (docs/chat.md#how-the-assistant-loads).
 * @throws Error on a network error, an HTTP error, or a file without a `chat` namespace.
 */
export async function fetchChatCatalog(locale: Exclude<Locale, 'en'>): Promise<ChatCatalog> {
  const response = await fetch(chatCatalogPath(locale));
  if (!response.ok) {
    throw new Error(
      `The assistant's texts answered HTTP ${response.status} ${response.statusText}.`,
    );
  }
  const catalog: unknown = await response.json();
  const chat = (catalog as { chat?: unknown } | null)?.chat;
  if (typeof chat !== 'object' || chat === null) {
    throw new Error("The assistant's texts have no `chat` namespace.");
  }
  return catalog as ChatCatalog;
}
