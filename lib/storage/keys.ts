/**
 * The localStorage keys (SPEC §3, DECISIONS D1/D2). The spec's keys hold the original
 * product's plain JSON; `credentials` is new (D2). Invalid records of a key go to
 * `<key>.invalid` (D6).
 */
export const STORAGE_KEYS = {
  /** The logged-in user: a User object; absent when logged out. */
  session: 'user',
  /** Every registered user: User[]. */
  users: 'users',
  /** Every appointment made in this browser: Appointment[]. */
  appointments: 'appointments',
  /** Password hashes: Credential[] (D2). */
  credentials: 'credentials',
  /** The string 'true' once the chat welcome popup has been shown. */
  chatPopupSeen: 'chatBotPopupSeen',
  /** Saved environment info from /debug. */
  debugInfo: 'debugInfo',
} as const;
