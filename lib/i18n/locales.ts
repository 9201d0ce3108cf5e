/**
 * The site's languages and the routes each page has in them (docs/languages.md#routes): English
 * at the original routes, Spanish under `/es/`. Framework-free: the shell, the switch and the
 * offer read these; no module keeps a second list.
 */

/** The languages the site speaks, as BCP 47 tags: English first, the default. */
const LOCALES = ['en', 'es'] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** The language of the original routes (`/`, `/login/`). */
export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of the Spanish pages (docs/languages.md#routes). */
const SPANISH_PREFIX = '/es';

/**
 * The routes that exist in Spanish too, with the export's trailing slash. A page joins this list
 * when its texts are in both catalogs and `app/es/` has its page (docs/languages.md#what-is-still-english).
 */
const TRANSLATED_ROUTES: readonly string[] = [
  '/',
  '/login/',
  '/register/',
  '/appointments/',
  '/appointments/new/',
  '/family/',
  '/claim/',
  '/offer/',
  '/schedule/',
];

/** Whether a string is one of {@link LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** A pathname with exactly one trailing slash: '/login' and '/login/' are both '/login/'. */
function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The language and the route of a pathname without the base path: '/es/login/' is
 * `{locale: 'es', route: '/login/'}`, '/login' is `{locale: 'en', route: '/login/'}`.
 */
export function routeOf(pathname: string): { locale: Locale; route: string } {
  const path = withTrailingSlash(pathname);
  if (path === `${SPANISH_PREFIX}/` || path.startsWith(`${SPANISH_PREFIX}/`)) {
    return { locale: 'es', route: path.slice(SPANISH_PREFIX.length) };
  }
  return { locale: 'en', route: path };
}

/**
 * The path of `route` in `locale`, without the base path: the Spanish page when the route has
 * one ('/login/' in 'es' is '/es/login/'), else the English route itself, so a link from a
 * Spanish page to a page not yet translated still works.
 * @param route - A route with its trailing slash, e.g. '/appointments/'.
 */
export function localePath(locale: Locale, route: string): string {
  const path = withTrailingSlash(route);
  if (locale === 'en' || !TRANSLATED_ROUTES.includes(path)) return path;
  return path === '/' ? `${SPANISH_PREFIX}/` : `${SPANISH_PREFIX}${path}`;
}

/**
 * Every language's path of the page at `pathname` (without the base path), or null when the
 * page exists in one language only (a page not yet translated, the 404): what the language switch
 * and the hreflang alternates link to (docs/languages.md#the-language-switch).
 */
export function alternatesOf(pathname: string): Record<Locale, string> | null {
  const { route } = routeOf(pathname);
  if (!TRANSLATED_ROUTES.includes(route)) return null;
  return { en: localePath('en', route), es: localePath('es', route) };
}

/**
 * Whether a browser's preferred languages (`navigator.languages`, most preferred first) put
 * Spanish before English: ['es-MX', 'en-US'] yes, ['en-US', 'es'] no, [] no
 * (docs/languages.md#the-offer-of-spanish).
 */
export function prefersSpanish(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'es') return true;
    if (language === 'en') return false;
  }
  return false;
}
