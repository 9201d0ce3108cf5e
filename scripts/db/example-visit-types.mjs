/**
 * The example clinic's visit types in a shared-mode database, for the database tests
 * (__tests__/db/support.mjs) and the bench (scripts/bench/available-slots.mjs).
 */
import { readFileSync } from 'node:fs';

/**
 * Adds the example clinic's visit types, read from clinic.example.json (docs/visit-types.md#the-example-clinic),
 * to `owner`'s database as the clinic adds them (docs/clinic-calendar.md#visit-types): a field
 * the file leaves out takes the table's default (no horizon in the database).
 * @param {import('pg').Client} owner the owner's connection
 * @returns {Promise<string[]>} their ids, in the file's order
 */
export async function addExampleVisitTypes(owner) {
  const file = JSON.parse(
    readFileSync(new URL('../../clinic.example.json', import.meta.url), 'utf8'),
  );
  for (const type of file.visitTypes) {
    await owner.query(
      `insert into clinic.visit_types (id, name, duration_minutes, buffer_minutes, doctor_ids,
         specialties, notice_hours, same_day, horizon_days, min_age_years, max_age_years,
         instructions, questions)
       values ($1, $2, $3, coalesce($4, 0), $5, $6, coalesce($7, 0), coalesce($8, true), $9, $10,
               $11, $12, coalesce($13::jsonb, '[]'))`,
      [
        type.id,
        type.name,
        type.durationMinutes,
        type.bufferMinutes ?? null,
        type.doctorIds?.map(String) ?? null,
        type.specialties ?? null,
        type.noticeHours ?? null,
        type.sameDay ?? null,
        type.horizonDays ?? null,
        type.minAgeYears ?? null,
        type.maxAgeYears ?? null,
        type.instructions ?? null,
        type.questions ? JSON.stringify(type.questions) : null,
      ],
    );
  }
  return file.visitTypes.map((type) => type.id);
}
