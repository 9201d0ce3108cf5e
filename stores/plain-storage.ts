import type { z } from 'zod/mini';
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import {
  keepStored,
  mergeById,
  type MergeResolver,
  readList,
  updateList,
} from '@/lib/storage/records';
import { readRaw } from '@/lib/storage/web-storage';

/**
 * A zustand `persist` storage that keeps one state field as the spec's plain JSON value under
 * its own key (DECISIONS D1): no `{state, version}` wrapper, so data the original product left
 * in a browser loads as is.
 *
 * Writes that matter happen in the stores' actions, which read fresh storage, apply their change
 * and write before they touch state (D5, D6). `write` here only follows up, so it must never
 * overwrite what storage already holds with something staler; its errors are logged, not thrown.
 * Reads never throw: a browser that refuses storage hydrates as empty.
 */
export function plainStorage<Field extends string, T>(
  field: Field,
  io: { read: () => T; write: (value: T) => void },
): PersistStorage<Record<Field, T>> {
  return {
    getItem: (): StorageValue<Record<Field, T>> | null => {
      try {
        return { state: { [field]: io.read() } as Record<Field, T>, version: 0 };
      } catch (error) {
        console.warn(`Could not read '${field}' from browser storage.`, error);
        return null;
      }
    },
    setItem: (_name, value) => {
      try {
        io.write(value.state[field]);
      } catch (error) {
        console.warn(`Could not save '${field}' to browser storage.`, error);
      }
    },
    removeItem: () => {},
  };
}

const idOf = (record: { id: unknown }) => String(record.id);

/**
 * `persist` options for a store holding one list under `key` (D1, D5, D6).
 *
 * Reading merges storage with what this tab holds: storage's records win (via `resolve` for
 * two versions of one record), and records only this tab has are kept. Writing stores the
 * merged list when it differs from storage. Together they heal the one race re-reading cannot
 * prevent: two tabs in separate processes writing in the same instant, the later write
 * dropping the earlier one's record. The tab that lost its record sees the other's write,
 * merges, and writes its record back. Records are never deleted, so nothing comes back that
 * should not.
 */
export function plainListPersistOptions<
  S extends Record<Field, T[]>,
  Field extends string,
  T extends { id: unknown },
>(
  key: string,
  field: Field,
  schema: z.ZodMiniType<T>,
  resolve: MergeResolver<T> = keepStored,
): PersistOptions<S, Record<Field, T[]>> {
  return {
    name: key,
    skipHydration: true,
    partialize: (state) => ({ [field]: state[field] }) as unknown as Record<Field, T[]>,
    storage: plainStorage(field, {
      read: () => readList(key, schema).value,
      write: (records: T[]) => {
        // An action that has just written the list (book, cancel) sets exactly what storage
        // holds: one string comparison then saves re-reading and re-validating every record
        // (with 10,000 stored, most of a cancel's time; issue 5).
        if (readRaw(key) === JSON.stringify(records)) return;
        const stored = readList(key, schema).value;
        const merged = mergeById(stored, records, idOf, resolve);
        if (JSON.stringify(merged) === JSON.stringify(stored)) return;
        updateList(key, schema, (current) => mergeById(current, records, idOf, resolve));
      },
    }),
    merge: (persisted, current) => {
      const stored = (persisted as Partial<Record<Field, T[]>> | undefined)?.[field] ?? [];
      return { ...current, [field]: mergeById(stored, current[field], idOf, resolve) };
    },
  };
}
