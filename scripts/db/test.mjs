#!/usr/bin/env node
/**
 * `npm run test:db`: the database tests (docs/shared-mode.md#tests). Starts a throwaway
 * PostgreSQL cluster on a free loopback port, applies the migrations (twice: the second run must
 * apply nothing), installs pgTAP and runs every db/tests/*.sql with pg_prove. Fails on any
 * 'not ok', a bad plan or a file that errors; always stops the cluster and removes it.
 *
 *   npm run test:db                       # every file
 *   npm run test:db -- db/tests/03-*.sql  # some files
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from './migrate.mjs';
import { freePort, INSTALL_HINT, requireSharedStackTools, startSharedStack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const testsDir = path.join(root, 'db', 'tests');

requireSharedStackTools({ pgtap: true });
if (!existsSync('/usr/bin/pg_prove')) {
  console.error(
    `The database tests run with pg_prove, which is missing.\nOn Debian or Ubuntu: ${INSTALL_HINT} libtap-parser-sourcehandler-pgtap-perl`,
  );
  process.exit(1);
}

const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => path.resolve(file))
  : readdirSync(testsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => path.join(testsDir, name));

/** Runs pg_prove over the files; resolves with its exit code and everything it printed. */
function prove(databaseUrl) {
  const url = new URL(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pg_prove',
      [
        '--host',
        url.hostname,
        '--port',
        url.port,
        '--username',
        decodeURIComponent(url.username),
        '--dbname',
        url.pathname.slice(1),
        '--verbose',
        '--failures',
        ...files,
      ],
      {
        cwd: root,
        env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        output += text;
        process.stdout.write(text);
      });
    }
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const pgPort = await freePort(54330, 54399);
let stack;
let exitCode = 1;
const stopOnSignal = (signal) => {
  void (stack ? stack.stop() : Promise.resolve()).then(() =>
    process.exit(signal === 'SIGINT' ? 130 : 143),
  );
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  stack = await startSharedStack({ pgPort, postgrest: false, log: console.log });
  const again = await migrate({ databaseUrl: stack.databaseUrl });
  if (again.length) throw new Error(`a second db:migrate applied ${again.join(', ')}`);
  console.log('db: a second migration run applied nothing (idempotent)');
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  await client.query('create extension if not exists pgtap');
  await client.end();
  const { code, output } = await prove(stack.databaseUrl);
  const notOk = output.split('\n').filter((line) => /^\s*not ok\b/.test(line));
  if (code !== 0 || notOk.length) {
    console.error(`test:db: failed (pg_prove exit code ${code}, ${notOk.length} 'not ok')`);
  } else {
    const tests = /Tests=(\d+)/.exec(output)?.[1] ?? '?';
    console.log(`test:db: ${tests} assertions passed in ${files.length} file(s)`);
    exitCode = 0;
  }
} catch (error) {
  console.error(`test:db: ${error.message}`);
} finally {
  await stack?.stop();
}
process.exit(exitCode);
