'use client';

import { useEffect } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';

/** The root error boundary: a page that fails to render shows docs/texts.md's message, not a blank screen. */
export default function RootError({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    console.warn('Page failed to render', error);
  }, [error]);
  return <ErrorFallback onRetry={reset} />;
}
