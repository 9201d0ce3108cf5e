/*
 * What a failed `@emailjs/browser` send rejected with (docs/notifications.md): a
 * `{ status, text }` (the service's answer, or its own 403/429/451 checks), a plain string for a
 * bad argument, or `fetch`'s error when nothing answered.
 */

type EmailFailureKind =
  'blocklist' | 'throttled' | 'headless' | 'http' | 'network' | 'rejected' | 'unknown';

/** One e-mail failure, ready to log; `status` null when nothing answered. */
export interface EmailFailure {
  kind: EmailFailureKind;
  status: number | null;
  text: string;
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

function hasProperty<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && key in value;
}

function isResponseStatus(value: unknown): value is { status: number; text: unknown } {
  return (
    hasProperty(value, 'status') && typeof value.status === 'number' && hasProperty(value, 'text')
  );
}

/** Describes an e-mail send's rejection; status 0 (the library's 'Network Error') is a network failure. Never throws. */
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

/** The one log line of an e-mail failure: `{description} — status {status|none}: {text}`. */
export function formatEmailFailure(failure: EmailFailure): string {
  const status = failure.status === null ? 'none' : String(failure.status);
  return `${failure.description} — status ${status}: ${failure.text}`;
}
