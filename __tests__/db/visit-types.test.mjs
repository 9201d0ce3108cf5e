/**
 * Visit types in the database (docs/clinic-calendar.md#visit-types, migration 014):
 *
 * - The race: two patients booking overlapping visits of different lengths with one doctor at
 *   the same moment (a 60-minute visit with a 10-minute buffer and a 15-minute one starting 30
 *   minutes later) get one booking and one refusal with 23P01, whichever comes first: the second
 *   waits for the doctor's turn (migration 010), then meets the first's committed row in the
 *   exclusion constraint on each visit plus its buffer.
 * - The default clinic answers as before: a database migrated to 013 is filled with hours,
 *   breaks, time off, closures and bookings, its free slots and the insert's answer at every half
 *   hour of a week are read, then 014 is applied; every answer is the same, and every stored
 *   appointment is kept and reads as a 30-minute consultation.
 *
 *   npm run test:db
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { migrate } from '../../scripts/db/migrate.mjs';
import {
  addExampleVisitTypes,
  addPatient,
  apiStackForFile,
  patientSession,
  waitedLock,
} from './support.mjs';

const api = apiStackForFile({ pg: [54600, 54699] });

/** `count` weekdays' 10:00 in the clinic's zone, from 3 days ahead, in time order. */
async function weekdayMornings(count) {
  const { rows } = await api.owner.query(
    `select (d::date + time '10:00') at time zone clinic.clinic_timezone() as start
     from generate_series(now() + interval '3 days', now() + interval '30 days', interval '1 day') d
     where extract(isodow from d at time zone clinic.clinic_timezone()) between 1 and 5
     order by 1 limit $1`,
    [count],
  );
  return rows.map((row) => row.start);
}

describe('two patients booking overlapping visits of different lengths at once', () => {
  let patients;
  let mornings;
  before(async () => {
    await addExampleVisitTypes(api.owner);
    patients = [
      await addPatient(api.owner, 'race1@example.com'),
      await addPatient(api.owner, 'race2@example.com'),
    ];
    mornings = await weekdayMornings(3);
  });

  // [the first writer's visit, the second's, how the first ends, the second's answer]; a
  // visit is [type, minutes after 10:00]; each case on a morning of its own, with doctor 2.
  const cases = [
    [['new-patient', 0], ['follow-up', 30], 'commit', '23P01'],
    [['follow-up', 30], ['new-patient', 0], 'commit', '23P01'],
    [['new-patient', 0], ['follow-up', 30], 'rollback', 'booked'],
  ];
  cases.forEach(([first, second, end, answer], index) => {
    it(`${first[0]} then ${second[0]}, the first ${end === 'commit' ? 'committed' : 'rolled back'}: the second gets ${answer}`, async () => {
      const at = ([, minutes]) => new Date(mornings[index].getTime() + minutes * 60_000);
      const a = await patientSession(api.stack.databaseUrl, patients[0]);
      const b = await patientSession(api.stack.databaseUrl, patients[1]);
      let waited;
      let result;
      try {
        assert.equal(await a.book(2, at(first), first[0]), 'booked');
        const answer = b.book(2, at(second), second[0]);
        waited = await waitedLock(api.owner, b.pid);
        await a.client.query(end);
        result = await answer;
        await b.client.query(result === 'booked' ? 'commit' : 'rollback');
      } finally {
        await a.client.end();
        await b.client.end();
      }
      // It waited for the doctor's turn, not for the first's row, so no deadlock is possible.
      assert.deepEqual({ waited, result }, { waited: 'advisory', result: answer });
      const { rows } = await api.owner.query(
        `select visit_type_id, patient_id from clinic.appointments
         where doctor_id = 2 and status = 'scheduled'
           and date_time >= $1 and date_time < $1::timestamptz + interval '2 hours'`,
        [mornings[index]],
      );
      const [kept, keptPatient] =
        answer === 'booked' ? [second, patients[1]] : [first, patients[0]];
      assert.deepEqual(
        rows.map((row) => [row.visit_type_id, Number(row.patient_id)]),
        [[kept[0], keptPatient]],
      );
    });
  });
});

