import { type DataApi, failure } from '@/lib/data-api/client';
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

/**
 * The clinic's visit types as the database holds them now (GET /visit_types, readable by
 * anyone), read by {@link parseVisitTypeRows}: one added or changed there shows with no new build.
 * @throws {UserFacingError} the server cannot be reached; {SessionExpiredError}; an Error naming
 *   the code for another refusal.
 */
export async function readVisitTypes(client: DataApi): Promise<VisitType[]> {
  const { data, error, status } = await (await client()).from('visit_types').select('*');
  if (error) throw failure(status, error, {});
  return parseVisitTypeRows(data);
}
