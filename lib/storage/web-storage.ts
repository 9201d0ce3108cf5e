/**
 * The one door to the browser's localStorage (STYLE.md). Every access is guarded: a browser
 * that refuses storage (locked-down settings, some private modes) or a full quota surfaces as a
 * typed error instead of a crash, and the rest of the site asks only this module.
 */

/** localStorage is missing or its access throws (e.g. blocked by the browser's settings). */
export class StorageUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Browser storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** A write was refused because the origin's storage quota is used up. */
export class StorageQuotaError extends Error {
  constructor(
    /** The key whose write was refused. */
    readonly key: string,
    cause?: unknown,
  ) {
    super(`Browser storage is full; could not save '${key}'`, { cause });
    this.name = 'StorageQuotaError';
  }
}

function storage(): Storage {
  try {
    const store = typeof window === 'undefined' ? undefined : window.localStorage;
    if (!store) throw new Error('no localStorage');
    return store;
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

/**
 * Whether this browser lets the site use localStorage. Read-only (no probe write, so no
 * `storage` events in other tabs); a browser that blocks site data throws on access itself.
 */
export function isStorageAvailable(): boolean {
  try {
    storage().getItem('user');
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a raw string.
 * @returns the stored text, or null when the key is absent.
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function readRaw(key: string): string | null {
  const store = storage();
  try {
    return store.getItem(key);
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}

/**
 * Writes a raw string. On failure nothing under `key` has changed.
 * @throws {StorageQuotaError} when the quota is full.
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function writeRaw(key: string, value: string): void {
  const store = storage();
  try {
    store.setItem(key, value);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageQuotaError(key, error);
    throw new StorageUnavailableError(error);
  }
}

/**
 * Removes a key (absent keys are fine).
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function removeRaw(key: string): void {
  const store = storage();
  try {
    store.removeItem(key);
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}

/** Every key currently stored, for diagnostics; empty when storage is unavailable. */
export function listKeys(): string[] {
  try {
    const store = storage();
    return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

/**
 * Calls `listener(key)` whenever another tab changes localStorage (`key` null when it was
 * cleared). The browser fires `storage` only in the *other* tabs, never the writer.
 * @returns a function that stops listening.
 */
export function subscribeToOtherTabs(listener: (key: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === null || event.storageArea === safeLocalStorage()) listener(event.key);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return storage();
  } catch {
    return undefined;
  }
}
