import { logIn, registerAccount } from '@/lib/account/local-accounts';
import { type RegistrationInput, validateRegistration } from '@/lib/account/user';
import { hashPassword } from '@/lib/account/password';
import { writeValue } from '@/lib/storage/records';
import { allStored, refuseWrites } from '../../support/storage-faults';

const storedJson = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');
/** Runs `action` while setItem on `key` fails as a full quota does; other keys write normally. */
async function whileQuotaRefuses<T>(key: string, action: () => Promise<T>): Promise<T> {
  const setItem = refuseWrites((name) => name === key);
  try {
    return await action();
  } finally {
    setItem.mockRestore();
  }
}

/** Ann's patient registration, with `fields` in place of hers. */
const patientForm = (fields: Partial<RegistrationInput> = {}): RegistrationInput => ({
  name: 'Ann',
  email: 'ann@example.com',
  password: 'a',
  role: 'patient',
  ...fields,
});

const allStoredText = () =>
  Object.keys(window.localStorage)
    .map((key) => window.localStorage.getItem(key))
    .join('\n');

describe('validateRegistration', () => {
  it('requires every field', () => {
    const base = {
      name: 'Ann',
      email: 'ann@example.com',
      password: 'pw',
      role: 'patient' as const,
    };
    expect(validateRegistration({ ...base, name: ' ' })?.message).toBe('All fields are required');
    expect(validateRegistration({ ...base, email: '' })?.message).toBe('All fields are required');
    expect(validateRegistration({ ...base, password: '' })?.message).toBe(
      'All fields are required',
    );
    expect(validateRegistration(base)).toBeNull();
  });

  it('refuses an address without a domain', () => {
    expect(
      validateRegistration({ name: 'Ann', email: 'ann@', password: 'pw', role: 'patient' }),
    ).toEqual({
      code: 'refusals.invalidEmail',
      message: expect.stringMatching(/valid email address/),
    });
  });
});

describe('registerAccount', () => {
  it('stores the user with the spec fields and a hash of the password, never the password', async () => {
    const user = await registerAccount(
      { name: ' Ann Lee ', email: ' Ann@Example.com ', password: 'hunter2!', role: 'doctor' },
      { now: 1_800_000_000_000 },
    );
    expect(user).toEqual({
      id: 1_800_000_000_000,
      name: 'Ann Lee',
      email: 'Ann@Example.com',
      role: 'doctor',
    });
    expect(storedJson('users')).toEqual([user]);
    expect(storedJson('credentials')).toEqual([
      expect.objectContaining({
        email: 'ann@example.com',
        algorithm: 'PBKDF2-SHA-256',
        iterations: 1000,
      }),
    ]);
    expect(allStoredText()).not.toContain('hunter2!');
  });

  it('refuses a second account for the same e-mail, whatever its case and spacing (D3)', async () => {
    await registerAccount(patientForm());
    await expect(
      registerAccount(patientForm({ name: 'Other', email: '  ANN@example.COM', password: 'b' })),
    ).rejects.toThrow('An account with this email already exists.');
    expect(storedJson('users')).toHaveLength(1);
    expect(storedJson('credentials')).toHaveLength(1);
  });

  it('gives accounts made in the same millisecond different ids', async () => {
    const now = 1_800_000_000_000;
    const a = await registerAccount(
      { name: 'A', email: 'a@example.com', password: 'x', role: 'patient' },
      { now },
    );
    const b = await registerAccount(
      { name: 'B', email: 'b@example.com', password: 'x', role: 'patient' },
      { now },
    );
    expect(a.id).not.toBe(b.id);
  });

  it.each(['users', 'credentials', 'user'])(
    'stores nothing at all when the quota refuses %s (D6)',
    async (refusedKey) => {
      await expect(
        whileQuotaRefuses(refusedKey, () =>
          registerAccount(patientForm(), { alsoStore: (user) => writeValue('user', user) }),
        ),
      ).rejects.toThrow(/storage is full/);
      expect(allStored()).toEqual({});
    },
  );

  it('puts back the exact bytes of keys that existed, other accounts and their hashes included', async () => {
    await registerAccount(patientForm({ name: 'Bea', email: 'bea@example.com', password: 'b' }));
    // Hand-written JSON with spacing: a re-serialised copy would not be byte-identical.
    const users = window.localStorage.getItem('users')!.replace(/,/g, ', ');
    window.localStorage.setItem('users', users);
    const before = allStored();
    await expect(
      whileQuotaRefuses('user', () =>
        registerAccount(patientForm(), { alsoStore: (user) => writeValue('user', user) }),
      ),
    ).rejects.toThrow(/storage is full/);
    expect(allStored()).toEqual(before);
  });
});

