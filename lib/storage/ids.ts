import * as z from '@/lib/schema';

export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);
/** A record id: a number (ms-timestamp based) or, from the original's data, a non-empty string. */
export type Id = z.infer<typeof idSchema>;

/** A timestamp id (ms) for a new stored record, not yet in `existing`: `now` or the next free millisecond (docs/storage.md). */
export function nextTimestampId(existing: ReadonlyArray<{ id: unknown }>, now: number): number {
  const taken = new Set(existing.map((record) => String(record.id)));
  let id = Math.floor(now);
  while (taken.has(String(id))) id += 1;
  return id;
}
