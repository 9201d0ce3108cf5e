/* The backend checks of /api-test (docs/debug.md); no user flow calls a backend. */

const PROBE_TIMEOUT_MS = 8_000;

/** The longest body shown; longer ones are cut and marked. */
const PROBE_BODY_LIMIT = 4_000;

/** The URLs /api-test probes or lists, derived from the API base setting (docs/debug.md). */
export interface ProbeTargets {
  apiBaseUrl: string;
  health: string;
  /** The API base's origin with path '/': 'http://localhost:8080/' by default. */
  root: string;
  /** Listed, never called: `{api}/auth/login`, `{api}/appointments`. */
  listed: string[];
}

/** The debug probe URLs for an API base URL. @throws {TypeError} unless it is an absolute http(s) URL. */
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

/** What one debug probe GET produced: an answer (body cut at 4,000 characters), or an error. */
export type ProbeResult =
  | {
      kind: 'response';
      url: string;
      status: number;
      /** Often empty over HTTP/2. */
      statusText: string;
      ok: boolean;
      body: string;
      truncated: boolean;
      elapsedMs: number;
    }
  /** No HTTP answer: refused, DNS, CORS (all `TypeError: Failed to fetch`), or the timeout. */
  | { kind: 'error'; url: string; error: string; elapsedMs: number };

/** A probe's fetch, timeout (ms, default 8 s) and clock; defaults are the real ones. */
export interface ProbeOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
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

/** GETs `url` for /api-test (no cookies, no cache, 8 s) and reports the answer or the error. Never rejects. */
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
