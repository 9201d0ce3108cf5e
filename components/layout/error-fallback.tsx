'use client';

import { messages } from '@/lib/errors/messages';
import { layoutTexts } from '@/lib/layout/texts';

/** What a render failure shows (docs/texts.md), with a way to try again. */
export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="panel panel--narrow" role="alert">
      <h1>{layoutTexts.errorTitle}</h1>
      <p>{messages.renderFailed}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {layoutTexts.errorRetry}
        </button>
      ) : null}
    </section>
  );
}
