import { logIn, registerAccount } from '@/lib/account/local-accounts';
import { claimRefusal } from '@/lib/account/texts';
import { type User, userSchema } from '@/lib/account/user';
import { UserFacingError } from '@/lib/errors/messages';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readList, readValue, updateList, writeValue } from '@/lib/storage/records';
import { allOrNothing, onOtherTabWrite } from '@/lib/storage/web-storage';
import type { AccountRepository } from './repository';

function writeSession(user: User): void {
  writeValue(STORAGE_KEYS.session, user);
}

/** `change` on `user`'s record under `users` and on the session, all or nothing; returns the session's user. */
function keepOnAccount(user: User, change: Partial<User>): User {
  const updated: User = { ...user, ...change };
  allOrNothing(() => {
    // A guest session (an e-mail with no account here) has no record under `users`.
    updateList(STORAGE_KEYS.users, userSchema, (current) =>
      current.map((stored) =>
        String(stored.id) === String(user.id) ? { ...stored, ...change } : stored,
      ),
    );
    writeSession(updated);
  });
  return updated;
}

/** Local mode's account repository: `users`, `credentials` and the session under `user` (docs/storage.md). */
export const localAccountRepository: AccountRepository = {
  readSession: () => {
    try {
      // Read at start-up as the original did, so invalid records are set aside at once (docs/decisions/006-bad-data-is-kept.md).
      readList(STORAGE_KEYS.users, userSchema);
      return readValue(STORAGE_KEYS.session, userSchema).value;
    } catch (error) {
      console.warn("Could not read 'user' from browser storage.", error);
      return null;
    }
  },
  register: (input) => registerAccount(input, { alsoStore: writeSession }),
  logIn: (email, password) => logIn(email, password, { alsoStore: writeSession }),
  claimRecord: () => Promise.reject(new UserFacingError(claimRefusal('claimSharedOnly'))),
  setDateOfBirth: async (user, dateOfBirth) => keepOnAccount(user, { dateOfBirth }),
  setLanguage: async (user, language) => keepOnAccount(user, { language }),
  readDateOfBirth: async (user) => user,
  logOut: () => {
    try {
      writeValue(STORAGE_KEYS.session, null);
    } catch (error) {
      console.warn('Could not clear the stored session.', error);
    }
  },
  onExternalChange: (listener) => onOtherTabWrite(STORAGE_KEYS.session, listener),
};
