import type { MetadataRoute } from 'next';
import { clinic } from '@/lib/clinic';

export const dynamic = 'force-static';

/** The site's base path ('' at the root; docs/configuration.md#site-settings). */
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The web app manifest (`/manifest.webmanifest`), which makes the site installable as an app
 * that opens offline (docs/offline.md): the clinic's name, its icons in public/, the
 * brand colour and the home page under the base path as start URL and scope.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: `${basePath}/`,
    name: `${clinic.name} · Book a doctor online`,
    short_name: clinic.name,
    description: `Book a 30-minute appointment with a doctor at ${clinic.name}.`,
    start_url: `${basePath}/`,
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
