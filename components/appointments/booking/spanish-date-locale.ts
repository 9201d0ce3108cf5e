import type { Locale as DateFnsLocale } from 'date-fns';

/**
 * The calendar's month and day texts in Spanish, date-fns's Spanish locale
 * (docs/languages.md#catalogs), from date-fns's CommonJS build, on purpose. The ES build's
 * Spanish shares date-fns's locale helpers with the English locale that every page loads, and a
 * helper this lazy chunk shares splits that locale into separate modules in every page's first
 * load, 400 bytes more when gzipped one by one
 * (docs/languages.md#first-load-javascript-against-the-site-before-spanish).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build, above.
export const es: DateFnsLocale = (require('date-fns/locale/es') as { es: DateFnsLocale }).es;
