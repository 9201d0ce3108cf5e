import { randomUUID } from 'node:crypto';
import { test, type APIRequestContext, type APIResponse } from '@playwright/test';
import pg from 'pg';
import sharedEnv from './shared-env.json';

/**
 * Direct access to the shared-mode stack that scripts/e2e.mjs starts for every e2e run
 * (PostgREST on 127.0.0.1:4180, PostgreSQL on 127.0.0.1:4181; docs/shared-mode.md): calls to
 * the HTTP API as a visitor would make them, and reads as the database owner to check what is
 * stored.
 */

/** PostgREST's base URL in the e2e run. */
export const DATA_API_URL = sharedEnv.site.NEXT_PUBLIC_DATA_API_URL;

let pool: pg.Pool | undefined;

/**
 * Runs `sql` as the database owner (row-level security does not apply) and returns its rows.
 * @throws when the run was not started by scripts/e2e.mjs, which passes E2E_SHARED_DATABASE_URL
 */
export async function ownerQuery<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const connectionString = process.env.E2E_SHARED_DATABASE_URL;
  if (!connectionString) {
    throw new Error(
      'E2E_SHARED_DATABASE_URL is not set: run the shared-mode specs through npm run test:e2e, ' +
        'which starts PostgreSQL and PostgREST.',
    );
  }
  pool ??= new pg.Pool({ connectionString, max: 2 });
  const result = await pool.query<Row>(sql, params);
  return result.rows;
}

