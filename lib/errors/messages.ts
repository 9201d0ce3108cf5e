/** The infrastructure's user-visible texts, once (docs/texts.md): storage, connection, render. */
export const messages = {
  /** Shared mode: the clinic's server could not be reached (docs/shared-mode.md#the-site-in-shared-mode). */
  serverUnreachable:
    "The clinic's server can't be reached, so nothing was changed. Check your connection and try again; changes need a connection.",
  renderFailed: 'Something went wrong. Please try refreshing the page or contact support.',
  storageFull:
    "Your browser's storage for this site is full, so nothing was saved and nothing was changed. Free some space (for example by clearing other sites' data) and try again.",
  storageUnavailable:
    'This site keeps accounts and bookings in your browser’s storage, which is turned off or blocked. Allow site data for this site to register, log in and book.',
} as const;

/** A failure whose message is written for the visitor and may be shown as is. */
export class UserFacingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UserFacingError';
  }
}
