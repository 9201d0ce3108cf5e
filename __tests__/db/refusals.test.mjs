/**
 * Every function of the HTTP API refuses with the status the docs give the refusal's code
 * (docs/shared-mode.md#error-codes and docs/front-desk.md#calendar-api), never a 5xx. The functions are listed
 * from the database's catalog (pg_proc in schema api) and each is called through a real
 * PostgREST, as the role that would call it, with arguments it must refuse. A function added
 * without a refusal case below fails here, so its refusals are looked at before it ships.
 *
 *   npm run test:db
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { freePort, startSharedStack } from '../../scripts/db/stack.mjs';
import { addAccount, tokenOf } from './support.mjs';

/**
 * The HTTP status the docs give each code, from the rows of the refusal tables whose
 * first cell is a code in backticks and whose second cell starts with the status ('404',
 * '405 (`Allow: POST`)', '401 without a token, 403 with one') or says '(HTTP 403)'.
 * @param {string} markdown
 * @returns {Map<string, { anon: number, token: number }>} by code: without and with a token
 * @throws when two rows give one code different statuses
 */
function documentedStatuses(markdown) {
  const statuses = new Map();
  for (const line of markdown.split('\n')) {
    const row = /^\|\s*`([0-9A-Z]+)`\s*\|([^|]*)\|/.exec(line);
    if (!row) continue;
    const [, code, cell] = row;
    const byToken = /^\s*(\d{3}) without a token, (\d{3}) with one/.exec(cell);
    const one = /^\s*(\d{3})\b/.exec(cell) ?? /\(HTTP (\d{3})\)/.exec(cell);
    if (!byToken && !one) continue;
    const status = byToken
      ? { anon: Number(byToken[1]), token: Number(byToken[2]) }
      : { anon: Number(one[1]), token: Number(one[1]) };
    const known = statuses.get(code);
    if (known && (known.anon !== status.anon || known.token !== status.token)) {
      throw new Error(`docs/shared-mode.md gives ${code} two HTTP statuses`);
    }
    statuses.set(code, status);
  }
  return statuses;
}

// The data API's refusals (shared-mode.md) and the front desk's (front-desk.md#calendar-api).
const STATUSES = documentedStatuses(
  ['shared-mode.md', 'front-desk.md']
    .map((page) => readFileSync(new URL(`../../docs/${page}`, import.meta.url), 'utf8'))
    .join('\n'),
);

/** An id no row has. */
const UNKNOWN = 2000000000;

/**
 * The refusal cases of each function of schema api, at least one each: who calls (`anon`: no
 * token, `patient`, `staff`), the code the refusal must carry, what is refused, the arguments
 * (from the fixtures made in `before`) and the method when not POST.
 * @type {Record<string, [as: 'anon' | 'patient' | 'staff', code: string, when: string,
 *   args: (f: Record<string, any>) => Record<string, unknown>, method?: string][]>}
 */
