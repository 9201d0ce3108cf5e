'use client';

import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import type { Refusal } from '@/lib/errors/messages';

/**
 * Some namespaces of one language's catalog, as the build compiled them (next-intl's
 * `precompile`): namespace → key → compiled ICU message (docs/languages.md#catalogs).
 */
export type PageMessages = Readonly<Record<string, Readonly<Record<string, CompiledMessage>>>>;

/** Values of a message's ICU arguments: `{name}` → `{ name: 'Pat' }`. */
type MessageValues = Readonly<Record<string, string | number | Date>>;

type PageMessagesValue = { locale: Locale; messages: PageMessages; timeZone: string };

const PageMessagesContext = createContext<PageMessagesValue | null>(null);

// Plain Intl objects: a page formats a handful of messages, nothing worth a cache.
const FORMATTERS: FormatOptions['formatters'] = {
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args) => new Intl.NumberFormat(...args),
  getPluralRules: (...args) => new Intl.PluralRules(...args),
};

/**
 * Gives the client components below it the messages of `namespaces` the page needs, in its
 * language (docs/languages.md#what-a-page-loads). Nested providers add their namespaces to the
 * outer one's: the shell gives `layout` and `language`, a page its own.
 * @param timeZone - IANA zone that dates and times in messages are written in, the clinic's;
 *   a nested provider may leave it to the outer one's.
 * @throws Error when neither this provider nor an outer one gives `timeZone`.
 */
export function PageMessagesProvider({
  locale,
  messages,
  timeZone,
  children,
}: Omit<PageMessagesValue, 'timeZone'> & { timeZone?: string; children: ReactNode }) {
  const outer = useContext(PageMessagesContext);
  const zone = timeZone ?? outer?.timeZone;
  if (zone === undefined) throw new Error('PageMessagesProvider needs a timeZone.');
  const value = useMemo(
    () => ({ locale, timeZone: zone, messages: { ...outer?.messages, ...messages } }),
    [outer, locale, messages, zone],
  );
  return <PageMessagesContext.Provider value={value}>{children}</PageMessagesContext.Provider>;
}

function usePageMessages(): PageMessagesValue {
  const value = useContext(PageMessagesContext);
  if (!value) throw new Error('A translated component is rendered outside PageMessagesProvider.');
  return value;
}

/** The language of the page (docs/languages.md#routes). */
export function usePageLocale(): Locale {
  return usePageMessages().locale;
}

/**
 * The texts of one namespace in the page's language, with next-intl's shape: `t(key, values)`
 * formats the compiled message with next-intl's own runtime, icu-minify
 * (docs/decisions/022-spanish-with-next-intl.md). A key the page was not given is written as
 * `namespace.key` and logged, as next-intl does.
 * @param namespace - A top-level key of the catalogs, e.g. 'layout'.
 */
export function useTranslations(namespace: string) {
  const { locale, messages, timeZone } = usePageMessages();
  return useMemo(() => {
    const texts = messages[namespace];
    return (key: string, values?: MessageValues): string => {
      const message = texts?.[key];
      if (message === undefined) {
        console.error(`No message ${namespace}.${key} was given to this page.`);
        return `${namespace}.${key}`;
      }
      return String(format(message, locale, values, { formatters: FORMATTERS, timeZone }));
    };
  }, [messages, namespace, locale, timeZone]);
}

/**
 * Writes a refusal in the page's language (docs/languages.md#refusals-by-code): its `code`
 * ('refusals.invalidCredentials') from the catalog when the page was given that namespace, else
 * its English `message` as it is (a page not yet translated).
 */
export function useRefusalText() {
  const { locale, messages, timeZone } = usePageMessages();
  return useMemo(
    () =>
      (refusal: Refusal): string => {
        const [namespace = '', key = ''] = refusal.code?.split('.') ?? [];
        const message = messages[namespace]?.[key];
        if (message === undefined) return refusal.message;
        const options = { formatters: FORMATTERS, timeZone };
        return String(format(message, locale, refusal.values, options));
      },
    [messages, locale, timeZone],
  );
}
