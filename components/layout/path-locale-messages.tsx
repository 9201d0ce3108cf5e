'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n';
import { PageMessagesProvider, type PageMessages } from './page-messages';

// The address does not change while the page is open: nothing to subscribe to.
const noSubscription = () => () => {};
/** The language the document declares: the 404 page's head script sets it from the address. */
const addressLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/** A language's messages once fetched; `messages` null when the fetch failed. */
type Fetched = { locale: Locale; messages: PageMessages | null };

/**
 * The language of the address of a page served for any address (the 404 page, the root layout's
 * failure screen; docs/languages.md#pages-for-any-address), English while it hydrates, and for
 * another language its catalog's `namespaces[locale]`, fetched (components/layout/address-messages.ts).
 */
export function useAddressMessages(namespaces: Readonly<Record<Locale, readonly string[]>>): {
  locale: Locale;
  fetched: Fetched | null;
} {
  const locale = useSyncExternalStore(noSubscription, addressLocale, () => DEFAULT_LOCALE);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    import('./address-messages')
      .then(({ fetchAddressMessages }) => fetchAddressMessages(locale, namespaces[locale]))
      .then((messages) => setFetched({ locale, messages }))
      .catch(() => setFetched({ locale, messages: null }));
  }, [locale, namespaces]);
  return { locale, fetched };
}

/**
 * Gives the 404 page's client components (navigation, notices, the chat) the shell's messages in
 * the language of the address ({@link useAddressMessages}): English in the static HTML and while
 * another language's are fetched. Then marks `<html data-path-locale-ready>`, which shows the
 * header again, and names the tab. A failed fetch leaves the shell in English.
 * @param messages - The shell's English messages, as the build compiled them.
 * @param namespaces - The shell's namespaces in each language (site-shell.tsx).
 * @param titles - The page's own title in each language, without the site's name.
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
  const { fetched } = useAddressMessages(namespaces);
  const shown = fetched?.messages ? { locale: fetched.locale, messages: fetched.messages } : null;
  useEffect(() => {
    if (!fetched) return;
    // Any more of the title the metadata wrote (a site name) stays.
    if (fetched.messages)
      document.title = document.title.replace(titles[DEFAULT_LOCALE], titles[fetched.locale]);
    document.documentElement.dataset.pathLocaleReady = '';
  }, [fetched, titles]);
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
