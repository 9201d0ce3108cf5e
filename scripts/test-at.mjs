#!/usr/bin/env node
/**
 * `npm run test:at`: runs the test suite with every process's clock set to a chosen clinic time
 * (docs/testing.md#clinic-times). The whole process tree (Node, Jest, Playwright, Chromium,
 * PostgreSQL, the worker, the static servers and stubs) runs under libfaketime
 * (Debian's `faketime` package) with one offset, so the site, the browser and the database agree
 * on 'now' while the clock keeps running from the chosen time. PostgREST is a static binary that
 * libfaketime cannot reach: it only checks a token's expiry, and every chosen time lies ahead of
 * the real one, so tokens minted at the shifted time never look expired to it.
 *
 *   npm run test:at -- --at '2026-12-05 14:30'    # one clinic time (the clinic's zone)
 *   npm run test:at -- --matrix                   # every time of CLINIC_TIMES, one after another
 *   npm run test:at -- --matrix --only 'eve of'   # the times whose name includes 'eve of'
 *   npm run test:at -- --matrix --only 16:59 --only 17:00   # either (--only may repeat)
 *   npm run test:at -- --matrix --parts db,e2e    # only those parts (unit, db, worker, e2e)
 *   npm run test:at -- --at '…' -- npm run test:e2e -- booking.spec.ts   # another command
 *
 * Without a command it runs the clock-dependent parts of `npm test`: the unit, database, worker
 * and end-to-end tests (lint and the typecheck read no clock). The end-to-end exports are built
 * once, at the real time, and reused. Each part starts at the chosen time: the offset is
 * computed again just before it starts. Exits 1 when any part failed at any time.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TZDate } from '@date-fns/tz';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The clinic's zone the e2e exports are built with (__tests__/e2e/support/site-env.json). */
const ZONE = JSON.parse(
  readFileSync(path.join(root, '__tests__/e2e/support/site-env.json'), 'utf8'),
).clinic.NEXT_PUBLIC_CLINIC_TIMEZONE;

const DAY_MS = 86_400_000;
/** How far ahead of the real clock a matrix time must lie when its parts begin. */
const MARGIN_MS = 60 * 60_000;

/** Midnight of the clinic day `days` after the one holding `instant`, as a TZDate in ZONE. */
function clinicDay(instant, days = 0) {
  const at = new TZDate(instant, ZONE);
  return new TZDate(at.getFullYear(), at.getMonth(), at.getDate() + days, ZONE);
}

/**
 * The first clinic wall-clock time `hh:mm` after `after` (ms) on a day `dayOk` accepts.
 * @param {number} after epoch ms
 * @param {string} time 'HH:mm', clinic time
 * @param {(day: TZDate) => boolean} dayOk
 * @returns {TZDate}
 */
function nextAt(after, time, dayOk = () => true) {
  const [hour, minute] = time.split(':').map(Number);
  for (let days = 0; days < 800; days += 1) {
    const day = clinicDay(after, days);
    const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, ZONE);
    if (at.getTime() > after && dayOk(at)) return at;
  }
  throw new Error(`No ${time} within 800 days`);
}

const isWeekday = (day) => day.getDay() >= 1 && day.getDay() <= 5;

/** The clinic day before the next change of the zone's UTC offset in `direction`. */
function eveOfChange(after, direction) {
  for (let days = 1; days < 800; days += 1) {
    const day = clinicDay(after, days);
    const next = clinicDay(day.getTime(), 1);
    const change =
      new TZDate(next.getTime() + DAY_MS - 1, ZONE).getTimezoneOffset() - day.getTimezoneOffset();
    // getTimezoneOffset falls when the clocks go forward (spring) and rises when they go back.
    if ((direction === 'forward' && change < 0) || (direction === 'back' && change > 0)) {
      return day;
    }
  }
  throw new Error(`No daylight-saving change (${direction}) in ${ZONE} within 800 days`);
}

/**
 * The clinic times the suite must pass at (issue: the evening failures), each the next one
 * after `now` so that it lies ahead of the real clock.
 * @param {number} now epoch ms
 * @returns {Array<{ name: string, at: TZDate }>}
 */
export function clinicTimes(now) {
  const eve = (direction) => {
    const day = eveOfChange(now, direction);
    return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 22, 0, ZONE);
  };
  return [
    { name: 'weekday 08:59', at: nextAt(now, '08:59', isWeekday) },
    { name: 'weekday 09:00', at: nextAt(now, '09:00', isWeekday) },
    { name: 'weekday 16:59', at: nextAt(now, '16:59', isWeekday) },
    { name: 'weekday 17:00', at: nextAt(now, '17:00', isWeekday) },
    { name: 'weekday 19:30', at: nextAt(now, '19:30', isWeekday) },
    { name: 'weekday 23:30', at: nextAt(now, '23:30', isWeekday) },
    { name: 'weekday 00:30', at: nextAt(now, '00:30', isWeekday) },
    { name: 'Saturday 14:30', at: nextAt(now, '14:30', (day) => day.getDay() === 6) },
    { name: 'Sunday 11:00', at: nextAt(now, '11:00', (day) => day.getDay() === 0) },
    { name: 'eve of clocks forward, 22:00', at: eve('forward') },
    { name: 'eve of clocks back, 22:00', at: eve('back') },
  ];
}

