import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  bearer,
  book,
  callRpc,
  DATA_API_URL,
  errorCode,
  expiredTokenFor,
  logIn,
  ownerQuery,
  ownWeek,
  register,
  type Session,
  slots,
  runAgainstSharedStack,
} from './support/shared-api';

/**
 * Shared mode's HTTP API on its own, with real tokens and no browser: the race for one doctor's
 * slots, attacks by a logged-in patient, and an expired token (docs/shared-mode.md). Each test
 * uses its own accounts and a week of its own far beyond what the picker offers (ownWeek: one
 * per run, retries included), so it shares nothing with the site's shared-mode specs that run
 * beside it, nor with its own earlier runs on the same database.
 */

runAgainstSharedStack();

test.describe('shared mode API: the race', () => {
  test('50 concurrent bookings by 10 patients for 5 slots of one doctor leave exactly 5, no overlap, every refusal 23P01', async ({
    request,
  }) => {
    const patients = await Promise.all(
      Array.from({ length: 10 }, (_, index) => register(request, `Racer${index}`)),
    );
    const raceSlots = await slots(ownWeek(100), 3, ['09:00', '09:30', '10:00', '10:30', '11:00']);
    const attempts = patients.flatMap((patient) => raceSlots.map((slot) => ({ patient, slot })));
    expect(attempts).toHaveLength(50);

    const responses = await Promise.all(
      attempts.map(({ patient, slot }) => book(request, patient, 3, slot, 'race')),
    );

    const accepted = responses.filter((response) => response.status() === 200);
    expect(accepted).toHaveLength(5);
    const refused = responses.filter((response) => response.status() !== 200);
    const refusals = await Promise.all(
      refused.map(async (response) => `${response.status()} ${await errorCode(response)}`),
    );
    expect(refusals).toEqual(Array.from({ length: 45 }, () => '400 23P01'));

    const acceptedSlots = await Promise.all(
      accepted.map(
        async (response) => ((await response.json()) as { date_time: string }).date_time,
      ),
    );
    expect(acceptedSlots.map((slot) => new Date(slot).toISOString()).sort()).toEqual(
      [...raceSlots].sort(),
    );

    const patientIds = patients.map((patient) => patient.user.id);
    const stored = await ownerQuery<{ scheduled: number; overlapping: number }>(
      `select
         (select count(*)::int from clinic.appointments
          where doctor_id = 3 and patient_id = any($1) and status = 'scheduled') as scheduled,
         (select count(*)::int from clinic.appointments a join clinic.appointments b
            on a.id < b.id and a.doctor_id = b.doctor_id and a.slot && b.slot
          where a.doctor_id = 3 and a.status = 'scheduled' and b.status = 'scheduled') as overlapping`,
      [patientIds],
    );
    expect(stored).toEqual([{ scheduled: 5, overlapping: 0 }]);

    const busy = await request.get(
      `${DATA_API_URL}/busy_slots?doctor_id=eq.3&date_time=gte.${raceSlots[0]}&date_time=lte.${raceSlots[4]}`,
    );
    expect(busy.status()).toBe(200);
    expect(await busy.json()).toHaveLength(5);
  });

  test('one patient booking the same time with all five doctors at once, ten times over, gets one booking each time, every refusal 23P01', async ({
    request,
  }) => {
    const patient = await register(request, 'Everywhere');
    const times = [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ];
    const raceSlots = await slots(ownWeek(101), 2, times);
    const responses = await Promise.all(
      raceSlots.flatMap((slot) =>
        [1, 2, 3, 4, 5].map((doctorId) => book(request, patient, doctorId, slot, 'everywhere')),
      ),
    );

    const refused = responses.filter((response) => response.status() !== 200);
    const refusals = await Promise.all(
      refused.map(async (response) => `${response.status()} ${await errorCode(response)}`),
    );
    expect(refusals).toEqual(Array.from({ length: 40 }, () => '400 23P01'));
    const stored = await ownerQuery<{ date_time: Date }>(
      `select date_time from clinic.appointments
       where patient_id = $1 and status = 'scheduled' order by date_time`,
      [patient.user.id],
    );
    expect(stored.map((row) => new Date(row.date_time).toISOString())).toEqual(
      [...raceSlots].sort(),
    );
  });
});

/** What is stored for the attack's two patients, read as the owner. */
async function storedFor(...sessions: Session[]) {
  const ids = sessions.map((session) => session.user.id);
  const accounts = await ownerQuery(
    'select id, name, email, role, doctor_id, password_hash from clinic.accounts where id = any($1) order by id',
    [ids],
  );
  const appointments = await ownerQuery(
    `select id, doctor_id, patient_id, patient_name, date_time, duration, reason, status,
            cancel_reason, rescheduled_to
     from clinic.appointments where patient_id = any($1) order by id`,
    [ids],
  );
  return { accounts, appointments };
}

