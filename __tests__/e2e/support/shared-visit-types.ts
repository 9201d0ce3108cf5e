import example from '../../../clinic.example.json';
import { type VisitTypeRow, visitTypeRow } from '../../support/visit-type-rows';
import { ownerQuery } from './shared-api';

/**
 * Visit types in the e2e run's shared-mode database (docs/visit-types.md#in-shared-mode), for the
 * specs of playwright.config.ts's 'visit-types' project, which add types while they run and
 * remove them, with everything booked as them, when they end.
 */

/** A clinic file's visit type as clinic.example.json writes one. */
interface FileVisitType {
  id: string;
  name: string;
  durationMinutes: number;
  bufferMinutes?: number;
  doctorIds?: number[];
  specialties?: string[];
  noticeHours?: number;
  sameDay?: boolean;
  horizonDays?: number;
  minAgeYears?: number;
  maxAgeYears?: number;
  instructions?: string;
  questions?: unknown[];
}

/**
 * The example clinic's four visit types (clinic.example.json, the one home of their facts) as
 * rows of `clinic.visit_types`, each id ending in `-${suffix}` so that copies of a spec running
 * at once never share a type; names stay the file's. Defaults are the clinic file's
 * (docs/visit-types.md#what-a-visit-type-has): a horizon of 90 days, the same day allowed.
 * @returns the rows, keyed by the file's id ('new-patient', 'follow-up', …).
 */
export function exampleVisitTypeRows(suffix: string): Record<string, VisitTypeRow> {
  const types = example.visitTypes as FileVisitType[];
  return Object.fromEntries(
    types.map((type) => [
      type.id,
      visitTypeRow(`${type.id}-${suffix}`, type.name, type.durationMinutes, {
        buffer_minutes: type.bufferMinutes ?? 0,
        doctor_ids: type.doctorIds?.map(String) ?? null,
        specialties: type.specialties ?? null,
        notice_hours: type.noticeHours ?? 0,
        same_day: type.sameDay ?? true,
        horizon_days: type.horizonDays ?? 90,
        min_age_years: type.minAgeYears ?? null,
        max_age_years: type.maxAgeYears ?? null,
        instructions: type.instructions ?? null,
        questions: type.questions ?? [],
      }),
    ]),
  );
}

/** Inserts `rows` into `clinic.visit_types` as the database owner. */
export async function addVisitTypes(rows: VisitTypeRow[]): Promise<void> {
  await ownerQuery(
    `insert into clinic.visit_types
       select * from jsonb_populate_recordset(null::clinic.visit_types, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Removes the visit types `ids` and what was booked or asked for as them (waitlist offers and
 * entries, the visits and the links of moved visits to them), so that the clinic offers its own
 * types again.
 */
export async function removeVisitTypes(ids: string[]): Promise<void> {
  await ownerQuery(
    `with theirs as (select id from clinic.appointments where visit_type_id = any($1))
     delete from clinic.waitlist_offers where appointment_id in (select id from theirs)`,
    [ids],
  );
  await ownerQuery('delete from clinic.waitlist_entries where visit_type_id = any($1)', [ids]);
  await ownerQuery(
    `update clinic.appointments set rescheduled_to = null
       where rescheduled_to in (select id from clinic.appointments where visit_type_id = any($1))`,
    [ids],
  );
  await ownerQuery('delete from clinic.appointments where visit_type_id = any($1)', [ids]);
  await ownerQuery('delete from clinic.visit_types where id = any($1)', [ids]);
}
