'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';
// The root layout's sheets, since this page stands in for it: the two then share one file.
import './globals.css';
import '@/components/ui/ui.css';
import '@/components/layout/layout.css';
import '@/components/chat/chat.css';

/** Catches failures of the root layout itself, which app/error.tsx sits inside of. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main" className="main">
          <ErrorFallback onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
