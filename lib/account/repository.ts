import type { RegistrationInput, User } from '@/lib/account/user';

/**
 * The seam between the stores and where accounts and appointments live
 * (docs/product.md#storage, docs/product.md#shared-mode, docs/decisions/011-shared-mode.md).
 * Two implementations: local (this browser's localStorage) and shared (PostgreSQL through
 * PostgREST). `lib/repositories/index.ts` picks one per build; nothing above it knows which.
 */

/** Outcome of a login: the session user and whether an account existed (docs/product.md#e-mail-notices e-mails known users only). */
export interface LoginResult {
  user: User;
  /** False only for local mode's unknown e-mail, which starts a guest patient session. */
  known: boolean;
}

/** Accounts and the session (docs/product.md#accounts-and-sessions). */
export interface AccountRepository {
  /**
   * The stored session's user, read synchronously at start-up; null when logged out or when the
   * stored session cannot be read.
   */
  readSession(): User | null;
  /**
   * Registers an account and starts its session, all or nothing.
   * @throws {UserFacingError} 'All fields are required', an invalid e-mail, 'An account with
   *   this email already exists.', or (shared) that the server cannot be reached.
   * @throws {StorageQuotaError | StorageUnavailableError} when browser storage refuses.
   */
  register(input: RegistrationInput): Promise<User>;
  /**
   * Logs in and starts the session.
   * @throws {UserFacingError} 'Email and password are required', 'Invalid email or password.',
   *   (shared) the lockout message after 10 wrong passwords in 15 minutes, or no connection.
   * @throws {StorageQuotaError | StorageUnavailableError} when browser storage refuses.
   */
  logIn(email: string, password: string): Promise<LoginResult>;
  /** Ends the session here and, through the storage event, in every other tab. Never throws. */
  logOut(): void;
  /** Calls `listener` when another tab changes the stored session. @returns unsubscribe. */
  onExternalChange(listener: () => void): () => void;
}
