/**
 * How /appointments/ scales with the stored list, measured in the page itself (Playwright
 * driving Chromium, timestamps from the page's performance.now, whose zero is the start of
 * the navigation). For each size, in a fresh browser context:
 *
 *  - one warm-up load (discarded), so the figures are not about cold HTTP and code caches;
 *  - `runs` measured loads, each after reseeding storage, with the median reported.
 *
 * An init script, installed before the site's code runs, records:
 *  - list: the first frame after all the bench user's cards are in the DOM (a MutationObserver
 *    sees the count reached; then requestAnimationFrame and a task posted from it, which runs
 *    after that frame is produced);
 *  - read: from the site's first `localStorage.getItem('appointments')` to the end of the
 *    synchronous work that follows it (a microtask queued at the read runs once the stack is
 *    empty). The local repository reads, parses and validates every record (zod) and merges
 *    them with what the tab holds in one synchronous step before its `list()` resolves, so this
 *    span is the read, parse, validation and merge of the stored data.
 *  - cancel: from `window.confirm` returning (Playwright accepts the real dialog) to the first
 *    frame in which the card shows 'Canceled';
 *  - long tasks (PerformanceObserver 'longtask'): the longest that starts before the list's
 *    frame, and the longest during the cancel. The task that runs the click handler also holds
 *    the time the confirm dialog is open (the user's reaction time), which is subtracted.
 */

/** The median of the finite numbers in `values`; null when there are none. */
function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
import { BENCH_USER, benchUsers, makeAppointments } from './data.mjs';

/** Runs in the page before any of its scripts (Playwright init script). */
function instrument(expectedCards) {
  const bench = {
    expectedCards,
    longTasks: [],
    readStart: null,
    readEnd: null,
    listAt: null,
    listPaintedAt: null,
    cancelTitleId: null,
    confirmCalledAt: null,
    confirmedAt: null,
    canceledAt: null,
    canceledPaintedAt: null,
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    bench.longTasks = null;
  }
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function benchGetItem(key) {
    if (key === 'appointments' && bench.readStart === null) {
      bench.readStart = performance.now();
      queueMicrotask(() => {
        bench.readEnd = performance.now();
      });
    }
    return getItem.call(this, key);
  };
  const confirm = window.confirm;
  window.confirm = function benchConfirm(...args) {
    bench.confirmCalledAt = performance.now();
    const answer = confirm.apply(this, args);
    bench.confirmedAt = performance.now();
    return answer;
  };
  // Runs after the frame that follows now: rAF callbacks run just before it is produced.
  const afterNextFrame = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  const cards = document.getElementsByTagName('article');
  const check = () => {
    if (
      bench.listAt === null &&
      cards.length >= bench.expectedCards &&
      document.querySelector('main h1')
    ) {
      bench.listAt = performance.now();
      afterNextFrame((time) => (bench.listPaintedAt = time));
    }
    if (bench.cancelTitleId && bench.canceledAt === null) {
      const card = document.getElementById(bench.cancelTitleId)?.closest('article');
      const buttons = card ? [...card.querySelectorAll('button')] : [];
      if (
        card &&
        card.textContent.includes('Canceled') &&
        !buttons.some((button) => button.textContent.includes('Cancel Appointment'))
      ) {
        bench.canceledAt = performance.now();
        afterNextFrame((time) => (bench.canceledPaintedAt = time));
      }
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** The largest value, or null when any is missing (the browser reported no long tasks). */
function worst(values) {
  return values.some((value) => value === null) ? null : Math.max(...values);
}

/** Longest long task in [from, to), less `excluded` ms for a task that spans [exFrom, exTo]. */
function longestTask(tasks, from, to, exclude) {
  if (!tasks) return null;
  let longest = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= from || task.start >= to) continue;
    let duration = task.duration;
    if (exclude && task.start <= exclude.from && end >= exclude.to)
      duration -= exclude.to - exclude.from;
    longest = Math.max(longest, duration);
  }
  return longest;
}

async function seed(page, origin, storage) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));
}

