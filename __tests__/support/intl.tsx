import { render, type RenderOptions } from '@testing-library/react';
import compile from 'icu-minify/compile';
import type { ReactElement, ReactNode } from 'react';
import { PageMessagesProvider, type PageMessages } from '@/components/layout/page-messages';
import type { Locale } from '@/lib/i18n';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** Each language's catalog as written (docs/languages.md#catalogs). */
export const CATALOGS = { en, es } as const;

/** A catalog with its messages compiled, as next-intl's plugin compiles them in the build. */
function compiled(catalog: Record<string, Record<string, string>>): PageMessages {
  return Object.fromEntries(
    Object.entries(catalog).map(([namespace, messages]) => [
      namespace,
      Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compile(text)])),
    ]),
  );
}

/** Each language's catalog compiled, as the build's chunks carry it (the e-mails' texts read it). */
export const COMPILED_CATALOGS = { en: compiled(en), es: compiled(es) } as const;
const COMPILED = COMPILED_CATALOGS;

/** The page's messages in `locale`, every namespace, as components/layout/site-shell.tsx gives them. */
export function IntlWrapper({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <PageMessagesProvider locale={locale} messages={COMPILED[locale]} timeZone="America/New_York">
      {children}
    </PageMessagesProvider>
  );
}

/**
 * Renders `ui` inside the page's language provider (English unless told), as every page of the
 * site renders; rerenders keep it.
 */
export function renderInLocale(
  ui: ReactElement,
  locale: Locale = 'en',
  options: Omit<RenderOptions, 'wrapper'> = {},
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
  });
}
