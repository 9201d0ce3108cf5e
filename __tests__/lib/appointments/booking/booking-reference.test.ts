import fc from 'fast-check';
import {
  bookingReference,
  normalizeBookingReference,
  REFERENCE_ALPHABET,
} from '@/lib/appointments/booking/booking-reference';

describe('bookingReference', () => {
  it('is two groups of four symbols without look-alikes', () => {
    expect(bookingReference(1_764_000_000_000)).toMatch(
      /^[34679ACEFGHJKMNPRTWXY]{4}-[34679ACEFGHJKMNPRTWXY]{4}$/,
    );
    expect(REFERENCE_ALPHABET).not.toMatch(/[0O1IL2Z5S8BUVDQ]/);
  });

  it('is stable: the same id gives the same reference, as a number or a numeric string', () => {
    const id = 1_764_000_000_123;
    expect(bookingReference(id)).toBe(bookingReference(id));
    expect(bookingReference(String(id))).toBe(bookingReference(id));
    expect(bookingReference(` ${id}`)).toBe(bookingReference(id));
    // Pinned, so a change of the derivation (which would change every printed reference) fails.
    expect(bookingReference(1_764_000_000_000)).toBe('WTJ6-X4N3');
    expect(bookingReference(1)).toBe('3MKN-6N74');
  });

  it('gives neighbouring ids (a millisecond apart) unrelated references', () => {
    const a = bookingReference(1_764_000_000_000);
    const b = bookingReference(1_764_000_000_001);
    expect(a).not.toBe(b);
    const shared = [...a].filter((symbol, index) => b[index] === symbol).length;
    expect(shared).toBeLessThan(5);
  });

  it('keeps 10,000 consecutive timestamp ids nearly all distinct', () => {
    const references = new Set<string>();
    for (let index = 0; index < 10_000; index += 1) {
      references.add(bookingReference(1_764_000_000_000 + index * 37));
    }
    expect(references.size).toBeGreaterThanOrEqual(9_990);
  });

  it('round-trips through normalizeBookingReference, whatever the case and spacing typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.string({ minLength: 1 })), (id) => {
        const reference = bookingReference(id);
        expect(normalizeBookingReference(reference)).toBe(reference);
        const typed = ` ${reference.toLowerCase().replace('-', ' ')} `;
        expect(normalizeBookingReference(typed)).toBe(reference);
      }),
    );
  });

  it('refuses what cannot be a reference', () => {
    expect(normalizeBookingReference('K7M3-XR4')).toBeNull();
    expect(normalizeBookingReference('K7M3-XR4O')).toBeNull();
    expect(normalizeBookingReference('')).toBeNull();
  });
});
