/* The one door to localStorage (docs/storage.md): blocked storage and a full quota become typed errors. */

/** localStorage is missing or its access throws (blocked by the browser's settings). */
export class StorageUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Browser storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** A write was refused because the origin's storage quota is used up; `key` is the refused key. */
export class StorageQuotaError extends Error {
  constructor(
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

/** Whether this browser lets the site use storage; read-only, so no `storage` events in other tabs. */
export function isStorageAvailable(): boolean {
  try {
    storage().getItem('user');
    return true;
  } catch {
    return false;
  }
}

/** Reads a raw string, null when absent. @throws {StorageUnavailableError} */
export function readRaw(key: string): string | null {
  const store = storage();
  try {
    return store.getItem(key);
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}

/** Each key's raw string before the running {@link allOrNothing} action first changed it (null: absent). */
let journal: Map<string, string | null> | null = null;

function remember(store: Storage, key: string): void {
  if (journal && !journal.has(key)) journal.set(key, store.getItem(key));
}

/**
 * Runs synchronous storage writes as one step (docs/decisions/006-bad-data-is-kept.md): if
 * `action` throws, every touched key is put back and the error rethrown. Nested calls join the
 * outermost; an async action is a TypeError (writes after an `await` would escape).
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

/** Writes a raw string; on failure nothing changed. @throws {StorageQuotaError | StorageUnavailableError} */
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

/** Removes a key (absent is fine). @throws {StorageUnavailableError} */
export function removeRaw(key: string): void {
  const store = storage();
  try {
    remember(store, key);
    store.removeItem(key);
  } catch (error) {
    throw new StorageUnavailableError(error);
  }
}

/** Every key in storage, for diagnostics; empty when storage is unavailable. */
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

/** Calls `listener(key)` when another tab changes storage (`key` null when cleared); returns unsubscribe. */
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

/** Calls `listener` when another tab writes `key` or clears storage; returns unsubscribe. */
export function onOtherTabWrite(key: string, listener: () => void): () => void {
  return subscribeToOtherTabs((changed) => {
    if (changed === null || changed === key) listener();
  });
}
