/**
 * Family members over HTTP (docs/family-members.md#in-shared-mode, migration 015): a real
 * PostgREST, and tokens signed as login signs them. Bob's token attacks Ann's family member
 * (reading it, renaming it, moving it to his account, removing it, booking for it) and is refused
 * each time, leaving it as it was; Ann's own token, staff's and the visit's doctor's are allowed
 * what the docs say. db/tests/15-family-members.sql holds the same rules in SQL.
 *
 *   npm run test:db
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addAccount, apiStackForFile, tokenOf } from './support.mjs';

const api = apiStackForFile({ pg: [54800, 54899], rest: [54900, 54999] }, setUp);
let owner;
const ids = {};
const tokens = {};

/** The rows of an owner's query. */
const rows = (text, params) => api.rows(text, params);
/** A request to the data API. */
const request = (path, options) => api.request(path, options);

/** POST /rpc/`fn` with `body` as the account whose token is `token`. */
const call = (fn, body, token) => api.call(fn, body, token);

/** Renames Ann's member Mia to `name` through update_family_member with `token`. */
const renameMia = (token, name) =>
  call(
    'update_family_member',
    { family_member_id: ids.mia, name, date_of_birth: '2018-03-04', relationship: 'child' },
    token,
  );

/** Asserts that the API refused `response` as another account's: HTTP 403, SQLSTATE 42501. */
function assertForbidden(response) {
  assert.deepEqual(
    { status: response.status, code: response.body.code },
    { status: 403, code: '42501' },
  );
}

/** Ann's member as stored, whoever asks. */
async function storedMia() {
  const [row] = await rows(
    'select account_id, name, removed_at from clinic.family_members where id = $1',
    [ids.mia],
  );
  return { ...row, account_id: Number(row.account_id) };
}

/** Ann, Bob, staff member Stan and Doc (doctor 2) with their tokens; Ann's Mia with a visit. */
async function setUp() {
  owner = api.owner;
  for (const name of ['Ann', 'Bob', 'Stan', 'Doc']) {
    ids[name.toLowerCase()] = await addAccount(owner, name, 'family.test');
  }
  await rows('update clinic.accounts set staff = true where id = $1', [ids.stan]);
  await rows('update clinic.accounts set doctor_id = 2 where id = $1', [ids.doc]);
  for (const name of ['ann', 'bob', 'stan', 'doc']) tokens[name] = await tokenOf(owner, ids[name]);

  const added = await request('/rpc/add_family_member', {
    token: tokens.ann,
    method: 'POST',
    body: { name: 'Mia', date_of_birth: '2018-03-04', relationship: 'child' },
  });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  ids.mia = added.body.id;
  // Mia's visit with doctor 2, so that doctor's account may read her.
  const [slot] = await rows(
    `select date_time from api.available_slots(2, now() + interval '2 days', now() + interval '30 days')
     order by date_time limit 1`,
  );
  await rows(
    `insert into clinic.appointments (doctor_id, patient_id, date_time, reason, family_member_id)
     values (2, $1, $2, 'Vaccination', $3)`,
    [ids.ann, slot.date_time, ids.mia],
  );
}

