import {
  constantTimeEqual,
  credentialSchema,
  hashPassword,
  verifyPassword,
} from '@/lib/account/password';
import { MAX_PBKDF2_ITERATIONS } from '@/lib/config/env';

describe('hashPassword', () => {
  // The real 600,000: __tests__/lib/account/real-iterations.test.ts.
  it("stores a salted PBKDF2-SHA-256 hash with the setting's iterations and never the password", async () => {
    const credential = await hashPassword('ann@example.com', 'correct horse');
    expect(credentialSchema.safeParse(credential).success).toBe(true);
    expect(credential.iterations).toBe(1000);
    expect(atob(credential.salt)).toHaveLength(16);
    expect(atob(credential.hash)).toHaveLength(32);
    expect(JSON.stringify(credential)).not.toContain('correct horse');
  });

  it('uses a fresh salt every time', async () => {
    const first = await hashPassword('a@b.co', 'same', 1000);
    const second = await hashPassword('a@b.co', 'same', 1000);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
  });
});

describe('credentialSchema', () => {
  it('accepts what hashPassword writes and refuses parameters the site never writes', async () => {
    const credential = await hashPassword('a@b.co', 'pw', 1000);
    expect(credentialSchema.safeParse(credential).success).toBe(true);
    for (const change of [
      { iterations: 2e9 },
      { iterations: MAX_PBKDF2_ITERATIONS + 1 },
      { iterations: 0 },
      { algorithm: 'PBKDF2-SHA-1' },
      { salt: btoa('short') },
      { salt: `${credential.salt}AAAA` },
      { hash: btoa('0123456789abcdef') },
      { hash: `${credential.hash.slice(0, -1)}%` },
    ]) {
      expect(credentialSchema.safeParse({ ...credential, ...change }).success).toBe(false);
    }
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const credential = await hashPassword('ann@example.com', 'correct horse', 1000);
    await expect(verifyPassword(credential, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(credential, 'correct horsE')).resolves.toBe(false);
    await expect(verifyPassword(credential, '')).resolves.toBe(false);
  });

  it('matches a known PBKDF2-SHA-256 vector (RFC 7914 §11, first 32 bytes)', async () => {
    const salt = btoa('salt');
    // PBKDF2-HMAC-SHA256("passwd", "salt", 1, 64) begins 55 ac 04 6e 56 e3 08 9f ...
    const expected = Uint8Array.from(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc'
        .match(/../g)!
        .map((h) => parseInt(h, 16)),
    );
    const credential = {
      email: 'x@y.z',
      algorithm: 'PBKDF2-SHA-256' as const,
      iterations: 1,
      salt,
      hash: btoa(String.fromCharCode(...expected)),
    };
    await expect(verifyPassword(credential, 'passwd')).resolves.toBe(true);
  });

  it('refuses, without deriving, a record asking for more iterations than the site writes', async () => {
    const credential = await hashPassword('a@b.co', 'pw', 1000);
    const started = performance.now();
    await expect(verifyPassword({ ...credential, iterations: 2e9 }, 'pw')).resolves.toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a malformed credential instead of throwing', async () => {
    const credential = await hashPassword('a@b.co', 'pw', 1000);
    await expect(verifyPassword({ ...credential, salt: '%%%' }, 'pw')).resolves.toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('compares contents and lengths', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
