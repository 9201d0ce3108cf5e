/**
 * Budgets  and the printed report: one Markdown table of the routes with the framework
 * floor, the scaling table, and each budget stated against the figure that decides it.
 * A figure that misses its budget is marked ✗; the budget row under each header gives the limit.
 */

/** The budgets the product is held to. Sizes in KiB of gzip (1 KiB = 1024 bytes). */
export const BUDGETS = {
  /** Lighthouse mobile performance, median, every route. */
  mobilePerformance: 95,
  /** Points a route's mobile performance (median) may lie below the floor's, in the same run. */
  mobilePerformanceBelowFloor: 1,
  /** Lighthouse mobile accessibility, best practices and SEO, median, every route. */
  mobileOtherCategories: 100,
  /** First-load JavaScript above the floor, gzip KiB, by route id. */
  jsAboveFloorKiB: { home: 20, login: 20, register: 20, appointments: 20, booking: 20 },
  /** Cumulative layout shift, median, every route, mobile and desktop. */
  cls: 0,
  /** Growth of each scaling figure from 1,000 to 10,000 appointments (linear is 10). */
  growthRatio: 10,
  /**
   * Longest long task while a list of 1,000 of the user's appointments (1,000 cards; 10,000
   * stored, as the bench user owns 1 in 10) renders and while one of them is canceled, ms.
   */
  longTaskMs: 200,
  /** The card count the long-task budget is judged at. */
  longTaskCards: 1000,
};

/**
 * Audits a page that answers HTTP 404 fails because of that status alone, as it should: a
 * 404 page is not a fake 200. Used to say so in the verdicts, not to hide the scores.
 */
export const NOT_FOUND_STATUS_AUDITS = {
  'http-status-code': 'the page answers HTTP 404',
  'is-crawlable': 'Next.js marks its 404 page noindex',
  'errors-in-console':
    "Chromium logs 'Failed to load resource: … status of 404' for the page itself",
};

/**
 * Of a route's failed audits in `category` (over every Lighthouse run), the ones due only to a
 * 404 status, and whether those are all of them. errors-in-console counts only when every
 * error it lists is the 404 of the page itself.
 */
export function notFoundOnlyFailures(route, category, formFactor = 'mobile') {
  if (!route.notFound) return { audits: [], onlyThese: false };
  const runs = route.lighthouse?.[formFactor]?.runs ?? [];
  const failed = new Set(runs.flatMap((run) => run.failedAudits?.[category] ?? []));
  const statusOnly = (id) =>
    id in NOT_FOUND_STATUS_AUDITS &&
    (id !== 'errors-in-console' ||
      runs.every(
        (run) =>
          Array.isArray(run.consoleErrors) &&
          run.consoleErrors.every((text) => /status of 404/.test(text)),
      ));
  const audits = [...failed].filter(statusOnly);
  return { audits, onlyThese: failed.size > 0 && audits.length === failed.size };
}

const kib = (bytes) => (bytes === null || bytes === undefined ? null : bytes / 1024);

function fixed(value, digits) {
  return value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
}

function signed(value, digits) {
  if (value === null || value === undefined) return '–';
  const text = value.toFixed(digits);
  return value >= 0 && !text.startsWith('-') ? `+${text}` : text;
}

/** CLS as Lighthouse's numbers go: 0 stays '0', small shifts keep one significant digit. */
function formatCls(value) {
  if (value === null || value === undefined) return '–';
  if (value === 0) return '0';
  return value >= 0.001 ? value.toFixed(3) : value.toPrecision(1);
}

const mark = (text, ok) => (ok === false ? `${text} ✗` : text);

