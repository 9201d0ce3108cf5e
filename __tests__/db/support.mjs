/**
 * What the database tests share (docs/testing.md#shared-mode-tests): accounts made as the owner,
 * the tokens login would sign for them (so HTTP tests call PostgREST as a real patient, staff
 * member or doctor account), requests to the data API, sessions that book as a patient the way
 * PostgREST calls the API, the lock a waiting session waits for, and the example clinic's visit
 * types.
 */
import { after, before } from 'node:test';
import pg from 'pg';
import { freePort, startSharedStack } from '../../scripts/db/stack.mjs';

/**
 * Adds a patient account to `client`'s database (a cheap hash: nobody logs in).
 * @param {pg.Client} client the owner's connection
 * @returns {Promise<number>} its id
 */
export async function addPatient(client, email, name = 'Patient') {
  const { rows } = await client.query(
    `insert into clinic.accounts (name, email, password_hash)
     values ($1, $2, crypt('unused', gen_salt('bf', 4))) returning id`,
    [name, email],
  );
  return Number(rows[0].id);
}

/**
 * A new account `<name>@<domain>` with a cheap bcrypt hash (nobody logs in with it).
 * @param {import('pg').Client} owner the owner's connection
 * @returns {Promise<number>} its id
 */
export async function addAccount(owner, name, domain) {
  return addPatient(owner, `${name.toLowerCase()}@${domain}`, name);
}

/**
 * A session of its own on `databaseUrl` that opens a transaction as `patientId`, as PostgREST
 * would. `book(doctorId, start, visitType?)` books through api.book_appointment (without a
 * type, as today's site calls it) and resolves to 'booked' or the refusal's SQLSTATE.
 * @returns {Promise<{ client: pg.Client, pid: number,
 *   book: (doctorId: number, start: Date, visitType?: string) => Promise<string> }>}
 */
export async function patientSession(databaseUrl, patientId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role: 'clinic_user', account_id: patientId }),
  ]);
  await client.query('set local role clinic_user');
  const { rows } = await client.query('select pg_backend_pid() as pid');
  return {
    client,
    pid: rows[0].pid,
    book: (doctorId, start, visitType) =>
      client
        .query(
          visitType === undefined
            ? 'select id from api.book_appointment($1, $2, $3)'
            : 'select id from api.book_appointment($1, $2, $3, $4)',
          [doctorId, start, 'Checkup', ...(visitType === undefined ? [] : [visitType])],
        )
        .then(
          () => 'booked',
          (error) => error.code,
        ),
  };
}

/**
 * The lock type the session `pid` waits for, once it waits (within 5 s), read by `owner`.
 * @returns {Promise<string | null>} e.g. 'advisory'; null when it never waited
 */
export async function waitedLock(owner, pid) {
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await owner.query(
      'select locktype from pg_locks where pid = $1 and not granted',
      [pid],
    );
    if (rows[0]) return rows[0].locktype;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * The token login would give the account, signed by the database as login signs it.
 * @param {import('pg').Client} owner the owner's connection
 * @returns {Promise<string>}
 */
export async function tokenOf(owner, accountId) {
  const { rows } = await owner.query(`select clinic.session_for($1) ->> 'token' as token`, [
    accountId,
  ]);
  return rows[0].token;
}

/**
 * A throwaway PostgreSQL with the migrations, and a PostgREST in front of it when `ports.rest` is
 * given, for one test file, on free ports in the given ranges, and the owner's connection to it.
 * @param {{ pg: [number, number], rest?: [number, number] }} ports the ranges to pick from
 * @returns {Promise<{ stack: Awaited<ReturnType<typeof startSharedStack>>, owner: pg.Client,
 *   rows: (text: string, params?: unknown[]) => Promise<any[]>,
 *   request: (path: string, options?: Parameters<typeof apiRequest>[2]) => ReturnType<typeof apiRequest>,
 *   call: (fn: string, body: unknown, token?: string | null) => ReturnType<typeof apiRequest>,
 *   stop: () => Promise<void> }>} rows: an owner's query's rows; request: apiRequest to this
 *   stack's PostgREST; call: POST /rpc/`fn` with `body` and `token`
 */
export async function startApiStack(ports) {
  const stack = await startSharedStack({
    pgPort: await freePort(...ports.pg),
    ...(ports.rest ? { restPort: await freePort(...ports.rest) } : { postgrest: false }),
  });
  const owner = new pg.Client({ connectionString: stack.databaseUrl });
  await owner.connect();
  return {
    stack,
    owner,
    rows: async (text, params) => (await owner.query(text, params)).rows,
    request: (path, options) => apiRequest(stack.dataApiUrl, path, options),
    call: (fn, body, token) =>
      apiRequest(stack.dataApiUrl, `/rpc/${fn}`, { token, method: 'POST', body }),
    async stop() {
      await owner.end();
      await stack.stop();
    },
  };
}

/**
 * The test file's stack (see {@link startApiStack}), started before its tests and stopped after
 * them: the object returned is empty until then, and afterwards holds what startApiStack gives.
 * `setUp` runs in the same hook once the stack is up: Node 20 does not wait for one top-level
 * `before` hook to finish before starting the next, so a file's fixtures go there.
 * @param {{ pg: [number, number], rest?: [number, number] }} ports the ranges to pick from
 * @param {() => Promise<void>} [setUp] the file's fixtures, made as the owner
 */
export function apiStackForFile(ports, setUp = async () => {}) {
  const api = {};
  before(async () => {
    Object.assign(api, await startApiStack(ports));
    await setUp();
  });
  after(async () => {
    await api.stop?.();
  });
  return api;
}

/**
 * A request to the data API at `dataApiUrl` (PostgREST) with `token` (none when null), a JSON
 * body when `body` is given.
 * @param {string} dataApiUrl
 * @param {string} path e.g. '/rpc/book_appointment' or '/appointments?id=eq.1'
 * @param {{ token?: string | null, method?: string, body?: unknown }} [options]
 * @returns {Promise<{ status: number, body: any }>} the body parsed as JSON (null when empty)
 */
export async function apiRequest(dataApiUrl, path, { token = null, method = 'GET', body } = {}) {
  const headers = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
  const response = await fetch(new URL(path, dataApiUrl), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export { addExampleVisitTypes } from '../../scripts/db/example-visit-types.mjs';
