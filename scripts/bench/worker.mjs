#!/usr/bin/env node
/**
 * `npm run bench:worker`: the reminder worker and the waitlist under load
 * (docs/reminders.md, docs/waitlist.md), on a throwaway PostgreSQL
 * (scripts/db/stack.mjs) on 127.0.0.1:4300 and a real SMTP server (the `smtp-server` package)
 * on 127.0.0.1:4301 that keeps what it receives, as a mailbox would.
 *
 *  1. 10,000 appointments (10,000 patients) with one reminder each, all falling due within
 *     one hour and all due when the workers start (a busy hour, or an hour with the workers
 *     down). Three `npm run worker` processes send them by SMTP; when half have arrived, one
 *     is killed with SIGKILL and started again. Printed: sends per second, e-mails received,
 *     duplicates (a second e-mail a patient would see: the same reminder under another
 *     Message-ID), missing (a patient with no e-mail), the repeats of a Message-ID a send
 *     killed mid-way made (a mailbox keeps one copy), and each reminder's final status.
 *  2. A freed slot against 10,000 waiting entries, all for its doctor (4 in 5) or its specialty
 *     (1 in 5), with random ranges over 60 days, weekdays and time windows:
 *     clinic.waitlist_matches (every match, in join order) and clinic.offer_freed_slot (the
 *     whole first offer, rolled back), p50/p95 of 50 calls each after 5 warm-up calls, and the
 *     plan PostgreSQL ran for the matching (auto_explain, EXPLAIN ANALYZE of the function's own
 *     query). Budget: p95 ≤ 20 ms.
 *
 * Exits with 1 when a reminder is duplicated, missing or not `sent`; it asserts nothing about
 * time. About 2–4 minutes on two cores; not part of `npm test`.
 *
 *   npm run bench:worker
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startSharedStack } from '../db/stack.mjs';
import { indexesOf, percentile, round } from './available-slots.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORKER = path.join(root, 'scripts', 'worker', 'run.mjs');

const PG_PORT = 4300;
const SMTP_PORT = 4301;
const APPOINTMENTS = 10_000;
/** Bookings per transaction while filling the table. */
const BOOKING_BATCH = 1_000;
const WORKERS = 3;
const WAITLIST_ENTRIES = 10_000;
const CALLS = 50;
const WARM_UP = 5;
/** The budget for matching a freed slot against the waitlist, at p95, ms (docs/waitlist.md). */
const MATCH_BUDGET_P95_MS = 20;
/** The whole send must be over well within the run's ~5 minutes. */
const SEND_TIMEOUT_MS = 240_000;
/**
 * Fast heartbeats, so the killed worker's jobs are released within about 3 s (the default,
 * 30 s, would only add a pause to the figures).
 */
const WORKER_SETTINGS = {
  WORKER_CONCURRENCY: '4',
  WORKER_POLL_MS: '200',
  WORKER_HEARTBEAT_MS: '500',
  WORKER_STALE_MS: '3000',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loopback SMTP server that keeps, for each message whose final dot arrived, its recipients,
 * Message-ID and arrival time (performance.now(), ms). A connection dropped mid-message keeps
 * nothing, as with any SMTP server.
 * @param {number} port
 * @returns {Promise<{ messages: { to: string[], messageId: string | null, at: number }[],
 *   close: () => Promise<void> }>}
 */
async function startMailbox(port) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        if (!head.includes('\r\n\r\n')) head += chunk;
      });
      stream.on('error', () => {});
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? null,
          at: performance.now(),
        });
        callback();
      });
    },
  });
  server.on('error', (error) => console.error(`bench:worker: SMTP server: ${error.message}`));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Starts `npm run worker`'s entry with `env`, keeping the last lines it printed.
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, tail: () => string }>}
 *   once it says it is running
 * @throws when it exits first or is silent for 30 s
 */
async function startWorker(env) {
  const child = spawn(process.execPath, [WORKER], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lines = [];
  let running = false;
  const keep = (text) => {
    running ||= /worker: running/.test(text);
    lines = [...lines, ...text.split('\n')].slice(-40);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const tail = () => lines.join('\n');
  for (const deadline = Date.now() + 30_000; !running; await sleep(50)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`a worker did not start:\n${tail()}`);
    }
  }
  return { child, tail };
}

