'use client';

import { ErrorFallback, PageErrorFallback } from '@/components/layout/error-fallback';
import { PageMessagesProvider } from '@/components/layout/page-messages';
import { useAddressMessages } from '@/components/layout/path-locale-messages';
import { clinic } from '@/lib/clinic';
// The root layout's sheets, since this page stands in for it: the two then share one file.
import './globals.css';
import '@/components/ui/ui.css';
import '@/components/layout/layout.css';
import '@/components/chat/chat.css';

/** The catalogs' namespace of the failure screen's words, in any language. */
const NAMESPACES = { en: ['shell'], es: ['shell'] } as const;

/**
 * Catches failures of the root layout itself, which app/error.tsx sits inside of: outside every
 * page's catalogs, so it writes the language of the address (docs/languages.md#pages-for-any-address): the
 * catalogs' `shell` under `/es/`, fetched first (nothing shows meanwhile), and the English screen
 * elsewhere or when that fetch fails.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { locale, fetched } = useAddressMessages(NAMESPACES);
  const messages = fetched?.messages;
  return (
    <html lang={messages ? locale : 'en'}>
      <body>
        <main id="main" className="main">
          {messages ? (
            <PageMessagesProvider locale={locale} messages={messages} timeZone={clinic.timeZone}>
              <PageErrorFallback onRetry={reset} />
            </PageMessagesProvider>
          ) : locale === 'en' || fetched ? (
            <ErrorFallback onRetry={reset} />
          ) : null}
        </main>
      </body>
    </html>
  );
}
