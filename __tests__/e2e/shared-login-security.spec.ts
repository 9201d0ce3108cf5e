import { expect, test, type APIResponse } from '@playwright/test';
import {
  bearer,
  callRpc,
  DATA_API_URL,
  errorCode,
  logIn,
  ownerQuery,
  ownWeek,
  passwordFor,
  register,
  slots,
  runAgainstSharedStack,
} from './support/shared-api';

/**
 * Shared mode's login and every other function with a side effect, attacked through the real
 * PostgREST: GET is refused before any work with one answer, a right and a wrong password
 * differ only by success, 100 guesses at once get at most 10 password checks, and refusals
 * never name a table or column (docs/shared-mode.md#post-only-functions).
 */

runAgainstSharedStack();

/** Status, code and the whole body: what an attacker can compare. */
async function answer(response: APIResponse) {
  return { status: response.status(), body: await response.text() };
}

/** GET /rpc/login with the credentials in the query string, as PostgREST allows for functions. */
function getLogin(email: string, password: string) {
  return `${DATA_API_URL}/rpc/login?${new URLSearchParams({ email, password })}`;
}

test.describe('shared mode API: functions with side effects take only POST', () => {
  test('GET login answers the same for a right and a wrong password, records nothing, and never logs in', async ({
    request,
  }) => {
    const gina = await register(request, 'Gina');
    const right = await answer(await request.get(getLogin(gina.user.email, passwordFor('Gina'))));
    const wrong = await answer(await request.get(getLogin(gina.user.email, 'wrong')));
    const unknown = await answer(await request.get(getLogin(`x${gina.user.email}`, 'wrong')));

    expect(right).toEqual(wrong);
    expect(unknown).toEqual(wrong);
    expect(wrong.status).toBe(405);
    expect(JSON.parse(wrong.body)).toMatchObject({
      code: 'PT405',
      message: 'Use POST for this request.',
    });
    expect(right.body).not.toContain('token');

    for (let guess = 0; guess < 10; guess += 1) {
      expect((await request.get(getLogin(gina.user.email, `guess-${guess}`))).status()).toBe(405);
    }
    // The ten GET guesses are not free: they never reach the password check, so POST is the
    // only door, and it counts.
    const recorded = await ownerQuery<{ count: number }>(
      'select count(*)::int as count from clinic.login_attempts where email = $1',
      [gina.user.email],
    );
    expect(recorded).toEqual([{ count: 0 }]);
    const head = await request.head(getLogin(gina.user.email, 'wrong'));
    expect(head.status()).toBe(405);
  });

  test('GET on every other function with a side effect is refused before any work, with the same answer', async ({
    request,
  }) => {
    const hal = await register(request, 'Hal');
    const [slot] = await slots(ownWeek(200), 2, ['10:00']);
    const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const attempts = [
      `register?${query({ name: 'Ivy', email: `ivy-${Date.now()}@test.example`, password: 'pw' })}`,
      `book_appointment?${query({ doctor_id: '1', date_time: slot!, reason: 'x' })}`,
      `cancel_appointment?${query({ appointment_id: '1' })}`,
      `reschedule_appointment?${query({ appointment_id: '1', date_time: slot! })}`,
    ];
    for (const attempt of attempts) {
      const response = await request.get(`${DATA_API_URL}/rpc/${attempt}`, {
        headers: bearer(hal),
      });
      expect({ status: response.status(), body: await response.json() }, attempt).toEqual({
        status: 405,
        body: { code: 'PT405', message: 'Use POST for this request.', details: null, hint: null },
      });
      expect(response.headers()['allow']).toBe('POST');
    }
    const stored = await ownerQuery<{ accounts: number; appointments: number }>(
      `select (select count(*)::int from clinic.accounts where email like 'ivy-%') as accounts,
              (select count(*)::int from clinic.appointments where patient_id = $1) as appointments`,
      [hal.user.id],
    );
    expect(stored).toEqual([{ accounts: 0, appointments: 0 }]);
  });
});

test.describe('shared mode API: the lockout holds under concurrency', () => {
  test('100 wrong passwords at once for one e-mail get at most 10 password checks, and then it is locked', async ({
    request,
  }) => {
    const jo = await register(request, 'Jo');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, guess) => logIn(request, jo.user.email, `guess-${guess}`)),
    );
    const outcomes = await Promise.all(
      responses.map(async (response) => `${response.status()} ${await errorCode(response)}`),
    );
    const checked = outcomes.filter((outcome) => outcome === '403 28P01').length;
    const locked = outcomes.filter((outcome) => outcome === '429 PT429').length;
    expect({ checked, locked, other: 100 - checked - locked }).toEqual({
      checked: 10,
      locked: 90,
      other: 0,
    });

    const rightAfter = await logIn(request, jo.user.email, passwordFor('Jo'));
    expect(`${rightAfter.status()} ${await errorCode(rightAfter)}`).toBe('429 PT429');
  });
});

test.describe('shared mode API: bounded input and refusals in the visitor’s words', () => {
  test('a 100,000-character reason, an unknown doctor and a taken slot are refused clearly, naming no table or column', async ({
    request,
  }) => {
    const kim = await register(request, 'Kim');
    const [first] = await slots(ownWeek(210), 3, ['10:00']);
    const post = (data: Record<string, unknown>) => callRpc(request, 'book_appointment', data, kim);

    const huge = await post({ doctor_id: 1, date_time: first, reason: 'r'.repeat(100_000) });
    expect(await answer(huge)).toEqual({
      status: 400,
      body: JSON.stringify({
        code: '22001',
        details: null,
        hint: null,
        message: 'The reason for the visit can be at most 500 characters.',
      }),
    });
    const unknownDoctor = await post({ doctor_id: 99, date_time: first, reason: 'x' });
    expect(unknownDoctor.status()).toBe(409);
    expect(await unknownDoctor.json()).toMatchObject({
      code: '23503',
      message: 'There is no such doctor.',
    });
    expect((await post({ doctor_id: 1, date_time: first, reason: 'x' })).status()).toBe(200);
    const taken = await post({ doctor_id: 1, date_time: first, reason: 'x' });
    const overlap = await post({ doctor_id: 2, date_time: first, reason: 'x' });
    const longName = await callRpc(request, 'register', {
      name: 'n'.repeat(101),
      email: `long-${Date.now()}@test.example`,
      password: 'pw',
    });
    const badEmail = await callRpc(request, 'register', {
      name: 'Lee',
      email: 'not-an-email',
      password: 'pw',
    });
    const stored = await ownerQuery<{ reason: string }>(
      'select reason from clinic.appointments where patient_id = $1',
      [kim.user.id],
    );
    expect(stored).toEqual([{ reason: 'x' }]);

    for (const refusal of [huge, unknownDoctor, taken, overlap, longName, badEmail]) {
      const body = await refusal.text();
      expect(body).not.toMatch(
        /relation|column|constraint|Key \(|Failing row|clinic\.|appointments|accounts/i,
      );
    }
    expect(await errorCode(taken)).toBe('23P01');
    expect(await errorCode(overlap)).toBe('23P01');
    expect(await errorCode(longName)).toBe('22001');
    expect(await errorCode(badEmail)).toBe('23514');
  });
});