/** Stops a worker process with SIGTERM (graphile-worker finishes its jobs) and waits. */
function stopWorker({ child }) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Books {@link APPOINTMENTS} appointments for as many patients, one reminder each, and makes every
 * reminder due now (within the past hour).
 * @returns the number of scheduled reminders
 * @throws when not every reminder is scheduled and its job due
 */
async function seedDueReminders({ owner, log }) {
  log(`bench: worker, ${APPOINTMENTS.toLocaleString('en-US')} appointments with a reminder each…`);
  await owner.query(
    `insert into clinic.accounts (name, email, password_hash)
     select 'Patient ' || n, 'p' || n || '@bench.example', h.hash
     from generate_series(1, $1) n, (select crypt('x', gen_salt('bf', 4)) as hash) h`,
    [APPOINTMENTS],
  );
  // One reminder per appointment (the setting for this session's bookings only); the slots are
  // every doctor's open half hours from 8 days ahead, one patient each.
  await owner.query(`set app.reminder_offsets_minutes = '120'`);
  await owner.query(
    `create temporary table bench_slots as
     select o.doctor_id, o.date_time, row_number() over (order by o.date_time, o.doctor_id) as n
     from clinic.open_slots(null, date_trunc('day', now()) + interval '8 days',
                            date_trunc('day', now()) + interval '400 days') o
     order by o.date_time, o.doctor_id limit ${APPOINTMENTS}`,
  );
  // In batches: each booking takes its doctor's and its patient's advisory lock until commit
  // (migration 010), and 10,000 patients' locks in one transaction overflow the lock table.
  for (let first = 1; first <= APPOINTMENTS; first += BOOKING_BATCH) {
    await owner.query(
      `insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
       select s.doctor_id, p.id, s.date_time, 'Check-up'
       from bench_slots s
       join (select id, row_number() over (order by id) as n from clinic.accounts
             where email like 'p%@bench.example') p using (n)
       where s.n between $1 and $2`,
      [first, first + BOOKING_BATCH - 1],
    );
  }
  await owner.query('reset app.reminder_offsets_minutes');
  // Each reminder falls due at a random moment of the past hour: all are due now.
  await owner.query(`update clinic.reminders set due_at = now() - random() * interval '1 hour'`);
  await owner.query(
    `update graphile_worker._private_jobs j set run_at = r.due_at
     from clinic.reminders r
     where j.key = clinic.reminder_job_key(r.appointment_id, r.offset_minutes)`,
  );
  await owner.query('vacuum analyze');
  const { rows: counted } = await owner.query(
    `select (select count(*)::int from clinic.reminders where status = 'scheduled') as reminders,
            (select count(*)::int from graphile_worker.jobs
             where task_identifier = 'send_reminder' and run_at <= now()) as due`,
  );
  const { reminders, due } = counted[0];
  if (reminders !== APPOINTMENTS || due !== APPOINTMENTS) {
    throw new Error(`expected ${APPOINTMENTS} due reminders, found ${reminders} (${due} jobs due)`);
  }
  return reminders;
}

/**
 * What the mailbox received, per patient: `byPatient` (address → Message-IDs), `duplicates` (a
 * second distinct Message-ID for a patient), `repeatedMessageIds` (one Message-ID received again)
 * and `missing` (bench patients with no e-mail).
 */
function countDeliveries(messages) {
  const byPatient = new Map();
  for (const message of messages) {
    for (const to of message.to) {
      byPatient.set(to, [...(byPatient.get(to) ?? []), message.messageId]);
    }
  }
  let duplicates = 0;
  let repeatedMessageIds = 0;
  for (const ids of byPatient.values()) {
    const unique = new Set(ids);
    duplicates += unique.size - 1;
    repeatedMessageIds += ids.length - unique.size;
  }
  let missing = 0;
  for (let n = 1; n <= APPOINTMENTS; n += 1) {
    if (!byPatient.has(`p${n}@bench.example`)) missing += 1;
  }
  return { byPatient, duplicates, repeatedMessageIds, missing };
}

