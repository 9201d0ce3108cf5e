/** The localStorage keys (docs/storage.md); `credentials` is new (docs/decisions/002-passwords-are-checked.md). */
export const STORAGE_KEYS = {
  session: 'user',
  users: 'users',
  appointments: 'appointments',
  /** Password hashes; `credentials.invalid` too is never read, logged, shown or sent. */
  credentials: 'credentials',
  /** New: every account's family members in this browser (docs/family-members.md#in-local-mode). */
  familyMembers: 'familyMembers',
  chatPopupSeen: 'chatBotPopupSeen',
  debugInfo: 'debugInfo',
  /** New: the language chosen with the switch, 'en' or 'es' (docs/languages.md#the-language-switch). */
  siteLanguage: 'siteLanguage',
} as const;
