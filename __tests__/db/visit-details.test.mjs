/**
 * A visit's person, age and answers over HTTP (docs/visit-types.md#in-shared-mode,
 * docs/family-members.md#in-shared-mode, migration 016): a real PostgREST, the example clinic's
 * visit types (clinic.example.json) and tokens signed as login signs them.
 *
 * - The race: two patients booking overlapping visits of different lengths with one doctor at
 *   once (a 60-minute new patient visit and a 15-minute follow-up starting 30 minutes later) get
 *   one booking and one refusal with 23P01. Both requests are held at the doctor's turn (the lock
 *   migration 010 takes) until both wait there, then let go together.
 * - A parent books two children with two doctors at the same time; a child cannot have two
 *   visits at once; the free times a parent asks for leave out the child's own visits.
 * - Intake answers: a pasted 10,000-character answer is refused; the answers are read by the
 *   patient account, the visit's doctor and staff, and by nobody else.
 * - The holder's date of birth and a type's age limit.
 * db/tests/16-visit-details.sql holds the same rules in SQL.
 *
 *   npm run test:db
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { addAccount, addExampleVisitTypes, apiStackForFile, tokenOf } from './support.mjs';

const api = apiStackForFile({ pg: [55000, 55099], rest: [55200, 55299] }, setUp);
const ids = {};
const tokens = {};

/** The rows of an owner's query. */
const rows = (text, params) => api.rows(text, params);
/** POST /rpc/`fn` with `body` as the account whose token is `token`. */
const call = (fn, body, token) => api.call(fn, body, token);
/** The intake answers of `visit` that `name`'s token reads (none without a name). */
const answersRead = (visit, name) =>
  api.request(`/appointments?id=eq.${visit.id}&select=intake_answers`, { token: tokens[name] });
/** An answer's status, code and sentence. */
const refusal = ({ status, body }) => ({ status, code: body?.code, message: body?.message });

/**
 * Weekday `n` (0: the first) from two days ahead, at `time` in the clinic's zone: each test has
 * a day of its own.
 * @returns {Promise<Date>}
 */
async function weekdayAt(n, time) {
  const [{ start }] = await rows(
    `select (d::date + $2::time) at time zone clinic.clinic_timezone() as start
     from generate_series(now() + interval '2 days', now() + interval '30 days', interval '1 day') d
     where extract(isodow from d at time zone clinic.clinic_timezone()) between 1 and 5
     order by 1 offset $1 limit 1`,
    [n, time],
  );
  return start;
}

/** `start` plus `minutes`. */
const plus = (start, minutes) => new Date(start.getTime() + minutes * 60000);

/** The example clinic's types; the accounts with their tokens; Ann's children Mia and Leo. */
async function setUp() {
  const { owner } = api;
  await addExampleVisitTypes(owner);
  for (const name of ['Ann', 'Bob', 'Cy', 'Stan', 'Rafa', 'Amelia']) {
    ids[name.toLowerCase()] = await addAccount(owner, name, 'details.test');
  }
  await rows('update clinic.accounts set staff = true where id = $1', [ids.stan]);
  // The dermatologist's account and the cardiologist's.
  await rows('update clinic.accounts set doctor_id = 2 where id = $1', [ids.rafa]);
  await rows('update clinic.accounts set doctor_id = 1 where id = $1', [ids.amelia]);
  for (const name of Object.keys(ids)) tokens[name] = await tokenOf(owner, ids[name]);
  for (const [name, born] of [
    ['Mia', '2018-03-04'],
    ['Leo', '2020-07-01'],
  ]) {
    const added = await call(
      'add_family_member',
      { name, date_of_birth: born, relationship: 'child' },
      tokens.ann,
    );
    assert.equal(added.status, 200, JSON.stringify(added.body));
    ids[name.toLowerCase()] = added.body.id;
  }
}

