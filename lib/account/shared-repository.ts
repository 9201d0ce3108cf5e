import { isEmailAddress, type User, userSchema, validateRegistration } from '@/lib/account/user';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { createDataApi, type DataApi, failure } from '@/lib/data-api/client';
import { UserFacingError } from '@/lib/errors/messages';
import { accountRefusal, claimRefusal } from '@/lib/account/texts';
import type { Refusal } from '@/lib/errors/messages';
import * as z from '@/lib/schema';
import { readValue, writeValue } from '@/lib/storage/records';
import { subscribeToOtherTabs } from '@/lib/storage/web-storage';
import type { AccountRepository } from './repository';

/** Where shared mode's session lives in this browser: `{ token, user }`, the token valid one hour. */
export const SHARED_SESSION_KEY = 'sharedSession';

const sharedSessionSchema = z.looseObject({ token: z.string(), user: userSchema });
type SharedSession = z.infer<typeof sharedSessionSchema>;

function readSession(): SharedSession | null {
  try {
    return readValue(SHARED_SESSION_KEY, sharedSessionSchema).value;
  } catch {
    return null;
  }
}

/**
 * Shared mode's account repository (docs/shared-mode.md#accounts-tokens-and-lockout), and the
 * data API client carrying its session's token for the other shared repositories.
 */
export function createSharedAccountRepository(
  baseUrl: string,
  fetchImpl?: typeof fetch,
): { accounts: AccountRepository; client: DataApi } {
  const client = createDataApi(baseUrl, () => readSession()?.token, fetchImpl);

  async function startSession(
    call: 'login' | 'register' | 'claim_patient_record',
    args: Record<string, string>,
    refused: Record<string, string | Refusal>,
  ): Promise<User> {
    const { data, error, status } = await (await client()).rpc(call, args);
    if (error) throw failure(status, error, refused);
    const session = sharedSessionSchema.parse(data);
    // The database's name for the holder's date of birth, as the site's user record names it.
    const born = (session.user as { date_of_birth?: unknown }).date_of_birth;
    if (typeof born === 'string') session.user = { ...session.user, dateOfBirth: born };
    writeValue(SHARED_SESSION_KEY, session);
    return session.user;
  }

  /** `user` as the session here keeps it from now on. */
  function keepInSession(user: User): User {
    const session = readSession();
    if (session) writeValue(SHARED_SESSION_KEY, { ...session, user });
    return user;
  }

  const accounts: AccountRepository = {
    readSession: () => readSession()?.user ?? null,
    register: async (input) => {
      const problem = validateRegistration(input);
      if (problem) throw new UserFacingError(problem);
      const user = await startSession(
        'register',
        {
          name: input.name.trim(),
          email: input.email.trim(),
          password: input.password,
          role: input.role,
          language: input.language ?? DEFAULT_LOCALE,
        },
        {
          '23505': accountRefusal('emailTaken'),
          '22023': accountRefusal('registerRequired'),
          '23514': accountRefusal('invalidEmail'),
        },
      );
      return user;
    },
    logIn: async (email, password) => {
      if (!email.trim() || !password) throw new UserFacingError(accountRefusal('loginRequired'));
      if (!isEmailAddress(email)) throw new UserFacingError(accountRefusal('invalidEmail'));
      const user = await startSession(
        'login',
        { email: email.trim(), password },
        { '28P01': accountRefusal('invalidCredentials'), PT429: accountRefusal('loginLocked') },
      );
      return { user, known: true };
    },
    claimRecord: async (token, password) => {
      if (!token.trim()) throw new UserFacingError(claimRefusal('claimLinkInvalid'));
      if (!password) throw new UserFacingError(claimRefusal('claimPasswordRequired'));
      return startSession(
        'claim_patient_record',
        { claim_token: token.trim(), password },
        {
          '28000': claimRefusal('claimLinkInvalid'),
          '22023': claimRefusal('claimPasswordRequired'),
          '23505': claimRefusal('claimEmailTaken'),
        },
      );
    },
    setDateOfBirth: async (user, dateOfBirth) => {
      const { error, status } = await (
        await client()
      ).rpc('set_date_of_birth', { date_of_birth: dateOfBirth });
      // The database's sentence for a date it refuses is the form's own (22023, 23514).
      if (error?.code === '22023' || error?.code === '23514')
        throw new UserFacingError(error.message);
      if (error) throw failure(status, error, {});
      return keepInSession({ ...user, dateOfBirth });
    },
    setLanguage: async (user, language) => {
      const { error, status } = await (await client()).rpc('set_language', { language });
      if (error) throw failure(status, error, {});
      return keepInSession({ ...user, language });
    },
    readDateOfBirth: async (user) => {
      const { data, error, status } = await (
        await client()
      )
        .from('accounts')
        .select('date_of_birth')
        .eq('id', user.id);
      if (error) throw failure(status, error, {});
      const born = (data as { date_of_birth?: unknown }[])[0]?.date_of_birth;
      return typeof born === 'string' ? keepInSession({ ...user, dateOfBirth: born }) : user;
    },
    logOut: () => {
      try {
        writeValue(SHARED_SESSION_KEY, null);
      } catch (error) {
        console.warn('Could not clear the stored session.', error);
      }
    },
    onExternalChange: (listener) =>
      subscribeToOtherTabs((key) => {
        if (key === null || key === SHARED_SESSION_KEY) listener();
      }),
  };

  return { accounts, client };
}
