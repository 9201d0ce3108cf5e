import { dataApiUrl } from '@/lib/config/env';

/**
 * The catalogs' namespaces the waitlist section reads, for the page files of the pages that show
 * it (docs/languages.md#what-a-page-loads): `waitlist` in a shared build, none in a local one,
 * which has no waitlist (docs/waitlist.md), so its pages carry nothing for it.
 */
export const waitlistNamespaces: readonly string[] =
  // Read as components/appointments/waitlist/index.ts reads it: '' when unset in a build.
  process.env.NEXT_PUBLIC_DATA_API_URL !== '' && dataApiUrl ? ['waitlist'] : [];
