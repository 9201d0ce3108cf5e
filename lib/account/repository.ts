import type { RegistrationInput, User } from '@/lib/account/user';
import type { Locale } from '@/lib/i18n';

/** Outcome of a login: the session user and whether an account existed (docs/notifications.md e-mails known users only). */
export interface LoginResult {
  user: User;
  /** False only for local mode's unknown e-mail, which starts a guest patient session. */
  known: boolean;
}

/** Accounts and the session (docs/product.md#accounts-and-sessions), local or shared mode (docs/architecture.md#repositories). */
export interface AccountRepository {
  /** The stored session's user, read synchronously; null when logged out or unreadable. */
  readSession(): User | null;
  /**
   * Registers an account and starts its session, all or nothing (docs/product.md#accounts-and-sessions).
   * @throws {UserFacingError} a missing field, an invalid or taken e-mail, or (shared) no connection.
   * @throws {StorageQuotaError | StorageUnavailableError} when browser storage refuses.
   */
  register(input: RegistrationInput): Promise<User>;
  /**
   * Logs in and starts the session (docs/product.md#accounts-and-sessions).
   * @throws {UserFacingError} a missing field, 'Invalid email or password.', (shared) the lockout or no connection.
   * @throws {StorageQuotaError | StorageUnavailableError} when browser storage refuses.
   */
  logIn(email: string, password: string): Promise<LoginResult>;
  /**
   * Claims a patient record the clinic made, with its one-time link's token, setting the password
   * and starting the session (docs/front-desk.md#patient-records-and-claim-links).
   * @throws {UserFacingError} a blank password, a used, unknown or expired link, or (local mode)
   *   always: local mode has no records made by the clinic.
   */
  claimRecord(token: string, password: string): Promise<User>;
  /**
   * Keeps the logged-in account holder's date of birth ('yyyy-MM-dd', already checked as a
   * family member's is: docs/family-members.md#the-details) with the account and its session
   * (docs/visit-types.md#age-limits). Local: on `user`'s record under `users` and the session;
   * shared: api.set_date_of_birth, which checks it again, then the session here.
   * @returns the session's user with it.
   * @throws {UserFacingError} (shared) the database refused it (its sentence), or no connection.
   * @throws {SessionExpiredError} (shared); {StorageQuotaError | StorageUnavailableError} (local).
   */
  setDateOfBirth(user: User, dateOfBirth: string): Promise<User>;
  /**
   * The session's user with the date of birth the account keeps, when it has one the session does
   * not know yet (docs/visit-types.md#age-limits). Local: the user as it is (its record holds it).
   * Shared: GET /accounts (its own row), kept in the session here when it has one.
   * @throws {UserFacingError} (shared) no connection; {SessionExpiredError} (shared).
   */
  readDateOfBirth(user: User): Promise<User>;
  /**
   * Keeps `language` as the logged-in account's language, the one its e-mails go out in
   * (docs/languages.md#the-accounts-language). Local: on `user`'s record under `users` and the
   * session; shared: api.set_language, then the session here.
   * @returns the session's user with it.
   * @throws {UserFacingError} (shared) no connection; {SessionExpiredError} (shared);
   *   {StorageQuotaError | StorageUnavailableError} (local).
   */
  setLanguage(user: User, language: Locale): Promise<User>;
  /** Ends the session here and, through the storage event, in every other tab. Never throws. */
  logOut(): void;
  /** Calls `listener` when another tab changes the session; returns unsubscribe. */
  onExternalChange(listener: () => void): () => void;
}
