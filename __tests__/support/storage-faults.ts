/**
 * Simulated storage faults for unit tests (jsdom's localStorage has no real quota).
 */

/** Every key and raw value in localStorage, for byte-for-byte before/after comparisons. */
export function allStored(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(window.localStorage).map((key) => [key, window.localStorage.getItem(key) ?? '']),
  );
}

/**
 * Makes `localStorage.setItem` fail as a full quota does (a `QuotaExceededError` DOMException)
 * for every key `refuses` returns true for (default: every key); other keys are written.
 * @returns the spy; call `mockRestore` on it (in a `finally`) to end the fault.
 */
export function refuseWrites(refuses: (key: string) => boolean = () => true): jest.SpyInstance {
  const original = Storage.prototype.setItem;
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (refuses(key)) throw new DOMException('full', 'QuotaExceededError');
    original.call(this, key, value);
  });
}
