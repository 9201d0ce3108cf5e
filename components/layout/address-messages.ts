import type { Locale } from '@/lib/i18n';
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
