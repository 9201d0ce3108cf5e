import { logIn, registerAccount } from '@/lib/account/local-accounts';
import { type User, userSchema } from '@/lib/account/user';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readList, readValue, writeValue } from '@/lib/storage/records';
import { onOtherTabWrite } from '@/lib/storage/web-storage';
import type { AccountRepository } from './repository';

/**
 * Local mode's accounts: everything in this browser's localStorage, in the original product's
 * plain JSON keys (docs/product.md#storage, docs/decisions/001-storage-stays-compatible.md).
 */

function writeSession(user: User): void {
  writeValue(STORAGE_KEYS.session, user);
}

/** Accounts under `users` and `credentials`, the session under `user`. */
export const localAccountRepository: AccountRepository = {
  readSession: () => {
    try {
      // The accounts are validated at start-up too, as the original product read them, so
      // records that fail are set aside at once (docs/decisions/006-bad-data-is-kept.md).
      readList(STORAGE_KEYS.users, userSchema);
      return readValue(STORAGE_KEYS.session, userSchema).value;
    } catch (error) {
      // A browser that refuses storage starts logged out.
      console.warn("Could not read 'user' from browser storage.", error);
      return null;
    }
  },
  register: (input) => registerAccount(input, { alsoStore: writeSession }),
  logIn: (email, password) => logIn(email, password, { alsoStore: writeSession }),
  logOut: () => {
    try {
      writeValue(STORAGE_KEYS.session, null);
    } catch (error) {
      console.warn('Could not clear the stored session.', error);
    }
  },
  onExternalChange: (listener) => onOtherTabWrite(STORAGE_KEYS.session, listener),
};
