import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** Each language's catalog, as the shell gives it to the page (docs/languages.md#catalogs). */
export const CATALOGS = { en, es } as const;

/** next-intl's provider with the catalog of `locale`, as components/layout/site-shell.tsx gives it. */
export function IntlWrapper({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={CATALOGS[locale]} timeZone="America/New_York">
      {children}
    </NextIntlClientProvider>
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
