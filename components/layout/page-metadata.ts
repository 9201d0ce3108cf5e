import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { clinic } from '@/lib/clinic';
import { basePath, isPreview } from '@/lib/config/env';
import type { Locale } from '@/lib/i18n';

/**
 * The metadata of a page reached only through a personal link or by staff
 * (docs/product.md#routes): its title and description, and no indexing by search engines, since
 * such a page has nothing to show a stranger.
 * @param title - The page title, e.g. 'Schedule'.
 * @param description - One sentence saying what the page is for.
 */
export function unlistedPageMetadata(title: string, description: string): Metadata {
  return { title, description, robots: { index: false } };
}

/**
 * The metadata every page of one language starts from (docs/languages.md#catalogs): the title
 * and its template, the description from the catalog of `locale`, the icon, and no indexing of
 * a preview deploy (docs/hosting.md#previews).
 */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    title: {
      default: t('siteTitle', { clinicName: clinic.name }),
      template: `%s · ${clinic.name}`,
    },
    description: t('siteDescription', { clinicName: clinic.name }),
    // Public files are not under Next.js's asset prefix: the base path is added by hand.
    icons: { icon: `${basePath}/favicon.svg` },
    ...(isPreview ? { robots: { index: false, follow: false } } : {}),
  };
}

/** A page of both languages whose title and description are in the catalogs' `metadata`. */
type TranslatedPage = 'login' | 'register' | 'appointments' | 'notFound';

/**
 * A translated page's title and description in `locale` (docs/languages.md#catalogs).
 * @param page - Which page: its keys are `<page>Title` and `<page>Description`.
 */
export async function translatedPageMetadata(
  locale: Locale,
  page: TranslatedPage,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return { title: t(`${page}Title`), description: t(`${page}Description`) };
}
