/** The site's languages (docs/languages.md): routes per language and the remembered choice. */
export {
  DEFAULT_LOCALE,
  alternatesOf,
  isLocale,
  localePath,
  prefersSpanish,
  routeOf,
  type Locale,
} from './locales';
export { readLanguageChoice, rememberLanguageChoice } from './language-choice';