/** The database `name` of the stack's cluster, as the owner. */
function databaseUrlOf(name) {
  const url = new URL(api.stack.databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Fills a database migrated to 013 with what a clinic's calendar holds: a doctor's new week with
 * a break and a Sunday, time off of part of a day and of three days, a closure, and past, future
 * and canceled bookings of several patients (past ones inserted past the triggers).
 */
async function fillCalendar(client) {
  const patients = [];
  for (const n of [1, 2, 3]) patients.push(await addPatient(client, `before${n}@example.com`));
  await client.query(
    `insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time)
     select 4, (now() at time zone clinic.clinic_timezone())::date + 5, w, s, e
     from (values (1, time '08:00', time '12:00'), (1, '13:00', '18:00'), (3, '09:00', '24:00'),
                  (7, '10:00', '12:00')) v(w, s, e)`,
  );
  await client.query(
    `insert into clinic.time_off (doctor_id, period) values
       (2, tstzrange(date_trunc('day', now()) + interval '2 days 16 hours',
                     date_trunc('day', now()) + interval '2 days 19 hours')),
       (3, tstzrange(date_trunc('day', now()) + interval '4 days',
                     date_trunc('day', now()) + interval '7 days'))`,
  );
  await client.query(
    `insert into clinic.closures (first_day, last_day, name)
     values ((now() at time zone clinic.clinic_timezone())::date + 6,
             (now() at time zone clinic.clinic_timezone())::date + 6, 'Inventory')`,
  );
  await client.query('alter table clinic.appointments disable trigger user');
  await client.query(
    `insert into clinic.appointments (doctor_id, doctor_name, patient_id, patient_name,
                                      patient_email, date_time, reason)
     values (1, 'Dr. Amelia Hart', $1, 'Visit patient', 'before1@example.com',
             date_trunc('hour', now()) - interval '3 days', 'Past visit')`,
    [patients[0]],
  );
  await client.query('alter table clinic.appointments enable trigger user');
  // Every free half hour of every doctor from 2 days ahead, one in seven, shared among the patients.
  const { rows } = await client.query(
    `select s.doctor_id, s.date_time from api.available_slots(null, now() + interval '2 days',
                                                            now() + interval '16 days') s`,
  );
  for (const [index, slot] of rows.entries()) {
    if (index % 7 !== 0) continue;
    await client.query(
      `insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
       select $1, $2, $3, 'Checkup'
       where not exists (select from clinic.appointments a where a.patient_id = $2
                         and a.status = 'scheduled' and a.date_time = $3)`,
      [slot.doctor_id, patients[index % 3], slot.date_time],
    );
  }
  await client.query(
    `update clinic.appointments set status = 'canceled', cancel_reason = 'Moved away'
     where id in (select id from clinic.appointments where status = 'scheduled'
                  and date_time > now() order by id limit 3)`,
  );
  return patients;
}

/**
 * What the database answers: every doctor's free slots over the next 60 days (from tomorrow's
 * midnight, so that a minute passing changes nothing), and, for a patient with no booking, the
 * insert's answer at every half hour of the coming week for each doctor (each undone).
 */
async function answers(client, probe) {
  const { rows: slots } = await client.query(
    `select doctor_id, date_time from api.available_slots(
       null, ((now() at time zone clinic.clinic_timezone())::date + 1)::timestamp
               at time zone clinic.clinic_timezone(),
       ((now() at time zone clinic.clinic_timezone())::date + 61)::timestamp
         at time zone clinic.clinic_timezone())`,
  );
  const { rows: inserts } = await client.query(
    `select d, s, tests_insert_answer(d, s, $1) as answer
     from generate_series(1, 5) d,
          generate_series(((now() at time zone clinic.clinic_timezone())::date + 1)::timestamp
                            at time zone clinic.clinic_timezone(),
                          ((now() at time zone clinic.clinic_timezone())::date + 8)::timestamp
                            at time zone clinic.clinic_timezone() - interval '30 minutes',
                          interval '30 minutes') s
     order by d, s`,
    [probe],
  );
  return {
    slots: slots.map((row) => `${row.doctor_id} ${row.date_time.toISOString()}`),
    inserts: inserts.map((row) => `${row.d} ${row.s.toISOString()} ${row.answer}`),
  };
}

describe('the default clinic, before and after migration 014', () => {
  let client;
  before(async () => {
    await api.owner.query('create database before_types');
    const url = databaseUrlOf('before_types');
    await migrate({ databaseUrl: url, target: '13' });
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  after(async () => {
    await client?.end();
  });

  it('answers every free slot and every insert as before, and keeps every row as a consultation', async () => {
    const { rows: versions } = await client.query('select max(version) as v from schemaversion');
    assert.equal(Number(versions[0].v), 13);
    await fillCalendar(client);
    const probe = await addPatient(client, 'probe@example.com');
    // The insert's answer, undone: 'booked', or the refusal's SQLSTATE and sentence.
    await client.query(
      `create function tests_insert_answer(doctor integer, starts_at timestamptz, patient bigint)
         returns text language plpgsql as $$
       begin
         insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
           values (doctor, patient, starts_at, 'Probe');
         raise exception 'undo' using errcode = 'P0001';
       exception
         when raise_exception then return 'booked';
         when others then return sqlstate || ' ' || sqlerrm;
       end $$`,
    );
    const { rows: storedBefore } = await client.query('select * from api.appointments order by id');
    const before = await answers(client, probe);

    assert.deepEqual(await migrate({ databaseUrl: databaseUrlOf('before_types'), target: '14' }), [
      '014.do.visit-types.sql',
    ]);
    const afterMigration = await answers(client, probe);
    const { rows: storedAfter } = await client.query('select * from api.appointments order by id');
    const { rows: kept } = await client.query(
      'select distinct visit_type_id, duration, buffer_minutes from clinic.appointments',
    );

    assert.ok(before.slots.length > 1000, `${before.slots.length} free slots before`);
    assert.ok(storedBefore.length > 50, `${storedBefore.length} appointments before`);
    assert.ok(before.inserts.some((line) => line.endsWith(' booked')));
    assert.ok(before.inserts.some((line) => line.includes(' 23P01 ')));
    assert.deepEqual(afterMigration.slots, before.slots);
    assert.deepEqual(afterMigration.inserts, before.inserts);
    assert.deepEqual(
      storedAfter,
      storedBefore.map((row) => ({ ...row, visit_type_id: 'consultation' })),
    );
    assert.deepEqual(kept, [{ visit_type_id: 'consultation', duration: 30, buffer_minutes: 0 }]);
  });
});
