import { expect, test } from './support/fixtures';
import { gotoAsUser, makeUser } from './support/storage';

/**
 * The export is served with the security headers scripts/security-headers.mjs wrote,
 * and its pages run under that policy without a single violation. (Every other spec runs
 * under the same headers; its console-error check fails on any CSP report too.)
 */
const ROUTES = [
  '/',
  '/login/',
  '/register/',
  '/appointments/',
  '/appointments/new/',
  '/no-such-page/',
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

test.describe('Security headers', () => {
  for (const route of ROUTES) {
    test(`${route} is served with a strict policy and runs without a violation`, async ({
      page,
      consoleErrors,
    }) => {
      // The not-found page's own document answers 404, which Chromium reports as an error.
      if (route === '/no-such-page/') consoleErrors.allow(/status of 404/);
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective}: ${event.blockedURI}`),
        );
      });
      const response = await gotoAsUser(page, route, makeUser()).then(() =>
        page.reload({ waitUntil: 'networkidle' }),
      );
      expect(response?.status()).toBe(route === '/no-such-page/' ? 404 : 200);
      const headers = response?.headers() ?? {};
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');

      const policy = directives(headers['content-security-policy'] ?? '');
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      const scripts = policy.get('script-src') ?? [];
      expect(scripts[0]).toBe("'self'");
      for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
      expect(headers['content-security-policy']).not.toContain('unsafe-eval');
      const connect = policy.get('connect-src') ?? [];
      expect(connect[0]).toBe("'self'");
      for (const source of connect.slice(1)) expect(source).toMatch(/^https?:\/\/[^/\s]+$/);

      await expect(page.locator('main')).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        ),
      ).toEqual([]);
    });
  }
});
