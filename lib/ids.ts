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