interface Scene {
  ann: Session;
  bob: Session;
  /** Ann's scheduled appointment. */
  annsId: number;
  /** Ann's canceled appointment. */
  annsCanceledId: number;
  /** Bob's scheduled appointment. */
  bobsId: number;
  /** A free slot in the scene's week. */
  freeSlot: string;
}

/** Ann and Bob, each with an appointment with doctor 4, in week `week` (far ahead). */
async function scene(request: APIRequestContext, week: number): Promise<Scene> {
  const [ann, bob] = await Promise.all([register(request, 'Ann'), register(request, 'Bob')]);
  const [annsSlot, annsCanceledSlot, bobsSlot, freeSlot] = await slots(week, 2, [
    '10:00',
    '10:30',
    '11:00',
    '14:00',
  ]);
  const idOf = async (response: APIResponse) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { id: number }).id;
  };
  const annsId = await idOf(await book(request, ann, 4, annsSlot!));
  const annsCanceledId = await idOf(await book(request, ann, 4, annsCanceledSlot!));
  const bobsId = await idOf(await book(request, bob, 4, bobsSlot!, 'private reason'));
  const cancel = await callRpc(
    request,
    'cancel_appointment',
    { appointment_id: annsCanceledId, reason: null },
    ann,
  );
  expect(cancel.status()).toBe(200);
  return { ann, bob, annsId, annsCanceledId, bobsId, freeSlot: freeSlot! };
}

/** Expects a refusal: not 2xx, and when `code` is given, that PostgREST error code. */
/**
 * Sends `data` (JSON, none when undefined) to the data API's `path` by `method`, with `session`'s
 * token, or with none when `session` is null.
 */
function send(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  session: Session | null,
  data: object | undefined,
): Promise<APIResponse> {
  return request.fetch(`${DATA_API_URL}${path}`, {
    method,
    headers: session === null ? {} : bearer(session),
    data,
  });
}

async function expectRefused(response: APIResponse, status: number, code: string) {
  expect(`${response.status()} ${await errorCode(response)}`, await response.text()).toBe(
    `${status} ${code}`,
  );
}

