/**
 * The shell's texts still kept in code, each once (docs/texts.md): the render-failure screen's,
 * in English, and in Spanish for the one screen outside every catalog (app/global-error.tsx).
 * The rest of the shell's texts are in the catalogs, `messages/en.json` and `messages/es.json`
 * (docs/languages.md#catalogs); it imports no feature.
 */
export const layoutTexts = {
  /** The render-failure screen's heading, text and retry button. */
  errorTitle: 'Something went wrong',
  errorText: 'Something went wrong. Please try refreshing the page or contact support.',
  errorRetry: 'Try again',
} as const;

/**
 * The render-failure screen in Spanish: the catalog's `shell` words, which
 * __tests__/messages/english-words.test.ts keeps equal, for app/global-error.tsx on a Spanish page,
 * where no catalog can be read (docs/languages.md#pages-for-any-address).
 */
export const spanishFailureTexts = {
  errorTitle: 'Algo salió mal',
  errorText: 'Algo salió mal. Intente actualizar la página o comuníquese con el soporte técnico.',
  errorRetry: 'Intentar de nuevo',
} as const;