/**
 * Part 1: 10,000 reminders, three workers, one killed with SIGKILL half-way and restarted.
 * @param {{ owner: import('pg').Client, workerUrl: string, log: (line: string) => void }} options
 * @returns {Promise<{ reminders: number, received: number, patientsReached: number,
 *   duplicates: number, missing: number, repeatedMessageIds: number, wallMs: number,
 *   sendsPerSecond: number, beforeKillPerSecond: number, statuses: Record<string, number>,
 *   sentAgain: number, killedAtReceived: number }>} times in ms; `sentAgain`: reminders the
 *   killed worker had claimed, sent again by another
 */
async function benchReminders({ owner, workerUrl, log }) {
  const reminders = await seedDueReminders({ owner, log });

  const mailbox = await startMailbox(SMTP_PORT);
  const env = {
    ...WORKER_SETTINGS,
    WORKER_DATABASE_URL: workerUrl,
    SITE_URL: 'https://booking.bench.example',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    SMTP_FROM: 'Riverside Clinic <reminders@clinic.bench.example>',
  };
  const workers = [];
  try {
    log(`bench: worker, ${WORKERS} workers sending them by SMTP to 127.0.0.1:${SMTP_PORT}…`);
    workers.push(...(await Promise.all(Array.from({ length: WORKERS }, () => startWorker(env)))));
    const started = performance.now();
    const distinct = () => new Set(mailbox.messages.flatMap((message) => message.to)).size;
    while (distinct() < APPOINTMENTS / 2) {
      if (performance.now() - started > SEND_TIMEOUT_MS) {
        throw new Error(`only ${distinct()} reminders arrived:\n${workers[0].tail()}`);
      }
      await sleep(20);
    }
    const killedAt = performance.now();
    const killedAtReceived = distinct();
    workers[0].child.kill('SIGKILL');
    log(`bench: worker, ${killedAtReceived} received: one worker killed with SIGKILL, restarted`);
    workers.push(await startWorker(env));

    for (;;) {
      const { rows } = await owner.query(
        `select (select count(*)::int from clinic.reminders
                 where status in ('scheduled', 'sending')) as open,
                (select count(*)::int from graphile_worker.jobs) as jobs`,
      );
      if (rows[0].open === 0 && rows[0].jobs === 0) break;
      if (performance.now() - started > SEND_TIMEOUT_MS) {
        throw new Error(
          `${rows[0].open} reminders still open after ${SEND_TIMEOUT_MS} ms:\n${workers.at(-1).tail()}`,
        );
      }
      await sleep(100);
    }
    const wallMs = performance.now() - started;
    // A repeat from a send killed mid-way would arrive within moments.
    await sleep(1000);

    const { rows: statusRows } = await owner.query(
      'select status, count(*)::int as n from clinic.reminders group by status order by status',
    );
    // Claimed by the killed worker, then sent again by another under the same Message-ID.
    const { rows: againRows } = await owner.query(
      'select count(*)::int as n from clinic.reminders where attempts > 1',
    );
    const { byPatient, duplicates, repeatedMessageIds, missing } = countDeliveries(
      mailbox.messages,
    );
    return {
      reminders,
      received: mailbox.messages.length,
      patientsReached: byPatient.size,
      duplicates,
      missing,
      repeatedMessageIds,
      wallMs: round(wallMs),
      sendsPerSecond: Math.round((byPatient.size / wallMs) * 1000),
      beforeKillPerSecond: Math.round((killedAtReceived / (killedAt - started)) * 1000),
      statuses: Object.fromEntries(statusRows.map((row) => [row.status, row.n])),
      sentAgain: againRows[0].n,
      killedAtReceived,
    };
  } finally {
    await Promise.all(workers.map(stopWorker));
    await mailbox.close();
  }
}

