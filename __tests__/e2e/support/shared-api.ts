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

/** A registered account: its token and the user the API answered with. */
export interface Session {
  token: string;
  user: { id: number; name: string; email: string; role: string; doctor_id: number | null };
}

/** The password {@link register} gives the account named `name`. */
export function passwordFor(name: string): string {
  return `pw-${name}`;
}

/**
 * POST /rpc/register for `name` with the password {@link passwordFor} and an e-mail no other
 * call uses (`<name>-<random>@test.example`); fails the test on refusal.
 */
export async function register(request: APIRequestContext, name: string): Promise<Session> {
  const response = await request.post(`${DATA_API_URL}/rpc/register`, {
    data: {
      name,
      email: `${name.toLowerCase()}-${randomUUID()}@test.example`,
      password: passwordFor(name),
      role: 'patient',
    },
  });
  if (!response.ok()) throw new Error(`register ${name}: ${await response.text()}`);
  return (await response.json()) as Session;
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

/** POST /rpc/book_appointment as `session`. */
export function book(
  request: APIRequestContext,
  session: Session,
  doctorId: number,
  dateTime: string,
  reason = 'check-up',
): Promise<APIResponse> {
  return request.post(`${DATA_API_URL}/rpc/book_appointment`, {
    headers: bearer(session),
    data: { doctor_id: doctorId, date_time: dateTime, reason },
  });
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
