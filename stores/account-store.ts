import { create } from 'zustand';
import type { RegistrationInput, User } from '@/lib/account/user';
import { accountMessages } from '@/lib/account';
import { SessionExpiredError } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import { notify, type Notifier } from '@/lib/notifications';
import { accountRepository } from '@/lib/repositories';

/** The session (docs/product.md#accounts-and-sessions), stored under `user`. */
export interface SessionState {
  /** The logged-in user, or null when logged out. */
  user: User | null;
  /**
   * True once a session ended because the server found its token expired (shared mode), until
   * the next login or registration; /login then says so. Always false in local mode.
   */
  expired: boolean;
}

/** Whether the stored session has been read yet (it is read on the client only). */
export interface SessionLoadState {
  /**
   * False during the static build and until {@link SessionActions.loadSession} first runs on the
   * page, so guards show 'Loading...' until the session is known; stays true afterwards.
   */
  loaded: boolean;
}

/** Registering, logging in and out (docs/product.md#accounts-and-sessions). */
export interface SessionActions {
  /**
   * Reads the stored session through the account repository (at start-up, and when another tab
   * changed it, docs/decisions/005-tabs-share-writes.md). Never throws: storage that cannot be
   * read is a logged-out session.
   */
  loadSession: () => void;
  /**
   * Logs in (docs/product.md#accounts-and-sessions, docs/decisions/002-passwords-are-checked.md) and stores the session. Tells `notifier` of a known user's login (docs/product.md#e-mail-notices).
   * @throws {UserFacingError} 'Email and password are required', 'Invalid email or password.', …
   * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses; still logged out
   *   and storage unchanged (a first password for a legacy account is not kept either).
   */
  login: (email: string, password: string, notifier: Notifier) => Promise<User>;
  /**
   * Registers an account and logs it in (docs/product.md#accounts-and-sessions). Tells `notifier` of the registration (docs/product.md#e-mail-notices).
   * `users`, `credentials` and `user` are written all or nothing (docs/decisions/006-bad-data-is-kept.md).
   * @throws as {@link UsersActions.registerUser}.
   */
  register: (input: RegistrationInput, notifier: Notifier) => Promise<User>;
  /**
   * Claims the patient record of a one-time link with a new password and logs it in
   * (docs/shared-mode.md#patient-records-and-claim-links).
   * @throws {UserFacingError} a blank password, a used, unknown or expired link, no connection.
   */
  claimRecord: (token: string, password: string) => Promise<User>;
  /** Ends the session here and, through the `storage` event, in every other tab (docs/decisions/005-tabs-share-writes.md). */
  logout: () => void;
  /**
   * Ends a session whose token the server found expired (shared mode): logged out here and in
   * other tabs, and `expired` set so /login says why (docs/product.md#accounts-and-sessions).
   */
  expire: () => void;
}

/** Logged out: no user. */
export const initialSessionState: SessionState = { user: null, expired: false };

/** Whether this tab's own Logout ended the session (not another tab's, docs/decisions/005-tabs-share-writes.md). */
let loggedOutHere = false;

/**
 * Whether the session was ended by this tab's Logout, rather than by another tab (docs/decisions/005-tabs-share-writes.md) or never
 * started. The Logout button takes its tab home, so a protected page it leaves must not send it
 * to /login/ as well (components/account/require-session.tsx).
 */
export function wasLoggedOutHere(): boolean {
  return loggedOutHere;
}

/**
 * The logged-in user, stored as the original's plain `user` object (docs/decisions/001-storage-stays-compatible.md); null
 * when logged out. The account repository is the one path that reads and writes it: the actions
 * store it, {@link SessionActions.loadSession} reads it. A logout in another tab ends this one
 * too (docs/decisions/005-tabs-share-writes.md). Read with `useSessionStore((s) => s.user)`.
 */
export const useSessionStore = create<SessionState & SessionLoadState & SessionActions>()(
  (set) => ({
    ...initialSessionState,
    loaded: false,
    loadSession: () => set({ user: accountRepository.readSession(), loaded: true }),
    login: async (email, password, notifier) => {
      // The repository stores the session in the same all-or-nothing write as the account's
      // records: bad data is kept (docs/decisions/006-bad-data-is-kept.md).
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

// Any session, begun here or followed from another tab (docs/decisions/005-tabs-share-writes.md), ends what a Logout here meant.
useSessionStore.subscribe((state) => {
  if (state.user) loggedOutHere = false;
});

/**
 * Whether the stored session has been read on this page. False during the static build and the
 * first client render, so guards show 'Loading...' until it is known.
 */
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
    throw new UserFacingError(accountMessages.sessionExpired, { cause: error });
  }
}