describe("another account's token", () => {
  it('reads none of Ann’s family members', async () => {
    const { status, body } = await request(`/family_members?id=eq.${ids.mia}`, {
      token: tokens.bob,
    });
    assert.deepEqual({ status, body }, { status: 200, body: [] });
  });

  it('cannot rename Ann’s family member', async () => {
    const renamed = await renameMia(tokens.bob, 'Mallory');
    assertForbidden(renamed);
    const patched = await request(`/family_members?id=eq.${ids.mia}`, {
      token: tokens.bob,
      method: 'PATCH',
      body: { name: 'Mallory' },
    });
    assert.equal(patched.status, 403, JSON.stringify(patched.body));
    assert.equal((await storedMia()).name, 'Mia');
  });

  it('cannot move Ann’s family member to its own account, nor can Ann or staff', async () => {
    for (const token of [tokens.bob, tokens.ann, tokens.stan]) {
      const moved = await request(`/family_members?id=eq.${ids.mia}`, {
        token,
        method: 'PATCH',
        body: { account_id: ids.bob },
      });
      assert.equal(moved.status, 403, JSON.stringify(moved.body));
    }
    assert.equal((await storedMia()).account_id, ids.ann);
  });

  it('cannot remove Ann’s family member', async () => {
    const removed = await call('remove_family_member', { family_member_id: ids.mia }, tokens.bob);
    assertForbidden(removed);
    const deleted = await request(`/family_members?id=eq.${ids.mia}`, {
      token: tokens.bob,
      method: 'DELETE',
    });
    assert.equal(deleted.status, 403, JSON.stringify(deleted.body));
    assert.equal((await storedMia()).removed_at, null);
  });

  it('cannot book for Ann’s family member', async () => {
    const [slot] = await rows(
      `select date_time from api.available_slots(3, now() + interval '2 days', now() + interval '30 days')
       order by date_time limit 1`,
    );
    const booked = await call(
      'book_appointment',
      { doctor_id: 3, date_time: slot.date_time, reason: 'x', family_member_id: ids.mia },
      tokens.bob,
    );
    assert.deepEqual(
      { status: booked.status, code: booked.body.code, message: booked.body.message },
      { status: 403, code: '42501', message: 'That family member is not on this account.' },
    );
    const [{ count }] = await rows(
      'select count(*)::int as count from clinic.appointments where family_member_id = $1',
      [ids.mia],
    );
    assert.equal(count, 1, 'only Ann’s own booking names Mia');
  });

  it('reads none of Ann’s family member’s visits, nor asks for their free times', async () => {
    const visits = await request(`/appointments?family_member_id=eq.${ids.mia}`, {
      token: tokens.bob,
    });
    assert.deepEqual({ status: visits.status, body: visits.body }, { status: 200, body: [] });
    const params = new URLSearchParams({
      doctor_id: '3',
      from_time: new Date(Date.now() + 2 * 86400000).toISOString(),
      to_time: new Date(Date.now() + 9 * 86400000).toISOString(),
      family_member_id: String(ids.mia),
    });
    const slots = await request(`/rpc/available_slots?${params}`, { token: tokens.bob });
    assertForbidden(slots);
  });

  it('cannot put Ann’s family member on the waitlist', async () => {
    const [{ day }] = await rows(`select (clinic.clinic_today() + 7)::text as day`);
    const joined = await call(
      'join_waitlist',
      { doctor_id: 3, first_day: day, last_day: day, reason: 'x', family_member_id: ids.mia },
      tokens.bob,
    );
    assertForbidden(joined);
  });

  it('cannot add a family member to Ann’s account', async () => {
    const added = await request('/family_members', {
      token: tokens.bob,
      method: 'POST',
      body: {
        account_id: ids.ann,
        name: 'Planted',
        date_of_birth: '2010-01-01',
        relationship: 'child',
      },
    });
    assert.equal(added.status, 403, JSON.stringify(added.body));
  });
});

describe('the own account, staff and the visit’s doctor', () => {
  it('lets Ann read and rename her own family member', async () => {
    const listed = await request('/family_members', { token: tokens.ann });
    assert.deepEqual(
      listed.body.map((member) => member.name),
      ['Mia'],
    );
    const renamed = await renameMia(tokens.ann, 'Mia Lee');
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.equal((await storedMia()).name, 'Mia Lee');
  });

  it('refuses Ann removing a family member with an upcoming visit, with HTTP 409', async () => {
    const removed = await call('remove_family_member', { family_member_id: ids.mia }, tokens.ann);
    assert.deepEqual(
      { status: removed.status, code: removed.body.code, message: removed.body.message },
      {
        status: 409,
        code: '23503',
        message: 'Mia Lee has upcoming visits. Cancel them first, then remove Mia Lee.',
      },
    );
  });

  it('lets staff book Ann’s family member for Ann, never for another account', async () => {
    const [slot] = await rows(
      `select date_time from api.available_slots(4, now() + interval '2 days', now() + interval '30 days')
       order by date_time offset 4 limit 1`,
    );
    // Two hours after Mia's first visit, so that she is free then.
    const body = {
      doctor_id: 4,
      date_time: slot.date_time,
      reason: 'Phone',
      family_member_id: ids.mia,
    };
    const forBob = await call(
      'staff_book_appointment',
      { ...body, patient_id: ids.bob },
      tokens.stan,
    );
    assertForbidden(forBob);
    const forAnn = await call(
      'staff_book_appointment',
      { ...body, patient_id: ids.ann },
      tokens.stan,
    );
    assert.equal(forAnn.status, 200, JSON.stringify(forAnn.body));
    assert.equal(forAnn.body.appointment.family_member_id, ids.mia);
  });

  it('lets staff read every account’s family members and rename one', async () => {
    const listed = await request(`/family_members?id=eq.${ids.mia}`, { token: tokens.stan });
    assert.equal(listed.body.length, 1);
    const renamed = await renameMia(tokens.stan, 'Mia');
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
  });

  it('lets the doctor of the visit read the family member, and nothing more', async () => {
    const listed = await request('/family_members', { token: tokens.doc });
    assert.deepEqual(
      listed.body.map((member) => member.id),
      [ids.mia],
    );
    const renamed = await renameMia(tokens.doc, 'X');
    assert.equal(renamed.status, 403, JSON.stringify(renamed.body));
  });
});
