/**
 * The /schedule day view for 20 doctors (docs/front-desk.md), as `npm run
 * bench:shared` measures it on its own stack: a shared-mode export built for that stack's
 * PostgREST (in .next-bench-shared/), served by scripts/serve.mjs, driven in Chromium by
 * Playwright as a staff member. The day shown has every half hour of every doctor taken: the
 * visits of mixed lengths scripts/bench/available-slots.mjs stored, and consultations between.
 *
 * For each run the page's clock is marked just before the date field changes; the figures are
 * the longest task (PerformanceObserver 'longtask': tasks over 50 ms; none reads as under 50)
 * from that mark until the grid shows all 20 doctors, and the time to that frame. It prints
 * figures and asserts nothing about time.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../serve.mjs';
import { CHROMIUM_ARGS, requireChromium } from '../find-chromium.mjs';
import { buildExport } from './build.mjs';

/**
 * @typedef {{ doctors: number, appointments: number, runs: number,
 *   longestTaskMs: number | null, p50RenderMs: number, budgetMs: number }} ScheduleDayFigures
 *   `longestTaskMs`: the worst run's longest task, null when no task passed 50 ms; times in ms
 */

/** The budget on the longest task of the day view, ms. */
export const SCHEDULE_DAY_BUDGET_MS = 150;

/** Runs in the page before its scripts: keeps every long task's start and duration. */
function recordLongTasks() {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Fills one clinic day (`day`, 'yyyy-MM-dd') with a 30-minute appointment in every working half
 * hour of every doctor that no stored visit (or its buffer) holds, past the row triggers as old
 * data would be, and returns how many rows that day holds.
 * @param {import('pg').Client} owner
 */
async function fillDay(owner, day) {
  // One patient record per doctor, so that no patient is in two rooms at once.
  await owner.query(
    `insert into clinic.accounts (name, contact_email)
     select 'Day patient ' || n, 'day' || n || '@bench.example' from generate_series(1, 100) n`,
  );
  await owner.query('alter table clinic.appointments disable trigger user');
  try {
    await owner.query(
      `insert into clinic.appointments (doctor_id, doctor_name, patient_id, patient_name,
                                        patient_email, date_time, reason, status)
       select s.doctor_id, d.name, p.id, p.name, p.contact_email, s.date_time,
              'Follow-up after the last visit', 'scheduled'
       from clinic.open_slots(null, ($1::date)::timestamp at time zone clinic.clinic_timezone(),
                              ($1::date + 1)::timestamp at time zone clinic.clinic_timezone()) s
       join clinic.doctors d on d.id = s.doctor_id
       join clinic.accounts p on p.contact_email = 'day' || s.doctor_id || '@bench.example'
       where not exists (select from clinic.appointments a
                         where a.doctor_id = s.doctor_id and a.status = 'scheduled'
                           and a.slot_with_buffer && clinic.appointment_range(s.date_time, 30))`,
      [day],
    );
  } finally {
    await owner.query('alter table clinic.appointments enable trigger user');
  }
  const { rows } = await owner.query(
    `select count(*)::int as n from clinic.appointments
     where (date_time at time zone clinic.clinic_timezone())::date = $1::date`,
    [day],
  );
  return rows[0].n;
}

/**
 * Measures the day view.
 * @param {{ root: string, dataApiUrl: string, owner: import('pg').Client,
 *   staff: { email: string, password: string }, log: (line: string) => void,
 *   runs?: number, port?: number }} options `staff`: an account the owner made staff
 * @returns {Promise<ScheduleDayFigures>}
 */
export async function benchScheduleDay({
  root,
  dataApiUrl,
  owner,
  staff,
  log,
  runs = 5,
  port = 4194,
}) {
  const { rows: dayRows } = await owner.query(
    `select to_char(d, 'YYYY-MM-DD') as day
     from generate_series(((now() at time zone clinic.clinic_timezone())::date + 7)::timestamp,
                          ((now() at time zone clinic.clinic_timezone())::date + 13)::timestamp,
                          interval '1 day') d
     where extract(isodow from d) between 1 and 5 order by d limit 1`,
  );
  const day = dayRows[0].day;
  const appointments = await fillDay(owner, day);
  const { rows: doctorRows } = await owner.query('select count(*)::int as n from clinic.doctors');
  const doctors = doctorRows[0].n;

  log('bench: the /schedule day view: building a shared-mode export into .next-bench-shared/…');
  const outDir = await buildExport({
    root,
    benchDir: path.join(root, '.next-bench-shared'),
    log,
    settings: { NEXT_PUBLIC_DATA_API_URL: dataApiUrl },
  });
  const { server, url } = await startServer({ dir: outDir, port });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    await context.addInitScript(recordLongTasks);
    // The chat's welcome popup is not what is measured.
    await context.addInitScript(() => localStorage.setItem('chatBotPopupSeen', 'true'));
    const page = await context.newPage();
    await page.goto(`${url}/login/`);
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();

    const measured = [];
    for (let run = 0; run <= runs; run += 1) {
      await page.goto(`${url}/schedule/`);
      await page.getByRole('table').waitFor();
      const mark = await page.evaluate(() => performance.now());
      const started = performance.now();
      await page.getByLabel('Date', { exact: true }).fill(day);
      await page
        .locator('.schedule-grid thead th')
        .nth(doctors)
        .waitFor({ state: 'attached', timeout: 60_000 });
      await page.locator('.schedule-grid tbody tr').first().waitFor();
      const [longest, renderMs] = await page.evaluate(
        (since) =>
          new Promise((resolve) =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const tasks = window.__benchLongTasks.filter(([start]) => start >= since);
                resolve([
                  tasks.length ? Math.max(...tasks.map(([, duration]) => duration)) : null,
                  performance.now() - since,
                ]);
              }),
            ),
          ),
        mark,
      );
      log(
        `  day view ${run === 0 ? 'warm-up' : `run ${run}/${runs}`}: longest task ${longest === null ? '< 50' : longest.toFixed(0)} ms, grid in ${renderMs.toFixed(0)} ms (${(performance.now() - started).toFixed(0)} ms from Playwright)`,
      );
      if (run > 0) measured.push({ longest, renderMs });
    }
    await context.close();
    const longestTasks = measured.map((figures) => figures.longest).filter((ms) => ms !== null);
    const renders = measured.map((figures) => figures.renderMs).sort((a, b) => a - b);
    return {
      doctors,
      appointments,
      runs: measured.length,
      longestTaskMs: longestTasks.length ? Math.round(Math.max(...longestTasks)) : null,
      p50RenderMs: Math.round(renders[Math.floor(renders.length / 2)]),
      budgetMs: SCHEDULE_DAY_BUDGET_MS,
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The printed line of {@link benchScheduleDay}'s figures. */
export function scheduleDayLine(figures) {
  const longest = figures.longestTaskMs === null ? 'under 50' : String(figures.longestTaskMs);
  return `  /schedule day view, ${figures.doctors} doctors, ${figures.appointments} appointments that day (${figures.runs} runs): longest task ${longest} ms (budget ≤ ${figures.budgetMs} ms), grid shown in ${figures.p50RenderMs} ms (p50, data read included)`;
}
