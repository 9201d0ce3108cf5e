/**
 * Concurrent bookings take turns (docs/shared-mode.md#what-the-database-refuses, migration
 * 010): a second booking of the same doctor, or of the same patient, waits for the first
 * writer's turn before its row is written, so it meets a committed row and is refused with
 * 23P01. Without the turns it waited on the first writer's uncommitted row inside the exclusion
 * check, where two writers meeting at the same moment deadlocked (40P01). Two sessions book
 * through api.book_appointment as patients, the way PostgREST calls it; the second is read from
 * pg_locks while it waits.
 *
 *   flock /tmp/e2e.lock npm run test:db
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { addPatient, apiStackForFile, patientSession, waitedLock } from './support.mjs';

const api = apiStackForFile({ pg: [54500, 54599] });

/** Free 30-minute slots inside clinic hours from 3 days ahead, in time order. */
async function freeSlots() {
  const { rows } = await api.owner.query(
    `select s from generate_series(date_trunc('hour', now()) + interval '3 days',
                                   now() + interval '13 days', interval '30 minutes') s
     where clinic.is_within_clinic_hours(s) order by s`,
  );
  return rows.map((row) => row.s);
}

/** The scheduled appointments at `start`, as (doctor, patient) pairs. */
async function storedAt(start) {
  const { rows } = await api.owner.query(
    `select doctor_id, patient_id from clinic.appointments
     where date_time = $1 and status = 'scheduled' order by id`,
    [start],
  );
  return rows.map((row) => [row.doctor_id, Number(row.patient_id)]);
}

/**
 * Opens `first` and `second` sessions, books with the first and leaves it uncommitted, starts
 * the second's booking, and returns what the second waited for and its answer once the first
 * ends with `end` ('commit' or 'rollback').
 */
async function race({ first, second, end }) {
  const a = await patientSession(api.stack.databaseUrl, first.patient);
  const b = await patientSession(api.stack.databaseUrl, second.patient);
  try {
    assert.equal(await a.book(first.doctor, first.start), 'booked');
    const answer = b.book(second.doctor, second.start);
    const waited = await waitedLock(api.owner, b.pid);
    await a.client.query(end);
    const result = await answer;
    await b.client.query(result === 'booked' ? 'commit' : 'rollback');
    return { waited, result };
  } finally {
    await a.client.end();
    await b.client.end();
  }
}

describe('concurrent bookings of one doctor or one patient', () => {
  let patients;
  let slots;
  before(async () => {
    patients = [];
    for (const n of [1, 2, 3])
      patients.push(await addPatient(api.owner, `turns${n}@example.com`, 'Turns patient'));
    slots = await freeSlots();
  });

  // [who is booked twice, the first writer, the second, how the first ends, the second's
  // answer]; a writer is [index into `patients`, doctor id]; each case has a slot of its own.
  const cases = [
    ['one doctor', [0, 1], [1, 1], 'commit', '23P01'],
    ['one patient with two doctors', [2, 2], [2, 3], 'commit', '23P01'],
    ['one doctor, the first rolled back', [0, 4], [1, 4], 'rollback', 'booked'],
  ];
  cases.forEach(([who, first, second, end, answer], index) => {
    it(`of ${who}: the second waits for its turn, not for a row, and gets ${answer}`, async () => {
      const start = slots[index];
      const writer = ([patient, doctor]) => ({ patient: patients[patient], doctor, start });
      // An advisory lock, not the first writer's transaction: the second row was never written.
      assert.deepEqual(await race({ first: writer(first), second: writer(second), end }), {
        waited: 'advisory',
        result: answer,
      });
      const [patient, doctor] = answer === 'booked' ? second : first;
      assert.deepEqual(await storedAt(start), [[doctor, patients[patient]]]);
    });
  });
});
