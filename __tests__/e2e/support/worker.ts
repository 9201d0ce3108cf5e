import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type ReceivedMail, startSmtpStub } from '../stubs/smtp-stub.mjs';
import { expect, test } from './fixtures';
import { ownerQuery } from './shared-api';
import { runOnSharedSite, SHARED_SITE } from './shared-site';

/*
 * `npm run worker`'s real process in the shared-mode specs (docs/reminders.md, docs/waitlist.md):
 * started against the e2e PostgreSQL of scripts/e2e.mjs as clinic_worker, sending to the EmailJS
 * stub or to a real SMTP server (smtp-server) on loopback 4190. The specs that use it run in
 * Playwright's 'worker' project, one at a time (playwright.config.ts).
 */

const WORKER = path.join(__dirname, '..', '..', '..', 'scripts', 'worker', 'run.mjs');
const WORKER_PASSWORD = 'e2e-worker-password';

/** What each worker {@link startWorker} started has printed so far, for a failed test's report. */
const outputs = new WeakMap<ChildProcess, () => string>();

/** The loopback port of the SMTP server {@link runWorkerOnSharedSite} starts. */
const SMTP_PORT = 4190;

/** The worker's setting that sends by SMTP to the server {@link runWorkerOnSharedSite} starts. */
export const WORKER_SMTP = { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` };

/** clinic_worker's connection to the e2e database (its password set by runWorkerOnSharedSite). */
function workerUrl(): string {
  const owner = new URL(process.env.E2E_SHARED_DATABASE_URL ?? '');
  owner.username = 'clinic_worker';
  owner.password = WORKER_PASSWORD;
  return owner.toString();
}

/**
 * Starts `npm run worker`'s entry (scripts/worker/run.mjs) with `env` over the e2e settings
 * (SITE_URL: the shared-mode export; polls every 200 ms); resolves once it says it is running.
 * @throws when it exits first (with its output), or after 30 s
 */
export async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      WORKER_DATABASE_URL: workerUrl(),
      SITE_URL: SHARED_SITE,
      WORKER_POLL_MS: '200',
      WORKER_HEARTBEAT_MS: '300',
      WORKER_STALE_MS: '1500',
      WORKER_CONCURRENCY: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  outputs.set(child, () => output);
  // A state, not a time: on a busy machine Node takes more than expect's 5 s to load the
  // worker's modules, so the wait allows 30 s and ends the moment the worker says so.
  await expect
    .poll(
      () => {
        if (child.exitCode !== null) throw new Error(`the worker exited:\n${output}`);
        return /worker: running/.test(output);
      },
      { message: 'the worker says it is running', timeout: 30_000 },
    )
    .toBe(true);
  return child;
}

/** Stops a worker {@link startWorker} started (SIGTERM) and waits for it to exit. */
export async function stopWorker(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * WORKER_CLOCK_OFFSET_MS that puts the worker's clock one minute past `hoursBefore` hours
 * before `instant` (an ISO instant): that reminder of the visit is due, its later ones not.
 */
export function clockOffsetBefore(instant: string, hoursBefore: number): string {
  return String(Date.parse(instant) - hoursBefore * 3_600_000 + 60_000 - Date.now());
}

/**
 * Runs `work` while a worker {@link startWorker} started with `env` runs, then stops it, also when
 * `work` fails.
 * @returns what `work` resolves to
 */
export async function withWorker<T>(
  env: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const worker = await startWorker(env);
  try {
    return await work();
  } catch (error) {
    await test.info().attach('worker output', { body: outputs.get(worker)?.() ?? '' });
    throw error;
  } finally {
    await stopWorker(worker);
  }
}

/**
 * The set-up of a spec that runs the worker: points it at the shared-mode site (shared-site's
 * `runOnSharedSite`), gives clinic_worker a password to log in with, and starts the SMTP server
 * on 127.0.0.1:4190 before the spec's tests, closing it after. Call once at the spec's top level.
 * @returns `mailTo(address)`: the messages the server has received for `address` so far, in
 * arrival order.
 */
export function runWorkerOnSharedSite(): { mailTo: (address: string) => ReceivedMail[] } {
  runOnSharedSite();
  let smtp: Awaited<ReturnType<typeof startSmtpStub>> | undefined;
  test.beforeAll(async () => {
    await ownerQuery(`alter role clinic_worker password '${WORKER_PASSWORD}'`);
    smtp = await startSmtpStub({ port: SMTP_PORT });
  });
  test.afterAll(async () => {
    await smtp?.close();
  });
  return {
    mailTo: (address) => (smtp?.messages ?? []).filter((mail) => mail.to.includes(address)),
  };
}
