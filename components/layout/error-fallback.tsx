'use client';

// No catalog reader here: app/global-error.tsx, a chunk of its own on every page, renders this
// screen, and what it imports is loaded twice (docs/languages.md#first-load-javascript-against-the-site-before-spanish).
import { layoutTexts, spanishFailureTexts } from '@/lib/layout/texts';

/** The render-failure screen's words: heading, text and retry button. */
interface ErrorFallbackTexts {
  title: string;
  text: string;
  retry: string;
}

const fallbackTexts = (texts: typeof layoutTexts | typeof spanishFailureTexts) => ({
  title: texts.errorTitle,
  text: texts.errorText,
  retry: texts.errorRetry,
});

/** The English screen, for the one boundary outside every page's catalogs (app/global-error.tsx). */
const ENGLISH: ErrorFallbackTexts = fallbackTexts(layoutTexts);

/** The Spanish screen, for that boundary on a Spanish page. */
export const SPANISH_FAILURE: ErrorFallbackTexts = fallbackTexts(spanishFailureTexts);

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
