'use client';

import { useState } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { spanishFailureTexts } from '@/lib/layout/spanish-failure-texts';
// The root layout's sheets, since this page stands in for it: the two then share one file.
import './globals.css';
import '@/components/ui/ui.css';
import '@/components/layout/layout.css';
import '@/components/chat/chat.css';

/**
 * Catches failures of the root layout itself and of each language's layout, outside every page's
 * catalogs: in the failed page's language, read once from its `<html lang>` before this screen
 * replaces it (docs/languages.md#pages-for-any-address).
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const [spanish] = useState(
    () => typeof document !== 'undefined' && document.documentElement.lang === 'es',
  );
  return (
    <html lang={spanish ? 'es' : 'en'}>
      <body>
        <main id="main" className="main">
          <ErrorFallback onRetry={reset} texts={spanish ? spanishFailureTexts : undefined} />
        </main>
      </body>
    </html>
  );
}
