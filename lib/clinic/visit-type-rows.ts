import { lazyModule } from '@/lib/lazy/lazy-module';
import type { VisitType } from './visit-types';

/** The clinic file's schemas, loaded only when shared mode reads its types (they stay out of every page's first load). */
const loadSchema = lazyModule(() => import('./visit-type-schema'));

/**
 * Shared mode's visit types from the rows of GET /visit_types (docs/visit-types.md#in-shared-mode):
 * each row read with the clinic file's own schema, its snake_case columns mapped to the file's
 * names; a row the schema refuses is left out with a warning; the consultation first, then by
 * name. The schema loads on the first call.
 * @throws {Error} when `rows` is not a list.
 */
export async function parseVisitTypeRows(rows: unknown): Promise<VisitType[]> {
  return (await loadSchema()).visitTypesFromRows(rows);
}
