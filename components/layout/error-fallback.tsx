'use client';

// No catalog reader here: app/global-error.tsx, a chunk of its own on every page, renders this
// screen, and what it imports is loaded twice (docs/languages.md#first-load-javascript-against-the-site-before-spanish).
import { layoutTexts } from '@/lib/layout/texts';

/** The render-failure screen's words: heading, text and retry button. */
interface ErrorFallbackTexts {
  title: string;
  text: string;
  retry: string;
}

/** The English screen, for the one boundary outside every page's catalogs (app/global-error.tsx). */
const ENGLISH: ErrorFallbackTexts = {
  title: layoutTexts.errorTitle,
  text: layoutTexts.errorText,
  retry: layoutTexts.errorRetry,
};

/** What a render failure shows (docs/texts.md), with a way to try again. */
export function ErrorFallback({
  onRetry,
  texts = ENGLISH,
}: {
  onRetry?: () => void;
  texts?: ErrorFallbackTexts;
}) {
  return (
    <section className="panel panel--narrow" role="alert">
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {texts.retry}
        </button>
      ) : null}
    </section>
  );
}
