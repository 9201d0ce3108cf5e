/** Types of scripts/security-headers.mjs, for the tests that import it. */

/** The sha256 CSP sources of every executed inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[];
/** The origin of an http(s) URL, or null for unset or other values. */
export function originOf(url: string | undefined): string | null;
/** The origins the pages may connect to, from the build's settings. */
export function connectOrigins(env: Record<string, string | undefined>): string[];
/** The Content-Security-Policy for the export. */
export function contentSecurityPolicy(sources: {
  scriptHashes: string[];
  connect: string[];
}): string;
/** Every header the site is served with, in order. */
export function securityHeaders(policy: string): { key: string; value: string }[];
/** Computes the policy from `dir`'s pages and writes `_headers` and `serve.json` there. */
export function writeSecurityHeaders(
  dir: string,
  env: Record<string, string | undefined>,
): { policy: string; pages: number; hashes: number };
