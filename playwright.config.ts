import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_LOCALE, E2E_TIME_ZONE } from './__tests__/e2e/support/constants';
import { ports as e2ePorts } from './__tests__/e2e/support/email-debug-env.json';
import { ports as chatPorts } from './__tests__/e2e/support/chat-env.json';
import { ports as sharedPorts } from './__tests__/e2e/support/shared-env.json';
import hosting from './__tests__/e2e/support/hosting-env.json';
import { ports as clinicFilePorts } from './__tests__/e2e/support/clinic-file-env.json';
import { RETURNING_VISITOR } from './__tests__/e2e/support/visitor';

/**
 * Chromium's path and launch arguments from scripts/find-chromium.mjs. It is run as a CLI
 * because Playwright loads this file as CommonJS, which cannot import that ES module. When it
 * finds no browser it has already printed how to get one; the run stops there.
 */
function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  try {
    const output = execFileSync(
      process.execPath,
      [path.join(__dirname, 'scripts', 'find-chromium.mjs'), '--json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    return JSON.parse(output) as { executablePath: string; args: string[] };
  } catch {
    process.exit(1);
  }
}

/**
 * The default clinic, checked, for the site's modules the specs import (texts that name its
 * hours): lib/clinic/clinic.ts reads it from CLINIC_FILE_JSON, which the workers inherit.
 */
process.env.CLINIC_FILE_JSON ||= execFileSync(
  process.execPath,
  [path.join(__dirname, 'scripts', 'clinic-file.mjs'), 'clinic.json'],
  { encoding: 'utf8' },
);

/**
 * End-to-end tests: the static export in `out/` served by scripts/serve.mjs, driven in real
 * Chromium (docs/style.md#tests). Run through `npm run test:e2e`, which builds `out/` first.
 * E2E_PORT moves the server off 4173 when that port is taken.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

/** Real Chromium on a desktop viewport, for every project. */
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() };

/** The specs that run `npm run worker` (see the 'worker' project). */
const WORKER_SPECS = /shared-(waitlist|reminder-spanish)\.spec\.ts$/;
/** The specs that add visit types to the shared database for a while (see the 'visit-types' project). */
const VISIT_TYPE_SPECS = /shared-visit-types-[\w-]+\.spec\.ts$/;

/**
 * One server Playwright starts before the run and waits for: `command` must answer 2xx at `url`
 * within 30 s. Its stdout is dropped and its stderr shown, so a crash says why.
 */
