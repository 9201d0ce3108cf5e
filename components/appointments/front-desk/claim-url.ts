import { basePath } from '@/lib/config/env';
import { localePath, type Locale } from '@/lib/i18n';

/**
 * The one-time link a patient record's patient is e-mailed: this site's /claim/ page with
 * `?token=`, the Spanish /es/claim/ for a Spanish account
 * (docs/front-desk.md#patient-records-and-claim-links, docs/languages.md#the-accounts-language).
 * @param language - The patient's account language.
 */
export function claimUrl(token: string, language: Locale): string {
  const url = new URL(`${basePath}${localePath(language, '/claim/')}`, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}
