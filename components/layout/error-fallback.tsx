'use client';

import { messages } from '@/lib/errors/messages';
import { layoutTexts } from '@/lib/layout/texts';
import { useTranslations } from './page-messages';

/** The render-failure screen's words: heading, text and retry button. */
interface ErrorFallbackTexts {
  title: string;
  text: string;
  retry: string;
}

/** The English screen, for the one boundary outside every page's catalogs (app/global-error.tsx). */
const ENGLISH: ErrorFallbackTexts = {
  title: layoutTexts.errorTitle,
  text: messages.renderFailed,
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

/**
 * {@link ErrorFallback} in the page's language: the catalogs' `shell`, which every page's shell
 * gives (docs/languages.md#catalogs), so both languages' error boundaries show their own.
 */
export function PageErrorFallback({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('shell');
  const texts = { title: t('errorTitle'), text: t('errorText'), retry: t('errorRetry') };
  return <ErrorFallback onRetry={onRetry} texts={texts} />;
}
