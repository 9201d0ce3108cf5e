/**
 * The printed report: one Markdown table of the routes with the framework floor, the scaling
 * table, and each budget stated against the figure that decides it. The routes' budgets live in
 * the tools' configurations (.size-limit.mjs, lighthouserc.cjs) and their verdicts come from the
 * tools' results; the budgets below are the ones no tool can judge. A figure that misses its
 * budget is marked ✗; the budget row under each header gives the limit.
 */

/** The budgets only the bench judges. */
export const BUDGETS = {
  /** Points a route's mobile performance (median) may lie below the floor's, in the same run. */
  mobilePerformanceBelowFloor: 1,
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

/** Lighthouse CI's assertions the table shows, by assertion key, with their names. */
const LIGHTHOUSE_BUDGETS = {
  'categories:performance': 'performance',
  'categories:accessibility': 'accessibility',
  'categories:best-practices': 'best practices',
  'categories:seo': 'SEO',
  'cumulative-layout-shift': 'CLS',
};

/** The key an assertion result answers to in lighthouserc.cjs, e.g. 'categories:seo'. */
const assertionKey = (result) =>
  result.auditId === 'categories' ? `categories:${result.auditProperty}` : result.auditId;

const pathOf = (url) => new URL(url).pathname;

/** Lighthouse CI's result for `key` on `route`, if that route has that budget. */
function assertionOn(assertions, route, key) {
  return assertions?.find(
    (result) => pathOf(result.url) === route.path && assertionKey(result) === key,
  );
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

/**
 * A Markdown table with padded columns: the first column (what a row is) aligned left, the
 * figures after it right.
 */
export function markdownTable(headers, rows) {
  const align = headers.map((_, column) => (column === 0 ? 'l' : 'r'));
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

/** An assertion's value as the table writes it: scores 0–100, CLS as Lighthouse writes it. */
function formatAsserted(key, value) {
  if (value === null || value === undefined) return '–';
  return key.startsWith('categories:') ? String(Math.round(value * 100)) : formatCls(value);
}

/**
 * An assertion's bound: '≥95', or '100' and '0' for the best score and CLS; `spaced` for a
 * sentence ('≥ 95', '= 100').
 */
function formatBound(result, spaced = false) {
  if (!result) return '';
  const value = formatAsserted(assertionKey(result), result.expected);
  const best = result.operator === '>=' ? result.expected === 1 : result.expected === 0;
  const operator = best ? (spaced ? '=' : '') : result.operator === '>=' ? '≥' : '≤';
  return `${operator}${spaced && operator ? ' ' : ''}${value}`;
}

/**
 * A route's budget verdicts, as data: true met, false missed, undefined no budget.
 * @param {object} route with `firstLoad.jsAboveFloor`, size-limit's check of its budget
 * @param {Record<'mobile'|'desktop', {assertions: object[]}>} lighthouseCi
 */
export function judgeRoute(route, lighthouseCi) {
  const passed = (formFactor, key) =>
    assertionOn(lighthouseCi?.[formFactor]?.assertions, route, key)?.passed;
  return {
    js: route.firstLoad?.jsAboveFloor?.passed,
    performance: passed('mobile', 'categories:performance'),
    accessibility: passed('mobile', 'categories:accessibility'),
    'best-practices': passed('mobile', 'categories:best-practices'),
    seo: passed('mobile', 'categories:seo'),
    mobileCls: passed('mobile', 'cumulative-layout-shift'),
    desktopCls: passed('desktop', 'cumulative-layout-shift'),
  };
}

/**
 * The route table (Markdown): size-limit's bytes and Lighthouse CI's median runs, each figure
 * marked ✗ when its tool found it over budget, the budgets in the first row.
 */
export function routeTable(routes, lighthouseCi) {
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
  const bound = (formFactor, key) =>
    formatBound(
      lighthouseCi?.[formFactor]?.assertions.find((result) => assertionKey(result) === key),
    );
  const jsLimit = routes.find((route) => route.firstLoad?.jsAboveFloor?.sizeLimit)?.firstLoad
    .jsAboveFloor.sizeLimit;
  const budgetRow = [
    'budget',
    '',
    jsLimit ? `≤${fixed(kib(jsLimit), 0)}*` : '',
    '',
    '',
    '',
    ...['mobile', 'desktop'].flatMap((formFactor) => [
      ...Object.keys(LIGHTHOUSE_BUDGETS)
        .slice(0, 4)
        .map((key) => bound(formFactor, key)),
      '',
      '',
      bound(formFactor, 'cumulative-layout-shift'),
    ]),
  ];
  const rows = routes.map((route) => {
    const verdict = judgeRoute(route, lighthouseCi);
    const mobile = route.lighthouse?.mobile ?? {};
    const desktop = route.lighthouse?.desktop ?? {};
    const delta = route.aboveFloor ?? {};
    const withDelta = (value, difference) =>
      route.isFloor ? fixed(value, 0) : `${fixed(value, 0)} (${signed(difference, 0)})`;
    return [
      route.isFloor ? `${route.path} (floor)` : route.path,
      fixed(kib(route.firstLoad?.js), 1),
      route.isFloor ? '—' : mark(signed(kib(delta.js), 1), verdict.js),
      fixed(kib(route.firstLoad?.css), 1),
      route.isFloor ? '—' : signed(kib(delta.css), 1),
      fixed(kib(route.firstLoad?.noModule), 1),
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
  return markdownTable(headers, [budgetRow, ...rows]);
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
  return markdownTable(headers, [budgetRow, ...rows]);
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
 * Lighthouse CI's verdicts on one form factor, one line per budget: the category scores and CLS
 * over the routes, then each route judged audit by audit (the 404 route's best practices and SEO, unlisted pages' SEO).
 * @returns {Array<{budget: string, met: boolean|null, detail: string}>}
 */
function lighthouseVerdicts(routes, formFactor, { assertions, byPath }) {
  const budgeted = routes.filter((route) => !route.isFloor);
  const lines = [];
  for (const [key, name] of Object.entries(LIGHTHOUSE_BUDGETS)) {
    const judged = budgeted
      .map((route) => ({ route, result: assertionOn(assertions, route, key) }))
      .filter(({ result }) => result);
    if (judged.length === 0) continue;
    const misses = judged.filter(({ result }) => !result.passed);
    const unjudged = budgeted.filter((route) => !judged.some((entry) => entry.route === route));
    const value = ({ result }) => formatAsserted(key, result.actual);
    lines.push({
      budget: `Lighthouse ${formFactor} ${name} ${formatBound(judged[0].result, true)} (Lighthouse CI, median run)`,
      met: misses.length === 0,
      detail: [
        misses.length > 0
          ? `missed on ${misses.map((entry) => `${entry.route.path} (${value(entry)})`).join(', ')}`
          : `met on every route${unjudged.length > 0 ? ' it judges' : ''}`,
        ...unjudged.map((route) => `${route.path} is judged audit by audit below`),
      ].join('; '),
    });
  }
  for (const route of budgeted) {
    const audits = assertions.filter(
      (result) =>
        pathOf(result.url) === route.path && !(assertionKey(result) in LIGHTHOUSE_BUDGETS),
    );
    if (audits.length === 0) continue;
    const misses = audits.filter((result) => !result.passed);
    const unjudged = byPath[route.path]?.unjudged ?? [];
    lines.push({
      budget: `Lighthouse ${formFactor} best practices and SEO of ${route.path}, audit by audit: every audit passes but those it fails by design, a 404's status or an unlisted page's noindex (lighthouserc.cjs)`,
      met: misses.length === 0,
      detail: [
        misses.length > 0
          ? `missed: ${misses.map((result) => `${result.auditId} (${formatAsserted('categories:', result.actual)})`).join(', ')}`
          : `all ${audits.length} pass`,
        `not judged: ${unjudged.join(', ') || 'none'}`,
      ].join('; '),
    });
  }
  return lines;
}

/**
 * Each budget against the figure that decides it; `scaling` and `growth` are null when
 * `--routes` skipped that section.
 * @param {object[]} routes with their figures (scripts/bench.mjs)
 * @param {Record<'mobile'|'desktop', object>} lighthouseCi scripts/bench/route-budgets.mjs's
 * @returns {Array<{budget: string, met: boolean|null, detail: string}>}
 */
export function verdicts(routes, lighthouseCi, scaling, growth) {
  const results = [
    ...lighthouseVerdicts(routes, 'mobile', lighthouseCi.mobile),
    ...lighthouseVerdicts(routes, 'desktop', lighthouseCi.desktop),
  ];
  const floorScore = routes.find((route) => route.isFloor)?.lighthouse?.mobile.performance;
  if (floorScore !== null && floorScore !== undefined) {
    const limit = floorScore - BUDGETS.mobilePerformanceBelowFloor;
    const scored = routes.filter((route) => !route.isFloor);
    const misses = scored.filter((route) => !(route.lighthouse?.mobile.performance >= limit));
    results.push({
      budget: `Lighthouse mobile performance ≥ the floor’s − ${BUDGETS.mobilePerformanceBelowFloor} (floor ${floorScore} this run, so ≥ ${limit})`,
      met: misses.length === 0,
      detail:
        misses.length > 0
          ? `missed on ${misses.map((route) => `${route.path} (${fixed(route.lighthouse?.mobile.performance, 0)})`).join(', ')}`
          : 'met on every route',
    });
  }
  const jsChecks = routes.filter((route) => route.firstLoad?.jsAboveFloor?.sizeLimit);
  if (jsChecks.length > 0) {
    const above = (route) => signed(kib(route.firstLoad.jsAboveFloor.size), 1);
    const misses = jsChecks.filter((route) => !route.firstLoad.jsAboveFloor.passed);
    results.push({
      budget: `First-load JS above the floor ≤ ${fixed(kib(jsChecks[0].firstLoad.jsAboveFloor.sizeLimit), 0)} KiB gzip on every route (size-limit; /appointments/new included: its calendar loads when wanted)`,
      met: misses.length === 0,
      detail:
        misses.length === 0
          ? `met: ${jsChecks.map((route) => `${route.path} ${above(route)}`).join(', ')}`
          : `missed on ${misses.map((route) => `${route.path} (${above(route)} KiB)`).join(', ')}`,
    });
  }
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
