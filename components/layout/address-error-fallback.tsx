'use client';

import { useEffect, useState } from 'react';
import { clinic } from '@/lib/clinic';
import type { Locale } from '@/lib/i18n';
import { fetchAddressMessages } from './address-messages';
import { ErrorFallback } from './error-fallback';
import { PageErrorFallback } from './page-error-fallback';
import { PageMessagesProvider, type PageMessages } from './page-messages';

/**
 * The root layout's failure screen in a language other than English
 * (docs/languages.md#pages-for-any-address): the catalogs' `shell` of `locale`, fetched first
 * (nothing shows meanwhile), or the English screen when that fetch fails. A chunk of its own,
 * which app/global-error.tsx loads only then, so no page's first load carries it.
 */
export default function AddressErrorFallback({
  locale,
  onRetry,
}: {
  locale: Locale;
  onRetry: () => void;
}) {
  // undefined while fetching, null when the fetch failed.
  const [messages, setMessages] = useState<PageMessages | null>();
  useEffect(() => {
    fetchAddressMessages(locale, ['shell'])
      .then(setMessages)
      .catch(() => setMessages(null));
  }, [locale]);
  if (messages === undefined) return null;
  return messages ? (
    <PageMessagesProvider locale={locale} messages={messages} timeZone={clinic.timeZone}>
      <PageErrorFallback onRetry={onRetry} />
    </PageMessagesProvider>
  ) : (
    <div lang="en">
      <ErrorFallback onRetry={onRetry} />
    </div>
  );
}