describe('two patients booking overlapping visits of different lengths at once, over HTTP', () => {
  it('gets one booking and one refusal with 23P01', async () => {
    const start = await weekdayAt(0, '10:00');
    const doctorTurn = `hashtextextended('clinic.doctor:3', 0)`;
    // Held by the owner's session, so both requests wait for the doctor's turn together.
    await rows(`select pg_advisory_lock(${doctorTurn})`);
    let answers;
    try {
      const pending = [
        call(
          'book_appointment',
          { doctor_id: 3, date_time: start, reason: 'First visit', visit_type_id: 'new-patient' },
          tokens.bob,
        ),
        call(
          'book_appointment',
          {
            doctor_id: 3,
            date_time: plus(start, 30),
            reason: 'Results',
            visit_type_id: 'follow-up',
          },
          tokens.cy,
        ),
      ];
      for (let tries = 0; ; tries += 1) {
        const [{ waiting }] = await rows(
          `select count(*)::int as waiting from pg_locks
           where locktype = 'advisory' and not granted and pid <> pg_backend_pid()`,
        );
        if (waiting === 2) break;
        assert.ok(tries < 200, `both requests wait for the doctor's turn (${waiting} do)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await rows(`select pg_advisory_unlock(${doctorTurn})`);
      answers = await Promise.all(pending);
    } finally {
      await rows('select pg_advisory_unlock_all()');
    }
    const outcomes = answers.map(({ status, body }) => (status === 200 ? 'booked' : body.code));
    assert.deepEqual([...outcomes].sort(), ['23P01', 'booked'], JSON.stringify(answers));
    const refused = answers.find(({ status }) => status !== 200);
    assert.deepEqual(refusal(refused), {
      status: 400,
      code: '23P01',
      message: 'That time is no longer available.',
    });
    const stored = await rows(
      `select visit_type_id from clinic.appointments
       where doctor_id = 3 and status = 'scheduled' and date_time >= $1 and date_time < $2`,
      [start, plus(start, 120)],
    );
    assert.equal(stored.length, 1, 'one visit is stored');
  });
});

describe('the person a visit is for', () => {
  it('lets a parent book two children with two doctors at the same time, one visit each', async () => {
    const start = await weekdayAt(1, '11:00');
    const book = (doctor, member) =>
      call(
        'book_appointment',
        {
          doctor_id: doctor,
          date_time: start,
          reason: 'Check-up',
          visit_type_id: 'follow-up',
          family_member_id: member,
        },
        tokens.ann,
      );
    const mia = await book(1, ids.mia);
    const leo = await book(5, ids.leo);
    assert.deepEqual(
      [mia, leo].map(({ status, body }) => [status, body.family_member_name]),
      [
        [200, 'Mia'],
        [200, 'Leo'],
      ],
    );
    assert.deepEqual(refusal(await book(3, ids.mia)), {
      status: 400,
      code: '23P01',
      message: 'Mia already has a visit at that time.',
    });
    const params = new URLSearchParams({
      doctor_id: '3',
      from_time: plus(start, -60).toISOString(),
      to_time: plus(start, 60).toISOString(),
      visit_type_id: 'follow-up',
      family_member_id: String(ids.mia),
    });
    const free = await api.request(`/rpc/available_slots?${params}`, { token: tokens.ann });
    assert.equal(free.status, 200, JSON.stringify(free.body));
    assert.deepEqual(
      free.body.map((slot) => new Date(slot.date_time).getTime() - start.getTime()),
      [-60, -30, 30].map((minutes) => minutes * 60000),
      'her free times with another doctor (on the half-hour grid) leave out her own visit',
    );
  });
});

describe('intake answers', () => {
  let visit;
  const answers = { 'spot-location': 'Left forearm', 'spot-changed': true };
  /** A skin check with the dermatologist at `time` on weekday 2, as `token`'s account. */
  const bookSkinCheck = async (time, token, fields) =>
    call(
      'book_appointment',
      {
        doctor_id: 2,
        date_time: await weekdayAt(2, time),
        reason: 'A mole',
        visit_type_id: 'skin-check',
        ...fields,
      },
      token,
    );
  before(async () => {
    const booked = await bookSkinCheck('14:00', tokens.ann, {
      family_member_id: ids.mia,
      intake_answers: answers,
    });
    assert.equal(booked.status, 200, JSON.stringify(booked.body));
    visit = booked.body;
  });

  it('refuses a pasted 10,000-character answer', async () => {
    const answer = await bookSkinCheck('15:00', tokens.bob, {
      intake_answers: { 'spot-location': 'x'.repeat(10000), 'spot-changed': false },
    });
    assert.deepEqual(refusal(answer), {
      status: 400,
      code: '23514',
      message: 'An answer can be at most 200 characters.',
    });
  });

  it('are read by the patient account, the visit’s doctor and staff', async () => {
    for (const name of ['ann', 'rafa', 'stan']) {
      const { status, body } = await answersRead(visit, name);
      assert.deepEqual(
        { status, body },
        { status: 200, body: [{ intake_answers: answers }] },
        name,
      );
    }
  });

  it('are read by nobody else', async () => {
    for (const name of ['bob', 'amelia']) {
      const { status, body } = await answersRead(visit, name);
      assert.deepEqual({ status, body }, { status: 200, body: [] }, name);
    }
    assert.equal((await answersRead(visit)).status, 401, 'without a token');
    const busy = await api.request(`/busy_slots?doctor_id=eq.2`);
    assert.ok(busy.body.length > 0 && busy.body.every((row) => !('intake_answers' in row)));
  });
});

describe('age limits', () => {
  it('asks for the holder’s date of birth, then refuses an age the type is not for', async () => {
    const start = await weekdayAt(3, '15:00');
    const body = {
      doctor_id: 4,
      date_time: start,
      reason: 'Shots',
      visit_type_id: 'child-vaccination',
    };
    assert.deepEqual(refusal(await call('book_appointment', body, tokens.cy)), {
      status: 400,
      code: '23514',
      message: 'Add your date of birth to book Child vaccination.',
    });
    const set = await call('set_date_of_birth', { date_of_birth: '1990-06-01' }, tokens.cy);
    assert.deepEqual([set.status, set.body.date_of_birth], [200, '1990-06-01']);
    assert.deepEqual(refusal(await call('book_appointment', body, tokens.cy)), {
      status: 400,
      code: '23514',
      message: 'Child vaccination is for patients under 18.',
    });
    const child = await call(
      'book_appointment',
      { ...body, family_member_id: ids.leo },
      tokens.ann,
    );
    assert.equal(child.status, 200, JSON.stringify(child.body));
  });
});
