import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteManifest } from '@/components/layout/site-manifest';

export const dynamic = 'force-static';

/**
 * The English pages' web app manifest (`/manifest.webmanifest`), which makes the site installable
 * as an app that opens offline (docs/offline.md); the Spanish pages link their own,
 * app/es/manifest.webmanifest/route.ts.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return siteManifest('en', await getTranslations({ locale: 'en', namespace: 'manifest' }));
}