test.describe('shared mode API: attacks with a real patient token are refused and change nothing', () => {
  test('reading another patient’s appointments', async ({ request }) => {
    const { ann, bob, annsId, annsCanceledId, bobsId } = await scene(request, ownWeek(110));
    const before = await storedFor(ann, bob);

    const mine = await request.get(`${DATA_API_URL}/appointments?order=id`, {
      headers: bearer(ann),
    });
    expect(mine.status()).toBe(200);
    expect(((await mine.json()) as { id: number }[]).map((row) => row.id)).toEqual([
      annsId,
      annsCanceledId,
    ]);
    for (const query of [
      `id=eq.${bobsId}`,
      `patient_id=eq.${bob.user.id}`,
      `or=(patient_id.eq.${bob.user.id},id.eq.${bobsId})`,
      `reason=eq.private%20reason`,
    ]) {
      const response = await request.get(`${DATA_API_URL}/appointments?${query}`, {
        headers: bearer(ann),
      });
      expect(response.status(), query).toBe(200);
      expect(await response.json(), query).toEqual([]);
    }
    const accounts = await request.get(`${DATA_API_URL}/accounts`, { headers: bearer(ann) });
    expect(((await accounts.json()) as { id: number }[]).map((row) => row.id)).toEqual([
      ann.user.id,
    ]);
    const busy = await request.get(`${DATA_API_URL}/busy_slots?select=*,reason`, {
      headers: bearer(ann),
    });
    expect(busy.status()).toBe(400);
    const anonymous = await request.get(`${DATA_API_URL}/appointments`);
    await expectRefused(anonymous, 401, '42501');

    expect(await storedFor(ann, bob)).toEqual(before);
  });

  test('booking as another patient', async ({ request }) => {
    const { ann, bob, freeSlot } = await scene(request, ownWeek(120));
    const before = await storedFor(ann, bob);

    // As Ann naming Bob as the patient, straight into the table, and with no token at all.
    for (const [session, path, data, status, code] of [
      [
        ann,
        '/rpc/book_appointment',
        { doctor_id: 5, date_time: freeSlot, reason: 'x', patient_id: bob.user.id },
        404,
        'PGRST202',
      ],
      [
        ann,
        '/appointments',
        { doctor_id: 5, patient_id: bob.user.id, date_time: freeSlot, reason: 'x' },
        403,
        '42501',
      ],
      [
        null,
        '/rpc/book_appointment',
        { doctor_id: 5, date_time: freeSlot, reason: 'x' },
        401,
        '42501',
      ],
    ] as const) {
      await expectRefused(await send(request, 'POST', path, session, data), status, code);
    }

    expect(await storedFor(ann, bob)).toEqual(before);
  });

  test('cancelling another patient’s appointment', async ({ request }) => {
    const { ann, bob, bobsId } = await scene(request, ownWeek(130));
    const before = await storedFor(ann, bob);

    for (const [method, path, data] of [
      ['POST', '/rpc/cancel_appointment', { appointment_id: bobsId, reason: 'mine now' }],
      ['PATCH', `/appointments?id=eq.${bobsId}`, { status: 'canceled' }],
      ['DELETE', `/appointments?id=eq.${bobsId}`, undefined],
      [
        'POST',
        '/rpc/reschedule_appointment',
        { appointment_id: bobsId, date_time: new Date(Date.now() + 864e5 * 400).toISOString() },
      ],
    ] as const) {
      await expectRefused(await send(request, method, path, ann, data), 403, '42501');
    }

    expect(await storedFor(ann, bob)).toEqual(before);
  });

  test('changing one’s own appointment in any way but cancelling it', async ({ request }) => {
    const { ann, bob, annsId, annsCanceledId, freeSlot } = await scene(request, ownWeek(140));
    const before = await storedFor(ann, bob);

    for (const [id, change] of [
      [annsId, { doctor_id: 5 }],
      [annsId, { date_time: freeSlot }],
      [annsId, { patient_id: bob.user.id }],
      [annsId, { reason: 'changed' }],
      [annsId, { duration: 60 }],
      [annsCanceledId, { status: 'scheduled' }],
      [annsCanceledId, { status: 'scheduled', cancel_reason: null }],
    ] as const) {
      const patch = await send(request, 'PATCH', `/appointments?id=eq.${id}`, ann, change);
      await expectRefused(patch, 403, '42501');
    }
    for (const [fn, data, status, code] of [
      ['cancel_appointment', { appointment_id: annsCanceledId, reason: null }, 404, 'P0002'],
      [
        'cancel_appointment',
        { appointment_id: annsId, reason: null, status: 'scheduled' },
        404,
        'PGRST202',
      ],
      [
        'cancel_appointment',
        { appointment_id: annsId, reason: null, doctor_id: 5 },
        404,
        'PGRST202',
      ],
      [
        'book_appointment',
        { doctor_id: 5, date_time: freeSlot, reason: 'x', duration: 60 },
        404,
        'PGRST202',
      ],
      [
        'reschedule_appointment',
        { appointment_id: annsId, date_time: freeSlot, doctor_id: 5 },
        404,
        'PGRST202',
      ],
      [
        'reschedule_appointment',
        { appointment_id: annsCanceledId, date_time: freeSlot },
        404,
        'P0002',
      ],
      ['book', { doctor_id: 5, date_time: freeSlot, reason: 'x' }, 404, 'PGRST202'],
      ['lock_own_scheduled', { appointment_id: annsId }, 404, 'PGRST202'],
    ] as const) {
      await expectRefused(await send(request, 'POST', `/rpc/${fn}`, ann, data), status, code);
    }

    expect(await storedFor(ann, bob)).toEqual(before);
  });

  test('linking oneself to a doctor', async ({ request }) => {
    const { ann, bob } = await scene(request, ownWeek(150));
    const before = await storedFor(ann, bob);

    const patch = await send(request, 'PATCH', `/accounts?id=eq.${ann.user.id}`, ann, {
      doctor_id: 1,
    });
    await expectRefused(patch, 403, '42501');
    const link = await send(request, 'POST', '/rpc/link_doctor', ann, {
      email: ann.user.email,
      doctor_id: 1,
    });
    await expectRefused(link, 404, 'PGRST202');
    const otherSchema = await callRpc(
      request,
      'link_doctor',
      { email: ann.user.email, doctor_id: 1 },
      ann,
      { 'Content-Profile': 'clinic' },
    );
    await expectRefused(otherSchema, 406, 'PGRST106');
    const mallory = { name: 'Mallory', password: 'x', role: 'doctor' };
    const registerAsDoctor = await callRpc(request, 'register', {
      ...mallory,
      email: `mallory-${Date.now()}@test.example`,
      doctor_id: 1,
    });
    await expectRefused(registerAsDoctor, 404, 'PGRST202');
    const asDoctorRole = await callRpc(request, 'register', {
      ...mallory,
      email: `mallory2-${Date.now()}@test.example`,
    });
    expect(((await asDoctorRole.json()) as Session).user.doctor_id).toBeNull();

    expect(await storedFor(ann, bob)).toEqual(before);
    expect((await storedFor(ann)).accounts[0]?.doctor_id).toBeNull();
  });

  test('reading any password hash', async ({ request }) => {
    const { ann, bob } = await scene(request, ownWeek(160));
    const before = await storedFor(ann, bob);

    const bodies: string[] = [];
    for (const [path, headers] of [
      ['/accounts?select=password_hash', {}],
      ['/accounts?select=*,password_hash', {}],
      ['/accounts?password_hash=like.*', {}],
      ['/accounts?order=password_hash', {}],
      ['/appointments?select=*,accounts(password_hash)', {}],
      ['/accounts', { 'Accept-Profile': 'clinic' }],
    ] as const) {
      const response = await request.get(`${DATA_API_URL}${path}`, {
        headers: { ...bearer(ann), ...headers },
      });
      expect(response.ok(), path).toBe(false);
      bodies.push(await response.text());
    }
    const login = await logIn(request, ann.user.email, 'pw-Ann');
    expect(login.status()).toBe(200);
    bodies.push(await login.text());
    bodies.push(
      await (await request.get(`${DATA_API_URL}/accounts`, { headers: bearer(ann) })).text(),
    );
    bodies.push(await (await request.get(`${DATA_API_URL}/`, { headers: bearer(ann) })).text());
    for (const body of bodies) {
      expect(body).not.toMatch(/\$2a\$/);
      expect(body).not.toContain('pw-Ann');
    }

    expect(await storedFor(ann, bob)).toEqual(before);
  });

  test('injection through PostgREST’s query parameters', async ({ request }) => {
    const { ann, bob, bobsId } = await scene(request, ownWeek(170));
    const before = await storedFor(ann, bob);
    // Every table of the clinic's schema, by name: none may be dropped by an injected statement.
    const clinicTables = () =>
      ownerQuery<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'clinic' order by 1",
      );
    const tablesBefore = await clinicTables();
    expect(tablesBefore.map((row) => row.name)).toEqual(
      expect.arrayContaining(['accounts', 'appointments', 'doctors']),
    );
    const q = encodeURIComponent;

    for (const [query, status] of [
      [`patient_id=eq.${q(`${bob.user.id} or 1=1`)}`, 400],
      [`id=in.(${q(`${bobsId}) or (1=1`)})`, 200],
      [`reason=eq.${q("x' or '1'='1")}`, 200],
      [`reason=eq.${q("'; delete from clinic.appointments; --")}`, 200],
      [`order=${q('date_time; drop table clinic.appointments')}`, 400],
      [`order=${q('(select password_hash from clinic.accounts limit 1)')}`, 400],
      [`select=${q('id,(select password_hash from clinic.accounts)')}`, 400],
      [`select=${q('id::text;drop table clinic.accounts')}`, 400],
      [`limit=${q('1; delete from clinic.appointments')}`, 200],
      [`or=${q('(patient_id.neq.0)')}`, 200],
      [`patient_id=not.eq.${ann.user.id}`, 200],
    ] as const) {
      const response = await request.get(`${DATA_API_URL}/appointments?${query}`, {
        headers: bearer(ann),
      });
      expect(response.status(), `${query}: ${await response.text()}`).toBe(status);
      if (status === 200) {
        const rows = (await response.json()) as { patient_id: number }[];
        expect(
          rows.every((row) => row.patient_id === ann.user.id),
          query,
        ).toBe(true);
      }
    }
    const busy = await request.get(
      `${DATA_API_URL}/busy_slots?doctor_id=eq.${q('4 union select patient_id from clinic.appointments')}`,
    );
    expect(busy.status()).toBe(400);

    expect(await storedFor(ann, bob)).toEqual(before);
    expect(await clinicTables()).toEqual(tablesBefore);
  });
});

test.describe('shared mode API: tokens', () => {
  test('an expired token is answered 401 PGRST301, and so is a forged one', async ({ request }) => {
    const carol = await register(request, 'Carol');
    const expired = await expiredTokenFor(carol.user.email);
    const response = await request.get(`${DATA_API_URL}/appointments`, {
      headers: bearer(expired),
    });
    await expectRefused(response, 401, 'PGRST301');
    const [slot] = await slots(ownWeek(180), 2, ['10:00']);
    const booking = await callRpc(
      request,
      'book_appointment',
      { doctor_id: 1, date_time: slot, reason: 'x' },
      expired,
    );
    await expectRefused(booking, 401, 'PGRST301');

    const [header, payload] = carol.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await expectRefused(
      await request.get(`${DATA_API_URL}/appointments`, { headers: bearer(forged) }),
      401,
      'PGRST301',
    );
    const fresh = await request.get(`${DATA_API_URL}/appointments`, { headers: bearer(carol) });
    expect(fresh.status()).toBe(200);
    expect(
      await ownerQuery('select id from clinic.appointments where patient_id = $1', [carol.user.id]),
    ).toEqual([]);
  });
});
