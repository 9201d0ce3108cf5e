import { isEmailMutedForPreview, isPreview } from '@/lib/config/env';
import { useTranslations } from 'next-intl';

/**
 * The 'Preview' banner of a preview deploy (NEXT_PUBLIC_DEPLOY_ENV=preview,
 * docs/hosting.md#previews), on every page, so nobody mistakes it for the clinic's live site.
 * Rendered into the static HTML: it shows before any script runs. Nothing in other builds.
 */
export function PreviewBanner() {
  const t = useTranslations('layout');
  if (!isPreview) return null;
  return (
    <div className="preview-banner" role="note" aria-label={t('previewLabel')}>
      <strong>{t('previewLabel')}</strong>
      {t('previewNotLive')}
      {isEmailMutedForPreview ? t('previewEmailOff') : null}
    </div>
  );
}
