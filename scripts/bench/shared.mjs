#!/usr/bin/env node
/**
 * The shared-mode section of the bench (docs/operations.md#scaling), on its own throwaway
 * stack (PostgreSQL on 127.0.0.1:4192, PostgREST on 4193):
 *  1. booking round trip over loopback: 200 POST /rpc/book_appointment one after another, p50/p95;
 *  2. a doctor's schedule with 10,000 appointments in the table: the first page of 50 through
 *     PostgREST (ordered by time, `Prefer: count=exact`), p50/p95 of 50 reads, and the plan
 *     PostgreSQL picks for it (which index);
 *  3. the race: 10 patients send 50 concurrent bookings for 5 slots of one doctor: requests,
 *     accepted, refused with 23P01, anything else, wall time.
 *  4. free slots with 100,000 appointments in the table and 20 doctors (scripts/bench/available-slots.mjs):
 *     GET /rpc/available_slots for one doctor over 90 days and for every doctor over 7 days,
 *     p50/p95 of 50 reads each, and the EXPLAIN plan of each (which indexes).
 *  5. the /schedule day view for those 20 doctors with a fully booked day, in Chromium: its
 *     longest task (scripts/bench/schedule-day.mjs).
 * It prints figures and asserts nothing about time.
 *
 *   npm run bench:shared
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSharedStack } from '../db/stack.mjs';
import {
  availableSlotsLines,
  availableSlotsPlans,
  benchAvailableSlots,
} from './available-slots.mjs';
import { benchScheduleDay, scheduleDayLine } from './schedule-day.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const BOOKINGS = 200;
const SCHEDULE_SIZE = 10_000;
const PAGE_SIZE = 50;
const PAGE_READS = 50;

/** The value below which `fraction` of `values` lie (nearest rank), ms. */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const round = (ms) => Math.round(ms * 100) / 100;

/**
 * The requests the bench makes: `post` to PostgREST with a token, `register` a patient (its
 * `{ token, user }`), and `bookableSlots(skip, count)`, bookable starts (ISO) of doctor 1 from
 * tomorrow on, read as the owner.
 */