/**
 * Part 2: one freed slot against 10,000 waiting entries.
 * @param {{ owner: import('pg').Client, log: (line: string) => void }} options
 * @returns {Promise<{ entries: number, matches: number, slot: string,
 *   matching: { n: number, p50Ms: number, p95Ms: number },
 *   offering: { n: number, p50Ms: number, p95Ms: number, offered: number },
 *   plan: string, indexes: string[] }>} times in ms
 */
async function benchWaitlist({ owner, log }) {
  // The slot: doctor 1's first free half hour from tomorrow, before the bench's bookings.
  const { rows: slotRows } = await owner.query(
    `select s.date_time, (s.date_time at time zone clinic.clinic_timezone())::date as day
     from clinic.open_slots(array[1], date_trunc('day', now()) + interval '1 day',
                            date_trunc('day', now()) + interval '8 days') s
     order by s.date_time limit 1`,
  );
  if (!slotRows.length) throw new Error('doctor 1 has no free slot in the coming week');
  const { date_time: slot, day } = slotRows[0];
  log(
    `bench: worker, ${WAITLIST_ENTRIES.toLocaleString('en-US')} waitlist entries for one freed slot…`,
  );
  // One entry per bench patient, in join order; about one range in six holds the slot's day.
  await owner.query(
    `insert into clinic.waitlist_entries (patient_id, doctor_id, specialty, first_day, last_day,
                                          weekdays, time_from, time_to, expires_at, reason)
     select p.id,
            case when p.n % 5 <> 0 then 1 end,
            case when p.n % 5 = 0 then (select specialty from clinic.doctors where id = 1) end,
            r.first_day, r.first_day + r.days,
            case when p.n % 2 = 0 then array[1 + p.n % 7, 1 + (p.n + 2) % 7, 1 + (p.n + 4) % 7]::smallint[] end,
            case p.n % 3 when 1 then time '09:00' when 2 then time '13:00' end,
            case p.n % 3 when 1 then time '12:00' when 2 then time '17:00' end,
            (r.first_day + r.days + 1)::timestamptz, 'Earlier, please'
     from (select id, row_number() over (order by id) as n from clinic.accounts
           where email like 'p%@bench.example' limit $1) p,
          lateral (select $2::date + abs(hashint4(p.n::int) % 60) - 5 as first_day,
                          abs(hashint4(p.n::int + 1) % 14) as days) r
     order by p.n`,
    [WAITLIST_ENTRIES, day],
  );
  await owner.query('vacuum analyze clinic.waitlist_entries');
  const { rows: counts } = await owner.query(
    `select (select count(*)::int from clinic.waitlist_entries where status = 'waiting') as entries,
            (select count(*)::int from clinic.waitlist_matches(1, $1)) as matches`,
    [slot],
  );

  const time = async (sql, rollback) => {
    const times = [];
    let last;
    for (let call = 0; call < CALLS + WARM_UP; call += 1) {
      if (rollback) await owner.query('begin');
      const started = performance.now();
      last = (await owner.query(sql, [slot])).rows[0];
      const elapsed = performance.now() - started;
      if (rollback) await owner.query('rollback');
      if (call >= WARM_UP) times.push(elapsed);
    }
    return {
      n: times.length,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      last,
    };
  };
  const matching = await time('select count(*) from clinic.waitlist_matches(1, $1)', false);
  const { last: offer, ...offering } = await time(
    'select clinic.offer_freed_slot(1, $1) as result',
    true,
  );

  // The function's own query is planned inside it: auto_explain reports that plan.
  const notices = [];
  const onNotice = (notice) => notices.push(notice.message);
  owner.on('notice', onNotice);
  await owner.query(`load 'auto_explain'`);
  await owner.query(
    `set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
     set auto_explain.log_nested_statements = on; set client_min_messages = log`,
  );
  await owner.query('select count(*) from clinic.waitlist_matches(1, $1)', [slot]);
  await owner.query(
    'reset client_min_messages; reset auto_explain.log_min_duration; reset auto_explain.log_nested_statements',
  );
  owner.off('notice', onNotice);
  const plan =
    notices.find((message) => /from clinic\.waitlist_entries e\b/.test(message)) ??
    notices.join('\n');
  return {
    entries: counts[0].entries,
    matches: counts[0].matches,
    slot: slot.toISOString(),
    matching: { n: matching.n, p50Ms: matching.p50Ms, p95Ms: matching.p95Ms },
    offering: { ...offering, offered: offer.result.offers.length },
    plan,
    indexes: indexesOf(plan),
  };
}

