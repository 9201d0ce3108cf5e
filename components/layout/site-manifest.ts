import type { MetadataRoute } from 'next';
import { clinic } from '@/lib/clinic';
import { basePath } from '@/lib/config/env';
import type { Locale } from '@/lib/i18n';
import { localePath } from '@/lib/i18n';

/** The catalogs' `manifest` messages formatted: `t('name', { clinicName })`. */
type ManifestTexts = (key: 'name' | 'description', values: { clinicName: string }) => string;

/** Where each language's manifest is served, without the base path (docs/offline.md). */
export const MANIFEST_PATHS: Record<Locale, string> = {
  en: '/manifest.webmanifest',
  es: '/es/manifest.webmanifest',
};

/**
 * The web app manifest of one language's pages (docs/offline.md): the clinic's name and a line
 * about the site from the catalogs' `manifest` in `locale`, its icons in public/, the brand
 * colour, and the language's home page under the base path as start URL. Its scope is the whole
 * site, both languages' trees. English keeps the manifest as it always was (no `lang`, `id` '/');
 * Spanish says `lang: 'es'` and is an app of its own (`id` '/es/').
 * @param t - The catalog's `manifest` messages in `locale`.
 */
export function siteManifest(locale: Locale, t: ManifestTexts): MetadataRoute.Manifest {
  const home = `${basePath}${localePath(locale, '/')}`;
  return {
    id: home,
    name: t('name', { clinicName: clinic.name }),
    short_name: clinic.name,
    description: t('description', { clinicName: clinic.name }),
    ...(locale === 'en' ? {} : { lang: locale }),
    start_url: home,
    scope: `${basePath}/`,
    display: 'standalone',
    background_color: '#f5f8fa',
    theme_color: '#0b5f7a',
    icons: [
      { src: `${basePath}/favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${basePath}/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${basePath}/icon-512.png`, sizes: '512x512', type: 'image/png' },
      {
        src: `${basePath}/icon-512-maskable.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
