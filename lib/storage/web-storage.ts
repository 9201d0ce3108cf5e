/**
 * The one door to the browser's localStorage (docs/product.md#storage). Every access is guarded: a browser
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
 * The raw strings, before their first change, of every key written inside the running
 * {@link allOrNothing} action (null: the key was absent), in the order they were first touched.
 * Null outside such an action.
 */
let journal: Map<string, string | null> | null = null;

function remember(store: Storage, key: string): void {
  if (journal && !journal.has(key)) journal.set(key, store.getItem(key));
}

/**
 * Runs `action`, a synchronous sequence of storage writes (through this module, directly or via
 * lib/storage/records.ts), as one all-or-nothing step (docs/decisions/006-bad-data-is-kept.md: a failed action changes
 * nothing). Before a key is first written or removed its raw string is remembered; when
 * `action` throws, every touched key is put back exactly as it was, newest change first
 * (`removeItem` for a key that was absent, `setItem` with the remembered string otherwise), so
 * storage is byte-for-byte what it was, and the error is rethrown. Undoing newest first passes
 * back through states the quota held before, so the undo itself fits.
 *
 * Nested calls join the outermost action. `action` must not be async: a promise returned from
 * it is refused, because writes made after an `await` would escape the snapshot (and writes by
 * other code meanwhile would be caught in it). Do the async work (e.g. hashing) first.
 * @returns what `action` returns.
 * @throws whatever `action` throws, after the undo; a TypeError when `action` returns a promise.
 */
export function allOrNothing<T>(action: () => T): T {
  if (journal) return action();
  const touched = new Map<string, string | null>();
  journal = touched;
  try {
    const result = action();
    if (result instanceof Promise) throw new TypeError('allOrNothing takes a synchronous action');
    return result;
  } catch (error) {
    journal = null;
    restore(touched);
    throw error;
  } finally {
    journal = null;
  }
}

function restore(touched: Map<string, string | null>): void {
  for (const [key, original] of [...touched].reverse()) {
    try {
      const store = storage();
      if (store.getItem(key) === original) continue;
      if (original === null) store.removeItem(key);
      else store.setItem(key, original);
    } catch (error) {
      // Only reachable if storage went away mid-action; the other keys are still restored.
      console.warn(`Could not restore '${key}' after a failed storage write.`, error);
    }
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
    remember(store, key);
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
    remember(store, key);
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

/** Calls `listener` when another tab writes `key` (or clears storage). */
export function onOtherTabWrite(key: string, listener: () => void): () => void {
  return subscribeToOtherTabs((changed) => {
    if (changed === null || changed === key) listener();
  });
}
