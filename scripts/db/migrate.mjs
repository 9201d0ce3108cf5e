#!/usr/bin/env node
/**
 * `npm run db:migrate`: applies db/migrations/NNN.do.<name>.sql in order with postgrator to the
 * database at DATABASE_URL (the owner's connection). Applied versions are recorded in the table
 * `schemaversion`, so a second run does nothing. Each file runs in one transaction. Operations
 * of a clinic's database: docs/operations.md#database-commands.
 *
 * Optional settings, applied after the migrations when set (never stored in the migrations):
 *   AUTHENTICATOR_PASSWORD  the password PostgREST's role `authenticator` logs in with
 *   JWT_SECRET              the HS256 secret (≥ 32 characters), stored as the database setting
 *                           app.jwt_secret; PostgREST's jwt-secret must be the same
 *   CLINIC_TIMEZONE         IANA zone of the clinic (database setting app.clinic_timezone,
 *                           default America/New_York)
 *   WORKER_PASSWORD         the password the reminder worker's role `clinic_worker` logs in with
 *   REMINDER_OFFSETS_MINUTES  minutes before a visit its reminders go out, e.g. 1440,120
 *                           (database setting app.reminder_offsets_minutes, the default)
 *   REMINDER_MAX_ATTEMPTS   tries per reminder before it is marked failed, 1–25 (database
 *                           setting app.reminder_max_attempts, default 8)
 *   WAITLIST_HOLD_MINUTES   how long a freed slot is held for the patient offered it, in
 *                           minutes, decimals allowed (app.waitlist_hold_minutes, default 15)
 *   WAITLIST_OFFER_MODE     one-at-a-time (default) or all-at-once (app.waitlist_offer_mode)
 *   SLOT_GRID_MINUTES       the start grid of every visit type, minutes from the clinic day's
 *                           midnight: 5–60, a multiple of 5 (app.slot_grid_minutes, default 30)
 *
 * Before its own files it installs (or upgrades) graphile-worker's schema `graphile_worker`, the
 * job queue of the reminder worker (docs/reminders.md), which 008 grants on.
 *
 *   DATABASE_URL=postgres://owner@host/clinic npm run db:migrate
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import Postgrator from 'postgrator';

/** graphile-worker's installer logs at debug level only; db:migrate prints its own lines. */
const quietLogger = new Logger(() => () => {});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Refuses a malformed optional setting before anything is changed.
 * @param {{ reminderOffsetsMinutes?: string, reminderMaxAttempts?: string,
 *   waitlistHoldMinutes?: string, waitlistOfferMode?: string, slotGridMinutes?: string }} settings
 * @throws a message naming the setting and what it must be
 */
function checkSettings({
  reminderOffsetsMinutes,
  reminderMaxAttempts,
  waitlistHoldMinutes,
  waitlistOfferMode,
  slotGridMinutes,
}) {
  // 5, 10, … 55, 60.
  if (slotGridMinutes && !/^(5|[1-5][05]|60)$/.test(slotGridMinutes.trim())) {
    throw new Error(
      `SLOT_GRID_MINUTES must be 5 to 60 minutes and a multiple of 5, e.g. 15 (got '${slotGridMinutes}').`,
    );
  }
  if (waitlistHoldMinutes && !/^\d{1,4}(\.\d{1,3})?$/.test(waitlistHoldMinutes.trim())) {
    throw new Error(
      `WAITLIST_HOLD_MINUTES must be a number of minutes such as 15 (got '${waitlistHoldMinutes}').`,
    );
  }
  if (waitlistOfferMode && !['one-at-a-time', 'all-at-once'].includes(waitlistOfferMode.trim())) {
    throw new Error(
      `WAITLIST_OFFER_MODE must be one-at-a-time or all-at-once (got '${waitlistOfferMode}').`,
    );
  }
  if (
    reminderOffsetsMinutes &&
    !/^\s*[1-9]\d{0,5}\s*(,\s*[1-9]\d{0,5}\s*)*$/.test(reminderOffsetsMinutes)
  ) {
    throw new Error(
      `REMINDER_OFFSETS_MINUTES must be whole minutes separated by commas, e.g. 1440,120 (got '${reminderOffsetsMinutes}').`,
    );
  }
  if (reminderMaxAttempts && !/^([1-9]|1\d|2[0-5])$/.test(reminderMaxAttempts.trim())) {
    throw new Error(
      `REMINDER_MAX_ATTEMPTS must be a whole number from 1 to 25 (got '${reminderMaxAttempts}').`,
    );
  }
}

