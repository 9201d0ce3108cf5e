/**
 * The free-slots part of `npm run bench:shared` (docs/operations.md#scaling), with the example
 * clinic's visit types (clinic.example.json, docs/visit-types.md#the-example-clinic) and its
 * 15-minute start grid: 100,000 stored visits of mixed lengths and buffers over 20 doctors, then
 * GET /rpc/available_slots with a `visit_type_id` (the 60-minute 'New patient visit' with its
 * 10-minute buffer, and the 15-minute 'Follow-up') for one doctor over 90 days and for every
 * doctor over 7 days: p50/p95 of 50 reads each (after 5 warm-up reads), and the plans PostgreSQL
 * runs inside the call (auto_explain: which indexes). Budget: p95 <= 20 ms each, on an index
 * scan; it prints the figures and asserts nothing about time. Called from
 * scripts/bench/shared.mjs on its stack, after the booking, schedule and race parts; it puts the
 * stack's grid back to what it was before the next part.
 */
import { performance } from 'node:perf_hooks';
import { addExampleVisitTypes } from '../db/example-visit-types.mjs';

/** Rows in clinic.appointments while the slots are read. */
export const SLOTS_TABLE_SIZE = 100_000;
const READS = 50;
const WARM_UP = 5;
/** The bench's budget per read at p95, ms (docs/operations.md#scaling). */
export const SLOTS_BUDGET_P95_MS = 20;

/** The value below which `fraction` of `values` lie (nearest rank), ms. */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** `ms` to two decimals. */
export const round = (ms) => Math.round(ms * 100) / 100;

/** The indexes an EXPLAIN `plan` scans, each once, in order of appearance. */
export const indexesOf = (plan) => [
  ...new Set(
    [
      ...plan.matchAll(
        /(?:Index (?:Only )?Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/g,
      ),
    ].map((match) => match[1]),
  ),
];

/** The example clinic's start grid, minutes (clinic.example.json's gridMinutes). */
const EXAMPLE_GRID_MINUTES = 15;

/** The cases measured: a visit type (the example clinic's ids), doctors and days. */
const CASES = [
  { key: 'newPatientOneDoctor', visitTypeId: 'new-patient', doctorId: 1, days: 90 },
  { key: 'newPatientEveryDoctor', visitTypeId: 'new-patient', doctorId: null, days: 7 },
  { key: 'followUpOneDoctor', visitTypeId: 'follow-up', doctorId: 1, days: 90 },
  { key: 'followUpEveryDoctor', visitTypeId: 'follow-up', doctorId: null, days: 7 },
];

/**
 * A day's visits, by pattern: [minutes after the working-hour range opens, kind], each visit
 * plus its buffer clear of the next. Kinds: 'N' new patient (60 + 10), 'F' follow-up (15), 'S'
 * a skin check (30) for the dermatologist, 'C' a child vaccination (15) for the family doctor;
 * S and C are follow-ups for the other doctors, who do not offer them. A visit that would end
 * after the range (Saturday's four hours) is left out.
 */
const DAY_PATTERNS = [
  [
    [0, 'N'],
    [75, 'F'],
    [90, 'S'],
    [150, 'C'],
    [240, 'N'],
    [330, 'F'],
    [420, 'F'],
  ],
  [
    [30, 'F'],
    [45, 'F'],
    [60, 'N'],
    [180, 'S'],
    [270, 'C'],
    [300, 'N'],
    [405, 'F'],
    [465, 'F'],
  ],
  [
    [0, 'F'],
    [15, 'F'],
    [30, 'F'],
    [120, 'N'],
    [210, 'F'],
    [225, 'S'],
    [360, 'N'],
    [435, 'C'],
  ],
  [
    [15, 'S'],
    [60, 'F'],
    [180, 'N'],
    [255, 'F'],
    [270, 'F'],
    [285, 'F'],
    [390, 'N'],
  ],
];

/** Patients of the stored visits: two visits that overlap in time never share one (see below). */
const PATIENTS = 2000;

/**
 * Sets the database's start grid (app.slot_grid_minutes) and has PostgREST open new connections
 * so its sessions read it: a database setting applies from a session's start only.
 * @param {import('pg').Client} owner
 * @param {string} api PostgREST's base URL
 * @param {number | null} minutes null: back to the default (the bench's stack sets none)
 */
async function setSlotGrid(owner, api, minutes) {
  const { rows } = await owner.query('select current_database() as name');
  const database = owner.escapeIdentifier(rows[0].name);
  await owner.query(
    minutes === null
      ? `alter database ${database} reset app.slot_grid_minutes`
      : `alter database ${database} set app.slot_grid_minutes = '${Number(minutes)}'`,
  );
  await owner.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where usename = 'authenticator'`,
  );
  // PostgREST may answer the first request or two on a closed connection with an error.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${api}/doctors?limit=1`).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok) break;
    if (attempt === 19) {
      throw new Error('PostgREST did not answer again after its connections were closed');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A new session's first calls compile the functions and fill its caches: not what is timed.
  for (let read = 0; read < 20; read += 1) {
    const now = Date.now();
    const query = new URLSearchParams({
      from_time: new Date(now).toISOString(),
      to_time: new Date(now + 7 * 86_400_000).toISOString(),
    });
    const response = await fetch(`${api}/rpc/available_slots?${query}`);
    await response.arrayBuffer();
  }
}

