import {
  isEmailAddress,
  normalizeEmail,
  type RegistrationInput,
  type User,
  userSchema,
  validateRegistration,
} from '@/lib/account/user';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { nextTimestampId } from '@/lib/storage/ids';
import { UserFacingError } from '@/lib/errors/messages';
import { accountRefusal } from '@/lib/account/texts';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { invalidKeyFor, readList, updateList } from '@/lib/storage/records';
import { allOrNothing, readRaw } from '@/lib/storage/web-storage';
import { type Credential, credentialSchema, hashPassword, verifyPassword } from './password';
import type { LoginResult } from './repository';

/** Options: a fixed clock for tests, and the caller's own writes. */
export interface AccountOptions {
  now?: number;
  /** Writes of the same action (the session), made in the same {@link allOrNothing} step as the account's. */
  alsoStore?: (user: User) => void;
}

const credentialIdOf = (credential: Credential) => credential.email;

function findUser(email: string): User | undefined {
  const wanted = normalizeEmail(email);
  return readList(STORAGE_KEYS.users, userSchema).value.find(
    (user) => normalizeEmail(user.email) === wanted,
  );
}

function findCredential(email: string): Credential | undefined {
  const wanted = normalizeEmail(email);
  return readList(STORAGE_KEYS.credentials, credentialSchema).value.find(
    (credential) => credential.email === wanted,
  );
}

/** Whether a credential record was set aside as invalid; its owner cannot be known (docs/decisions/019-old-accounts-take-their-first-password.md). */
function hasSetAsideCredentials(): boolean {
  const raw = readRaw(invalidKeyFor(STORAGE_KEYS.credentials));
  return raw !== null && raw !== '[]';
}

function saveCredential(credential: Credential): void {
  updateList(STORAGE_KEYS.credentials, credentialSchema, (current) => [
    ...current.filter((stored) => credentialIdOf(stored) !== credential.email),
    credential,
  ]);
}

/**
 * Registers a local-mode account, one per e-mail (docs/decisions/003-one-account-per-email.md):
 * the user under `users` with the page's language when it is not English (docs/languages.md#the-accounts-language), its PBKDF2 hash under `credentials` and `options.alsoStore`'s writes,
 * all or nothing. Returns the new user, id timestamp-based.
 * @throws {UserFacingError} 'All fields are required', an invalid or a taken e-mail.
 * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses the write.
 */
export async function registerAccount(
  input: RegistrationInput,
  options: AccountOptions = {},
): Promise<User> {
  const problem = validateRegistration(input);
  if (problem) throw new UserFacingError(problem);
  const email = input.email.trim();
  if (findUser(email)) throw new UserFacingError(accountRefusal('emailTaken'));

  // Hashing is async, so it is done before the synchronous all-or-nothing write.
  const credential = await hashPassword(normalizeEmail(email), input.password);
  return allOrNothing(() => {
    let user: User | undefined;
    updateList(STORAGE_KEYS.users, userSchema, (current) => {
      // Re-checked on the fresh list: another tab may have registered the address meanwhile.
      if (current.some((stored) => normalizeEmail(stored.email) === normalizeEmail(email))) {
        throw new UserFacingError(accountRefusal('emailTaken'));
      }
      user = {
        id: nextTimestampId(current, options.now ?? Date.now()),
        name: input.name.trim(),
        email,
        role: input.role,
        // English is the default and is not written, so an English account keeps
        // exactly the original fields in its stored record (docs/storage.md).
        ...(input.language && input.language !== DEFAULT_LOCALE
          ? { language: input.language }
          : {}),
      };
      return [...current, user];
    });
    const created = user as User;
    saveCredential(credential);
    options.alsoStore?.(created);
    return created;
  });
}

/**
 * Logs in in local mode (docs/product.md#accounts-and-sessions): an unknown e-mail starts a
 * patient session; an account without a password takes the first one used.
 * @throws {UserFacingError} a missing field, an invalid e-mail, or 'Invalid email or password.'
 * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses access.
 */
export async function logIn(
  email: string,
  password: string,
  options: AccountOptions = {},
): Promise<LoginResult> {
  if (!email.trim() || !password) throw new UserFacingError(accountRefusal('loginRequired'));
  if (!isEmailAddress(email)) throw new UserFacingError(accountRefusal('invalidEmail'));

  const user = findUser(email);
  if (!user) {
    const address = email.trim();
    const name = address.slice(0, address.indexOf('@'));
    const guest: User = {
      id: Math.floor(options.now ?? Date.now()),
      name,
      email: address,
      role: 'patient',
    };
    allOrNothing(() => options.alsoStore?.(guest));
    return { user: guest, known: false };
  }
  const credential = findCredential(email);
  if (!credential) {
    if (hasSetAsideCredentials()) throw new UserFacingError(accountRefusal('invalidCredentials'));
    const first = await hashPassword(normalizeEmail(email), password);
    allOrNothing(() => {
      saveCredential(first);
      options.alsoStore?.(user);
    });
    return { user, known: true };
  }
  if (!(await verifyPassword(credential, password))) {
    throw new UserFacingError(accountRefusal('invalidCredentials'));
  }
  allOrNothing(() => options.alsoStore?.(user));
  return { user, known: true };
}
