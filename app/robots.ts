import type { MetadataRoute } from 'next';
import { isPreview } from '@/lib/config/env';

// Written once into the static export as robots.txt.
export const dynamic = 'force-static';

/**
 * robots.txt (docs/hosting.md#previews): a preview deploy asks every crawler to stay out; the
 * live site lets them in. Under a base path it is `<basePath>/robots.txt`; crawlers read only
 * the host's root one, so a sub-path site's pages carry `noindex` in their HTML as well.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: isPreview ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' } };
}