/**
 * The plans of the statements one available_slots call runs (PL/pgSQL's inner queries
 * included), as auto_explain writes them to the session's client at level LOG.
 * @param {import('pg').Client} owner the superuser's connection (LOAD needs it)
 * @param {{ visitTypeId: string, doctorId: number | null, days: number }} params
 * @returns {Promise<string>} the plans, one after the other
 */
async function planOf(owner, { visitTypeId, doctorId, days }) {
  const messages = [];
  const collect = (message) => {
    if (message.severity === 'LOG' || /Query Text/.test(message.message)) {
      messages.push(message.message);
    }
  };
  owner.on('notice', collect);
  try {
    await owner.query('begin');
    await owner.query("load 'auto_explain'");
    await owner.query('set local auto_explain.log_min_duration = 0');
    await owner.query('set local auto_explain.log_nested_statements = on');
    await owner.query('set local auto_explain.log_format = text');
    await owner.query(`set local app.slot_grid_minutes = '${EXAMPLE_GRID_MINUTES}'`);
    await owner.query('set local client_min_messages = log');
    await owner.query(
      `select count(*) from api.available_slots(doctor_id => $1, from_time => now(),
         to_time => now() + make_interval(days => $2), visit_type_id => $3)`,
      [doctorId, days, visitTypeId],
    );
  } finally {
    await owner.query('rollback');
    owner.off('notice', collect);
  }
  // The outer statement's own plan (a function scan) says nothing: the inner ones do.
  // Expressions PL/pgSQL evaluates as statements (one per row) log an empty query text.
  return messages
    .filter(
      (message) => !/Query Text:\s*\n/.test(message) && !/api\.available_slots\(/.test(message),
    )
    .join('\n\n');
}

/**
 * Inserts the stored visits of {@link benchAvailableSlots} up to {@link SLOTS_TABLE_SIZE} rows.
 * @param {import('pg').Client} owner
 * @returns {Promise<Record<string, number>>} the table's rows by visit type id
 */
async function fillVisits(owner) {
  const patterns = DAY_PATTERNS.flatMap((visits, pattern) =>
    visits.map(([offset, kind]) => `(${pattern}, ${offset}, '${kind}')`),
  ).join(', ');
  await owner.query('alter table clinic.appointments disable trigger user');
  await owner.query(
    `with zone as (select clinic.clinic_timezone() as tz),
     kinds (doctor_id, kind, visit_type_id) as (
       select d, k, case when k = 'N' then 'new-patient'
                         when k = 'S' and d = 2 then 'skin-check'
                         when k = 'C' and d = 4 then 'child-vaccination'
                         else 'follow-up' end
       from generate_series(1, 20) d, unnest(array['N', 'F', 'S', 'C']) k
     ),
     candidates as (
       select h.doctor_id, v.id as visit_type_id, v.duration_minutes, v.buffer_minutes,
              (day + h.start_time + make_interval(mins => p.offset_minutes)) at time zone zone.tz
                as date_time
       from zone
       cross join generate_series(date_trunc('day', now() at time zone zone.tz) + interval '1 year',
                                  date_trunc('day', now() at time zone zone.tz) - interval '4 years',
                                  interval '-1 day') day
       join clinic.working_hours h on h.weekday = extract(isodow from day) and h.doctor_id <= 20
         and not exists (select from clinic.closures c where day::date between c.first_day and c.last_day)
       join (values ${patterns}) p (pattern, offset_minutes, kind)
         on p.pattern = (extract(epoch from day)::bigint / 86400 + h.doctor_id) % ${DAY_PATTERNS.length}
       join kinds k on k.doctor_id = h.doctor_id and k.kind = p.kind
       join clinic.visit_types v on v.id = k.visit_type_id
       where h.start_time + make_interval(mins => p.offset_minutes + v.duration_minutes) <= h.end_time
     ),
     numbered as (
       select c.*, extract(epoch from c.date_time)::bigint / 900 as step from candidates c
     )
     insert into clinic.appointments (doctor_id, doctor_name, patient_id, patient_name,
                                      patient_email, date_time, duration, buffer_minutes,
                                      visit_type_id, reason, status)
     select n.doctor_id, 'Dr. Bench', base.first + (n.step * 20 + n.doctor_id) % ${PATIENTS},
            'Patient', 'patient@bench.example', n.date_time, n.duration_minutes, n.buffer_minutes,
            n.visit_type_id, 'bench',
            case when (n.step + n.doctor_id) % 3 = 0 then 'canceled' else 'scheduled' end
     from numbered n
     cross join (select min(id) as first from clinic.accounts
                 where email like 'slots%@bench.example') base
     where (n.step + n.doctor_id) % 3 = 0
        or not exists (select from clinic.appointments a
                       where a.doctor_id = n.doctor_id and a.status = 'scheduled'
                         and a.slot_with_buffer && tstzrange(n.date_time, n.date_time
                           + make_interval(mins => n.duration_minutes + n.buffer_minutes)))
     order by n.date_time desc, n.doctor_id
     limit (select greatest(0, ${SLOTS_TABLE_SIZE} - count(*)) from clinic.appointments)`,
  );
  await owner.query('alter table clinic.appointments enable trigger user');
  await owner.query('vacuum analyze clinic.appointments');
  const { rows: countRows } = await owner.query(
    `select visit_type_id, count(*)::int as n from clinic.appointments group by visit_type_id`,
  );
  const byType = Object.fromEntries(countRows.map((row) => [row.visit_type_id, row.n]));
  return byType;
}

/**
 * Fills clinic.appointments to {@link SLOTS_TABLE_SIZE} rows of the example clinic's types over
 * 20 doctors (doctors 6–20 get doctor 1's hours), then measures available_slots on the example
 * clinic's 15-minute grid.
 *
 * The stored visits follow {@link DAY_PATTERNS} in each working-hour range, latest days first
 * (the coming year full, then back in time until the table holds 100,000), a third canceled;
 * inserted past the triggers (the past is refused there), as years of use would leave them, and
 * held by the exclusion constraints all the same: no visit plus its buffer overlaps another
 * scheduled one of its doctor (those the earlier parts booked included), and a patient's two
 * visits never overlap, as patient (start / 15 min × 20 + doctor) mod 2,000 repeats only 100
 * grid steps (25 hours) apart.
 * @param {{ owner: import('pg').Client, api: string, log: (line: string) => void }} stack the
 *   owner's (superuser's) connection and the PostgREST base URL
 * @returns {Promise<{ tableRows: number, byType: Record<string, number>, gridMinutes: number,
 *   cases: Array<{ key: string, visitTypeId: string, doctorId: number | null, days: number,
 *     n: number, rows: number, p50Ms: number, p95Ms: number, plan: string,
 *     indexes: string[] }> }>} times in ms over loopback
 */
export async function benchAvailableSlots({ owner, api, log }) {
  log(
    `bench: shared mode, free slots of the example clinic's visit types with ${SLOTS_TABLE_SIZE.toLocaleString('en-US')} visits and 20 doctors…`,
  );
  await addExampleVisitTypes(owner);
  await owner.query(
    `insert into clinic.doctors (id, name, specialty)
     select n, 'Dr. Bench ' || n, 'General Practice' from generate_series(6, 20) n
     on conflict (id) do nothing`,
  );
  await owner.query(
    `insert into clinic.working_hours (doctor_id, valid_from, weekday, start_time, end_time)
     select d, h.valid_from, h.weekday, h.start_time, h.end_time
     from generate_series(6, 20) d, clinic.working_hours h
     where h.doctor_id = 1
       and not exists (select from clinic.working_hours o where o.doctor_id = d)`,
  );
  await owner.query(
    `insert into clinic.accounts (name, email, password_hash)
     select 'Slots ' || n, 'slots' || n || '@bench.example', crypt('x', gen_salt('bf', 4))
     from generate_series(1, ${PATIENTS}) n`,
  );
  const byType = await fillVisits(owner);

  await setSlotGrid(owner, api, EXAMPLE_GRID_MINUTES);
  /** 50 timed reads of available_slots with `params`, and the plans of the same call. */
  const measure = async (params) => {
    const times = [];
    let rowCount = 0;
    for (let read = 0; read < READS + WARM_UP; read += 1) {
      const from = new Date();
      const query = new URLSearchParams({
        ...(params.doctorId ? { doctor_id: String(params.doctorId) } : {}),
        from_time: from.toISOString(),
        to_time: new Date(from.getTime() + params.days * 86_400_000).toISOString(),
        visit_type_id: params.visitTypeId,
      });
      const started = performance.now();
      const response = await fetch(`${api}/rpc/available_slots?${query}`);
      const rows = await response.json();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`available_slots answered ${response.status}`);
      if (read >= WARM_UP) times.push(elapsed);
      rowCount = rows.length;
    }
    const plan = await planOf(owner, params);
    return {
      ...params,
      n: times.length,
      rows: rowCount,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      plan,
      indexes: indexesOf(plan),
    };
  };
  const cases = [];
  try {
    for (const params of CASES) cases.push(await measure(params));
  } finally {
    await setSlotGrid(owner, api, null);
  }
  return {
    tableRows: Object.values(byType).reduce((sum, n) => sum + n, 0),
    byType,
    gridMinutes: EXAMPLE_GRID_MINUTES,
    cases,
  };
}

