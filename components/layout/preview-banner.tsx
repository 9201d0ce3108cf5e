import { isEmailMutedForPreview, isPreview } from '@/lib/config/env';

/**
 * The 'Preview' banner of a preview deploy (NEXT_PUBLIC_DEPLOY_ENV=preview,
 * docs/product.md#previews), on every page, so nobody mistakes it for the clinic's live site.
 * Rendered into the static HTML: it shows before any script runs. Nothing in other builds.
 */
export function PreviewBanner() {
  if (!isPreview) return null;
  return (
    <div className="preview-banner" role="note" aria-label="Preview">
      <strong>Preview</strong> — not the clinic&apos;s live site.
      {isEmailMutedForPreview ? ' E-mail notices are off.' : null}
    </div>
  );
}
