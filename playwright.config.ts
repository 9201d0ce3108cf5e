import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_LOCALE, E2E_TIME_ZONE } from './__tests__/e2e/support/constants';
import { ports as e2ePorts } from './__tests__/e2e/support/email-debug-env.json';
import { ports as chatPorts } from './__tests__/e2e/support/chat-env.json';
import { ports as sharedPorts } from './__tests__/e2e/support/shared-env.json';

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
 * End-to-end tests: the static export in `out/` served by scripts/serve.mjs, driven in real
 * Chromium (STYLE.md 'Tests'). Run through `npm run test:e2e`, which builds `out/` first.
 * E2E_PORT moves the server off 4173 when that port is taken.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

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
  // Keeps a hung run well inside the CI job's 30 minutes.
  globalTimeout: isCI ? 15 * 60_000 : undefined,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: E2E_LOCALE,
    // Fixed so that expected dates can be computed in Node the way the browser shows them.
    timezoneId: E2E_TIME_ZONE,
    // A missing element fails in seconds with its locator, not at the 30 s test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --dir out --port ${port} --host 127.0.0.1`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Issue 4: the EmailJS stub (every build sends e-mail there), the debug export (out-debug/)
    // and the backend stub its /api-test probes. Ports: __tests__/e2e/support/email-debug-env.json.
    {
      command: `node __tests__/e2e/stubs/emailjs-stub.mjs --port ${e2ePorts.emailjsStub}`,
      url: `http://127.0.0.1:${e2ePorts.emailjsStub}/__health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --dir out-debug --port ${e2ePorts.debugSite} --host 127.0.0.1`,
      url: `http://127.0.0.1:${e2ePorts.debugSite}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node __tests__/e2e/stubs/backend-stub.mjs --port ${e2ePorts.backendStub}`,
      url: `http://127.0.0.1:${e2ePorts.backendStub}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Issue 3: the model stub the chat assistant talks to (text-generation and chat-completions
    // wire formats), and the chat-completions export (out-chat-openai/). Ports: chat-env.json.
    {
      command: `node __tests__/e2e/stubs/model-stub.mjs --port ${chatPorts.modelStub}`,
      url: `http://127.0.0.1:${chatPorts.modelStub}/__health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --dir out-chat-openai --port ${chatPorts.openaiChatSite} --host 127.0.0.1`,
      url: `http://127.0.0.1:${chatPorts.openaiChatSite}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Shared mode: the shared-mode export (out-shared/), talking to the PostgREST that
    // scripts/e2e.mjs starts on 127.0.0.1:4180. Ports: shared-env.json. scripts/e2e.mjs always
    // builds it; without it (a bare `playwright test`) the shared-mode specs skip, saying why.
    ...(existsSync(path.join(__dirname, 'out-shared', 'index.html'))
      ? [
          {
            command: `node scripts/serve.mjs --dir out-shared --port ${sharedPorts.sharedSite} --host 127.0.0.1`,
            url: `http://127.0.0.1:${sharedPorts.sharedSite}/`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
