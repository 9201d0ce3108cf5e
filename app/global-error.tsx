'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n';
// The root layout's sheets, since this page stands in for it: the two then share one file.
import './globals.css';
import '@/components/ui/ui.css';
import '@/components/layout/layout.css';
import '@/components/chat/chat.css';

// Every page loads this boundary: another language's screen is a chunk of its own.
const AddressErrorFallback = lazy(() => import('@/components/layout/address-error-fallback'));

// The failed document's language, `<html lang>`, read before this screen replaces it; it does
// not change while the screen is shown: nothing to subscribe to.
const noSubscription = () => () => {};
const documentLocale = () => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/**
 * Catches failures of the root layout itself, which app/error.tsx sits inside of: outside every
 * page's catalogs, so it writes the language the failed document declared
 * (docs/languages.md#pages-for-any-address): the catalogs' `shell` on a Spanish page, and the
 * English screen elsewhere, as it always was.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const locale = useSyncExternalStore(noSubscription, documentLocale, () => DEFAULT_LOCALE);
  return (
    <html lang={locale}>
      <body>
        <main id="main" className="main">
          {locale === DEFAULT_LOCALE ? (
            <ErrorFallback onRetry={reset} />
          ) : (
            <Suspense fallback={null}>
              <AddressErrorFallback locale={locale} onRetry={reset} />
            </Suspense>
          )}
        </main>
      </body>
    </html>
  );
}