function server(command: string, url: string) {
  return {
    command,
    url,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/** A static export directory (`out`, `out-debug`, ...) served by scripts/serve.mjs on `sitePort`. */
function staticSite(dir: string, sitePort: number) {
  return server(
    `node scripts/serve.mjs --dir ${dir} --port ${sitePort} --host 127.0.0.1`,
    `http://127.0.0.1:${sitePort}/`,
  );
}

/** A stub from __tests__/e2e/stubs/ on `stubPort`, ready once `readyPath` answers. */
function stub(name: string, stubPort: number, readyPath: string) {
  return server(
    `node __tests__/e2e/stubs/${name}.mjs --port ${stubPort}`,
    `http://127.0.0.1:${stubPort}${readyPath}`,
  );
}

/**
 * A static export served by a real web server from Debian's packages (nginx, Apache, Caddy),
 * through its own binary and the config file the build wrote (__tests__/e2e/hosts/serve-with.mjs).
 * SIGTERM lets the wrapper stop the server and remove its temporary folder.
 */
function realHost(binary: 'nginx' | 'apache' | 'caddy', dir: string, sitePort: number, path = '/') {
  return {
    ...server(
      `node __tests__/e2e/hosts/serve-with.mjs ${binary} --dir ${dir} --port ${sitePort}`,
      `http://127.0.0.1:${sitePort}${path}`,
    ),
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

/**
 * The real servers (__tests__/e2e/hosting.spec.ts), on 127.0.0.1:4182–4186: `out/` by nginx,
 * Apache and Caddy, `out-clinic/` (the base-path preview) by nginx, and `out/` with no headers. Where a server is not
 * installed its tests skip saying so; on CI (.ci/run installs them) that is an error.
 */
const HOST_BINARIES = {
  nginx: '/usr/sbin/nginx',
  apache: '/usr/sbin/apache2',
  caddy: '/usr/bin/caddy',
} as const;
const missingHosts = Object.entries(HOST_BINARIES)
  .filter(([, binary]) => !existsSync(binary))
  .map(([name]) => name);
if (isCI && missingHosts.length > 0) {
  throw new Error(`e2e: ${missingHosts.join(', ')} not installed (.ci/run installs them).`);
}
const realHosts = [
  ...(['nginx', 'apache', 'caddy'] as const)
    .filter((name) => !missingHosts.includes(name))
    .map((name) => realHost(name, 'out', hosting.ports[name])),
  ...(!missingHosts.includes('nginx') &&
  existsSync(path.join(__dirname, 'out-clinic', 'index.html'))
    ? [realHost('nginx', 'out-clinic', hosting.ports.basePathSite, '/clinic/')]
    : []),
  // And a host with no header control at all (GitHub Pages, a plain S3 bucket).
  server(
    `node __tests__/e2e/hosts/serve-plain.mjs --dir out --port ${hosting.ports.noHeaders}`,
    `http://127.0.0.1:${hosting.ports.noHeaders}/`,
  ),
];

export default defineConfig({
  testDir: '__tests__/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // The machines this runs on have 2 cores; more workers only slow each other down.
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  // Stops a hung run. 22 min fit the machine CI used through session 13 (the whole job took
  // 23 min), but a slower one needs about 30 for the same suite: a guard against
  // a hang should not fail a slow machine's run that would pass.
  globalTimeout: isCI ? 40 * 60_000 : undefined,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: E2E_LOCALE,
    // Fixed so that expected dates can be computed in Node the way the browser shows them.
    timezoneId: E2E_TIME_ZONE,
    // A missing element fails in seconds with its locator, not at the 30 s test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // Recording a trace snapshots the page at every action, which costs CPU in every test: on
    // CI only a failed test's retry records one (docs/testing.md#how-long-ci-takes).
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A returning visitor's browser, with no service worker (docs/testing.md#the-browser-a-spec-starts-with):
    // the specs about the first visit, offline use and updates ask for the first visit or the worker.
    storageState: RETURNING_VISITOR,
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: [WORKER_SPECS, VISIT_TYPE_SPECS], use: chromium },
    // The worker's specs move the worker's clock years ahead, so it sends every patient's
    // reminders: they run once every other spec has finished with its e-mails, one at a time,
    // since each worker sends what the other's tests are waiting for.
    {
      name: 'worker',
      testMatch: WORKER_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: chromium,
    },
    // These specs give the clinic's database a second visit type while they run, which changes
    // the default clinic's forms and e-mails: they run last, alone, and remove their types.
    { name: 'visit-types', testMatch: VISIT_TYPE_SPECS, dependencies: ['worker'], use: chromium },
  ],
  webServer: [
    staticSite('out', port),
    // The EmailJS stub (every build sends e-mail there), the debug export (out-debug/)
    // and the backend stub its /api-test probes. Ports: __tests__/e2e/support/email-debug-env.json.
    stub('emailjs-stub', e2ePorts.emailjsStub, '/__health'),
    staticSite('out-debug', e2ePorts.debugSite),
    stub('backend-stub', e2ePorts.backendStub, '/'),
    // The model stub the chat assistant talks to (text-generation and chat-completions
    // wire formats). Ports: chat-env.json.
    stub('model-stub', chatPorts.modelStub, '/__health'),
    // Shared mode: the shared-mode export (out-shared/), talking to the PostgREST that
    // scripts/e2e.mjs starts on 127.0.0.1:4180. Ports: shared-env.json. scripts/e2e.mjs always
    // builds it; without it (a bare `playwright test`) the shared-mode specs skip, saying why.
    ...(existsSync(path.join(__dirname, 'out-shared', 'index.html'))
      ? [staticSite('out-shared', sharedPorts.sharedSite)]
      : []),
    // The export whose PostgREST __tests__/e2e/shared-outage.spec.ts stops and starts itself.
    ...(existsSync(path.join(__dirname, 'out-shared-outage', 'index.html'))
      ? [staticSite('out-shared-outage', sharedPorts.outageSite)]
      : []),
    // The export built from the six-doctor clinic file (out-six-doctors/, clinic-file-env.json);
    // without it (a bare `playwright test`) __tests__/e2e/clinic-file.spec.ts skips, saying why.
    ...(existsSync(path.join(__dirname, 'out-six-doctors', 'index.html'))
      ? [staticSite('out-six-doctors', clinicFilePorts.sixDoctorSite)]
      : []),
    // The export built from the example clinic file (out-example-clinic/, four visit types,
    // chat completions); without it __tests__/e2e/visit-types.spec.ts skips, saying why.
    ...(existsSync(path.join(__dirname, 'out-example-clinic', 'index.html'))
      ? [staticSite('out-example-clinic', clinicFilePorts.exampleSite)]
      : []),
    ...realHosts,
  ],
});
