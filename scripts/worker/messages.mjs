/**
 * The worker's texts in the patient's language (docs/reminders.md#language): the site's own
 * catalogs, messages/<locale>.json, compiled once at start with icu-minify's compiler (what
 * next-intl's `precompile` runs in the build) and formatted with icu-minify's runtime, as the
 * site's pages format them (components/layout/page-messages.tsx). No second copy of a text and
 * no formatter of our own.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';

/** The catalogs' namespaces the worker's e-mails read (docs/languages.md#catalogs). */
const NAMESPACES = ['reminders', 'offers', 'appointments', 'clinicTime'];

/** Plain Intl objects, as the site's pages give icu-minify. */
const formatters = {
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args) => new Intl.NumberFormat(...args),
  getPluralRules: (...args) => new Intl.PluralRules(...args),
};

/**
 * @typedef {Record<string, Record<string, Record<string, import('icu-minify/format').CompiledMessage>>>}
 *   WorkerMessages locale → namespace → key → compiled ICU message
 */

/**
 * @typedef {(key: string, values?: Record<string, string | number | Date>) => string} Translate
 *   formats the catalog message `key` ('namespace.key', e.g. 'reminders.subject')
 */

/**
 * Reads and compiles the worker's namespaces of every catalog in `messagesDir` whose name is a
 * site language (messages/en.json, messages/es.json).
 * @param {string} messagesDir the catalogs' folder
 * @param {(value: unknown) => boolean} isLocale the site's test of a language (lib/i18n)
 * @returns {Promise<WorkerMessages>}
 * @throws {Error} when a catalog is not valid JSON or a message not valid ICU
 */
export async function loadWorkerMessages(messagesDir, isLocale) {
  const locales = (await readdir(messagesDir))
    .map((file) => path.basename(file, '.json'))
    .filter((name) => isLocale(name));
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const catalog = JSON.parse(await readFile(path.join(messagesDir, `${locale}.json`), 'utf8'));
      const namespaces = NAMESPACES.map((namespace) => [
        namespace,
        Object.fromEntries(
          Object.entries(catalog[namespace] ?? {}).map(([key, text]) => [key, compile(text)]),
        ),
      ]);
      return [locale, Object.fromEntries(namespaces)];
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * The formatter of one language's messages, dates and times written in `timeZone`.
 * @param {WorkerMessages} messages
 * @param {string} locale a key of `messages`
 * @param {string} timeZone IANA zone, the clinic's
 * @returns {Translate}
 * @throws {Error} (from the returned function) when the catalog has no such message
 */
export function translator(messages, locale, timeZone) {
  return (key, values = {}) => {
    const [namespace = '', name = ''] = key.split('.');
    const message = messages[locale]?.[namespace]?.[name];
    if (message === undefined) throw new Error(`messages/${locale}.json has no ${key}.`);
    return String(format(message, locale, values, { formatters, timeZone }));
  };
}
