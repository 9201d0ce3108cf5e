import { localAccountRepository } from '@/lib/account';
import { languageOf, type User } from '@/lib/account/user';

const storedJson = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** A record of `users` as stored before accounts had a language. */
const olderRecord = {
  id: 1_700_000_000_000,
  name: 'Old',
  email: 'old@example.com',
  role: 'patient',
};

beforeEach(() => window.localStorage.clear());

describe("an account's language in local mode (docs/languages.md#the-accounts-language)", () => {
  it("keeps the registration page's language on the record and the session", async () => {
    const user = await localAccountRepository.register({
      name: 'Sofía',
      email: 'sofia@example.com',
      password: 'pw',
      role: 'patient',
      language: 'es',
    });
    expect(user.language).toBe('es');
    expect(storedJson('users')).toEqual([expect.objectContaining({ language: 'es' })]);
    expect(storedJson('user')).toEqual(expect.objectContaining({ language: 'es' }));
  });

  it('reads a record written before languages as English, and keeps it as it was', () => {
    window.localStorage.setItem('users', JSON.stringify([olderRecord]));
    window.localStorage.setItem('user', JSON.stringify(olderRecord));
    const session = localAccountRepository.readSession() as User;
    expect(session).toEqual(olderRecord);
    expect(languageOf(session)).toBe('en');
    expect(languageOf({ language: 'fr' })).toBe('en');
    expect(storedJson('users')).toEqual([olderRecord]);
    expect(window.localStorage.getItem('users.invalid')).toBeNull();
  });

  it('changes the language on the record and the session, keeping every other field', async () => {
    const record = { ...olderRecord, legacyField: 'kept' };
    window.localStorage.setItem('users', JSON.stringify([record]));
    window.localStorage.setItem('user', JSON.stringify(olderRecord));
    const user = await localAccountRepository.setLanguage(olderRecord as User, 'es');
    expect(user).toEqual({ ...olderRecord, language: 'es' });
    expect(storedJson('users')).toEqual([{ ...record, language: 'es' }]);
    expect(storedJson('user')).toEqual({ ...olderRecord, language: 'es' });
  });
});
