import { normalizeEmail, type Role, ROLES, type User, userSchema } from '@/lib/domain';
import { nextTimestampId } from '@/lib/ids';
import { messages, UserFacingError } from '@/lib/messages';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { readList, updateList } from '@/lib/storage/records';
import { type Credential, credentialSchema, hashPassword, verifyPassword } from './password';

/**
 * Accounts kept in this browser (SPEC §5, §6; DECISIONS D2, D3). Users live under `users`,
 * password hashes under `credentials`; the session itself is the caller's to store.
 */

/** What the registration form submits. */
export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** Outcome of a login: the session user and whether an account existed (SPEC §7 e-mails known users only). */
export interface LoginResult {
  user: User;
  known: boolean;
}

/** Options for tests: a fixed clock and a cheaper hash. */
export interface AccountOptions {
  /** Current time, ms since the epoch; ids are derived from it. */
  now?: number;
  /** PBKDF2 iterations for new hashes; production uses the default. */
  iterations?: number;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `email` looks like an address (something@domain.tld, no spaces). */
export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
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

function saveCredential(credential: Credential): void {
  updateList(STORAGE_KEYS.credentials, credentialSchema, (current) => [
    ...current.filter((stored) => credentialIdOf(stored) !== credential.email),
    credential,
  ]);
}

/**
 * Validates the registration form (SPEC §5: all fields required; plus a well-formed e-mail).
 * @returns the first problem's message, or null when the input is acceptable.
 */
export function validateRegistration(input: RegistrationInput): string | null {
  if (!input.name.trim() || !input.email.trim() || !input.password)
    return messages.registerRequired;
  if (!isEmailAddress(input.email)) return messages.invalidEmail;
  if (!ROLES.includes(input.role)) return messages.registerRequired;
  return null;
}

/**
 * Registers an account (SPEC §5, D2, D3): stores the user under `users` and a PBKDF2 hash of
 * the password under `credentials`. Either both are stored or neither is.
 * @returns the new user, id timestamp-based.
 * @throws {UserFacingError} 'All fields are required', an invalid e-mail, or D3's 'An account
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
  if (findUser(email)) throw new UserFacingError(messages.emailTaken);

  const credential = await hashPassword(normalizeEmail(email), input.password, options.iterations);
  const previousCredential = findCredential(email);
  saveCredential(credential);
  let user: User | undefined;
  try {
    updateList(STORAGE_KEYS.users, userSchema, (current) => {
      // Re-checked on the fresh list: another tab may have registered the address meanwhile.
      if (current.some((stored) => normalizeEmail(stored.email) === normalizeEmail(email))) {
        throw new UserFacingError(messages.emailTaken);
      }
      user = {
        id: nextTimestampId(current, options.now ?? Date.now()),
        name: input.name.trim(),
        email,
        role: input.role,
      };
      return [...current, user];
    });
  } catch (error) {
    updateList(STORAGE_KEYS.credentials, credentialSchema, (current) => {
      const others = current.filter((stored) => stored.email !== credential.email);
      return previousCredential ? [...others, previousCredential] : others;
    });
    throw error;
  }
  return user as User;
}

/**
 * Logs in (SPEC §6, D2). A registered e-mail must come with its password. An e-mail with no
 * account in this browser starts a patient session named after the part before the at sign,
 * as SPEC §6 says. An account that the original product left without a password (no
 * credential) takes the first password it is logged in with.
 * @throws {UserFacingError} 'Email and password are required', an invalid e-mail, or D2's
 *   'Invalid email or password.'
 * @throws {StorageQuotaError | StorageUnavailableError} when storage refuses access.
 */
export async function logIn(
  email: string,
  password: string,
  options: AccountOptions = {},
): Promise<LoginResult> {
  if (!email.trim() || !password) throw new UserFacingError(messages.loginRequired);
  if (!isEmailAddress(email)) throw new UserFacingError(messages.invalidEmail);

  const user = findUser(email);
  if (!user) {
    const address = email.trim();
    const name = address.slice(0, address.indexOf('@'));
    return {
      user: { id: Math.floor(options.now ?? Date.now()), name, email: address, role: 'patient' },
      known: false,
    };
  }
  const credential = findCredential(email);
  if (!credential) {
    saveCredential(await hashPassword(normalizeEmail(email), password, options.iterations));
    return { user, known: true };
  }
  if (!(await verifyPassword(credential, password))) {
    throw new UserFacingError(messages.invalidCredentials);
  }
  return { user, known: true };
}
