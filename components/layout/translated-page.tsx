import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import { unlistedPageMetadata } from './page-metadata';
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
export type TranslatedPageName =
  | 'login'
  | 'register'
  | 'appointments'
  | 'booking'
  | 'schedule'
  | 'notFound'
  | 'family'
  | 'claim'
  | 'offer';

/**
 * A translated page's title and description in `locale` (docs/languages.md#catalogs).
 * @param page - Which page: its keys are `<page>Title` and `<page>Description`.
 * @param unlisted - A page for staff or a personal link, kept out of search engines
 *   (unlistedPageMetadata in components/layout/page-metadata.ts).
 */
export async function translatedPageMetadata(
  locale: Locale,
  page: TranslatedPageName,
  { unlisted = false }: { unlisted?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const metadata = { title: t(`${page}Title`), description: t(`${page}Description`) };
  return unlisted ? unlistedPageMetadata(metadata.title, metadata.description) : metadata;
}
