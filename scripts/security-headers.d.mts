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
/** One response header. */
export interface Header {
  key: string;
  value: string;
}
/** Every header the site is served with, in order. */
export function securityHeaders(policy: string): Header[];
/** `Cache-Control` of `_next/static/`. */
export const STATIC_CACHE_CONTROL: string;
/** The Strict-Transport-Security value. */
export const HSTS: string;
/** The path prefixes of the languages beside the default one ('es'). */
export const LANGUAGE_PREFIXES: string[];
/** Copies each language's `<prefix>/404/index.html` to `<prefix>/404.html`; the pages written. */
export function writeLanguageNotFoundPages(dir: string): string[];
/** The one source of truth every host's file is written from. */
export interface HeaderRules {
  basePath: string;
  site: Header[];
  hsts: Header;
  staticPrefix: string;
  staticAssets: Header[];
  notFound: string;
  /** The 404 page of each language's path prefix ('/es/'), on the hosts that tell paths apart. */
  languageNotFound: { language: string; prefix: string; page: string }[];
  /** The service worker's path and its never-cached headers. */
  serviceWorker: string;
  serviceWorkerHeaders: Header[];
}
export function headerRules(options: {
  policy: string;
  basePath?: string;
  preview?: boolean;
}): HeaderRules;
/** Every host file's writer, by file name. */
export const HOST_FILES: Record<string, (rules: HeaderRules) => string>;
/** The policy without the directives a `<meta>` cannot carry. */
export function metaPolicy(policy: string): string;
/** `html` with `policy` in a `<meta http-equiv>` right after `<meta charset>`. */
export function withMetaPolicy(html: string, policy: string): string;
/** Computes the policy from `dir`'s pages and writes every host's file there. */
export function writeSecurityHeaders(
  dir: string,
  env: Record<string, string | undefined>,
): { policy: string; pages: number; hashes: number; files: string[] };
