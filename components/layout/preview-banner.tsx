import { isEmailMutedForPreview, isPreview } from '@/lib/config/env';
import { layoutTexts } from '@/lib/layout/texts';

/**
 * The 'Preview' banner of a preview deploy (NEXT_PUBLIC_DEPLOY_ENV=preview,
 * docs/hosting.md#previews), on every page, so nobody mistakes it for the clinic's live site.
 * Rendered into the static HTML: it shows before any script runs. Nothing in other builds.
 */
export function PreviewBanner() {
  if (!isPreview) return null;
  return (
    <div className="preview-banner" role="note" aria-label={layoutTexts.preview.label}>
      <strong>{layoutTexts.preview.label}</strong>
      {layoutTexts.preview.notLive}
      {isEmailMutedForPreview ? layoutTexts.preview.emailOff : null}
    </div>
  );
}
