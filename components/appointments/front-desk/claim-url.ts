import { basePath } from '@/lib/config/env';

/**
 * The one-time link a patient record's patient is e-mailed: this site's /claim/ page with
 * `?token=` (docs/front-desk.md#patient-records-and-claim-links).
 */
export function claimUrl(token: string): string {
  const url = new URL(`${basePath}/claim/`, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}
