import type { Locale } from '@/lib/i18n';

/**
 * The catalog of `locale`, `messages/<locale>.json` (docs/languages.md#catalogs); the build's
 * next-intl plugin compiles its ICU messages as it imports them. Server-side only.
 */
export async function loadCatalog(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default;
}