const CASES = {
  accept_waitlist_offer: [
    ['anon', '22023', 'an unknown link', () => ({ token: 'not-a-token' })],
    ['anon', '55006', 'a hold passed to the next patient', (f) => ({ token: f.endedOffer })],
  ],
  add_closure: [['staff', '22023', 'no first day', () => ({ name: 'Holiday' })]],
  add_family_member: [
    ['anon', '42501', 'no token', () => ({ name: 'Mia', date_of_birth: '2018-03-04' })],
    ['patient', '22023', 'no relationship', () => ({ name: 'Mia', date_of_birth: '2018-03-04' })],
  ],
  add_time_off: [['patient', '42501', 'not staff or the doctor', () => ({ doctor_id: 2 })]],
  available_slots: [['anon', '22023', 'no bounds', () => ({ doctor_id: 2 })]],
  book_appointment: [
    ['anon', '42501', 'no token', () => ({ doctor_id: 2, reason: 'Pain' })],
    ['patient', '23514', 'a blank reason', () => ({ doctor_id: 2, reason: ' ' })],
  ],
  cancel_appointment: [
    ['patient', 'P0002', 'one already canceled', (f) => ({ appointment_id: f.canceled })],
    ['patient', '42501', 'an unknown appointment', () => ({ appointment_id: UNKNOWN })],
  ],
  cancel_appointments: [
    ['staff', '22023', 'none', () => ({ appointment_ids: [], reason: 'Shut' })],
  ],
  claim_patient_record: [
    ['anon', '28000', 'an unknown link', () => ({ claim_token: 'not-a-token', password: 'pw' })],
  ],
  find_patients: [['staff', '22023', 'one character', () => ({ query: 'a' })]],
  issue_claim_link: [
    ['staff', 'P0002', 'an unknown id', () => ({ patient_id: UNKNOWN })],
    ['staff', 'P0002', 'an account with a password', (f) => ({ patient_id: f.ann })],
    ['staff', 'P0002', 'a record just claimed', (f) => ({ patient_id: f.claimed })],
  ],
  join_waitlist: [['patient', '22023', 'no doctor or specialty', () => ({ reason: 'Sooner' })]],
  leave_waitlist: [['patient', '22023', 'an unknown entry', () => ({ entry_id: UNKNOWN })]],
  login: [
    ['anon', '28P01', 'a wrong password', () => ({ email: 'ann@refusals.test', password: 'no' })],
    ['anon', 'PT405', 'GET', () => ({ email: 'ann@refusals.test', password: 'no' }), 'GET'],
  ],
  mark_attendance: [
    [
      'staff',
      '42501',
      'an unknown one',
      () => ({ appointment_id: UNKNOWN, attendance: 'arrived' }),
    ],
  ],
  // Any date or none is an answer: only an argument it does not take is refused.
  opening_hours: [['anon', 'PGRST202', 'an argument it does not take', () => ({ weekday: 1 })]],
  register: [
    ['anon', '22023', 'a blank name', () => ({ name: ' ', email: 'x@y.test', password: 'pw' })],
  ],
  remove_closure: [['staff', 'P0002', 'an unknown closure', () => ({ closure_id: UNKNOWN })]],
  remove_family_member: [
    ['patient', '42501', 'an unknown member', () => ({ family_member_id: UNKNOWN })],
    ['patient', '23503', 'a member with an upcoming visit', (f) => ({ family_member_id: f.mia })],
  ],
  remove_time_off: [['staff', '42501', 'unknown time off', () => ({ time_off_id: UNKNOWN })]],
  reschedule_appointment: [
    ['patient', '42501', 'an unknown one', (f) => ({ appointment_id: UNKNOWN, date_time: f.free })],
  ],
  set_date_of_birth: [
    ['anon', '42501', 'no token', () => ({ date_of_birth: '1990-01-01' })],
    ['patient', '22023', 'one in the future', () => ({ date_of_birth: '2999-01-01' })],
  ],
  set_language: [
    ['anon', '42501', 'no token', () => ({ language: 'es' })],
    ['patient', '22023', 'a language the site does not speak', () => ({ language: 'fr' })],
  ],
  set_visitor_time_zone: [
    [
      'patient',
      '22023',
      'an unknown zone',
      () => ({ appointment_id: UNKNOWN, time_zone: 'Mars/Base' }),
    ],
  ],
  staff_book_appointment: [
    ['staff', '22023', 'no patient', () => ({ doctor_id: 2, reason: 'Pain' })],
  ],
  staff_cancel_appointment: [
    ['staff', 'P0002', 'an unknown one', () => ({ appointment_id: UNKNOWN, reason: 'Shut' })],
  ],
  staff_reschedule_appointment: [
    [
      'staff',
      'P0002',
      'an unknown one',
      (f) => ({ appointment_id: UNKNOWN, date_time: f.free, reason: 'Shut' }),
    ],
  ],
  update_family_member: [
    [
      'patient',
      '42501',
      "another account's member",
      (f) => ({
        family_member_id: f.bobsMember,
        name: 'X',
        date_of_birth: '2018-03-04',
        relationship: 'child',
      }),
    ],
  ],
  waitlist_offer: [['anon', '22023', 'an unknown link', () => ({ token: 'not-a-token' })]],
};

let stack;
let owner;
/** The rows of an owner's query. */
const rows = async (text, params) => (await owner.query(text, params)).rows;

/**
 * Calls /rpc/`fn` over HTTP: POST with a JSON body, or GET with `args` as the query string.
 * @returns {Promise<{ status: number, body: Record<string, any> }>}
 */
