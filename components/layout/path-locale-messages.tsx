'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n';
import { PageMessagesProvider, type PageMessages } from './page-messages';

/**
 * Gives the 404 page's client components (navigation, notices, the chat) the shell's messages in
 * the language of its address (docs/languages.md#pages-for-any-address): English in the static
 * HTML and while it hydrates; under another language's address, that language's once fetched by
 * `showAddressLanguage` (components/layout/address-messages.ts), a chunk of its own: every page
 * renders the 404 page as its not-found fallback, so this part is in every page's first load.
 * @param messages - The shell's English messages, as the build compiled them.
 * @param namespaces - The shell's namespaces in each language (site-shell.tsx).
 * @param titles - The page's own title in each language.
 * @param timeZone - IANA zone dates are written in, the clinic's.
 */
export function PathLocaleMessagesProvider({
  messages,
  namespaces,
  titles,
  timeZone,
  children,
}: {
  messages: PageMessages;
  namespaces: Readonly<Record<Locale, readonly string[]>>;
  titles: Readonly<Record<Locale, string>>;
  timeZone: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<{ locale: Locale; messages: PageMessages } | null>(null);
  useEffect(() => {
    // The head script marked the address's language before the first paint.
    const locale = document.documentElement.dataset.pathLocale;
    if (!isLocale(locale) || locale === DEFAULT_LOCALE) return;
    void import('./address-messages').then(({ showAddressLanguage }) =>
      showAddressLanguage(locale, namespaces[locale], titles, setShown),
    );
  }, [namespaces, titles]);
  return (
    <PageMessagesProvider
      locale={shown?.locale ?? DEFAULT_LOCALE}
      messages={shown?.messages ?? messages}
      timeZone={timeZone}
    >
      {children}
    </PageMessagesProvider>
  );
}
