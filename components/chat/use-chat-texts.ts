'use client';

import { useMemo } from 'react';
import { chatTextsFromCatalog, type ChatTexts, ENGLISH_CHAT_TEXTS } from '@/lib/chat/languages';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';

/**
 * The assistant's texts in the page's language (docs/chat.md#languages): English pages keep the
 * site's own (lib/chat/texts.ts, equal to the catalogs' English `chat`), Spanish pages format the
 * `chat` namespace the Spanish shell gives them (components/layout/site-shell.tsx).
 */
export function useChatTexts(): ChatTexts {
  const locale = usePageLocale();
  const t = useTranslations('chat');
  return useMemo(
    () => (locale === 'en' ? ENGLISH_CHAT_TEXTS : chatTextsFromCatalog(t, locale)),
    [locale, t],
  );
}