/**
 * Applies every pending migration and the optional settings.
 * @param {{ databaseUrl: string, authenticatorPassword?: string, jwtSecret?: string,
 *   clinicTimezone?: string, workerPassword?: string, reminderOffsetsMinutes?: string,
 *   reminderMaxAttempts?: string, waitlistHoldMinutes?: string, waitlistOfferMode?: string,
 *   slotGridMinutes?: string, target?: string, log?: (line: string) => void }} options `log`
 *   gets a line per migration applied and per WARNING a migration raises; `target`, a version
 *   ('13'), stops there (a test compares the database before and after a later migration)
 * @returns {Promise<string[]>} the file names applied now (empty when already up to date)
 * @throws the database's error when a migration fails (that file's changes are rolled back), or
 *   a message naming a malformed reminder, waitlist or grid setting (before anything is changed)
 */
export async function migrate({
  databaseUrl,
  authenticatorPassword,
  jwtSecret,
  clinicTimezone,
  workerPassword,
  reminderOffsetsMinutes,
  reminderMaxAttempts,
  waitlistHoldMinutes,
  waitlistOfferMode,
  slotGridMinutes,
  target = '',
  log = () => {},
}) {
  checkSettings({
    reminderOffsetsMinutes,
    reminderMaxAttempts,
    waitlistHoldMinutes,
    waitlistOfferMode,
    slotGridMinutes,
  });
  // graphile-worker's schema first: 008.do.reminders.sql grants on it. A no-op when current.
  await runMigrations({ connectionString: databaseUrl, logger: quietLogger });
  const client = new pg.Client({ connectionString: databaseUrl });
  // A migration's WARNING asks the operator for a step it could not take itself (013: a
  // superuser must give clinic_maintenance BYPASSRLS); NOTICEs ('already exists') are noise.
  client.on('notice', (notice) => {
    if (notice.severity === 'WARNING') log(`db: warning: ${notice.message}`);
  });
  await client.connect();
  try {
    const { rows } = await client.query('select current_database() as name');
    const database = rows[0].name;
    const postgrator = new Postgrator({
      migrationPattern: path.join(root, 'db', 'migrations', '*.do.*.sql'),
      driver: 'pg',
      database,
      schemaTable: 'public.schemaversion',
      execQuery: (query) => client.query(query),
      execSqlScript: async (script) => {
        await client.query('begin');
        try {
          await client.query(script);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
    });
    postgrator.on('migration-started', (migration) =>
      log(`db: applying ${path.basename(migration.filename)}`),
    );
    const applied = await postgrator.migrate(target);

    const quoted = client.escapeIdentifier(database);
    if (authenticatorPassword) {
      await client.query(
        `alter role authenticator password ${client.escapeLiteral(authenticatorPassword)}`,
      );
    }
    if (jwtSecret) {
      if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
      await client.query(
        `alter database ${quoted} set app.jwt_secret = ${client.escapeLiteral(jwtSecret)}`,
      );
    }
    if (workerPassword) {
      await client.query(
        `alter role clinic_worker password ${client.escapeLiteral(workerPassword)}`,
      );
    }
    const settings = {
      'app.reminder_offsets_minutes': reminderOffsetsMinutes?.replace(/\s/g, ''),
      'app.reminder_max_attempts': reminderMaxAttempts?.trim(),
      'app.waitlist_hold_minutes': waitlistHoldMinutes?.trim(),
      'app.waitlist_offer_mode': waitlistOfferMode?.trim(),
      'app.slot_grid_minutes': slotGridMinutes?.trim(),
    };
    for (const [name, value] of Object.entries(settings)) {
      if (value) {
        await client.query(`alter database ${quoted} set ${name} = ${client.escapeLiteral(value)}`);
      }
    }
    if (clinicTimezone) {
      await client.query(
        `alter database ${quoted} set app.clinic_timezone = ${client.escapeLiteral(clinicTimezone)}`,
      );
    }
    return applied.map((migration) => path.basename(migration.filename));
  } finally {
    await client.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('db:migrate needs DATABASE_URL, e.g. postgres://owner@127.0.0.1:5432/clinic');
    process.exit(1);
  }
  try {
    const applied = await migrate({
      databaseUrl,
      authenticatorPassword: process.env.AUTHENTICATOR_PASSWORD,
      jwtSecret: process.env.JWT_SECRET,
      clinicTimezone: process.env.CLINIC_TIMEZONE,
      workerPassword: process.env.WORKER_PASSWORD,
      reminderOffsetsMinutes: process.env.REMINDER_OFFSETS_MINUTES,
      reminderMaxAttempts: process.env.REMINDER_MAX_ATTEMPTS,
      waitlistHoldMinutes: process.env.WAITLIST_HOLD_MINUTES,
      waitlistOfferMode: process.env.WAITLIST_OFFER_MODE,
      slotGridMinutes: process.env.SLOT_GRID_MINUTES,
      log: console.log,
    });
    console.log(
      applied.length ? `db: applied ${applied.length} migration(s)` : 'db: already up to date',
    );
  } catch (error) {
    console.error(`db: migration failed: ${error.message}`);
    process.exit(1);
  }
}
