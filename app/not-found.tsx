import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PathLocaleShell } from '@/components/layout/path-locale-shell';
import { translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'notFound');

/** Its title's key in the catalogs' `metadata`, as translatedPageMetadata reads it. */
const TITLE_KEY = 'notFoundTitle';

/**
 * The 404 page, served as `out/404.html` for every unknown path, `/es/…` ones too: the root
 * layout only passes children through, so it is a whole document, in the language of the address
 * (docs/languages.md#pages-for-any-address): Spanish under `/es/`, English elsewhere.
 */
export default function NotFound() {
  // Without it next-intl would read the request's headers, which a static export has not.
  setRequestLocale('en');
  return (
    <PathLocaleShell titleKey={TITLE_KEY} page={(locale) => <NotFoundView locale={locale} />} />
  );
}
