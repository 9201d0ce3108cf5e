import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { registerAccount, type RegistrationInput } from '@/lib/auth/accounts';
import { type User, userSchema } from '@/lib/domain';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readList } from '@/lib/storage/records';
import { plainListPersistOptions } from './plain-storage';

/** Registered users of this browser (SPEC §3 `users`). */
export interface UsersState {
  /** Every registered user, in registration order. Never holds a password (D2). */
  users: User[];
}

export interface UsersActions {
  /**
   * Registers an account (SPEC §5, D2, D3) and adds it to `users`.
   * @throws {UserFacingError} for missing fields, a bad e-mail or a taken e-mail.
   * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses; nothing changed.
   */
  registerUser: (input: RegistrationInput) => Promise<User>;
}

export const initialUsersState: UsersState = { users: [] };

export const useUsersStore = create<UsersState & UsersActions>()(
  persist(
    (set) => ({
      ...initialUsersState,
      registerUser: async (input) => {
        const user = await registerAccount(input);
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
