/**
 * The backend checks of the debug page /api-test (docs/product.md#routes, docs/product.md#debug-pages):
 * GET {api}/health and GET the root of the backend's origin. The user flows never call a
 * backend; only this page does.
 */

/** How long a probe waits for an answer before reporting a timeout. */
const PROBE_TIMEOUT_MS = 8_000;

/** The longest body shown; longer ones are cut and marked. */
const PROBE_BODY_LIMIT = 4_000;

/** The URLs the page works with, derived from the API base setting. */
export interface ProbeTargets {
  /** The API base as given, without trailing slashes, e.g. 'http://localhost:8080/api'. */
  apiBaseUrl: string;
  /** `{api}/health`. */
  health: string;
  /**
   * The root of the backend: the API base's origin with path '/', e.g.
   * 'http://localhost:8080/' for the default (docs/product.md: 'the root of a backend at port 8080').
   */
  root: string;
  /** Endpoints the page lists but does not call (docs/product.md#e-mail-notices): `{api}/auth/login`, `{api}/appointments`. */
  listed: string[];
}

/**
 * The probe URLs for an API base URL.
 * @throws {TypeError} when `apiBaseUrl` is not an absolute http(s) URL.
 */
export function probeTargets(apiBaseUrl: string): ProbeTargets {
  const url = new URL(apiBaseUrl.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`Not an http(s) URL: ${apiBaseUrl}`);
  }
  url.search = '';
  url.hash = '';
  const base = url.href.replace(/\/+$/, '');
  return {
    apiBaseUrl: base,
    health: `${base}/health`,
    root: `${url.origin}/`,
    listed: [`${base}/auth/login`, `${base}/appointments`],
  };
}

/** What one GET produced. */
export type ProbeResult =
  /** An HTTP answer, of any status. */
  | {
      kind: 'response';
      url: string;
      /** HTTP status, e.g. 200 or 503. */
      status: number;
      /** The status line's text ('OK'); often empty over HTTP/2. */
      statusText: string;
      /** Whether the status is 2xx. */
      ok: boolean;
      /** The body as text, at most {@link PROBE_BODY_LIMIT} characters. */
      body: string;
      /** Whether the body was cut. */
      truncated: boolean;
      /** Time to the full body, in ms. */
      elapsedMs: number;
    }
  /**
   * No HTTP answer: connection refused, DNS failure, blocked by CORS (browsers report all of
   * these as `TypeError: Failed to fetch`), or the timeout.
   */
  | { kind: 'error'; url: string; error: string; elapsedMs: number };

/** What a probe needs from outside. */
export interface ProbeOptions {
  /** Default: the browser's `fetch`, looked up at call time. */
  fetch?: typeof fetch;
  /** Default {@link PROBE_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** The clock for `elapsedMs`. Default `performance.now` or `Date.now`. */
  now?: () => number;
}

function defaultNow(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

function describeError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `Timed out: no answer within ${Math.round(timeoutMs / 1000)} s`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * GETs `url` (no cookies, no cache) and reports the status and body, or the error's text.
 * Never rejects.
 */
export async function probeBackend(url: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const now = options.now ?? defaultNow;
  const started = now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    const text = await response.text();
    const truncated = text.length > PROBE_BODY_LIMIT;
    return {
      kind: 'response',
      url,
      status: response.status,
      statusText: response.statusText,
      ok: response.ok,
      body: truncated ? `${text.slice(0, PROBE_BODY_LIMIT)}…` : text,
      truncated,
      elapsedMs: Math.round(now() - started),
    };
  } catch (error) {
    return {
      kind: 'error',
      url,
      error: describeError(error, timedOut, timeoutMs),
      elapsedMs: Math.round(now() - started),
    };
  } finally {
    clearTimeout(timer);
  }
}
