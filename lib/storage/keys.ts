/**
 * The localStorage keys (docs/product.md#storage, docs/decisions/001-storage-stays-compatible.md, docs/decisions/002-passwords-are-checked.md). The spec's keys hold the original
 * product's plain JSON; `credentials` is new (docs/decisions/002-passwords-are-checked.md). Invalid records of a key go to
 * `<key>.invalid` (docs/decisions/006-bad-data-is-kept.md).
 */
export const STORAGE_KEYS = {
  /** The logged-in user: a User object; absent when logged out. */
  session: 'user',
  /** Every registered user: User[]. */
  users: 'users',
  /** Every appointment made in this browser: Appointment[]. */
  appointments: 'appointments',
  /**
   * Password hashes: Credential[] (docs/decisions/002-passwords-are-checked.md). The only key that holds a hash or salt; the password
   * itself is never stored. Credential records that fail validation are set aside, unchanged,
   * under `credentials.invalid` (docs/decisions/006-bad-data-is-kept.md), which may therefore hold hash material too: it is treated
   * like `credentials` itself. Nothing reads it except the set-aside append; its content is
   * never logged (the set-aside warning names only the key and a count), shown (the debug page
   * lists key names and sizes only) or sent; and it never enters a login check, so a tampered
   * record cannot be used to log in. It is kept rather than deleted because docs/decisions/006-bad-data-is-kept.md forbids silently
   * discarding stored data, and it stays in the same browser profile as `credentials`.
   */
  credentials: 'credentials',
  /** The string 'true' once the chat welcome popup has been shown. */
  chatPopupSeen: 'chatBotPopupSeen',
  /** Saved environment info from /debug. */
  debugInfo: 'debugInfo',
} as const;
