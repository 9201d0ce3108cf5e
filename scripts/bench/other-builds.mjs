/**
 * The bench's other exports (docs/testing.md#benchmarks): the same sources built with another
 * clinic file (`--clinic clinic.example.json`, into `.next-bench-clinic/`), and another commit's
 * sources (`--baseline <git ref>`, cloned into `.next-bench-baseline-src/` for the time of the
 * build, built into `.next-bench-baseline/`), to weigh a route's first load against that commit's.
 * Both folders are ignored by git, ESLint and Prettier (`.next-*`) and kept between runs for
 * `--skip-build`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildExport } from './build.mjs';

/**
 * Most a route's first-load JS may grow over the baseline's, gzip bytes: 3 KB, the visit types'
 * budget (docs/testing.md#benchmarks).
 */
export const FIRST_LOAD_GROWTH_LIMIT = 3 * 1024;

/**
 * The export of `root`'s sources with the clinic file `file` (CLINIC_FILE).
 * @param {{root: string, file: string, skipBuild: boolean, log: (line: string) => void}} options
 *   `file` relative to `root` or absolute; `skipBuild` reuses the last one when there is one
 * @returns {Promise<string>} the absolute path of the export
 * @throws when the file is missing or the build fails
 */
export async function clinicExport({ root, file, skipBuild, log }) {
  const clinicFile = path.resolve(root, file);
  if (!existsSync(clinicFile)) throw new Error(`--clinic: ${clinicFile} does not exist`);
  const benchDir = path.join(root, '.next-bench-clinic');
  const outDir = path.join(benchDir, 'out');
  if (skipBuild && existsSync(path.join(outDir, 'index.html'))) {
    log(`bench: reusing ${path.relative(root, outDir)}/ (--skip-build)`);
    return outDir;
  }
  log(`bench: building the export with CLINIC_FILE=${file} into .next-bench-clinic/…`);
  return buildExport({ root, benchDir, log, settings: { CLINIC_FILE: clinicFile } });
}

/**
 * The export of git ref `ref`'s sources, built with `root`'s node_modules (so a baseline whose
 * package.json differs from today's is not what it was).
 * @param {{root: string, ref: string, skipBuild: boolean, log: (line: string) => void}} options
 * @returns {Promise<{outDir: string, commit: string}>} the absolute path of the export and the
 *   commit `ref` names
 * @throws when git does not know `ref` or the build fails
 */
export async function baselineExport({ root, ref, skipBuild, log }) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const sourceDir = path.join(root, '.next-bench-baseline-src');
  const benchDir = path.join(root, '.next-bench-baseline');
  const outDir = path.join(benchDir, 'out');
  const commitFile = path.join(benchDir, 'commit');
  const built = existsSync(commitFile) ? readFileSync(commitFile, 'utf8').trim() : null;
  if (skipBuild && existsSync(path.join(outDir, 'index.html')) && built === commit) {
    log(`bench: reusing ${path.relative(root, outDir)}/ of ${ref} (--skip-build)`);
    return { outDir, commit };
  }
  log(`bench: building ${ref} (${commit.slice(0, 7)}) into .next-bench-baseline/…`);
  rmSync(sourceDir, { recursive: true, force: true });
  // A clone of its own (not a worktree, so .git keeps no trace), removed once copied: its
  // package.json and tests must not sit in the project longer than the build.
  execFileSync('git', ['clone', '--quiet', '--no-checkout', '--shared', root, sourceDir]);
  let exportDir;
  try {
    execFileSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: sourceDir });
    exportDir = await buildExport({ root: sourceDir, benchDir, log, modulesRoot: root });
  } finally {
    rmSync(sourceDir, { recursive: true, force: true });
  }
  writeFileSync(commitFile, `${commit}\n`);
  return { outDir: exportDir, commit };
}

/**
 * A route's first-load JS in each export measured, and its growth over the others.
 * @param {{path: string, firstLoad: {js: number}}} defaultRoute the route in the default export
 * @param {{path: string, firstLoad: {js: number}} | null} clinicRoute in the `--clinic` export
 * @param {{ref: string, commit: string, js: number} | null} baseline the route in `--baseline`'s
 * @returns {{path: string, defaultJs: number, clinicJs: number | null,
 *   clinicOverDefault: number | null, baseline: {ref: string, commit: string, js: number,
 *   defaultOver: number, clinicOver: number | null} | null, limit: number}} gzip bytes
 */
export function firstLoadGrowth(defaultRoute, clinicRoute, baseline) {
  const defaultJs = defaultRoute.firstLoad.js;
  const clinicJs = clinicRoute?.firstLoad.js ?? null;
  return {
    path: defaultRoute.path,
    defaultJs,
    clinicJs,
    clinicOverDefault: clinicJs === null ? null : clinicJs - defaultJs,
    baseline: baseline && {
      ...baseline,
      defaultOver: defaultJs - baseline.js,
      clinicOver: clinicJs === null ? null : clinicJs - baseline.js,
    },
    limit: FIRST_LOAD_GROWTH_LIMIT,
  };
}

const bytes = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toLocaleString('en-US')} B`;
const within = (value, limit) => (value <= limit ? 'within' : 'OVER');

/** The printed lines of {@link firstLoadGrowth}'s figures. */
export function firstLoadGrowthLines(growth, clinicFile) {
  const limit = `${growth.limit.toLocaleString('en-US')} B`;
  const lines = [
    `First-load JS of ${growth.path} (gzip): default clinic ${growth.defaultJs.toLocaleString('en-US')} B` +
      (growth.clinicJs === null
        ? ''
        : `, ${clinicFile} ${growth.clinicJs.toLocaleString('en-US')} B (${bytes(growth.clinicOverDefault)} over the default clinic's)`),
  ];
  const { baseline } = growth;
  if (baseline) {
    lines.push(
      `  over ${baseline.ref} (${baseline.commit.slice(0, 7)}, ${baseline.js.toLocaleString('en-US')} B), budget ≤ ${limit}:` +
        ` default clinic ${bytes(baseline.defaultOver)} (${within(baseline.defaultOver, growth.limit)})` +
        (baseline.clinicOver === null
          ? ''
          : `, ${clinicFile} ${bytes(baseline.clinicOver)} (${within(baseline.clinicOver, growth.limit)})`),
    );
  } else if (growth.clinicOverDefault !== null) {
    lines.push(
      `  ${clinicFile} over this build's default clinic, budget ≤ ${limit}: ${bytes(growth.clinicOverDefault)} (${within(growth.clinicOverDefault, growth.limit)}); --baseline <ref> weighs both against a commit`,
    );
  }
  return lines;
}
