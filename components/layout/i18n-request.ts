import { getRequestConfig } from 'next-intl/server';
import { clinic } from '@/lib/clinic';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n';
import { loadCatalog } from './catalog';

/**
 * next-intl's request configuration (docs/languages.md#catalogs), named by next.config.mjs's
 * plugin: the language each layout set with `setRequestLocale` (no middleware: the export has
 * none; English when none did, as on the 404 page), that language's catalog from `messages/`,
 * and the clinic's zone for dates and times.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadCatalog(locale), timeZone: clinic.timeZone };
});