/** Closes the owner's connections (call in afterAll). */
export async function closeOwnerConnections(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

/**
 * The set-up every spec that uses the shared-mode stack needs: closes the owner's database
 * connections after the spec, so that the run can stop PostgreSQL. Call once at the spec's top
 * level (shared-site's `runOnSharedSite` calls it for the browser specs).
 */
export function runAgainstSharedStack(): void {
  test.afterAll(async () => {
    await closeOwnerConnections();
  });
}

/** A registered account: its token and the user the API answered with. */
export interface Session {
  token: string;
  user: {
    id: number;
    name: string;
    email: string;
    role: string;
    doctor_id: number | null;
    /** Whether the account works the front desk; login answers it, register does not. */
    staff?: boolean;
  };
}

/**
 * POST /rpc/`name` with the JSON body `data`, as `session` when given (its Bearer token), with
 * any extra `headers`. Returns the answer whatever its status.
 */
export function callRpc(
  request: APIRequestContext,
  name: string,
  data: Record<string, unknown>,
  session: Session | string | null = null,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return request.post(`${DATA_API_URL}/rpc/${name}`, {
    headers: { ...(session === null ? {} : bearer(session)), ...headers },
    data,
  });
}

/** POST /rpc/login with `email` and `password`; returns the answer whatever its status. */
export function logIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<APIResponse> {
  return callRpc(request, 'login', { email, password });
}

/** The password {@link register} gives the account named `name`. */
export function passwordFor(name: string): string {
  return `pw-${name}`;
}

/**
 * POST /rpc/register for a patient `name` with the password {@link passwordFor} and `email`, by
 * default one no other call uses (`<name>-<random>@test.example`); fails the test on refusal.
 */
export async function register(
  request: APIRequestContext,
  name: string,
  email = `${name.toLowerCase()}-${randomUUID()}@test.example`,
): Promise<Session> {
  const response = await callRpc(request, 'register', {
    name,
    email,
    password: passwordFor(name),
    role: 'patient',
  });
  if (!response.ok()) throw new Error(`register ${name}: ${await response.text()}`);
  return (await response.json()) as Session;
}

/**
 * A front-desk account (docs/front-desk.md): registers `name` (see
 * {@link register}), makes it staff as the owner, as `npm run db:staff -- add` does, and logs
 * it in again, since the token register answered was issued before it was staff.
 * @returns the login's session: a staff token, and the user with `staff: true`.
 */
export async function registerStaff(request: APIRequestContext, name: string): Promise<Session> {
  const account = await register(request, name);
  await ownerQuery('select clinic.make_staff($1)', [account.user.email]);
  const login = await logIn(request, account.user.email, passwordFor(name));
  if (!login.ok()) throw new Error(`login of staff ${name}: ${await login.text()}`);
  return (await login.json()) as Session;
}

/**
 * A doctor account (docs/operations.md#database-commands): registers `name` (see
 * {@link register}) and links it to doctor `doctorId` as the owner, as `npm run db:doctor -- link` does.
 * Log it in afterwards (its registration token predates the link).
 */
export async function registerDoctor(
  request: APIRequestContext,
  name: string,
  doctorId: number,
): Promise<Session> {
  const account = await register(request, name);
  await ownerQuery('select clinic.link_doctor($1, $2)', [account.user.email, doctorId]);
  return account;
}

/**
 * Adds a family member to `holder`'s account through the data API, as the account's own
 * /family page does (POST /rpc/add_family_member; docs/family-members.md#in-shared-mode).
 * @param dateOfBirth 'yyyy-MM-dd'
 * @returns the new family member's id; fails the test on a refusal.
 */
export async function addFamilyMember(
  request: APIRequestContext,
  holder: Session,
  name: string,
  dateOfBirth: string,
  relationship = 'child',
): Promise<number> {
  const added = await callRpc(
    request,
    'add_family_member',
    { name, date_of_birth: dateOfBirth, relationship },
    holder,
  );
  if (!added.ok()) throw new Error(`add_family_member ${name}: ${await added.text()}`);
  return ((await added.json()) as { id: number }).id;
}

/**
 * A token for the account with `email`, signed with the stack's own secret (in SQL, as login
 * signs them) but expired: what a browser holds an hour after logging in. It expired on
 * 2000-01-01, not a minute ago, because PostgREST (a static binary) keeps the real clock when
 * `npm run test:at` moves every other clock ahead (docs/testing.md#clinic-times).
 */
export async function expiredTokenFor(email: string): Promise<string> {
  const [row] = await ownerQuery<{ token: string }>(
    `select clinic.sign_jwt(json_build_object('role', 'clinic_user', 'account_id', a.id,
              'email', a.email::text, 'exp', 946684800)) as token
       from clinic.accounts a where lower(a.email::text) = lower($1)`,
    [email],
  );
  if (!row) throw new Error(`no account with the e-mail ${email}`);
  return row.token;
}

/** The Authorization header of `session`'s token. */
export function bearer(session: Session | string): Record<string, string> {
  return { Authorization: `Bearer ${typeof session === 'string' ? session : session.token}` };
}

/**
 * Which run of the current test this is, from 0: one number per copy (--repeat-each) and per
 * retry, so that a retry never finds the bookings its failed first run left in the database.
 */
export function runCopy(): number {
  const { repeatEachIndex, retry, project } = test.info();
  return repeatEachIndex * (project.retries + 1) + retry;
}

/**
 * The week (counted from this week's Monday, as shared-api's `slots` counts) this run of a test
 * books in: `base` plus the run's copy number ({@link runCopy}), so that copies of one test
 * never find each other's bookings. Each test of a spec takes a base of its own.
 */
export function ownWeek(base: number): number {
  return base + runCopy();
}

/**
 * Slot starts as ISO instants: `weeks` weeks after this week's Monday, ISO weekday `isodow`
 * (1 = Monday), at each clinic-time `times` ('10:00'), computed by the database in its zone.
 */
export async function slots(weeks: number, isodow: number, times: string[]): Promise<string[]> {
  const rows = await ownerQuery<{ at: Date }>(
    `select (date_trunc('week', now() at time zone clinic.clinic_timezone())
             + make_interval(weeks => $1, days => $2 - 1) + t::time)
            at time zone clinic.clinic_timezone() as at
     from unnest($3::text[]) with ordinality as u(t, n) order by n`,
    [weeks, isodow, times],
  );
  return rows.map((row) => row.at.toISOString());
}

/**
 * The slot start at clinic-time `time` ('09:00') on ISO weekday `isodow`, `weeks` weeks after
 * this week's Monday ({@link slots}), with its clinic day and clock ({@link clinicClock}).
 * @throws {Error} if the database gives no such start
 */
export async function slotOn(
  weeks: number,
  isodow: number,
  time: string,
): Promise<{ start: string; day: string; time: string }> {
  const [start] = await slots(weeks, isodow, [time]);
  if (!start) throw new Error(`no slot in week ${weeks}, weekday ${isodow}, at ${time}`);
  return { start, ...(await clinicClock(start)) };
}

/**
 * A three-week holiday in the calling test's own weeks ({@link ownWeek} of `base`): from that
 * week's Monday 00:00 to the Monday 00:00 three weeks on, clinic time.
 * @returns the week (as {@link slots} counts), the holiday's start and end (ISO instants) and
 * `firstAfter`, the first opening time after it (that Monday 09:00).
 */
export async function threeWeekHoliday(
  base: number,
): Promise<{ week: number; start: string; end: string; firstAfter: string }> {
  const week = ownWeek(base);
  const [[start], [end, firstAfter]] = await Promise.all([
    slots(week, 1, ['00:00']),
    slots(week + 3, 1, ['00:00', '09:00']),
  ]);
  if (!start || !end || !firstAfter) throw new Error(`no holiday in week ${week}`);
  return { week, start, end, firstAfter };
}

/** POST /rpc/book_appointment as `session`. */
export function book(
  request: APIRequestContext,
  session: Session,
  doctorId: number,
  dateTime: string,
  reason = 'check-up',
): Promise<APIResponse> {
  return callRpc(
    request,
    'book_appointment',
    { doctor_id: doctorId, date_time: dateTime, reason },
    session,
  );
}

/**
 * The clinic day 'yyyy-MM-dd' and clock 'HH:mm' of `instant` (an ISO instant), computed by the
 * database in the clinic's zone (docs/product.md#clinic-time).
 */
export async function clinicClock(instant: string): Promise<{ day: string; time: string }> {
  const [row] = await ownerQuery<{ day: string; time: string }>(
    `select to_char($1::timestamptz at time zone clinic.clinic_timezone(), 'YYYY-MM-DD') as day,
            to_char($1::timestamptz at time zone clinic.clinic_timezone(), 'HH24:MI') as time`,
    [instant],
  );
  if (!row) throw new Error(`no clinic clock for ${instant}`);
  return row;
}

/** The name of doctor `id` as the database holds it ('Dr. Amelia Hart'). */
export async function doctorName(id: number): Promise<string> {
  const [row] = await ownerQuery<{ name: string }>(
    'select name from clinic.doctors where id = $1',
    [id],
  );
  if (!row) throw new Error(`no doctor ${id}`);
  return row.name;
}

/** The PostgREST error body's `code`, or null when the body is not an error. */
export async function errorCode(response: APIResponse): Promise<string | null> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

/**
 * An appointment of `patient` with Dr. Helen Fischer (doctor 5) that has started: a weekday slot
 * within the clinic's hours of one of the last two weeks, by the database's clock in the
 * clinic's zone, that the doctor has free ('minutes ago' would fall outside the day's grid in
 * the evening: a desk opened at 19:00 shows no 09:00-17:00 row for it). Bookings in the past are
 * refused, so the owner writes it with the row triggers off, in one transaction on one
 * connection, as a migration of older data would.
 * @returns its id (as text) and start.
 */
export async function startedAppointment(
  patient: Session,
  reason: string,
): Promise<{ id: string; date_time: Date }> {
  await ownerQuery(
    `begin;
       set local session_replication_role = replica;
       insert into clinic.appointments (doctor_id, doctor_name, patient_id, patient_name,
                                        patient_email, date_time, duration, reason, status)
       select 5, 'Dr. Helen Fischer', a.id, a.name, a.email, slot.start, 30,
              '${reason.replace(/'/g, "''")}', 'scheduled'
         from clinic.accounts a,
              lateral (
                select (d.day + time '09:00' + k * interval '30 minutes')
                         at time zone clinic.clinic_timezone() as start
                  from generate_series(1, 14) as back(n)
                 cross join lateral (
                   select (now() at time zone clinic.clinic_timezone())::date - n as day) d
                 cross join generate_series(0, 15) as k
                 where extract(isodow from d.day) between 1 and 5
                   and not exists (
                     select 1 from clinic.appointments b
                      where b.doctor_id = 5
                        and b.date_time < (d.day + time '09:30' + k * interval '30 minutes')
                                            at time zone clinic.clinic_timezone()
                        and b.date_time + make_interval(mins => b.duration)
                              > (d.day + time '09:00' + k * interval '30 minutes')
                                  at time zone clinic.clinic_timezone())
                 order by random()
                 limit 1) slot
        where a.id = ${Number(patient.user.id)};
       commit;`,
  );
  const [stored] = await ownerQuery<{ id: string; date_time: Date }>(
    `select id::text, date_time from clinic.appointments where patient_id = $1 and reason = $2`,
    [patient.user.id, reason],
  );
  if (!stored) throw new Error(`no started appointment for ${patient.user.name}`);
  return stored;
}
