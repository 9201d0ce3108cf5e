/**
 * Builds the static export for the benchmark without touching the project's `.next/` or `out/`,
 * which the end-to-end tests may be using at the same time.
 *
 * `NEXT_DIST_DIR=<dir> next build` is not enough for that: with `output: 'export'`, Next 16
 * exports into the custom distDir but keeps its build files (and its build lock) in `.next/`
 * (next/dist/export/utils.js, getBuildDistDir). So the sources are copied into `.next-bench/`
 * (every top-level entry but tests, outputs and git; `node_modules` is a symlink; scripts/ is
 * copied, as next.config.mjs imports scripts/clinic-file.mjs) and
 * `next build` runs there: its build files go to `.next-bench/.next/`, the export to
 * `.next-bench/out/`. `.next-bench/.next/cache` is kept between runs, as `.next/cache` is.
 * `.next-bench/` is ignored by git, ESLint and Prettier (`.next-*`), and by TypeScript, whose
 * wildcards skip dot-folders.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Top-level entries that are not part of the build's input. */
const NOT_COPIED = new Set([
  '.git',
  '.ci',
  '.swc',
  'node_modules',
  'package.json', // written with another name, see below
  // Without a lockfile in the copy, Next takes /work/main as the workspace root, so the
  // node_modules symlink does not point outside it (Turbopack refuses such symlinks).
  'package-lock.json',
  '__tests__',
  'coverage',
  'playwright-report',
  'test-results',
  'bench-results',
  'tsconfig.tsbuildinfo',
  'next-env.d.ts',
  'README.md',
]);

/** Outputs of earlier builds, never copied: `.next`, `.next-*`, `out`, `out-*`. */
function isBuildOutput(name) {
  return /^(\.next|out)(-.*)?$/.test(name);
}

/** Entries of the copy that a run keeps: its build cache lives in `.next`. */
const KEPT_IN_COPY = new Set(['.next', 'node_modules']);

/**
 * Refreshes the copy of the sources in `benchDir`.
 * @param {string} root the sources' root: the project's, or another commit's checkout
 * @param {string} benchDir absolute path of the copy, e.g. <root>/.next-bench
 * @param {string} [modulesRoot] the folder whose node_modules the copy links to (`root`'s)
 */
export function copySources(root, benchDir, modulesRoot = root) {
  mkdirSync(benchDir, { recursive: true });
  for (const name of readdirSync(benchDir)) {
    if (!KEPT_IN_COPY.has(name))
      rmSync(path.join(benchDir, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(root)) {
    if (NOT_COPIED.has(name) || isBuildOutput(name)) continue;
    cpSync(path.join(root, name), path.join(benchDir, name), { recursive: true });
  }
  // Another name, so that no tool scanning the project sees two packages called the same.
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  writeFileSync(
    path.join(benchDir, 'package.json'),
    `${JSON.stringify({ ...pkg, name: `${pkg.name}-bench-copy` }, null, 2)}\n`,
  );
  if (!existsSync(path.join(benchDir, 'node_modules'))) {
    symlinkSync(
      path.relative(benchDir, path.join(modulesRoot, 'node_modules')),
      path.join(benchDir, 'node_modules'),
    );
  }
}

/**
 * Runs `node <script> ...args` and resolves with its exit code and output, whatever the code: the
 * bench reads a tool's exit 1 on a missed budget as a verdict.
 * @param {string} script absolute path
 * @param {string[]} args
 * @param {{cwd: string, env: NodeJS.ProcessEnv}} options `env` is the child's whole environment
 * @returns {Promise<{code: number, stdout: string, output: string}>} `output`: stdout and stderr
 *   interleaved as they came
 */
export function runNode(script, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = [];
    const output = [];
    child.stdout.on('data', (chunk) => {
      stdout.push(chunk);
      output.push(chunk);
    });
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (exitCode, signal) =>
      resolve({
        code: exitCode ?? (signal ? 1 : 0),
        stdout: Buffer.concat(stdout).toString('utf8'),
        output: Buffer.concat(output).toString('utf8'),
      }),
    );
  });
}

/**
 * Copies the sources and runs `next build` in the copy.
 * @param {{root: string, benchDir: string, log: (line: string) => void,
 *   settings?: Record<string, string>, modulesRoot?: string}} options `settings`: site settings
 *   for this build (e.g. NEXT_PUBLIC_DATA_API_URL for a shared-mode export, CLINIC_FILE), over
 *   the caller's environment; `modulesRoot`: the project whose node_modules and tools build
 *   `root`'s sources (`root` itself by default; another commit's checkout has none)
 * @returns {Promise<string>} the absolute path of the static export
 * @throws when the build fails (its output is printed)
 */
export async function buildExport({ root, benchDir, log, settings = {}, modulesRoot = root }) {
  copySources(root, benchDir, modulesRoot);
  const requireFromRoot = createRequire(path.join(modulesRoot, 'package.json'));
  const nextBin = requireFromRoot.resolve('next/dist/bin/next');
  const env = { ...process.env, ...settings, NEXT_TELEMETRY_DISABLED: '1' };
  // The copy must use its own default distDir, whatever the caller's shell exports.
  delete env.NEXT_DIST_DIR;
  const runInCopy = async (script, args) => {
    const { code, output } = await runNode(script, args, { cwd: benchDir, env });
    return { code, text: output };
  };
  const { code, text } = await runInCopy(nextBin, ['build']);
  if (code !== 0) {
    process.stderr.write(text);
    throw new Error(`next build failed with exit code ${code}`);
  }
  // The service worker, as `npm run build` makes it (serwist.config.mjs): the pages register it.
  const worker = await runInCopy(path.join(modulesRoot, 'node_modules/@serwist/cli/dist/bin.mjs'), [
    'build',
    'serwist.config.mjs',
  ]);
  if (worker.code !== 0) {
    process.stderr.write(worker.text);
    throw new Error(`serwist build failed with exit code ${worker.code}`);
  }
  const compiled = /Compiled successfully in ([\d.]+\s*m?s)/.exec(text);
  log(`  next build done${compiled ? ` (compiled in ${compiled[1]})` : ''}`);
  const outDir = path.join(benchDir, 'out');
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`next build finished but ${outDir}/index.html is missing`);
  }
  // As `npm run build` does: every page's <meta> policy and the headers files (serve.json's
  // long caching of _next/static/ included) are part of what is published and measured.
  const headers = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'security-headers.mjs'), '--dir', outDir],
    { cwd: benchDir, env, encoding: 'utf8' },
  );
  if (headers.status !== 0) {
    process.stderr.write(`${headers.stdout}${headers.stderr}`);
    throw new Error(`scripts/security-headers.mjs failed with exit code ${headers.status}`);
  }
  return outDir;
}