/** A Markdown table with padded columns; `align` per column: 'l' or 'r'. */
export function markdownTable(headers, rows, align) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, 3, ...rows.map((row) => String(row[column]).length)),
  );
  const pad = (text, column) =>
    align[column] === 'r'
      ? String(text).padStart(widths[column])
      : String(text).padEnd(widths[column]);
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (align[column] === 'r' ? `${'-'.repeat(width + 1)}:` : `:${'-'.repeat(width + 1)}`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** Route rows with their budget verdicts, as data (used by the table and the JSON). */
export function judgeRoute(route) {
  const mobile = route.lighthouse?.mobile ?? {};
  const desktop = route.lighthouse?.desktop ?? {};
  const budgeted = !route.isFloor;
  const jsBudget = BUDGETS.jsAboveFloorKiB[route.id];
  const atLeast = (value, limit) =>
    budgeted && value !== null && value !== undefined ? value >= limit : undefined;
  // A 404 page that loses points only to its own status meets the budget (expected for a 404).
  const other = (id) =>
    notFoundOnlyFailures(route, id).onlyThese || atLeast(mobile[id], BUDGETS.mobileOtherCategories);
  return {
    js: jsBudget === undefined ? undefined : kib(route.aboveFloor?.jsGzip) <= jsBudget,
    performance: atLeast(mobile.performance, BUDGETS.mobilePerformance),
    accessibility: other('accessibility'),
    'best-practices': other('best-practices'),
    seo: other('seo'),
    mobileCls:
      budgeted && mobile.cls !== null && mobile.cls !== undefined
        ? mobile.cls <= BUDGETS.cls
        : undefined,
    desktopCls:
      budgeted && desktop.cls !== null && desktop.cls !== undefined
        ? desktop.cls <= BUDGETS.cls
        : undefined,
  };
}

/** The route table (Markdown). */
export function routeTable(routes) {
  const headers = [
    'Route',
    'JS gz KiB',
    'JS Δ floor',
    'CSS gz KiB',
    'CSS Δ floor',
    'nomodule KiB',
    'M perf',
    'M a11y',
    'M BP',
    'M SEO',
    'M LCP ms (Δ)',
    'M TBT ms (Δ)',
    'M CLS',
    'D perf',
    'D a11y',
    'D BP',
    'D SEO',
    'D LCP ms',
    'D TBT ms',
    'D CLS',
  ];
  const align = headers.map((_, column) => (column === 0 ? 'l' : 'r'));
  const budgetRow = [
    'budget',
    '',
    '≤20*',
    '',
    '',
    '',
    '≥95',
    '100',
    '100',
    '100',
    '',
    '',
    '0',
    '',
    '',
    '',
    '',
    '',
    '',
    '0',
  ];
  const rows = routes.map((route) => {
    const verdict = judgeRoute(route);
    const mobile = route.lighthouse?.mobile ?? {};
    const desktop = route.lighthouse?.desktop ?? {};
    const delta = route.aboveFloor ?? {};
    const withDelta = (value, difference) =>
      route.isFloor ? fixed(value, 0) : `${fixed(value, 0)} (${signed(difference, 0)})`;
    return [
      route.isFloor ? `${route.path} (floor)` : route.path,
      fixed(kib(route.firstLoad?.js.gzip), 1),
      route.isFloor ? '—' : mark(signed(kib(delta.jsGzip), 1), verdict.js),
      fixed(kib(route.firstLoad?.css.gzip), 1),
      route.isFloor ? '—' : signed(kib(delta.cssGzip), 1),
      fixed(kib(route.firstLoad?.noModule.gzip), 1),
      mark(fixed(mobile.performance, 0), verdict.performance),
      mark(fixed(mobile.accessibility, 0), verdict.accessibility),
      mark(fixed(mobile['best-practices'], 0), verdict['best-practices']),
      mark(fixed(mobile.seo, 0), verdict.seo),
      withDelta(mobile.lcp, delta.mobileLcp),
      withDelta(mobile.tbt, delta.mobileTbt),
      mark(formatCls(mobile.cls), verdict.mobileCls),
      fixed(desktop.performance, 0),
      fixed(desktop.accessibility, 0),
      fixed(desktop['best-practices'], 0),
      fixed(desktop.seo, 0),
      fixed(desktop.lcp, 0),
      fixed(desktop.tbt, 0),
      mark(formatCls(desktop.cls), verdict.desktopCls),
    ];
  });
  return markdownTable(headers, [budgetRow, ...rows], align);
}

const count = (value) => value.toLocaleString('en-US');

/** The scaling table (Markdown), with the growth row. */
export function scalingTable(scaling, growth) {
  const headers = [
    'Stored appointments (user’s cards)',
    'list ms',
    'cancel ms',
    'read ms',
    'longest task: list ms',
    'longest task: cancel ms',
  ];
  const align = ['l', 'r', 'r', 'r', 'r', 'r'];
  const budgetRow = [
    'budget',
    '',
    '',
    '',
    `≤${BUDGETS.longTaskMs} with ${count(BUDGETS.longTaskCards)} cards`,
    `≤${BUDGETS.longTaskMs} with ${count(BUDGETS.longTaskCards)} cards`,
  ];
  const rows = scaling.map((size) => {
    const judged = size.cards === BUDGETS.longTaskCards;
    return [
      `${count(size.size)} (${count(size.cards)})`,
      fixed(size.listMs, 0),
      fixed(size.cancelMs, 0),
      fixed(size.readMs, 1),
      mark(
        fixed(size.longTaskListMs, 0),
        judged ? size.longTaskListMs <= BUDGETS.longTaskMs : undefined,
      ),
      mark(
        fixed(size.longTaskCancelMs, 0),
        judged ? size.longTaskCancelMs <= BUDGETS.longTaskMs : undefined,
      ),
    ];
  });
  const ratio = (value) =>
    value === null ? '–' : mark(`×${value.toFixed(1)}`, value <= BUDGETS.growthRatio);
  rows.push([
    `growth 1,000→10,000 (budget ≤${BUDGETS.growthRatio})`,
    ratio(growth.listMs),
    ratio(growth.cancelMs),
    ratio(growth.readMs),
    '',
    '',
  ]);
  return markdownTable(headers, [budgetRow, ...rows], align);
}

/** The list's budgets against section 3's figures: growth from 1,000 to 10,000, longest tasks. */
function scalingVerdicts(scaling, growth) {
  const results = [];
  for (const [key, name] of [
    ['listMs', 'list render'],
    ['cancelMs', 'cancel'],
    ['readMs', 'storage read'],
  ]) {
    const value = growth[key];
    results.push({
      budget: `Growth of the ${name} time from 1,000 to 10,000 ≤ ${BUDGETS.growthRatio}`,
      met: value === null ? null : value <= BUDGETS.growthRatio,
      detail: value === null ? 'no figure' : `×${value.toFixed(1)}`,
    });
  }
  const judged = scaling.find((size) => size.cards === BUDGETS.longTaskCards);
  for (const [key, name] of [
    ['longTaskListMs', 'rendering'],
    ['longTaskCancelMs', 'cancelling in'],
  ]) {
    const value = judged?.[key] ?? null;
    results.push({
      budget: `Longest task ${name} a list of ${count(BUDGETS.longTaskCards)} of the user’s appointments ≤ ${BUDGETS.longTaskMs} ms`,
      met: value === null ? null : value <= BUDGETS.longTaskMs,
      detail:
        value === null
          ? `no size gave the user ${count(BUDGETS.longTaskCards)} cards`
          : `${value.toFixed(0)} ms (${count(judged.cards)} cards, ${count(judged.size)} stored)`,
    });
  }
  return results;
}

/**
 * Each budget against the figure that decides it; `scaling` and `growth` are null when
 * `--routes` skipped that section.
 * @returns {Array<{budget: string, met: boolean|null, detail: string}>}
 */
export function verdicts(routes, scaling, growth) {
  const budgetedRoutes = routes.filter((route) => !route.isFloor);
  const results = [];
  const worst = (label, pick, limit, compare) => {
    const figures = budgetedRoutes.map((route) => ({ route, value: pick(route) }));
    const missing = figures.filter((figure) => figure.value === null || figure.value === undefined);
    const misses = figures.filter(
      (figure) => !missing.includes(figure) && !compare(figure.value, limit),
    );
    const detail =
      misses.length > 0
        ? `missed on ${misses.map((figure) => `${figure.route.path} (${label(figure.value)})`).join(', ')}`
        : `met on every route${missing.length ? `, no figure for ${missing.map((figure) => figure.route.path).join(', ')}` : ''}`;
    return { met: missing.length ? (misses.length ? false : null) : misses.length === 0, detail };
  };
  const score = (value) => String(value);
  results.push({
    budget: `Lighthouse mobile performance ≥ ${BUDGETS.mobilePerformance}`,
    ...worst(
      score,
      (route) => route.lighthouse?.mobile.performance,
      BUDGETS.mobilePerformance,
      (a, b) => a >= b,
    ),
  });
  const floorScore = routes.find((route) => route.isFloor)?.lighthouse?.mobile.performance;
  if (floorScore !== null && floorScore !== undefined) {
    const limit = floorScore - BUDGETS.mobilePerformanceBelowFloor;
    results.push({
      budget: `Lighthouse mobile performance ≥ the floor’s − ${BUDGETS.mobilePerformanceBelowFloor} (floor ${floorScore} this run, so ≥ ${limit})`,
      ...worst(
        score,
        (route) => route.lighthouse?.mobile.performance,
        limit,
        (a, b) => a >= b,
      ),
    });
  }
  for (const [id, name] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    const notes = budgetedRoutes
      .map((route) => ({ route, ...notFoundOnlyFailures(route, id) }))
      .filter((note) => note.audits.length > 0);
    const expected = new Set(notes.filter((note) => note.onlyThese).map((note) => note.route));
    // A 404 page that loses these points only to its own status is not a miss: the audits are
    // bound to the status, and a 404 page is not a fake 200.
    const judged = worst(
      score,
      (route) => (expected.has(route) ? 100 : route.lighthouse?.mobile[id]),
      100,
      (a, b) => a >= b,
    );
    const statusNotes = notes.map((note) => {
      const why = `${note.audits.join(', ')}: ${note.audits.map((audit) => NOT_FOUND_STATUS_AUDITS[audit]).join('; ')}`;
      return note.onlyThese
        ? `${note.route.path} ✓ (expected for a 404: ${why})`
        : `${note.route.path} fails ${why}, and other audits too`;
    });
    results.push({
      budget: `Lighthouse mobile ${name} = 100`,
      met: judged.met,
      detail: [judged.detail, ...statusNotes].join('; '),
    });
  }
  for (const formFactor of ['mobile', 'desktop']) {
    results.push({
      budget: `CLS 0 (${formFactor})`,
      ...worst(
        formatCls,
        (route) => route.lighthouse?.[formFactor].cls,
        BUDGETS.cls,
        (a, b) => a <= b,
      ),
    });
  }
  const jsRoutes = budgetedRoutes.filter(
    (route) => BUDGETS.jsAboveFloorKiB[route.id] !== undefined,
  );
  const jsMisses = jsRoutes.filter(
    (route) => !(kib(route.aboveFloor?.jsGzip) <= BUDGETS.jsAboveFloorKiB[route.id]),
  );
  results.push({
    budget:
      'First-load JS above the floor ≤ 20 KiB gzip on every route (/appointments/new included: its calendar loads when wanted)',
    met: jsMisses.length === 0,
    detail:
      jsMisses.length === 0
        ? `met: ${jsRoutes.map((route) => `${route.path} ${signed(kib(route.aboveFloor.jsGzip), 1)}`).join(', ')}`
        : `missed on ${jsMisses.map((route) => `${route.path} (${signed(kib(route.aboveFloor?.jsGzip), 1)} KiB, budget ${BUDGETS.jsAboveFloorKiB[route.id]})`).join(', ')}`,
  });
  // Sections skipped by `--routes` have no figures and no verdicts.
  if (scaling) results.push(...scalingVerdicts(scaling, growth));
  return results;
}

/** The budget lines as printed. */
export function verdictLines(results) {
  return results.map(
    ({ budget, met, detail }) =>
      `${met === true ? '✓' : met === false ? '✗' : '?'} ${budget}: ${detail}`,
  );
}
