import { create } from 'zustand';
import type { RegistrationInput, User } from '@/lib/account/user';
import { accountRefusal } from '@/lib/account';
import { SessionExpiredError } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import type { Locale } from '@/lib/i18n';
import { notify, type Notifier } from '@/lib/notifications';
import { accountRepository } from '@/lib/repositories';

/** The session (docs/product.md#accounts-and-sessions), stored under `user`. */
export interface SessionState {
  /** The logged-in user, or null when logged out. */
  user: User | null;
  /** True after the server ended an expired session (shared mode), until the next login. */
  expired: boolean;
}

/** Whether the stored session has been read yet (it is read on the client only). */
export interface SessionLoadState {
  /** False until {@link SessionActions.loadSession} first runs; guards show 'Loading...'. */
  loaded: boolean;
}

/** Registering, logging in and out (docs/product.md#accounts-and-sessions). */
export interface SessionActions {
  /** Reads the stored session (also after another tab's change); unreadable storage is logged out. */
  loadSession: () => void;
  /**
   * Logs in and stores the session (docs/decisions/002-passwords-are-checked.md); tells `notifier`.
   * @throws {UserFacingError} 'Email and password are required', 'Invalid email or password.', …
   * @throws {StorageQuotaError | StorageUnavailableError} still logged out, storage unchanged.
   */
  login: (email: string, password: string, notifier: Notifier) => Promise<User>;
  /**
   * Registers an account, logs it in (all or nothing) and tells `notifier`.
   * @throws as {@link UsersActions.registerUser}.
   */
  register: (input: RegistrationInput, notifier: Notifier) => Promise<User>;
  /**
   * Claims the patient record of a one-time link with a new password and logs it in
   * (docs/front-desk.md#patient-records-and-claim-links).
   * @throws {UserFacingError} a blank password, a used, unknown or expired link, no connection.
   */
  claimRecord: (token: string, password: string) => Promise<User>;
  /**
   * Keeps the logged-in account holder's date of birth ('yyyy-MM-dd', checked by the caller as
   * a family member's is) with the account (docs/visit-types.md#age-limits).
   * @returns the session's user with it.
   * @throws {UserFacingError} nobody is logged in, or as `AccountRepository.setDateOfBirth`.
   */
  setDateOfBirth: (dateOfBirth: string) => Promise<User>;
  /**
   * Reads the date of birth the account keeps into the session when the session does not know
   * it yet (shared mode: another device gave it). Never throws: a failure is logged, and the
   * form asks for it instead.
   */
  readDateOfBirth: () => Promise<void>;
  /**
   * Keeps `language` as the logged-in account's language, the one its e-mails go out in, when it
   * differs (docs/languages.md#the-accounts-language): the header's language switch calls it.
   * Nothing when logged out. Never throws: a failure is logged, and the account keeps its language.
   */
  setLanguage: (language: Locale) => Promise<void>;
  /** Ends the session here and in every other tab (docs/decisions/005-tabs-share-writes.md). */
  logout: () => void;
  /** Ends a session the server found expired, setting `expired` so /login says why. */
  expire: () => void;
}

/** Logged out: no user. */
export const initialSessionState: SessionState = { user: null, expired: false };

let loggedOutHere = false;

/**
 * Whether this tab's own Logout ended the session: the button takes its tab home, so the protected
 * page it leaves must not send it to /login/ too (docs/decisions/005-tabs-share-writes.md).
 */
export function wasLoggedOutHere(): boolean {
  return loggedOutHere;
}

/**
 * The session store (docs/product.md#accounts-and-sessions); the account repository is the one
 * path that reads and writes the stored `user`. Read with `useSessionStore((s) => s.user)`.
 */
export const useSessionStore = create<SessionState & SessionLoadState & SessionActions>()(
  (set, get) => ({
    ...initialSessionState,
    loaded: false,
    loadSession: () => set({ user: accountRepository.readSession(), loaded: true }),
    login: async (email, password, notifier) => {
      const { user, known } = await accountRepository.logIn(email, password);
      set({ user, expired: false });
      if (known) notify(() => notifier.loggedIn(user));
      return user;
    },
    register: async (input, notifier) => {
      const user = await accountRepository.register(input);
      set({ user, expired: false });
      notify(() => notifier.registered(user));
      return user;
    },
    claimRecord: async (token, password) => {
      const user = await accountRepository.claimRecord(token, password);
      set({ user, expired: false });
      return user;
    },
    setDateOfBirth: async (dateOfBirth) => {
      const current = get().user;
      if (!current) throw new UserFacingError(accountRefusal('sessionExpired'));
      const user = await withSession(() => accountRepository.setDateOfBirth(current, dateOfBirth));
      set({ user });
      return user;
    },
    readDateOfBirth: async () => {
      const current = get().user;
      if (!current || current.dateOfBirth) return;
      try {
        const user = await accountRepository.readDateOfBirth(current);
        if (user.dateOfBirth && get().user === current) set({ user });
      } catch (error) {
        console.warn('Could not read the date of birth.', error);
      }
    },
    setLanguage: async (language) => {
      const current = get().user;
      if (!current || current.language === language) return;
      try {
        const user = await withSession(() => accountRepository.setLanguage(current, language));
        // Another login or a logout meanwhile has its own language.
        if (get().user === current) set({ user });
      } catch (error) {
        console.warn('Could not keep the language with the account.', error);
      }
    },
    logout: () => {
      accountRepository.logOut();
      loggedOutHere = true;
      set({ user: null });
    },
    expire: () => {
      accountRepository.logOut();
      set({ user: null, expired: true });
    },
  }),
);

// Any new session, here or followed from another tab, ends what a Logout here meant.
useSessionStore.subscribe((state) => {
  if (state.user) loggedOutHere = false;
});

/** Whether the stored session has been read on this page (false during the static build). */
export function useSessionHydrated(): boolean {
  return useSessionStore((state) => state.loaded);
}

/**
 * Runs a shared-mode call for a store; an expired session (SessionExpiredError) ends the session
 * and reaches the caller as 'Your session has expired. Please log in again.' (UserFacingError).
 */
export async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) throw error;
    useSessionStore.getState().expire();
    throw new UserFacingError(accountRefusal('sessionExpired'), { cause: error });
  }
}