async function call(fn, args, { token, method = 'POST' } = {}) {
  const url = new URL(`/rpc/${fn}`, stack.dataApiUrl);
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  let init = { method, headers };
  if (method === 'GET') {
    for (const [name, value] of Object.entries(args)) url.searchParams.set(name, String(value));
  } else {
    init = {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    };
  }
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** A new account `<name>@refusals.test`. */
const account = (name) => addAccount(owner, name, 'refusals.test');

/** Books `start` with doctor 2 for `patient` as the owner, then cancels it. @returns its id */
async function canceledBooking(patient, start) {
  const [row] = await rows(
    `insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
     values (2, $1, $2, 'Check-up') returning id`,
    [patient, start],
  );
  await rows(`update clinic.appointments set status = 'canceled' where id = $1`, [row.id]);
  return Number(row.id);
}

/** A child of `account`'s, born 2018-03-04. @returns its id */
async function familyMember(account, name) {
  const [row] = await rows(
    `insert into clinic.family_members (account_id, name, date_of_birth, relationship)
     values ($1, $2, '2018-03-04', 'child') returning id`,
    [account, name],
  );
  return Number(row.id);
}

/** Offers doctor 2's freed `start` to the next patient waiting. @returns the offers made */
async function offerFreedSlot(start) {
  const [row] = await rows('select clinic.offer_freed_slot(2, $1) as round', [start]);
  return row.round.offers;
}

const fixtures = {};
const tokens = {};

before(async () => {
  stack = await startSharedStack({
    pgPort: await freePort(54600, 54699),
    restPort: await freePort(54700, 54799),
  });
  owner = new pg.Client({ connectionString: stack.databaseUrl });
  await owner.connect();
  fixtures.ann = await account('Ann');
  const bob = await account('Bob');
  const stan = await account('Stan');
  await rows('update clinic.accounts set staff = true where id = $1', [stan]);
  Object.assign(tokens, {
    patient: await tokenOf(owner, fixtures.ann),
    staff: await tokenOf(owner, stan),
  });
  const [annsSlot, ritasSlot, freedSlot, free, miasSlot] = (
    await rows(
      `select date_time from api.available_slots(2, now() + interval '2 days', now() + interval '30 days')
       order by date_time limit 5`,
    )
  ).map((row) => row.date_time.toISOString());
  fixtures.free = free;
  fixtures.canceled = await canceledBooking(fixtures.ann, annsSlot);

  // A patient record staff made, claimed through its link.
  const record = await call(
    'staff_book_appointment',
    {
      doctor_id: 2,
      date_time: ritasSlot,
      reason: 'Check-up',
      patient_name: 'Rita',
      patient_email: 'rita@refusals.test',
    },
    { token: tokens.staff },
  );
  assert.equal(record.status, 200, JSON.stringify(record.body));
  const claim = await call('claim_patient_record', {
    claim_token: record.body.claim_token,
    password: 'a new password',
  });
  assert.equal(claim.status, 200, JSON.stringify(claim.body));
  fixtures.claimed = record.body.patient.id;

  // Ann's family member Mia has a visit coming; Bob's is another account's member.
  fixtures.mia = await familyMember(fixtures.ann, 'Mia');
  await rows(
    `insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
     values (2, $1, $2, 'Check-up', $3)`,
    [fixtures.ann, miasSlot, fixtures.mia],
  );
  fixtures.bobsMember = await familyMember(bob, 'Leo');

  // Ann and then Bob wait for doctor 2; a freed slot goes to Ann, and after her hold to Bob.
  const [{ day }] = await rows(
    `select ($1::timestamptz at time zone clinic.clinic_timezone())::date::text as day`,
    [freedSlot],
  );
  for (const patient of [fixtures.ann, bob]) {
    const joined = await call(
      'join_waitlist',
      { doctor_id: 2, first_day: day, last_day: day, reason: 'Sooner' },
      { token: await tokenOf(owner, patient) },
    );
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
  }
  await canceledBooking(await account('Cat'), freedSlot);
  fixtures.endedOffer = (await offerFreedSlot(freedSlot))[0].token;
  await rows(
    `update clinic.waitlist_offers
     set hold_until = now() - interval '1 second', offered_at = now() - interval '16 minutes'`,
  );
  assert.equal((await offerFreedSlot(freedSlot))[0].patient_email, 'bob@refusals.test');
});

after(async () => {
  await owner?.end();
  await stack?.stop();
});

describe('refusals of the HTTP API', () => {
  it('every function in schema api answers its refusals with their documented status, never a 5xx', async (t) => {
    const functions = (
      await rows(
        `select distinct proname::text as name from pg_proc
         where pronamespace = 'api'::regnamespace order by 1`,
      )
    ).map((row) => row.name);
    assert.deepEqual(
      Object.keys(CASES).filter((fn) => !functions.includes(fn)),
      [],
      'cases for functions that are not in schema api',
    );
    for (const fn of functions) {
      await t.test(fn, async (t) => {
        assert.ok(CASES[fn]?.length, `api.${fn} has no refusal case in this test`);
        for (const [as, code, when, args, method] of CASES[fn]) {
          await t.test(`as ${as}, ${when}: ${code}`, async () => {
            const { status, body } = await call(fn, args(fixtures), { token: tokens[as], method });
            const answer = `HTTP ${status} ${JSON.stringify(body)}`;
            assert.ok(status < 500, `a server error: ${answer}`);
            const documented = STATUSES.get(code);
            assert.ok(documented, `docs/shared-mode.md gives ${code} no HTTP status`);
            assert.deepEqual(
              { status, code: body.code },
              { status: as === 'anon' ? documented.anon : documented.token, code },
              answer,
            );
          });
        }
      });
    }
  });
});
