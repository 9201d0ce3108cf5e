import { isEmailMutedForPreview, isPreview } from '@/lib/config/env';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';

/**
 * The 'Preview' banner of a preview deploy (NEXT_PUBLIC_DEPLOY_ENV=preview,
 * docs/hosting.md#previews), on every page, so nobody mistakes it for the clinic's live site.
 * Rendered into the static HTML: it shows before any script runs. Nothing in other builds.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  if (!isPreview) return null;
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <div className="preview-banner" role="note" aria-label={t('previewLabel')}>
      <strong>{t('previewLabel')}</strong>
      {t('previewNotLive')}
      {isEmailMutedForPreview ? t('previewEmailOff') : null}
    </div>
  );
}
