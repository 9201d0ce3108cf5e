import type { z } from 'zod/mini';
import { allOrNothing, readRaw, removeRaw, writeRaw } from './web-storage';

/**
 * Validated, merge-safe access to the JSON values under the site's keys (docs/decisions/001-storage-stays-compatible.md, docs/decisions/005-tabs-share-writes.md, docs/decisions/006-bad-data-is-kept.md).
 *
 * Values are the spec's plain JSON (docs/decisions/001-storage-stays-compatible.md): lists are bare arrays, the session a bare object.
 * Reading validates every record; records that fail are moved, unchanged, to `<key>.invalid`
 * (a JSON array that only ever grows) and the valid ones are used (docs/decisions/006-bad-data-is-kept.md). Writing re-reads the
 * stored list first and applies the change to that fresh copy, so a tab never overwrites what
 * another tab wrote since it last looked (docs/decisions/005-tabs-share-writes.md).
 */

/** The key where records of `key` that failed validation are kept (docs/decisions/006-bad-data-is-kept.md). */
export function invalidKeyFor(key: string): string {
  return `${key}.invalid`;
}

/** What a stored list or value was made of. */
export interface ReadReport<T> {
  /** The records (or value) that passed validation. */
  value: T;
  /** How many items were set aside under `<key>.invalid` by this read. */
  setAside: number;
  /**
   * Present when invalid items could not be set aside (e.g. a full quota) and so are still in
   * the stored value: the storage error. Writing `value` back would then lose them (docs/decisions/006-bad-data-is-kept.md), so
   * {@link updateList} throws this instead of writing.
   */
  setAsideError?: unknown;
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Appends items to `<key>.invalid`, keeping whatever was already there.
 * @returns null when the items are now safely stored, else the storage error.
 */
function setAside(key: string, items: unknown[]): unknown {
  const invalidKey = invalidKeyFor(key);
  try {
    const existingRaw = readRaw(invalidKey);
    let existing: unknown[] = [];
    if (existingRaw !== null) {
      const parsed = parseJson(existingRaw);
      existing = parsed.ok && Array.isArray(parsed.value) ? parsed.value : [existingRaw];
    }
    writeRaw(invalidKey, JSON.stringify([...existing, ...items]));
    console.warn(
      `Set aside ${items.length} invalid record(s) from '${key}' under '${invalidKey}'.`,
    );
    return null;
  } catch (error) {
    console.warn(`Could not set aside invalid records of '${key}'; left them in place.`, error);
    return error;
  }
}

/**
 * Reads the list under `key`, keeping the records that match `schema` (docs/decisions/006-bad-data-is-kept.md).
 * Unparseable JSON or a non-array value is set aside whole; invalid items are set aside one by
 * one and the key is rewritten with the valid ones. If setting aside fails (e.g. quota), the
 * stored value is left untouched and only the valid records are returned.
 * @returns the valid records in stored order (the original objects, extra fields kept).
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function readList<T>(key: string, schema: z.ZodMiniType<T>): ReadReport<T[]> {
  const raw = readRaw(key);
  if (raw === null) return { value: [], setAside: 0 };
  const parsed = parseJson(raw);
  if (!parsed.ok || !Array.isArray(parsed.value)) {
    const item = parsed.ok ? parsed.value : raw;
    const setAsideError = setAside(key, [item]);
    if (setAsideError === null) {
      removeRaw(key);
      return { value: [], setAside: 1 };
    }
    return { value: [], setAside: 0, setAsideError };
  }
  const valid: T[] = [];
  const invalid: unknown[] = [];
  for (const item of parsed.value as unknown[]) {
    if (schema.safeParse(item).success) valid.push(item as T);
    else invalid.push(item);
  }
  if (invalid.length === 0) return { value: valid, setAside: 0 };
  const setAsideError = setAside(key, invalid);
  if (setAsideError !== null) return { value: valid, setAside: 0, setAsideError };
  try {
    writeRaw(key, JSON.stringify(valid));
  } catch {
    // The invalid records are already safe under `<key>.invalid`; the next read retries.
  }
  return { value: valid, setAside: invalid.length };
}

/**
 * Reads the single value under `key` (the session `user`), or null when absent or invalid.
 * An invalid value is set aside under `<key>.invalid` and the key removed.
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function readValue<T>(key: string, schema: z.ZodMiniType<T>): ReadReport<T | null> {
  const raw = readRaw(key);
  if (raw === null) return { value: null, setAside: 0 };
  const parsed = parseJson(raw);
  if (parsed.ok && schema.safeParse(parsed.value).success) {
    return { value: parsed.value as T, setAside: 0 };
  }
  const setAsideError = setAside(key, [parsed.ok ? parsed.value : raw]);
  if (setAsideError !== null) return { value: null, setAside: 0, setAsideError };
  removeRaw(key);
  return { value: null, setAside: 1 };
}

/**
 * Stores a single value as plain JSON, or removes the key for null. Skips the write when the
 * stored text is already identical.
 * @throws {StorageQuotaError} when the quota is full (nothing changed).
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function writeValue<T>(key: string, value: T | null): void {
  if (value === null) {
    removeRaw(key);
    return;
  }
  const text = JSON.stringify(value);
  if (readRaw(key) !== text) writeRaw(key, text);
}

/** A function giving a record's identity for merging; ids compare as strings. */
export type IdOf<T> = (record: T) => string;

/** Picks the version to keep when both lists hold a record with the same id. */
export type MergeResolver<T> = (stored: T, incoming: T) => T;

/** The default resolver: what storage holds wins, so a stale copy never overwrites it. */
const keepStored = <T>(stored: T): T => stored;

/**
 * Merges two lists by id (docs/decisions/005-tabs-share-writes.md): every record of `base` stays, in order, and records of
 * `incoming` whose id `base` lacks are appended. Where both have an id, `resolve` picks the
 * version (default: the one in `base`). Pure; O(n + m).
 */
export function mergeById<T>(
  base: readonly T[],
  incoming: readonly T[],
  idOf: IdOf<T>,
  resolve: MergeResolver<T> = keepStored,
): T[] {
  const incomingById = new Map(incoming.map((record) => [idOf(record), record]));
  const merged = base.map((record) => {
    const id = idOf(record);
    const other = incomingById.get(id);
    incomingById.delete(id);
    return other === undefined ? record : resolve(record, other);
  });
  return [...merged, ...incomingById.values()];
}

/**
 * Read-modify-write against freshly read storage (docs/decisions/005-tabs-share-writes.md): reads the list under `key` (validated,
 * docs/decisions/006-bad-data-is-kept.md), hands it to `change`, and stores what `change` returns. Runs as one
 * {@link allOrNothing} step: setting invalid records aside and the write succeed together or
 * storage is left exactly as it was.
 * @returns the list as now stored.
 * @throws {StorageQuotaError} when the quota is full, including when invalid records found by
 *   the read cannot be set aside (writing would drop them); storage is then unchanged.
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 * @throws whatever `change` throws (storage is then unchanged).
 */
export function updateList<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  change: (current: T[]) => T[],
): T[] {
  return allOrNothing(() => {
    const { value: current, setAsideError } = readList(key, schema);
    if (setAsideError !== undefined) throw setAsideError;
    const next = change(current);
    writeRaw(key, JSON.stringify(next));
    return next;
  });
}
