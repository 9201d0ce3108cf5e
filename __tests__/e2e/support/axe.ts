import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs axe-core (all of its non-experimental rules: WCAG 2.x A/AA and best practices) on the
 * page as it is now and fails with a readable list of any violation.
 * `inPageOnly` runs the whole scan inside the page (axe's legacy mode): by default the result is
 * put together in a second, blank page of the same context, which is closed at the end, and a
 * `page.clock` call moving the context's clock meanwhile fails as 'page closed'. The site has
 * no frames, so both ways check the same nodes.
 */
export async function expectNoAxeViolations(
  page: Page,
  { inPageOnly = false }: { inPageOnly?: boolean } = {},
): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(inPageOnly).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
