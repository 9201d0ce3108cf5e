/**
 * The shell's texts still kept in code, each once (docs/texts.md): the render-failure screen's.
 * The rest of the shell's texts are in the catalogs, `messages/en.json` and `messages/es.json`
 * (docs/languages.md#catalogs); it imports no feature.
 */
export const layoutTexts = {
  /** The render-failure screen's heading, text and retry button. */
  errorTitle: 'Something went wrong',
  errorText: 'Something went wrong. Please try refreshing the page or contact support.',
  errorRetry: 'Try again',
} as const;
