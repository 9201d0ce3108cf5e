import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addStepBudget, expect } from './fixtures';

/**
 * What one scan adds to its test's budget. A scan took 3-19 s with the load average at 16-26
 * (stress-ng beside the specs), where the phone test of five scans of the booking form outgrew
 * the config's 30 s.
 */
const AXE_SCAN_BUDGET_MS = 20_000;

/**
 * Runs axe-core (all of its non-experimental rules: WCAG 2.x A/AA and best practices) on the
 * page as it is now and fails with a readable list of any violation.
 * The whole scan runs inside the page (axe's legacy mode). Otherwise the result is put together
 * in a second, blank page of the same context: a page more per scan for a 2-core machine, and a
 * `page.clock` call moving the context's clock meanwhile fails as 'page closed'. That way exists
 * for frames of other origins, and the site has no frames, so both check the same nodes.
 * Each scan adds its share to the test's budget (addStepBudget): a test of many scans is long
 * by nature.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  addStepBudget(AXE_SCAN_BUDGET_MS);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
