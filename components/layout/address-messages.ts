import { flushSync } from 'react-dom';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import type { PageMessages } from './page-messages';

/**
 * The `namespaces` of `locale`'s catalog, fetched in the browser for a page served for any
 * address (docs/languages.md#pages-for-any-address): the catalog is a chunk of its own, and so
 * is this module, so no page's first load or HTML carries a second language.
 * @throws when the chunk cannot be fetched (offline, a new deploy).
 */
export async function fetchAddressMessages(
  locale: Locale,
  namespaces: readonly string[],
): Promise<PageMessages> {
  const catalog: PageMessages = (await import(`../../messages/${locale}.json`)).default;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalog[namespace] ?? {}]));
}

/**
 * Writes the 404 page in `locale`, the language of its address
 * (docs/languages.md#pages-for-any-address): fetches the shell's `namespaces`, hands them to
 * `show` (the page's provider) and, once they are rendered, names the tab in `locale` and marks
 * `<html data-path-locale-ready>`, which shows the header again. A failed fetch only shows the
 * header, in English.
 * @param titles - The page's own title in each language; the rest of the tab's title stays.
 */
export async function showAddressLanguage(
  locale: Locale,
  namespaces: readonly string[],
  titles: Readonly<Record<Locale, string>>,
  show: (shown: { locale: Locale; messages: PageMessages }) => void,
): Promise<void> {
  try {
    const messages = await fetchAddressMessages(locale, namespaces);
    // Rendered before the header shows, so it never shows in English.
    flushSync(() => show({ locale, messages }));
    document.title = document.title.replace(titles[DEFAULT_LOCALE], titles[locale]);
  } catch {
    // The shell stays English: the page is still usable.
  } finally {
    document.documentElement.dataset.pathLocaleReady = '';
  }
}
