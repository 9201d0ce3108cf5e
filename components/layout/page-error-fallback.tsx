'use client';

import { ErrorFallback } from './error-fallback';
import { useTranslations } from './page-messages';

/**
 * {@link ErrorFallback} in the page's language: the catalogs' `shell`, which every page's shell
 * gives (docs/languages.md#catalogs), so both languages' error boundaries show their own.
 */
export function PageErrorFallback({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('shell');
  const texts = { title: t('errorTitle'), text: t('errorText'), retry: t('errorRetry') };
  return <ErrorFallback onRetry={onRetry} texts={texts} />;
}
