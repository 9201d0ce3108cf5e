import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { clinic } from '@/lib/clinic';
import { basePath, isPreview } from '@/lib/config/env';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import { MANIFEST_PATHS } from './site-manifest';

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
 * and its template, the description from the catalog of `locale`, the icon, the language's web
 * app manifest, and no indexing of a preview deploy (docs/hosting.md#previews).
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
    // English pages link app/manifest.ts's file, which Next.js adds by itself; another language
    // links its own, named in its language (docs/offline.md).
    ...(locale === DEFAULT_LOCALE ? {} : { manifest: `${basePath}${MANIFEST_PATHS[locale]}` }),
    ...(isPreview ? { robots: { index: false, follow: false } } : {}),
  };
}
