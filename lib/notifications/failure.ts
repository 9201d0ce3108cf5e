/**
 * Classifies what a failed `@emailjs/browser` send rejected with, for the log line (docs/product.md#e-mail-notices
 * 'E-mail service', docs/product.md#e-mail-notices). The library rejects with:
 * - an `EmailJSResponseStatus` `{ status, text }` for any non-2xx answer of the service, and
 *   for its own client-side checks (403 'Forbidden' block list, 429 'Too Many Requests' rate
 *   limit, 451 'Unavailable For Headless Browser');
 * - a plain string when its argument checks fail (e.g. 'The public key is required. …');
 * - whatever `fetch` throws (a `TypeError` such as 'Failed to fetch') when there is no answer.
 */

/** What kind of failure it was. */
type EmailFailureKind =
  'blocklist' | 'throttled' | 'headless' | 'http' | 'network' | 'rejected' | 'unknown';

/** One failure, ready to log. */
export interface EmailFailure {
  kind: EmailFailureKind;
  /** HTTP status of the answer (or the library's stand-in status); null when there was none. */
  status: number | null;
  /** The service's or library's text, or the error's message. */
  text: string;
  /** A short description for people reading the console. */
  description: string;
}

const descriptions: Record<EmailFailureKind, string> = {
  blocklist: 'forbidden (403, e.g. block list)',
  throttled: 'throttled (429, too many requests)',
  headless: 'refused for a headless browser (451)',
  http: 'the e-mail service answered with an error',
  network: 'no answer from the e-mail service (network error)',
  rejected: 'the e-mail library refused the request',
  unknown: 'unexpected error',
};

function failure(kind: EmailFailureKind, status: number | null, text: string): EmailFailure {
  return { kind, status, text, description: descriptions[kind] };
}

/** Whether `value` is an object with a `key` property (of any value, undefined included). */
function hasProperty<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && key in value;
}

function isResponseStatus(value: unknown): value is { status: number; text: unknown } {
  return (
    hasProperty(value, 'status') && typeof value.status === 'number' && hasProperty(value, 'text')
  );
}

/**
 * Describes a send's rejection value. Never throws.
 * Status 0 (the library's 'Network Error' default) counts as a network failure.
 */
export function describeEmailFailure(error: unknown): EmailFailure {
  if (isResponseStatus(error)) {
    const text = safeString(error.text);
    switch (error.status) {
      case 0:
        return failure('network', 0, text);
      case 403:
        return failure('blocklist', 403, text);
      case 429:
        return failure('throttled', 429, text);
      case 451:
        return failure('headless', 451, text);
      default:
        return failure('http', error.status, text);
    }
  }
  if (typeof error === 'string') return failure('rejected', null, error);
  // By name rather than instanceof: an error from another realm (frame, test VM) still counts.
  if (isErrorLike(error)) {
    return failure(error.name === 'TypeError' ? 'network' : 'unknown', null, error.message);
  }
  return failure('unknown', null, safeString(error));
}

function isErrorLike(value: unknown): value is { name: string; message: string } {
  return (
    hasProperty(value, 'name') &&
    typeof value.name === 'string' &&
    hasProperty(value, 'message') &&
    typeof value.message === 'string'
  );
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return 'unprintable value';
  }
}

/**
 * The one log line for a failure: `{description} — status {status}: {text}`, with
 * `status none` when there was no HTTP answer.
 */
export function formatEmailFailure(failure: EmailFailure): string {
  const status = failure.status === null ? 'none' : String(failure.status);
  return `${failure.description} — status ${status}: ${failure.text}`;
}