describe('logIn', () => {
  beforeEach(async () => {
    await registerAccount(patientForm({ password: 'right' }));
  });

  it('requires e-mail and password', async () => {
    await expect(logIn('', 'x')).rejects.toThrow('Email and password are required');
    await expect(logIn('ann@example.com', '')).rejects.toThrow('Email and password are required');
  });

  it('logs a registered user in with the right password, e-mail compared case-insensitively', async () => {
    const result = await logIn(' ANN@example.com', 'right');
    expect(result.known).toBe(true);
    expect(result.user.name).toBe('Ann');
  });

  it('refuses a wrong password (D2)', async () => {
    await expect(logIn('ann@example.com', 'wrong')).rejects.toThrow('Invalid email or password.');
  });

  it('starts a patient session named after the local part for an unknown e-mail, storing no account', async () => {
    const result = await logIn('bob.smith@example.com', 'anything', { now: 1_800_000_000_123 });
    expect(result).toEqual({
      known: false,
      user: {
        id: 1_800_000_000_123,
        name: 'bob.smith',
        email: 'bob.smith@example.com',
        role: 'patient',
      },
    });
    expect(storedJson('users')).toHaveLength(1);
  });

  it('lets an account the original product left without a password take the first one it logs in with', async () => {
    window.localStorage.setItem(
      'users',
      JSON.stringify([{ id: 1, name: 'Old', email: 'old@example.com', role: 'patient' }]),
    );
    await expect(logIn('old@example.com', 'first')).resolves.toMatchObject({ known: true });
    await expect(logIn('old@example.com', 'second')).rejects.toThrow('Invalid email or password.');
    await expect(logIn('old@example.com', 'first')).resolves.toMatchObject({ known: true });
  });

  it('claims no password-less account while credential records are set aside as invalid', async () => {
    window.localStorage.setItem(
      'users',
      JSON.stringify([{ id: 1, name: 'Old', email: 'old@example.com', role: 'patient' }]),
    );
    // Whose hash this was cannot be told: it may have been old@example.com's.
    const setAside = JSON.stringify([{ email: 'old@example.com', hash: 42 }]);
    window.localStorage.setItem('credentials.invalid', setAside);
    const before = allStored();
    await expect(logIn('old@example.com', 'attacker')).rejects.toThrow(
      'Invalid email or password.',
    );
    expect(allStored()).toEqual(before);
  });

  it("keeps no first password for an original product's account when the session write fails (D6)", async () => {
    window.localStorage.setItem(
      'users',
      JSON.stringify([{ id: 1, name: 'Old', email: 'old@example.com', role: 'patient' }]),
    );
    const before = allStored();
    await expect(
      whileQuotaRefuses('user', () =>
        logIn('old@example.com', 'first', {
          alsoStore: (user) => writeValue('user', user),
        }),
      ),
    ).rejects.toThrow(/storage is full/);
    expect(allStored()).toEqual(before);
    // The account is still unclaimed: the next login may set its password.
    await expect(logIn('old@example.com', 'second')).resolves.toMatchObject({ known: true });
  });

  it('stores the session through alsoStore for a known and for an unknown e-mail', async () => {
    const store = (user: unknown) => writeValue('user', user);
    await logIn('ann@example.com', 'right', { alsoStore: store });
    expect(storedJson('user')).toMatchObject({ email: 'ann@example.com', name: 'Ann' });
    await logIn('zoe@example.com', 'any', { alsoStore: store });
    expect(storedJson('user')).toMatchObject({ email: 'zoe@example.com', name: 'zoe' });
  });

  it('verifies against the stored hash, not a stored password', async () => {
    const credential = await hashPassword('cara@example.com', 'pw', 1000);
    window.localStorage.setItem(
      'users',
      JSON.stringify([{ id: 2, name: 'Cara', email: 'cara@example.com', role: 'doctor' }]),
    );
    window.localStorage.setItem('credentials', JSON.stringify([credential]));
    await expect(logIn('cara@example.com', 'pw')).resolves.toMatchObject({ known: true });
  });
});

/**
 * docs/decisions/006-bad-data-is-kept.md: a credential with parameters this
 * site never writes is bad data. It is set aside under `credentials.invalid`, unchanged, and the
 * login answers at once with the usual message instead of deriving 2e9 iterations.
 */
describe('logIn with a credential this site never wrote', () => {
  const SALT = btoa('0123456789abcdef');
  const HASH = btoa('0123456789abcdef0123456789abcdef');
  const base = {
    email: 'ann@example.com',
    algorithm: 'PBKDF2-SHA-256',
    iterations: 600_000,
    salt: SALT,
    hash: HASH,
  };

  it.each([
    ['2e9 iterations', { iterations: 2e9 }],
    ['600,001 iterations', { iterations: 600_001 }],
    ['fractional iterations', { iterations: 1.5 }],
    ['another algorithm', { algorithm: 'PBKDF2-SHA-512' }],
    ['an 8-byte salt', { salt: btoa('01234567') }],
    ['a 64-byte hash', { hash: btoa('0123456789abcdef'.repeat(4)) }],
    ['a hash that is not Base64', { hash: `${HASH.slice(0, -2)}!=` }],
  ])('sets aside a record with %s and refuses the login within a second', async (_, change) => {
    const tampered = { ...base, ...change };
    window.localStorage.setItem(
      'users',
      JSON.stringify([{ id: 1, name: 'Ann', email: 'ann@example.com', role: 'patient' }]),
    );
    window.localStorage.setItem('credentials', JSON.stringify([tampered]));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const started = performance.now();
      await expect(logIn('ann@example.com', 'any')).rejects.toThrow('Invalid email or password.');
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      warn.mockRestore();
    }
    expect(storedJson('credentials.invalid')).toEqual([tampered]);
    expect(storedJson('credentials')).toEqual([]);
    expect(storedJson('user')).toBeNull();
  });
});
