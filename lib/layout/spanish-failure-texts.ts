/**
 * The render-failure screen in Spanish: the catalog's `shell` words, which
 * __tests__/messages/english-words.test.ts keeps equal, for app/global-error.tsx on a Spanish page,
 * where no catalog can be read (docs/languages.md#pages-for-any-address). A module of its own, so
 * that only that screen's chunk carries them, not the error boundaries' that share
 * components/layout/error-fallback.tsx.
 */
export const spanishFailureTexts = {
  title: 'Algo salió mal',
  text: 'Algo salió mal. Intente actualizar la página o comuníquese con el soporte técnico.',
  retry: 'Intentar de nuevo',
} as const;
