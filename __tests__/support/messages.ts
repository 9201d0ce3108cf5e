import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import type { Locale } from '@/lib/i18n';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const CATALOGS: Record<Locale, Record<string, Record<string, string>>> = { en, es };

const FORMATTERS = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

/**
 * One catalog message formatted as a page formats it (compiled as the build compiles it, then
 * icu-minify, docs/languages.md#catalogs), for tests that expect a text with arguments.
 * @param key - 'namespace.key', e.g. 'appointments.printContact'.
 * @param timeZone - The zone dates are written in: the clinic's, the e2e and jest default's.
 * @throws Error when the catalog has no such message.
 */
export function formatMessage(
  locale: Locale,
  key: string,
  values: Record<string, string | number | Date> = {},
  timeZone = 'America/New_York',
): string {
  const [namespace = '', name = ''] = key.split('.');
  const message = CATALOGS[locale][namespace]?.[name];
  if (message === undefined) throw new Error(`messages/${locale}.json has no ${key}.`);
  return String(format(compile(message), locale, values, { formatters: FORMATTERS, timeZone }));
}

/**
 * Every message of a nested catalog, by its dotted key ('layout.navMenu'), for tests that read
 * the catalogs whole (docs/languages.md#catalogs).
 */
export function flatten(catalog: object, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const entry of flatten(value as object, path)) messages.set(...entry);
  }
  return messages;
}
