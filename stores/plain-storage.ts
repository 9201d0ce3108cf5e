import type { z } from 'zod';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { mergeById, readList, updateList } from '@/lib/storage/records';

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

/**
 * Read/write pair for a list key: reads the validated list (D6); writes only add records that
 * storage lacks, merged by id with the stored ones winning (D5), so a tab holding a stale copy
 * can never undo another tab's change.
 */
export function plainListIo<T extends { id: unknown }>(
  key: string,
  schema: z.ZodType<T>,
): { read: () => T[]; write: (records: T[]) => void } {
  const idOf = (record: T) => String(record.id);
  return {
    read: () => readList(key, schema).value,
    write: (records) => {
      const storedIds = new Set(readList(key, schema).value.map(idOf));
      if (records.every((record) => storedIds.has(idOf(record)))) return;
      updateList(key, schema, (current) => mergeById(current, records, idOf, false));
    },
  };
}
