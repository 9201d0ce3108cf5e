'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';
import './globals.css';

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
