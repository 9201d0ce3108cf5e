import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteShell } from '@/components/layout/site-shell';
import { translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'notFound');

/**
 * The 404 page, served as `out/404.html` for every unknown path, `/es/…` ones too: the root
 * layout only passes children through, so it is a whole English document
 * (docs/languages.md#what-is-still-english).
 */
export default function NotFound() {
  // Without it next-intl would read the request's headers, which a static export has not.
  setRequestLocale('en');
  return (
    <SiteShell locale="en">
      <NotFoundView locale="en" />
    </SiteShell>
  );
}
