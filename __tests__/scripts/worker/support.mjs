/**
 * What the reminder worker's tests share: a throwaway PostgreSQL with the migrations
 * (scripts/db/stack.mjs), patients and bookings made through the booking function as the
 * patient's own role, and worker processes started by their real entry (npm run worker's file).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startSharedStack } from '../../../scripts/db/stack.mjs';
import { decodeMail } from '../../e2e/stubs/smtp-stub.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WORKER = path.join(root, 'scripts', 'worker', 'run.mjs');

/** Resolves after `ms` milliseconds. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` until it returns a truthy value.
 * @throws {Error} naming `what` after `timeoutMs`
 */
export async function waitFor(what, check, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Starts the database and returns helpers over it: `owner` (a pg client as the superuser),
 * `workerUrl` (clinic_worker's connection), `addPatient`, `book`, `slots`, `stop`.
 */
export async function startDatabase() {
  const pgPort = await freePort(54400, 54499);
  const stack = await startSharedStack({ pgPort, postgrest: false });
  const owner = new pg.Client({ connectionString: stack.databaseUrl });
  await owner.connect();
  const workerPassword = randomBytes(12).toString('hex');
  await owner.query(`alter role clinic_worker password '${workerPassword}'`);
  const workerUrl = `postgres://clinic_worker:${workerPassword}@127.0.0.1:${pgPort}/clinic`;

  /** Free 30-minute slots inside clinic hours, from 3 days ahead, in time order. */
  const slots = (
    await owner.query(
      `select s as slot from generate_series(date_trunc('hour', now()) + interval '3 days',
                                             now() + interval '13 days', interval '30 minutes') s
       where clinic.is_within_clinic_hours(s) order by s`,
    )
  ).rows.map((row) => row.slot);

  return {
    owner,
    workerUrl,
    slots,
    /** Adds a patient account (a cheap bcrypt hash: nobody logs in). @returns its id */
    async addPatient(name, email) {
      const { rows } = await owner.query(
        `insert into clinic.accounts (name, email, password_hash)
           values ($1, $2, crypt('unused', gen_salt('bf', 4))) returning id`,
        [name, email],
      );
      return rows[0].id;
    },
    /**
     * Runs `sql` as the patient (role clinic_user with the patient's token claims), as
     * PostgREST would, with optional per-request settings (e.g. app.reminder_max_attempts).
     */
    async asPatient(patientId, sql, values = [], settings = {}) {
      await owner.query('begin');
      try {
        await owner.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ role: 'clinic_user', account_id: patientId }),
        ]);
        for (const [name, value] of Object.entries(settings)) {
          await owner.query('select set_config($1, $2, true)', [name, value]);
        }
        await owner.query('set local role clinic_user');
        const result = await owner.query(sql, values);
        await owner.query('commit');
        return result.rows;
      } catch (error) {
        await owner.query('rollback');
        throw error;
      }
    },
    async stop() {
      await owner.end();
      await stack.stop();
    },
  };
}

/**
 * Starts `npm run worker`'s entry as a child process.
 * @param {Record<string, string>} env the worker's settings
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, ids: string[],
 *   output: () => string, stop: () => Promise<void> }>} once it says it is running
 */
export async function startWorkerProcess(env) {
  const child = spawn(process.execPath, [WORKER], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      output += text;
    });
  }
  const ids = await waitFor(
    'the worker to start',
    () => {
      if (child.exitCode !== null) throw new Error(`worker exited:\n${output}`);
      const match = /worker: running .*ids ([^)]*)\)/.exec(output);
      return match ? match[1].split(' ') : null;
    },
    20000,
  );
  return {
    child,
    ids,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    },
  };
}

/**
 * The messages an SMTP stub received for `address` whose decoded subject starts with `subject`,
 * decoded (decodeMail), once there is one.
 * @param {{ messages: { to: string[], raw: string }[] }} smtp the stub (startSmtpStub)
 * @throws {Error} after waitFor's timeout
 */
export function waitForMails(smtp, address, subject) {
  return waitFor(`a '${subject}' e-mail to ${address}`, () => {
    const found = smtp.messages
      .filter((mail) => mail.to.includes(address))
      .map((mail) => decodeMail(mail.raw))
      .filter((mail) => mail.subject.startsWith(subject));
    return found.length ? found : null;
  });
}

/**
 * Makes every queued reminder due now and starts a worker sending over SMTP to `smtp`.
 * @param {Awaited<ReturnType<typeof startDatabase>>} db
 * @param {{ port: number }} smtp the stub (startSmtpStub)
 * @param {string} siteUrl the worker's SITE_URL
 * @returns {ReturnType<typeof startWorkerProcess>}
 */
export async function startWorkerWithRemindersDue(db, smtp, siteUrl) {
  await db.owner.query(
    `update graphile_worker._private_jobs set run_at = now() where key like 'reminder:%'`,
  );
  return startWorkerProcess({
    WORKER_DATABASE_URL: db.workerUrl,
    SITE_URL: siteUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    WORKER_POLL_MS: '200',
  });
}
