import type { Locale } from '@/lib/i18n';
import type { PageMessages } from './page-messages';

/**
 * The catalog of `locale`, `messages/<locale>.json` (docs/languages.md#catalogs); the build's
 * next-intl plugin compiles its ICU messages as it imports them. Server-side only.
 */
export async function loadCatalog(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default;
}

/**
 * The namespaces of `locale`'s catalog that a page's client components read, and no others
 * (docs/languages.md#what-a-page-loads): what goes into the page's HTML for them.
 * @throws Error when a namespace is not in the catalog (a typo, caught by the build).
 * @param namespaces - Top-level keys of the catalogs, e.g. ['account'].
 */
export async function pickMessages(
  locale: Locale,
  namespaces: readonly string[],
): Promise<PageMessages> {
  const catalog: PageMessages = await loadCatalog(locale);
  return Object.fromEntries(
    namespaces.map((namespace) => {
      const messages = catalog[namespace];
      if (!messages) throw new Error(`messages/${locale}.json has no namespace '${namespace}'.`);
      return [namespace, messages];
    }),
  );
}

/**
 * Some keys of one namespace of `locale`'s catalog, as {@link pickMessages} gives whole ones:
 * for a component that needs a few texts of a namespace whose rest loads later
 * (docs/languages.md#what-a-page-loads).
 * @throws Error when the namespace or a key is not in the catalog (caught by the build).
 * @param keys - Keys of `namespace`, e.g. ['backupTitle'].
 */
export async function pickMessageKeys(
  locale: Locale,
  namespace: string,
  keys: readonly string[],
): Promise<PageMessages> {
  const messages = (await pickMessages(locale, [namespace]))[namespace]!;
  return {
    [namespace]: Object.fromEntries(
      keys.map((key) => {
        const message = messages[key];
        if (message === undefined)
          throw new Error(`messages/${locale}.json has no key '${namespace}.${key}'.`);
        return [key, message];
      }),
    ),
  };
}