/**
 * Runs both parts on a fresh database and stops it.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ reminders: Awaited<ReturnType<typeof benchReminders>>,
 *   waitlist: Awaited<ReturnType<typeof benchWaitlist>> }>}
 */
async function benchWorker({ log = console.log } = {}) {
  const stack = await startSharedStack({ pgPort: PG_PORT, postgrest: false, log });
  const owner = new pg.Client({ connectionString: stack.databaseUrl });
  try {
    await owner.connect();
    const password = randomBytes(12).toString('hex');
    await owner.query(`alter role clinic_worker password '${password}'`);
    const workerUrl = `postgres://clinic_worker:${password}@127.0.0.1:${PG_PORT}/clinic`;
    const reminders = await benchReminders({ owner, workerUrl, log });
    const waitlist = await benchWaitlist({ owner, log });
    return { reminders, waitlist };
  } finally {
    await owner.end().catch(() => {});
    await stack.stop();
  }
}

const { reminders, waitlist } = await benchWorker().catch((error) => {
  console.error(`bench:worker: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
});
const statuses = Object.entries(reminders.statuses)
  .map(([status, n]) => `${n} ${status}`)
  .join(', ');
const p95Verdict = waitlist.matching.p95Ms <= MATCH_BUDGET_P95_MS ? 'within' : 'OVER';
console.log(`
Reminder worker (${WORKERS} processes × ${WORKER_SETTINGS.WORKER_CONCURRENCY} at a time, SMTP on loopback, PostgreSQL on loopback):
  ${reminders.reminders.toLocaleString('en-US')} reminders due: all settled in ${(reminders.wallMs / 1000).toFixed(1)} s, ${reminders.sendsPerSecond} sends/s (${reminders.beforeKillPerSecond}/s before the kill)
  one worker killed with SIGKILL at ${reminders.killedAtReceived.toLocaleString('en-US')} received, and restarted
  e-mails received: ${reminders.patientsReached.toLocaleString('en-US')} of ${reminders.reminders.toLocaleString('en-US')} patients (${reminders.received.toLocaleString('en-US')} SMTP messages)
  duplicates: ${reminders.duplicates}, missing: ${reminders.missing}
  caught mid-send by the kill and sent again under the same Message-ID: ${reminders.sentAgain}; of those, already received once (a mailbox keeps one copy): ${reminders.repeatedMessageIds}
  reminder records: ${statuses}
Waitlist: one freed slot (doctor 1, ${waitlist.slot}) against ${waitlist.entries.toLocaleString('en-US')} waiting entries, ${waitlist.matches} matching:
  clinic.waitlist_matches (every match, in join order, ${waitlist.matching.n} calls): p50 ${waitlist.matching.p50Ms} ms, p95 ${waitlist.matching.p95Ms} ms (budget ${MATCH_BUDGET_P95_MS} ms: ${p95Verdict})
  clinic.offer_freed_slot (the first offer, rolled back, ${waitlist.offering.n} calls): p50 ${waitlist.offering.p50Ms} ms, p95 ${waitlist.offering.p95Ms} ms, ${waitlist.offering.offered} offered
  its plan uses ${waitlist.indexes.length ? `the indexes ${waitlist.indexes.join(', ')}` : 'NO index'}

Plan of the matching (EXPLAIN ANALYZE inside clinic.waitlist_matches, by auto_explain):
${waitlist.plan.replace(/^/gm, '  ')}
`);
const sentAll = reminders.statuses.sent === reminders.reminders;
if (reminders.duplicates !== 0 || reminders.missing !== 0 || !sentAll) {
  console.error(
    `bench:worker: every reminder must arrive exactly once and be recorded sent (duplicates ${reminders.duplicates}, missing ${reminders.missing}, ${statuses})`,
  );
  process.exit(1);
}
