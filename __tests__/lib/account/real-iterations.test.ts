import type * as Env from '@/lib/config/env';
import type * as LocalRepository from '@/lib/account/local-repository';

/**
 * The one test with the real PBKDF2 count (docs/decisions/002-passwords-are-checked.md). Every
 * other test hashes with the low NEXT_PUBLIC_PBKDF2_ITERATIONS that __tests__/setup/jest.setup.ts
 * sets; this file unsets it, as a build that does not set it, and loads the modules afresh.
 */

// Each hash of 600,000 iterations takes about a second here, several on a loaded machine.
jest.setTimeout(60_000);

let env: typeof Env;
let repository: typeof LocalRepository.localAccountRepository;

beforeAll(async () => {
  delete process.env.NEXT_PUBLIC_PBKDF2_ITERATIONS;
  jest.resetModules();
  env = await import('@/lib/config/env');
  ({ localAccountRepository: repository } = await import('@/lib/account/local-repository'));
});

const storedJson = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

describe('a local-mode account with the setting unset', () => {
  it('stores a credential of 600,000 iterations, and logs in with it', async () => {
    expect(env.pbkdf2Iterations).toBe(600_000);
    expect(env.MAX_PBKDF2_ITERATIONS).toBe(600_000);

    const user = await repository.register({
      name: 'Ann Lee',
      email: 'Ann@Example.com',
      password: 'correct horse',
      role: 'patient',
    });
    expect(storedJson('credentials')).toEqual([
      {
        email: 'ann@example.com',
        algorithm: 'PBKDF2-SHA-256',
        iterations: 600_000,
        salt: expect.any(String),
        hash: expect.any(String),
      },
    ]);

    repository.logOut();
    expect(storedJson('user')).toBeNull();
    await expect(repository.logIn('ann@example.com', 'correct horsE')).rejects.toThrow(
      'Invalid email or password.',
    );
    expect(storedJson('user')).toBeNull();
    await expect(repository.logIn('ann@example.com', 'correct horse')).resolves.toEqual({
      user,
      known: true,
    });
    expect(storedJson('user')).toEqual(user);
  });
});
