import type { z } from 'zod/mini';
import { allOrNothing, readRaw, removeRaw, writeRaw } from './web-storage';

/** The key where invalid records of `key` are kept (docs/decisions/006-bad-data-is-kept.md). */
export function invalidKeyFor(key: string): string {
  return `${key}.invalid`;
}

/** What a stored list or value was made of, and how many invalid records this read set aside. */
export interface ReadReport<T> {
  value: T;
  setAside: number;
  /** The storage error when invalid records could not be set aside; {@link updateList} then refuses to write. */
  setAsideError?: unknown;
}

/** A list as this tab last read or wrote it: the raw string stored and its valid records. */
interface KeptList {
  raw: string;
  schema: unknown;
  records: readonly unknown[];
}

/**
 * The last list of each key, so that reading the same string again costs neither a parse nor a
 * validation. Another tab's write changes the string, and is then read afresh
 * (docs/decisions/005-tabs-share-writes.md).
 */
const keptLists = new Map<string, KeptList>();

/** A copy of the records kept for `key` if storage still holds `raw` as read by `schema`. */
function keptRecords<T>(key: string, schema: z.ZodMiniType<T>, raw: string): T[] | null {
  const kept = keptLists.get(key);
  return kept && kept.schema === schema && kept.raw === raw ? ([...kept.records] as T[]) : null;
}

function keep<T>(key: string, schema: z.ZodMiniType<T>, raw: string, records: readonly T[]): void {
  keptLists.set(key, { raw, schema, records: [...records] });
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Appends to `<key>.invalid`; null when stored, else the storage error. */
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
 * Reads the list under `key`, setting aside the records `schema` refuses (docs/decisions/006-bad-data-is-kept.md).
 * The same stored string as this tab last read or wrote is not parsed again: its records are
 * returned as then (a new array; the records are shared, never to be changed in place).
 * @throws {StorageUnavailableError} when storage cannot be accessed.
 */
export function readList<T>(key: string, schema: z.ZodMiniType<T>): ReadReport<T[]> {
  const raw = readRaw(key);
  if (raw === null) return { value: [], setAside: 0 };
  const kept = keptRecords(key, schema, raw);
  if (kept) return { value: kept, setAside: 0 };
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
  if (invalid.length === 0) {
    keep(key, schema, raw, valid);
    return { value: valid, setAside: 0 };
  }
  const setAsideError = setAside(key, invalid);
  if (setAsideError !== null) return { value: valid, setAside: 0, setAsideError };
  try {
    const text = JSON.stringify(valid);
    writeRaw(key, text);
    keep(key, schema, text, valid);
  } catch {}
  return { value: valid, setAside: invalid.length };
}

/** Reads the single value under `key`, or null when absent or invalid (set aside). @throws {StorageUnavailableError} */
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
 * Stores a value as plain JSON, or removes the key for null; skips an identical write.
 * @throws {StorageQuotaError | StorageUnavailableError} nothing changed.
 */
export function writeValue<T>(key: string, value: T | null): void {
  if (value === null) {
    removeRaw(key);
    return;
  }
  const text = JSON.stringify(value);
  if (readRaw(key) !== text) writeRaw(key, text);
}

/** A record's identity for merging; ids compare as strings. */
export type IdOf<T> = (record: T) => string;

/** Picks the version to keep when both lists hold a record with the same id. */
export type MergeResolver<T> = (stored: T, incoming: T) => T;

// What storage holds wins, so a stale copy never overwrites it.
const keepStored = <T>(stored: T): T => stored;

/** Merges two lists by id: `base` in order, then `incoming`'s new ids (docs/decisions/005-tabs-share-writes.md). */
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
 * Read-modify-write of the list under `key` against a fresh read, as one {@link allOrNothing} step
 * (docs/decisions/005-tabs-share-writes.md); returns the list as now stored. The written list is
 * kept for the next {@link readList} once its records are known valid: those read are, so only
 * the records `change` made are validated.
 * @throws {StorageQuotaError} also when invalid records cannot be set aside; storage unchanged.
 * @throws {StorageUnavailableError}, or whatever `change` throws; storage unchanged.
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
    const text = JSON.stringify(next);
    writeRaw(key, text);
    const read = new Set<T>(current);
    // An invalid new record is not kept: the next read sets it aside, as for any stored one.
    if (next.every((record) => read.has(record) || schema.safeParse(record).success)) {
      keep(key, schema, text, next);
    }
    return next;
  });
}
