#!/usr/bin/env node
/**
 * `npm run worker`: the reminder worker of shared mode (docs/reminders.md), a
 * graphile-worker 0.16 runner on the clinic's PostgreSQL. Run one or many, on one machine or
 * several: each job runs on one worker at a time (SKIP LOCKED), and a killed worker's job is
 * released for the others once its heartbeat is WORKER_STALE_MS old.
 *
 * Settings (environment):
 *   WORKER_DATABASE_URL   required: postgres://clinic_worker:<WORKER_PASSWORD>@host/clinic
 *   SITE_URL              required: the site's public URL; reminders link to SITE_URL/appointments
 *   SMTP_URL, SMTP_FROM   send by SMTP (nodemailer), e.g. smtps://user:pass@smtp.example.org;
 *                         SMTP_FROM default "<clinic name> <NEXT_PUBLIC_CLINIC_EMAIL>"
 *   EMAILJS_PRIVATE_KEY   otherwise EmailJS's REST API with this access token, and the site's
 *                         NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, _SERVICE_ID, _TEMPLATE_ID, _ORIGIN
 *                         (EMAILJS_TEMPLATE_ID overrides the template for reminders)
 *   NEXT_PUBLIC_CLINIC_NAME, _PHONE, _EMAIL, _ADDRESS   the clinic in the e-mail (site defaults)
 *   WORKER_CONCURRENCY    jobs at once in this process (default 4)
 *   SEND_TIMEOUT_MS       a send without an answer after this is 'uncertain' (default 30000)
 *   WORKER_POLL_MS        how often idle workers look for due jobs (default 2000)
 *   WORKER_HEARTBEAT_MS   how often this process says it is alive (default 5000)
 *   WORKER_STALE_MS       a worker silent this long is dead; its jobs go to others (default 30000)
 *   WORKER_CLOCK_OFFSET_MS  tests only: the worker takes jobs as if its clock were this many ms
 *                         ahead (graphile-worker's useNodeTime), so a reminder due tomorrow is
 *                         sent now; the database's and the site's clocks are untouched
 */
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, run } from 'graphile-worker';
import pg from 'pg';
import { loadReminderContext } from './reminder-email.mjs';
import { createOfferSlotTask } from './offer-slot.mjs';
import { createSendReminderTask } from './send-reminder.mjs';
import { emailJsTransport, smtpTransport } from './transports.mjs';

/**
 * Reads and checks the worker's settings.
 * @param {Record<string, string | undefined>} env
 * @returns {{ databaseUrl: string, siteUrl: string, concurrency: number, sendTimeoutMs: number,
 *   pollMs: number, heartbeatMs: number, staleMs: number, clockOffsetMs: number,
 *   transport: { kind: 'smtp', url: string, from: string | null } | { kind: 'emailjs',
 *   origin: string, serviceId: string, templateId: string, publicKey: string, privateKey: string } }}
 * @throws {Error} listing every missing or malformed setting
 */
export function readWorkerConfig(env) {
  const problems = [];
  const value = (key) => env[key]?.trim() || undefined;
  const whole = (key, fallback, min) => {
    const raw = value(key);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min) {
      problems.push(`${key} (a whole number ≥ ${min})`);
      return fallback;
    }
    return Number(raw);
  };
  const databaseUrl = value('WORKER_DATABASE_URL');
  if (!databaseUrl) problems.push('WORKER_DATABASE_URL (postgres://clinic_worker:…@host/clinic)');
  const siteUrl = value('SITE_URL');
  if (!siteUrl || !/^https?:\/\/[^\s]+$/.test(siteUrl)) {
    problems.push('SITE_URL (the site’s http(s) URL, for the link to /appointments)');
  }
  let transport = null;
  if (value('SMTP_URL')) {
    if (!/^smtps?:\/\//.test(value('SMTP_URL'))) problems.push('SMTP_URL (smtp:// or smtps://)');
    transport = { kind: 'smtp', url: value('SMTP_URL'), from: value('SMTP_FROM') ?? null };
  } else if (value('EMAILJS_PRIVATE_KEY')) {
    const needed = {
      publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
      serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
      templateId: value('EMAILJS_TEMPLATE_ID')
        ? 'EMAILJS_TEMPLATE_ID'
        : 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    };
    transport = {
      kind: 'emailjs',
      origin: value('NEXT_PUBLIC_EMAILJS_ORIGIN') ?? 'https://api.emailjs.com',
      privateKey: value('EMAILJS_PRIVATE_KEY'),
    };
    for (const [field, key] of Object.entries(needed)) {
      transport[field] = value(key);
      if (!transport[field]) problems.push(key);
    }
  } else {
    problems.push('SMTP_URL or EMAILJS_PRIVATE_KEY (how reminders are sent)');
  }
  const config = {
    databaseUrl,
    siteUrl,
    transport,
    concurrency: whole('WORKER_CONCURRENCY', 4, 1),
    sendTimeoutMs: whole('SEND_TIMEOUT_MS', 30000, 100),
    pollMs: whole('WORKER_POLL_MS', 2000, 50),
    heartbeatMs: whole('WORKER_HEARTBEAT_MS', 5000, 50),
    staleMs: whole('WORKER_STALE_MS', 30000, 100),
    clockOffsetMs: whole('WORKER_CLOCK_OFFSET_MS', 0, 0),
  };
  if (config.staleMs <= 2 * config.heartbeatMs) {
    problems.push('WORKER_STALE_MS (more than twice WORKER_HEARTBEAT_MS)');
  }
  if (problems.length) {
    throw new Error(`The worker cannot start; missing or malformed: ${problems.join(', ')}`);
  }
  return config;
}