/** What a case measures, in words. */
const caseName = ({ visitTypeId, doctorId, days }) =>
  `${visitTypeId}, ${doctorId ? 'one doctor' : '20 doctors'} over ${days} days`;

/** The printed lines for `slots` from {@link benchAvailableSlots}. */
export function availableSlotsLines(slots) {
  const line = (figures) =>
    `    ${caseName(figures)} (${figures.rows} slots): p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms (budget ${SLOTS_BUDGET_P95_MS} ms: ${figures.p95Ms <= SLOTS_BUDGET_P95_MS ? 'within' : 'OVER'}), ${figures.indexes.length ? `indexes ${figures.indexes.join(', ')}` : 'NO index'}`;
  const mix = Object.entries(slots.byType)
    .map(([id, n]) => `${id} ${n.toLocaleString('en-US')}`)
    .join(', ');
  return [
    `  free slots of the example clinic's types (${slots.gridMinutes}-minute grid) with ${slots.tableRows.toLocaleString('en-US')} visits in the table (${mix}; GET /rpc/available_slots, ${slots.cases[0].n} reads each):`,
    ...slots.cases.map(line),
  ];
}

/** The plans, indented, for the end of the report. */
export function availableSlotsPlans(slots) {
  return slots.cases.flatMap((figures) => [
    `Plans inside available_slots, ${caseName(figures)}:`,
    figures.plan.replace(/^/gm, '  '),
    '',
  ]);
}
