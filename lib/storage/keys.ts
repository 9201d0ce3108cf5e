/** The localStorage keys (docs/product.md#storage); `credentials` is new (docs/decisions/002-passwords-are-checked.md). */
export const STORAGE_KEYS = {
  session: 'user',
  users: 'users',
  appointments: 'appointments',
  /**
   * Password hashes, the only key with hash material; so is `credentials.invalid`, which is kept
   * (docs/decisions/006-bad-data-is-kept.md) but never read, logged, shown, sent or used to log in.
   */
  credentials: 'credentials',
  chatPopupSeen: 'chatBotPopupSeen',
  debugInfo: 'debugInfo',
} as const;
