import { test as base, expect } from '@playwright/test';

/**
 * The Playwright `test` every spec uses. It fails a test on any console error or uncaught
 * page error in any page of the test's browser context (docs/style.md#tests: an unexpected
 * console.error fails the test). A test that expects some calls `consoleErrors.allow(/.../)`.
 */
export interface ConsoleErrors {
  /** Lets console errors whose text matches `pattern` through, for the rest of this test. */
  allow(pattern: RegExp): void;
  /** Problems seen so far (console errors not allowed, and page errors). */
  readonly seen: readonly string[];
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, provide) => {
      const allowed: RegExp[] = [];
      const seen: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowed.some((pattern) => pattern.test(text))) return;
        const where = message.location();
        seen.push(`console.error at ${where.url || message.page()?.url()}: ${text}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        seen.push(
          `uncaught page error on ${webError.page()?.url()}: ${error.stack ?? error.message}`,
        );
      });
      await provide({
        allow: (pattern) => void allowed.push(pattern),
        get seen() {
          return seen;
        },
      });
      expect(seen, 'console errors or page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Gives the running test `ms` more time, for one step of a test that is long by nature: an axe
 * scan, a service worker's install, one payload or cycle of a loop. A busy machine makes every
 * step slower, and a test of many steps needs a budget that grows with them; a single guess
 * for the whole test is either too short under load or hides a hang for minutes. Each step
 * adds its own share, so the budget is the config's 30 s plus the steps the test ran.
 * A test run without a timeout (`--timeout=0`, debugging) keeps none.
 * @returns `ms`, for a wait inside the step that needs the same bound.
 */
export function addStepBudget(ms: number): number {
  const info = base.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + ms);
  return ms;
}