/** libfaketime's preload library from Debian's `faketime` package; exits 1 when missing. */
function libfaketime() {
  // Node 20 has no fs.globSync: the multiarch folders are listed instead.
  const found = readdirSync('/usr/lib')
    .map((folder) => path.join('/usr/lib', folder, 'faketime', 'libfaketime.so.1'))
    .find((file) => existsSync(file));
  if (!found) {
    console.error('test:at needs libfaketime: sudo apt-get install -y faketime (Debian/Ubuntu).');
    process.exit(1);
  }
  return found;
}

/** Runs `command` with its whole process tree's clock starting at `at`; resolves to its code. */
function runAt(at, command, preload) {
  // Chromium hangs when the monotonic clock is left real and the wall clock is moved, so both
  // move by the same offset (FAKETIME_DONT_FAKE_MONOTONIC stays unset).
  const offsetSeconds = Math.ceil((at.getTime() - Date.now()) / 1000);
  const env = {
    ...process.env,
    LD_PRELOAD: [preload, process.env.LD_PRELOAD].filter(Boolean).join(' '),
    FAKETIME: `+${offsetSeconds}`,
  };
  delete env.FAKETIME_DONT_FAKE_MONOTONIC;
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command at the real time (the e2e build). */
function runNow(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** The clock-dependent parts of `npm test`, by the name `--parts` takes. */
const PARTS = {
  unit: [npm, 'run', 'test:unit'],
  db: [npm, 'run', 'test:db'],
  worker: [npm, 'run', 'test:worker'],
  e2e: [npm, 'run', 'test:e2e', '--', '--skip-build'],
};

const dash = process.argv.indexOf('--', 2);
const ownArgs = dash === -1 ? process.argv.slice(2) : process.argv.slice(2, dash);
const command = dash === -1 ? null : process.argv.slice(dash + 1);
const { values } = parseArgs({
  args: ownArgs,
  options: {
    at: { type: 'string' },
    matrix: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    parts: { type: 'string', default: 'unit,db,worker,e2e' },
  },
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const preload = libfaketime();
  let times;
  if (values.at) {
    const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(values.at);
    if (!match) {
      console.error(
        `--at takes the clinic's wall clock as 'YYYY-MM-DD HH:mm', not '${values.at}'.`,
      );
      process.exit(1);
    }
    const [year, month, day, hour, minute] = match.slice(1).map(Number);
    const at = new TZDate(year, month - 1, day, hour, minute, ZONE);
    if (at.getTime() <= Date.now()) {
      console.error(`--at ${values.at} has passed: choose a time ahead of the real clock.`);
      process.exit(1);
    }
    times = [{ name: values.at, at }];
  } else if (values.matrix) {
    times = clinicTimes(Date.now())
      .map(({ name }) => name)
      .filter((name) => !values.only || values.only.some((part) => name.includes(part)))
      .map((name) => ({ name, at: null }));
  } else {
    console.error("Usage: npm run test:at -- (--at 'YYYY-MM-DD HH:mm' | --matrix) [-- command]");
    process.exit(1);
  }

  const wanted = values.parts.split(',');
  const unknown = wanted.filter((part) => !(part in PARTS));
  if (unknown.length) {
    console.error(`--parts takes ${Object.keys(PARTS).join(', ')}; not ${unknown.join(', ')}.`);
    process.exit(1);
  }
  const parts = command ? [command] : wanted.map((part) => PARTS[part]);
  if (
    !command &&
    wanted.includes('e2e') &&
    (await runNow([npm, 'run', 'test:e2e', '--', '--build-only'])) !== 0
  ) {
    process.exit(1);
  }
  const results = [];
  for (const time of times) {
    const { name } = time;
    // Chosen when its turn comes, an hour ahead, so that it is still ahead of the real clock
    // when the last part starts (the whole matrix takes hours).
    const at = time.at ?? clinicTimes(Date.now() + MARGIN_MS).find((t) => t.name === name).at;
    for (const part of parts) {
      const label = `${name} (${at.toString()})`;
      console.log(`\ntest:at: ${label}: ${part.join(' ')}`);
      const started = Date.now();
      const code = await runAt(at, part, preload);
      results.push({
        time: label,
        part: part.slice(0, 3).join(' '),
        code,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    }
  }
  console.log('\ntest:at results');
  for (const result of results) {
    console.log(
      `${result.code === 0 ? 'pass' : 'FAIL'}  ${result.seconds} s  ${result.time}  ${result.part}`,
    );
  }
  process.exit(results.every((result) => result.code === 0) ? 0 : 1);
}
