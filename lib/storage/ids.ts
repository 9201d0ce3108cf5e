import * as z from '@/lib/schema';

/** Record ids: timestamp-based numbers here; the original may have left strings. */
export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);
/** A record id: a number (ms-timestamp based) or, from the original's data, a non-empty string. */
export type Id = z.infer<typeof idSchema>;

/**
 * A timestamp-based numeric id (ms since the epoch) not yet used in `existing`: `now` itself,
 * or the next free millisecond after it. docs/product.md#storage gives users timestamp-based ids; appointments
 * get them too, and stepping past taken ones keeps two records made in one millisecond apart.
 */
export function nextTimestampId(existing: ReadonlyArray<{ id: unknown }>, now: number): number {
  const taken = new Set(existing.map((record) => String(record.id)));
  let id = Math.floor(now);
  while (taken.has(String(id))) id += 1;
  return id;
}