/** One measured load and cancel. */
async function measureOnce(page, origin, storage, timeoutMs) {
  await seed(page, origin, storage);
  await page.goto(`${origin}/appointments/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.listPaintedAt != null, null, {
    timeout: timeoutMs,
  });
  // The first upcoming card; its title id finds it again wherever the list moves it.
  const titleId = await page.evaluate(() => {
    const button = [...document.querySelectorAll('main article button')].find((element) =>
      element.textContent.includes('Cancel Appointment'),
    );
    const id = button?.closest('article')?.getAttribute('aria-labelledby') ?? null;
    window.__bench.cancelTitleId = id;
    return id;
  });
  if (!titleId) throw new Error('no card with a Cancel Appointment button');
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .locator(`article[aria-labelledby="${titleId}"]`)
    .getByRole('button', { name: 'Cancel Appointment' })
    .click();
  await page.waitForFunction(() => window.__bench?.canceledPaintedAt != null, null, {
    timeout: timeoutMs,
  });
  const bench = await page.evaluate(() => window.__bench);
  const dialogOpen = { from: bench.confirmCalledAt, to: bench.confirmedAt };
  return {
    listMs: bench.listPaintedAt,
    readMs:
      bench.readStart !== null && bench.readEnd !== null ? bench.readEnd - bench.readStart : null,
    cancelMs: bench.canceledPaintedAt - bench.confirmedAt,
    dialogMs: bench.confirmedAt - bench.confirmCalledAt,
    longTaskListMs: longestTask(bench.longTasks, 0, bench.listPaintedAt),
    longTaskCancelMs: longestTask(
      bench.longTasks,
      bench.confirmCalledAt,
      bench.canceledPaintedAt,
      dialogOpen,
    ),
  };
}

/**
 * Measures each size.
 * @param {{origin: string, sizes: number[], runs: number, chromePath: string,
 *   chromeArgs: string[], doctors: object[], log: (line: string) => void}} options
 * @returns {Promise<Array<object>>} per size: the medians, the card counts and every run
 */
export async function measureScaling({
  origin,
  sizes,
  runs,
  chromePath,
  chromeArgs,
  doctors,
  log,
}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeArgs,
    headless: true,
  });
  const results = [];
  try {
    for (const size of sizes) {
      const { appointments, mine, mineUpcoming } = makeAppointments(size, { doctors });
      const storage = {
        user: JSON.stringify(BENCH_USER),
        users: JSON.stringify(benchUsers()),
        appointments: JSON.stringify(appointments),
        // The chat's welcome popup (and its confetti) is not what is measured here.
        chatBotPopupSeen: 'true',
      };
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const timeoutMs = 60_000;
      const measured = [];
      try {
        await context.addInitScript(instrument, mine);
        const page = await context.newPage();
        for (let run = 0; run <= runs; run += 1) {
          const figures = await measureOnce(page, origin, storage, timeoutMs);
          if (run > 0) measured.push(figures);
          log(
            `  ${String(size).padStart(6)} appointments ${run === 0 ? 'warm-up ' : `run ${run}/${runs}`}` +
              `  list ${figures.listMs.toFixed(0)} ms  cancel ${figures.cancelMs.toFixed(0)} ms` +
              `  read ${figures.readMs === null ? '–' : figures.readMs.toFixed(1)} ms` +
              `  long tasks ${figures.longTaskListMs?.toFixed(0) ?? '–'} / ${figures.longTaskCancelMs?.toFixed(0) ?? '–'} ms`,
          );
        }
      } finally {
        await context.close();
      }
      const pick = (key) => median(measured.map((figures) => figures[key]));
      results.push({
        size,
        cards: mine,
        upcomingCards: mineUpcoming,
        storedChars: storage.appointments.length,
        listMs: pick('listMs'),
        cancelMs: pick('cancelMs'),
        readMs: pick('readMs'),
        // The worst run's: a budget on the longest task is about the worst case.
        longTaskListMs: worst(measured.map((figures) => figures.longTaskListMs)),
        longTaskCancelMs: worst(measured.map((figures) => figures.longTaskCancelMs)),
        runs: measured,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
