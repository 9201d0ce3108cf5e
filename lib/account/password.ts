import * as z from '@/lib/schema';
import { MAX_PBKDF2_ITERATIONS, pbkdf2Iterations } from '@/lib/config/env';

const SALT_BYTES = 16;
const HASH_BITS = 256;

/** Standard padded Base64 of exactly `bytes` bytes (RFC 4648 §4). */
function base64OfBytes(bytes: number): RegExp {
  const full = Math.floor(bytes / 3) * 4;
  const tail = ['', '[A-Za-z0-9+/]{2}==', '[A-Za-z0-9+/]{3}='][bytes % 3];
  return new RegExp(`^[A-Za-z0-9+/]{${full}}${tail}$`);
}

/**
 * A stored password hash under `credentials`. Only parameters this site can write are valid: more
 * than {@link MAX_PBKDF2_ITERATIONS} iterations (a tampered 2e9 would stall the login) or other
 * lengths are set aside (docs/decisions/006-bad-data-is-kept.md).
 */
export const credentialSchema = z.looseObject({
  email: z.string().check(z.minLength(1)),
  algorithm: z.literal('PBKDF2-SHA-256'),
  iterations: z.int().check(z.positive(), z.lte(MAX_PBKDF2_ITERATIONS)),
  /** Base64 of the random 16-byte salt. */
  salt: z.string().check(z.regex(base64OfBytes(SALT_BYTES))),
  /** Base64 of the derived 256-bit key. */
  hash: z.string().check(z.regex(base64OfBytes(HASH_BITS / 8))),
});
export type Credential = z.infer<typeof credentialSchema>;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/**
 * Hashes a password with a fresh random salt (docs/decisions/002-passwords-are-checked.md);
 * `email` already normalized, `iterations` by default the NEXT_PUBLIC_PBKDF2_ITERATIONS setting.
 */
export async function hashPassword(
  email: string,
  password: string,
  iterations: number = pbkdf2Iterations,
): Promise<Credential> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return {
    email,
    algorithm: 'PBKDF2-SHA-256',
    iterations,
    salt: toBase64(salt),
    hash: toBase64(hash),
  };
}

/** Compares in time that depends only on the lengths. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  }
  return difference === 0;
}

/**
 * Whether `password` matches the credential (its own salt and iterations, constant-time); false
 * for a malformed credential too.
 * @throws {Error} when Web Crypto cannot derive the hash (outside a secure context, say).
 */
export async function verifyPassword(credential: Credential, password: string): Promise<boolean> {
  let expected: Uint8Array;
  let salt: Uint8Array;
  try {
    expected = fromBase64(credential.hash);
    salt = fromBase64(credential.salt);
  } catch {
    return false;
  }
  // A caller handing an unvalidated record must not be able to stall the check either.
  if (!(credential.iterations >= 1 && credential.iterations <= MAX_PBKDF2_ITERATIONS)) return false;
  const actual = await derive(password, salt, credential.iterations);
  return constantTimeEqual(actual, expected);
}
