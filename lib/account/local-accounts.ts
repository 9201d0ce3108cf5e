import {
  isEmailAddress,
  normalizeEmail,
  type RegistrationInput,
  type User,
  userSchema,
  validateRegistration,
} from '@/lib/account/user';
import { nextTimestampId } from '@/lib/storage/ids';
import { UserFacingError } from '@/lib/errors/messages';
import { accountMessages } from '@/lib/account/texts';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { invalidKeyFor, readList, updateList } from '@/lib/storage/records';
import { allOrNothing, readRaw } from '@/lib/storage/web-storage';
import { type Credential, credentialSchema, hashPassword, verifyPassword } from './password';
import type { LoginResult } from './repository';

/**
 * Accounts kept in this browser (docs/product.md#texts, docs/product.md#accounts-and-sessions; docs/decisions/002-passwords-are-checked.md, docs/decisions/003-one-account-per-email.md). Users live under `users`,
 * password hashes under `credentials`; the session itself is the caller's to store.
 */

/** Options: a fixed clock and a cheaper hash for tests, and the caller's own writes. */
export interface AccountOptions {
  /** Current time, ms since the epoch; ids are derived from it. */
  now?: number;
  /** PBKDF2 iterations for new hashes; production uses the default. */
  iterations?: number;
  /**
   * Further storage writes that belong to the same action (the session under `user`, docs/product.md#appointments-list),
   * made synchronously inside the same {@link allOrNothing} step as the account's own writes:
   * if any write fails, none of them is kept. Called with the user the action resolves to.
   */
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

/** Whether any credential record was set aside as invalid (docs/decisions/006-bad-data-is-kept.md); its owner cannot be known. */
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
 * Registers an account (docs/product.md#texts, docs/decisions/002-passwords-are-checked.md, docs/decisions/003-one-account-per-email.md): stores the user under `users`, a PBKDF2 hash of the
 * password under `credentials`, and whatever `options.alsoStore` writes, all or nothing (docs/decisions/006-bad-data-is-kept.md):
 * on any failure every key is left byte-for-byte as it was.
 * @returns the new user, id timestamp-based.
 * @throws {UserFacingError} 'All fields are required', an invalid e-mail, or the rule in docs/decisions/003-one-account-per-email.md 'An account
 *   with this email already exists.'
 * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses the write.
 */
export async function registerAccount(
  input: RegistrationInput,
  options: AccountOptions = {},
): Promise<User> {
  const problem = validateRegistration(input);
  if (problem) throw new UserFacingError(problem);
  const email = input.email.trim();
  if (findUser(email)) throw new UserFacingError(accountMessages.emailTaken);

  // Hashing is async, so it is done before the synchronous all-or-nothing write.
  const credential = await hashPassword(normalizeEmail(email), input.password, options.iterations);
  return allOrNothing(() => {
    let user: User | undefined;
    updateList(STORAGE_KEYS.users, userSchema, (current) => {
      // Re-checked on the fresh list: another tab may have registered the address meanwhile.
      if (current.some((stored) => normalizeEmail(stored.email) === normalizeEmail(email))) {
        throw new UserFacingError(accountMessages.emailTaken);
      }
      user = {
        id: nextTimestampId(current, options.now ?? Date.now()),
        name: input.name.trim(),
        email,
        role: input.role,
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
 * Logs in (docs/product.md#accounts-and-sessions, docs/decisions/002-passwords-are-checked.md). A registered e-mail must come with its password. An e-mail with no
 * account in this browser starts a patient session named after the part before the at sign,
 * as docs/product.md#accounts-and-sessions says. An account that the original product left without a password (no
 * credential) takes the first password it is logged in with; that hash and whatever
 * `options.alsoStore` writes are stored all or nothing (docs/decisions/006-bad-data-is-kept.md), so a refused session write does
 * not leave the password set. No account is claimed that way while credential records are set
 * aside under `credentials.invalid`: its hash may be among them, and claiming would hand the
 * account to whoever logs in first.
 * @throws {UserFacingError} 'Email and password are required', an invalid e-mail, or the rule in docs/decisions/002-passwords-are-checked.md
 *   'Invalid email or password.'
 * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses access.
 */
export async function logIn(
  email: string,
  password: string,
  options: AccountOptions = {},
): Promise<LoginResult> {
  if (!email.trim() || !password) throw new UserFacingError(accountMessages.loginRequired);
  if (!isEmailAddress(email)) throw new UserFacingError(accountMessages.invalidEmail);

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
    if (hasSetAsideCredentials()) throw new UserFacingError(accountMessages.invalidCredentials);
    const first = await hashPassword(normalizeEmail(email), password, options.iterations);
    allOrNothing(() => {
      saveCredential(first);
      options.alsoStore?.(user);
    });
    return { user, known: true };
  }
  if (!(await verifyPassword(credential, password))) {
    throw new UserFacingError(accountMessages.invalidCredentials);
  }
  allOrNothing(() => options.alsoStore?.(user));
  return { user, known: true };
}
