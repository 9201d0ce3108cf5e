import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RegistrationInput } from '@/lib/account/local-accounts';
import type { User } from '@/lib/account/user';
import { notify } from '@/lib/notifications';
import { accountRepository } from '@/lib/repositories';
import { STORAGE_KEYS } from '@/lib/storage/keys';

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

/** Registering, logging in and out (docs/product.md#accounts-and-sessions). */
export interface SessionActions {
  /**
   * Logs in (docs/product.md#accounts-and-sessions, docs/decisions/002-passwords-are-checked.md) and stores the session. Notifies a known user's login (docs/product.md#e-mail-notices).
   * @throws {UserFacingError} 'Email and password are required', 'Invalid email or password.', …
   * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses; still logged out
   *   and storage unchanged (a first password for a legacy account is not kept either).
   */
  login: (email: string, password: string) => Promise<User>;
  /**
   * Registers an account and logs it in (docs/product.md#accounts-and-sessions). Notifies the registration (docs/product.md#e-mail-notices).
   * `users`, `credentials` and `user` are written all or nothing (docs/decisions/006-bad-data-is-kept.md).
   * @throws as {@link UsersActions.registerUser}.
   */
  register: (input: RegistrationInput) => Promise<User>;
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
 * The logged-in user, stored as the plain `user` object (docs/decisions/001-storage-stays-compatible.md); absent when logged out. A
 * logout in another tab ends this one too (docs/decisions/005-tabs-share-writes.md). Read with `useSessionStore((s) => s.user)`.
 */
export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...initialSessionState,
      login: async (email, password) => {
        // The repository stores the session in the same all-or-nothing step as the account's
        // own writes: a refused write keeps nothing (docs/decisions/006-bad-data-is-kept.md).
        const { user, known } = await accountRepository.logIn(email, password);
        set({ user, expired: false });
        if (known) notify((notifier) => notifier.loggedIn(user));
        return user;
      },
      register: async (input) => {
        const user = await accountRepository.register(input);
        set({ user, expired: false });
        notify((notifier) => notifier.registered(user));
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
    {
      name: STORAGE_KEYS.session,
      skipHydration: true,
      // Read-only: the repository's actions are the one path that writes the session.
      partialize: (state) => ({ user: state.user }),
      storage: {
        getItem: () => ({ state: { user: accountRepository.readSession() }, version: 0 }),
        setItem: () => {},
        removeItem: () => {},
      },
    },
  ),
);

// Any session, begun here or followed from another tab (docs/decisions/005-tabs-share-writes.md), ends what a Logout here meant.
useSessionStore.subscribe((state) => {
  if (state.user) loggedOutHere = false;
});

let sessionEverHydrated = false;

/** True once the session has been read; stays true while another tab's change is re-read. */
function isSessionHydrated(): boolean {
  sessionEverHydrated ||= useSessionStore.persist.hasHydrated();
  return sessionEverHydrated;
}

/**
 * Whether the stored session has been read on this page (docs/style.md#stores-and-repositories). False during the
 * static build and the first client render, so guards show 'Loading...' until it is known.
 */
export function useSessionHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useSessionStore.persist.onFinishHydration(onChange),
    isSessionHydrated,
    () => false,
  );
}
