import { getTranslations } from 'next-intl/server';
import { siteManifest } from '@/components/layout/site-manifest';

export const dynamic = 'force-static';

/**
 * The Spanish pages' web app manifest (`/es/manifest.webmanifest`, docs/offline.md): the site's
 * name and description in Spanish, `lang: 'es'`, /es/ as start URL; app/es/layout.tsx links it.
 * A route handler, since Next.js makes one manifest only, app/manifest.ts, from its file name.
 */
export async function GET() {
  const manifest = siteManifest(
    'es',
    await getTranslations({ locale: 'es', namespace: 'manifest' }),
  );
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
