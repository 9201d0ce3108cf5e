import { fetchChatCatalog } from '@/lib/chat/catalog-client';
import { lazyModule } from '@/lib/lazy/lazy-module';

/**
 * The Spanish pages' `chat` namespace (docs/chat.md#how-the-assistant-loads): fetched once with
 * the widget's code, not carried in each page's HTML; a failed fetch is tried again next time.
 * Rejects when the file cannot be read.
 */
export const loadSpanishChatMessages = lazyModule(() => fetchChatCatalog('es'));
