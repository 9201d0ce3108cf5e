/** The infrastructure's user-visible texts, once (docs/texts.md): storage and connection failures. */
export const messages = {
  /** Shared mode: the clinic's server could not be reached (docs/shared-mode.md#the-site-in-shared-mode). */
  serverUnreachable:
    "The clinic's server can't be reached, so nothing was changed. Check your connection and try again; changes need a connection.",
  storageFull:
    "Your browser's storage for this site is full, so nothing was saved and nothing was changed. Free some space (for example by clearing other sites' data) and try again.",
  storageUnavailable:
    'This site keeps accounts and bookings in your browser’s storage, which is turned off or blocked. Allow site data for this site to register, log in and book.',
} as const;

/** Values of a refusal's catalog message: `{name}` → `{ name: 'Mia Lee' }`; a Date is an instant. */
type RefusalValues = Readonly<Record<string, string | number | Date>>;

/**
 * A refusal or error as the visitor reads it (docs/languages.md#refusals-by-code): `code` is the
 * catalogs' key of its text as `namespace.key` ('refusals.invalidCredentials'), written in the
 * page's language with `values`; `message` is its English words, the site's text, shown where
 * the page has no catalog of that namespace. No `code`: a text with no catalog key (yet), shown
 * as it is.
 */
export interface Refusal {
  message: string;
  code?: string;
  values?: RefusalValues;
}

/** The refusals of this module's texts, by their key in the catalogs' `refusals` or `shell`. */
export const refusals = {
  serverUnreachable: { code: 'refusals.serverUnreachable', message: messages.serverUnreachable },
  storageFull: { code: 'refusals.storageFull', message: messages.storageFull },
  storageUnavailable: { code: 'shell.storageUnavailable', message: messages.storageUnavailable },
} as const satisfies Record<string, Refusal>;

/**
 * A failure whose message is written for the visitor and may be shown as is; with a code, the
 * page shows its catalog text instead (docs/languages.md#refusals-by-code). `message` is English.
 */
export class UserFacingError extends Error {
  readonly refusal: Refusal;
  constructor(refusal: string | Refusal, options?: { cause?: unknown }) {
    const coded = typeof refusal === 'string' ? { message: refusal } : refusal;
    super(coded.message, options);
    this.name = 'UserFacingError';
    this.refusal = coded;
  }
}