function benchClient(api, owner) {
  const post = (route, body, token) =>
    fetch(`${api}${route}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const register = async (name) => {
    const response = await post('/rpc/register', {
      name,
      email: `${name.toLowerCase()}@bench.example`,
      password: `pw-${name}`,
      role: 'patient',
    });
    if (!response.ok) throw new Error(`register ${name}: ${await response.text()}`);
    return response.json();
  };
  /** `count` bookable slot starts (ISO) from tomorrow on, skipping the first `skip`. */
  const bookableSlots = async (skip, count) => {
    const { rows } = await owner.query(
      `select date_time as s
       from clinic.open_slots(array[1], date_trunc('day', now()) + interval '1 day',
                              now() + interval '4 years')
       order by date_time offset $1 limit $2`,
      [skip, count],
    );
    return rows.map((row) => row.s.toISOString());
  };
  return { post, register, bookableSlots };
}

/** Part 1: {@link BOOKINGS} bookings one after another; each round trip, ms. */
async function benchBookings({ post, register, bookableSlots, log }) {
  log(`bench: shared mode, ${BOOKINGS} bookings one after another…`);
  const patient = await register('Booker');
  const bookingTimes = [];
  for (const slot of await bookableSlots(0, BOOKINGS)) {
    const started = performance.now();
    const response = await post(
      '/rpc/book_appointment',
      { doctor_id: 1, date_time: slot, reason: 'bench' },
      patient.token,
    );
    await response.arrayBuffer();
    bookingTimes.push(performance.now() - started);
    if (!response.ok) throw new Error(`booking ${slot} answered ${response.status}`);
  }
  return bookingTimes;
}

/**
 * Part 2: the doctor's first schedule page with {@link SCHEDULE_SIZE} appointments in the table:
 * its read times (ms, after five warm-up reads), the total count, and the plan with its indexes.
 */
async function benchSchedulePage({ owner, api, register, log }) {
  log(`bench: shared mode, a schedule of ${SCHEDULE_SIZE.toLocaleString('en-US')} appointments…`);
  await owner.query(
    `insert into clinic.accounts (name, email, password_hash)
     select 'Patient ' || n, 'patient' || n || '@bench.example', crypt('x', gen_salt('bf', 4))
     from generate_series(1, 100) n`,
  );
  await owner.query(
    `insert into clinic.appointments (doctor_id, patient_id, date_time, reason)
     select 2, (select min(id) from clinic.accounts where email like 'patient%@bench.example')
               + (row_number() over (order by s.date_time)) % 100, s.date_time, 'bench'
     from clinic.open_slots(array[2], date_trunc('day', now()) + interval '1 day',
                            now() + interval '4 years') s
     order by s.date_time limit $1`,
    [SCHEDULE_SIZE],
  );
  await owner.query('analyze clinic.appointments');
  const doctor = await register('Doctor');
  await owner.query('select clinic.link_doctor($1, 2)', [doctor.user.email]);
  const pageUrl = `${api}/appointments?doctor_id=eq.2&order=date_time.asc&limit=${PAGE_SIZE}&offset=0`;
  const pageTimes = [];
  let totalCount = null;
  for (let read = 0; read < PAGE_READS + 5; read += 1) {
    const started = performance.now();
    const response = await fetch(pageUrl, {
      headers: { Authorization: `Bearer ${doctor.token}`, Prefer: 'count=exact' },
    });
    const rows = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok || rows.length !== PAGE_SIZE) {
      throw new Error(`the schedule page answered ${response.status} with ${rows.length} rows`);
    }
    totalCount = Number(response.headers.get('content-range')?.split('/')[1]);
    // The first five reads warm PostgREST's and PostgreSQL's caches.
    if (read >= 5) pageTimes.push(elapsed);
  }
  await owner.query('begin');
  await owner.query('set local role clinic_user');
  await owner.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role: 'clinic_user', account_id: doctor.user.id }),
  ]);
  const { rows: planRows } = await owner.query(
    `explain select * from api.appointments where doctor_id = 2
     order by date_time asc limit ${PAGE_SIZE}`,
  );
  await owner.query('rollback');
  const plan = planRows.map((row) => row['QUERY PLAN']).join('\n');
  const indexes = [...plan.matchAll(/Index (?:Only )?Scan(?: Backward)? using (\w+)/g)].map(
    (match) => match[1],
  );
  return { pageTimes, totalCount, plan, indexes };
}

/** Part 3: 10 patients race for 5 slots; each answer ('accepted' or the refusal's code). */
async function benchRace({ post, register, bookableSlots, log }) {
  log('bench: shared mode, the race (50 concurrent bookings for 5 slots)…');
  const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(`Racer${i}`)));
  const raceSlots = await bookableSlots(0, 5);
  const raceStarted = performance.now();
  const answers = await Promise.all(
    racers.flatMap((racer) =>
      raceSlots.map(async (slot) => {
        const response = await post(
          '/rpc/book_appointment',
          { doctor_id: 3, date_time: slot, reason: 'race' },
          racer.token,
        );
        const body = await response.json();
        return response.ok ? 'accepted' : body.code;
      }),
    ),
  );
  const wallMs = performance.now() - raceStarted;
  return { answers, wallMs };
}

/**
 * Runs the three measurements on a fresh stack and stops it.
 * @param {{ log?: (line: string) => void, pgPort?: number, restPort?: number }} [options]
 * @returns {Promise<{ booking: { n: number, p50Ms: number, p95Ms: number },
 *   schedule: { rows: number, pageSize: number, n: number, p50Ms: number, p95Ms: number,
 *     totalCount: number, indexes: string[], plan: string },
 *   race: { requests: number, accepted: number, refused23P01: number, other: number,
 *     wallMs: number },
 *   slots: Awaited<ReturnType<typeof benchAvailableSlots>>,
 *   scheduleDay: import("./schedule-day.mjs").ScheduleDayFigures }>} times in ms over loopback
 */
export async function benchShared({ log = console.log, pgPort = 4192, restPort = 4193 } = {}) {
  const stack = await startSharedStack({ pgPort, restPort });
  const owner = new pg.Client({ connectionString: stack.databaseUrl });
  const api = stack.dataApiUrl;
  const { post, register, bookableSlots } = benchClient(api, owner);

  try {
    await owner.connect();

    const bookingTimes = await benchBookings({ post, register, bookableSlots, log });
    const { pageTimes, totalCount, plan, indexes } = await benchSchedulePage({
      owner,
      api,
      register,
      log,
    });
    const { answers, wallMs } = await benchRace({ post, register, bookableSlots, log });

    const slots = await benchAvailableSlots({ owner, api, log });

    const desk = await register('Desk');
    await owner.query('select clinic.make_staff($1)', [desk.user.email]);
    const scheduleDay = await benchScheduleDay({
      root,
      dataApiUrl: api,
      owner,
      staff: { email: desk.user.email, password: 'pw-Desk' },
      log,
    });

    return {
      booking: {
        n: bookingTimes.length,
        p50Ms: round(percentile(bookingTimes, 0.5)),
        p95Ms: round(percentile(bookingTimes, 0.95)),
      },
      schedule: {
        rows: SCHEDULE_SIZE,
        pageSize: PAGE_SIZE,
        n: pageTimes.length,
        p50Ms: round(percentile(pageTimes, 0.5)),
        p95Ms: round(percentile(pageTimes, 0.95)),
        totalCount,
        indexes,
        plan,
      },
      race: {
        requests: answers.length,
        accepted: answers.filter((answer) => answer === 'accepted').length,
        refused23P01: answers.filter((answer) => answer === '23P01').length,
        other: answers.filter((answer) => answer !== 'accepted' && answer !== '23P01').length,
        wallMs: round(wallMs),
      },
      slots,
      scheduleDay,
    };
  } finally {
    await owner.end().catch(() => {});
    await stack.stop();
  }
}

/** The section's printed lines for `figures` from {@link benchShared}. */
export function sharedLines(figures) {
  const { booking, schedule, race, slots, scheduleDay } = figures;
  return [
    'Shared mode (PostgreSQL + PostgREST on loopback):',
    `  booking round trip (POST /rpc/book_appointment, ${booking.n} in a row): p50 ${booking.p50Ms} ms, p95 ${booking.p95Ms} ms`,
    `  doctor's schedule, first page of ${schedule.pageSize} of ${schedule.totalCount.toLocaleString('en-US')} (count=exact, ${schedule.n} reads): p50 ${schedule.p50Ms} ms, p95 ${schedule.p95Ms} ms`,
    `  its plan uses ${schedule.indexes.length ? `the index ${[...new Set(schedule.indexes)].join(', ')}` : 'NO index'}`,
    `  race: ${race.requests} concurrent requests from 10 patients for 5 slots → ${race.accepted} accepted, ${race.refused23P01} refused with 23P01, ${race.other} other, in ${race.wallMs} ms`,
    ...availableSlotsLines(slots),
    scheduleDayLine(scheduleDay),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const figures = await benchShared();
    console.log('');
    for (const line of sharedLines(figures)) console.log(line);
    console.log('');
    console.log('Plan of the schedule page (as the doctor account, row-level security applied):');
    console.log(figures.schedule.plan.replace(/^/gm, '  '));
    console.log('');
    for (const line of availableSlotsPlans(figures.slots)) console.log(line);
  } catch (error) {
    console.error(
      `bench:shared: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
    process.exit(1);
  }
}
