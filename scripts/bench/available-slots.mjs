/**
 * The free-slots part of `npm run bench:shared` (docs/operations.md#scaling): with 100,000
 * appointments in the table and 20 doctors, GET /rpc/available_slots for one doctor over 90 days
 * and for every doctor over 7 days, p50/p95 of 50 reads each (after 5 warm-up reads), and the
 * EXPLAIN plan of each call's query (which indexes). Budget: p95 <= 20 ms each, on an index scan;
 * it prints the figures and asserts nothing about time. Called from scripts/bench/shared.mjs on
 * its stack, after the booking, schedule and race parts.
 */
import { performance } from 'node:perf_hooks';

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

/**
 * Fills the table to {@link SLOTS_TABLE_SIZE} rows over 20 doctors (doctors 6–20 get doctor 1's
 * hours), then measures available_slots.
 * @param {{ owner: import('pg').Client, api: string, log: (line: string) => void }} stack the
 *   owner's connection and the PostgREST base URL
 * @returns {Promise<{ tableRows: number,
 *   oneDoctor: { n: number, rows: number, p50Ms: number, p95Ms: number, plan: string, indexes: string[] },
 *   everyDoctor: { n: number, rows: number, p50Ms: number, p95Ms: number, plan: string, indexes: string[] } }>}
 */
export async function benchAvailableSlots({ owner, api, log }) {
  log(
    `bench: shared mode, free slots with ${SLOTS_TABLE_SIZE.toLocaleString('en-US')} appointments and 20 doctors…`,
  );
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
  // Past and future rows of every doctor, a third of them canceled, for 100 patients of their
  // own (no overlap with the rows already there); inserted past the triggers (the past is
  // refused there), as years of use would leave them.
  await owner.query(
    `insert into clinic.accounts (name, email, password_hash)
     select 'Slots ' || n, 'slots' || n || '@bench.example', crypt('x', gen_salt('bf', 4))
     from generate_series(1, 100) n`,
  );
  await owner.query('alter table clinic.appointments disable trigger user');
  await owner.query(
    `insert into clinic.appointments (doctor_id, doctor_name, patient_id, patient_name,
                                      patient_email, date_time, reason, status)
     select d, 'Dr. Bench', p.id, 'Patient', 'patient@bench.example', s, 'bench',
            case when (extract(epoch from s)::bigint / 1800) % 3 = 0 then 'canceled' else 'scheduled' end
     from generate_series(1, 20) d
     cross join generate_series(date_trunc('day', now()) - interval '5 years',
                                date_trunc('day', now()) + interval '1 year', interval '30 minutes') s
     cross join (select min(id) as first from clinic.accounts
                 where email like 'slots%@bench.example') base
     cross join lateral (select base.first + (extract(epoch from s)::bigint / 1800 + d) % 100 as id) p
     where extract(isodow from s at time zone clinic.clinic_timezone()) < 6
       and (s at time zone clinic.clinic_timezone())::time between '09:00' and '16:30'
       and (extract(epoch from s)::bigint / 1800 + d) % 5 = 0
       and not exists (select from clinic.appointments a where a.doctor_id = d and a.date_time = s)
     limit (select greatest(0, ${SLOTS_TABLE_SIZE} - count(*)) from clinic.appointments)`,
  );
  await owner.query('alter table clinic.appointments enable trigger user');
  await owner.query('vacuum analyze clinic.appointments');
  const { rows: countRows } = await owner.query(
    'select count(*)::int as n from clinic.appointments',
  );

  /** 50 timed reads of available_slots with `params`, and the plan of the same call. */
  const measure = async (params) => {
    const times = [];
    let rowCount = 0;
    for (let read = 0; read < READS + WARM_UP; read += 1) {
      const from = new Date();
      const query = new URLSearchParams({
        ...(params.doctorId ? { doctor_id: String(params.doctorId) } : {}),
        from_time: from.toISOString(),
        to_time: new Date(from.getTime() + params.days * 86_400_000).toISOString(),
      });
      const started = performance.now();
      const response = await fetch(`${api}/rpc/available_slots?${query}`);
      const rows = await response.json();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`available_slots answered ${response.status}`);
      if (read >= WARM_UP) times.push(elapsed);
      rowCount = rows.length;
    }
    const { rows: planRows } = await owner.query(
      `explain (costs off) select s.doctor_id, s.date_time
       from clinic.open_slots(${params.doctorId ? `array[${params.doctorId}]` : 'null'}, now(),
                              now() + interval '${params.days} days') s
       where not exists (select from clinic.appointments a
                         where a.doctor_id = s.doctor_id and a.status = 'scheduled'
                           and a.date_time > s.date_time - interval '30 minutes'
                           and a.date_time < s.date_time + interval '30 minutes')`,
    );
    const plan = planRows.map((row) => row['QUERY PLAN']).join('\n');
    return {
      n: times.length,
      rows: rowCount,
      p50Ms: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      plan,
      indexes: indexesOf(plan),
    };
  };

  const oneDoctor = await measure({ doctorId: 1, days: 90 });
  const everyDoctor = await measure({ doctorId: null, days: 7 });
  return { tableRows: countRows[0].n, oneDoctor, everyDoctor };
}

/** The printed lines for `slots` from {@link benchAvailableSlots}. */
export function availableSlotsLines(slots) {
  const line = (what, figures) =>
    `    ${what} (${figures.rows} slots): p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms (budget ${SLOTS_BUDGET_P95_MS} ms: ${figures.p95Ms <= SLOTS_BUDGET_P95_MS ? 'within' : 'OVER'}), ${figures.indexes.length ? `indexes ${figures.indexes.join(', ')}` : 'NO index'}`;
  return [
    `  free slots with ${slots.tableRows.toLocaleString('en-US')} appointments in the table (GET /rpc/available_slots, ${slots.oneDoctor.n} reads each):`,
    line('one doctor over 90 days', slots.oneDoctor),
    line('20 doctors over 7 days', slots.everyDoctor),
  ];
}

/** The EXPLAIN plans, indented, for the end of the report. */
export function availableSlotsPlans(slots) {
  return [
    'Plan of available_slots, one doctor over 90 days:',
    slots.oneDoctor.plan.replace(/^/gm, '  '),
    '',
    'Plan of available_slots, 20 doctors over 7 days:',
    slots.everyDoctor.plan.replace(/^/gm, '  '),
  ];
}
