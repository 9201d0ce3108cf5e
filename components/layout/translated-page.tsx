import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import { PageMessages } from './site-shell';

/**
 * A route's page in one language (docs/languages.md#what-a-page-loads): `View` given the
 * catalogs' `namespaces` in `locale`, beside the shell's. A route's English and Spanish page
 * files are each one call, so they differ only in their language.
 * @param namespaces - Top-level keys of the catalogs the page's client components read.
 */
export function translatedPage(locale: Locale, View: ComponentType, namespaces: readonly string[]) {
  return function TranslatedPage() {
    return (
      <PageMessages locale={locale} namespaces={namespaces}>
        <View />
      </PageMessages>
    );
  };
}

/** A page of both languages whose title and description are in the catalogs' `metadata`. */
export type TranslatedPageName = 'login' | 'register' | 'appointments' | 'booking' | 'notFound';

/**
 * A translated page's title and description in `locale` (docs/languages.md#catalogs).
 * @param page - Which page: its keys are `<page>Title` and `<page>Description`.
 */
export async function translatedPageMetadata(
  locale: Locale,
  page: TranslatedPageName,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return { title: t(`${page}Title`), description: t(`${page}Description`) };
}
