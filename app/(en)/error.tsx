'use client';

import { useEffect } from 'react';
import { PageErrorFallback } from '@/components/layout/page-error-fallback';

/**
 * The root error boundary: a page that fails to render shows docs/texts.md's message, not a blank
 * screen, in the page's language (docs/languages.md#catalogs).
 */
export default function RootError({ error, reset }: { error: Error; reset: () => void }) {
  useEffect(() => {
    console.warn('Page failed to render', error);
  }, [error]);
  return <PageErrorFallback onRetry={reset} />;
}