/**
 * Moves this process's clock `offsetMs` ahead: `Date` (which graphile-worker reads with
 * useNodeTime to pick due jobs) and `Date.now()`. Tests only (WORKER_CLOCK_OFFSET_MS).
 * @param {number} offsetMs
 */
function shiftClock(offsetMs) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length) super(...args);
      else super(RealDate.now() + offsetMs);
    }
    static now() {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate;
}

/**
 * Starts a worker process's runner, heartbeat and release of dead workers' jobs.
 * @param {ReturnType<typeof readWorkerConfig>} config
 * @returns {Promise<{ stop: () => Promise<void>, done: Promise<void>, workerIds: Set<string> }>}
 *   `workerIds`: graphile-worker's ids of this process's workers (they lock jobs under them)
 */
export async function startWorker(config) {
  const context = await loadReminderContext(config.siteUrl);
  // After the site's modules are loaded: @date-fns/tz's TZDate extends whatever `Date` is when
  // it loads, and on the shifted one it reads every zone's wall clock alike (no 'Your time').
  if (config.clockOffsetMs) shiftClock(config.clockOffsetMs);
  const transport =
    config.transport.kind === 'smtp'
      ? smtpTransport({
          url: config.transport.url,
          from: config.transport.from ?? `"${context.clinic.name}" <${context.clinic.email}>`,
          timeoutMs: config.sendTimeoutMs,
        })
      : emailJsTransport({ ...config.transport, timeoutMs: config.sendTimeoutMs });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.concurrency + 3 });
  const events = new EventEmitter();
  /** This process's graphile-worker worker ids (one per concurrent job slot). */
  const workerIds = new Set();
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));

  const beat = async () => {
    try {
      if (workerIds.size) {
        await pool.query(
          `insert into clinic.worker_heartbeats (worker_id, seen_at)
             select id, now() from unnest($1::text[]) as id
           on conflict (worker_id) do update set seen_at = now()`,
          [[...workerIds]],
        );
      }
      const { rows } = await pool.query('select clinic.release_stale_jobs($1::interval) as n', [
        `${config.staleMs} milliseconds`,
      ]);
      if (rows[0].n > 0) console.log(`worker: released the jobs of ${rows[0].n} stopped worker(s)`);
    } catch (error) {
      console.error(`worker: heartbeat failed: ${error.message}`);
    }
  };

  const runner = await run({
    pgPool: pool,
    concurrency: config.concurrency,
    pollInterval: config.pollMs,
    events,
    useNodeTime: config.clockOffsetMs > 0,
    logger: new Logger((scope) => (level, message) => {
      if (level !== 'debug')
        console.log(`worker${scope.workerId ? ` ${scope.workerId}` : ''}: ${message}`);
    }),
    taskList: {
      send_reminder: createSendReminderTask({ transport, context }),
      offer_slot: createOfferSlotTask({ transport, context }),
    },
  });
  await beat();
  const timer = setInterval(beat, config.heartbeatMs);

  const done = runner.promise.finally(async () => {
    clearInterval(timer);
    transport.close();
    await pool
      .query('delete from clinic.worker_heartbeats where worker_id = any($1::text[])', [
        [...workerIds],
      ])
      .catch(() => {});
    await pool.end();
  });
  return {
    done,
    workerIds,
    async stop() {
      await runner.stop();
      await done;
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let config;
  try {
    config = readWorkerConfig(process.env);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  // graphile-worker stops gracefully on SIGINT/SIGTERM: running sends finish, then it exits.
  const worker = await startWorker(config);
  console.log(
    `worker: running (${config.transport.kind}, ${config.concurrency} at a time; ids ${[...worker.workerIds].join(' ')})`,
  );
  await worker.done;
}
