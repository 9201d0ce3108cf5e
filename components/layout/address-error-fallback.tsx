'use client';

import { clinic } from '@/lib/clinic';
import { ErrorFallback, PageErrorFallback } from './error-fallback';
import { PageMessagesProvider } from './page-messages';
import { useAddressMessages } from './path-locale-messages';

/** The catalogs' namespace of the failure screen's words, in any language. */
const NAMESPACES = { en: ['shell'], es: ['shell'] } as const;

/**
 * The root layout's failure screen under another language's address
 * (docs/languages.md#pages-for-any-address): the catalogs' `shell` of the address's language,
 * fetched first (nothing shows meanwhile), or the English screen when that fetch fails. A chunk
 * of its own, which app/global-error.tsx loads only then, so no page's first load carries it.
 */
export default function AddressErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { locale, fetched } = useAddressMessages(NAMESPACES);
  if (!fetched) return null;
  return fetched.messages ? (
    <PageMessagesProvider locale={locale} messages={fetched.messages} timeZone={clinic.timeZone}>
      <PageErrorFallback onRetry={onRetry} />
    </PageMessagesProvider>
  ) : (
    <div lang="en">
      <ErrorFallback onRetry={onRetry} />
    </div>
  );
}
