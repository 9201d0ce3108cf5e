import type { Id } from '@/lib/storage/ids';

/* The booking reference is derived from the id alone (docs/product.md#booking-reference): the same on every device, no stored field. */

/** Digits and capitals without those read or heard alike (0/O/D/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const REFERENCE_ALPHABET = '34679ACEFGHJKMNPRTWXY';

const SYMBOLS = REFERENCE_ALPHABET;
const LENGTH = 8;

/** cyrb53 (public domain): spreads ids a millisecond apart over unrelated references. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The booking reference of an appointment, 'K7M3-XR4P' (docs/product.md#booking-reference). Two of
 * 10,000 appointments share one with a chance of about 0.13 %: it is for reading out; the id is the key.
 */
export function bookingReference(id: Id): string {
  let value = hash53(`appointment:${String(id).trim()}`);
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) {
    code += SYMBOLS[value % SYMBOLS.length];
    value = Math.floor(value / SYMBOLS.length);
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A reference as typed (any case, spaces or dashes), normalized to 'XXXX-XXXX', or null. */
export function normalizeBookingReference(typed: string): string | null {
  const symbols = typed.toUpperCase().replace(/[\s-]/g, '');
  if (symbols.length !== LENGTH || [...symbols].some((symbol) => !SYMBOLS.includes(symbol))) {
    return null;
  }
  return `${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
