import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type AccountOptions, registerAccount, type RegistrationInput } from '@/lib/auth/accounts';
import { type User, userSchema } from '@/lib/domain';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readList } from '@/lib/storage/records';
import { plainListPersistOptions } from './plain-storage';

/** Registered users of this browser (SPEC §3 `users`). */
export interface UsersState {
  /** Every registered user, in registration order. Never holds a password (D2). */
  users: User[];
}

/** Registering accounts (SPEC §5; D2, D3). */
export interface UsersActions {
  /**
   * Registers an account (SPEC §5, D2, D3) and adds it to `users`. `options.alsoStore` makes
   * further writes (the session) part of the same all-or-nothing step.
   * @throws {UserFacingError} for missing fields, a bad e-mail or a taken e-mail.
   * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses; nothing changed.
   */
  registerUser: (
    input: RegistrationInput,
    options?: Pick<AccountOptions, 'alsoStore'>,
  ) => Promise<User>;
}

/** Before the stored list is read: no users. */
export const initialUsersState: UsersState = { users: [] };

/**
 * Every account registered in this browser, persisted as the plain `users` array (D1), merged
 * by id with other tabs' writes (D5). Password hashes live apart, under `credentials` (D2).
 */
export const useUsersStore = create<UsersState & UsersActions>()(
  persist(
    (set) => ({
      ...initialUsersState,
      registerUser: async (input, options) => {
        const user = await registerAccount(input, options);
        set({ users: readList(STORAGE_KEYS.users, userSchema).value });
        return user;
      },
    }),
    plainListPersistOptions<UsersState & UsersActions, 'users', User>(
      STORAGE_KEYS.users,
      'users',
      userSchema,
    ),
  ),
);
