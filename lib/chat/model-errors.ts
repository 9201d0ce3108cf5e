import { queryProblemText, type QueryProblem } from '@/lib/chat/status';

/**
 * The errors the model client throws (docs/product.md#connection,
 * docs/product.md#model-protocols), each with the status line it shows.
 */

/**
 * Base class of every error the client throws.
 * @param name - The subclass's name, spelled out so that minified builds keep it in logs.
 */
export class ModelError extends Error {
  constructor(name: string, message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = name;
  }
}

/**
 * No endpoint is set (docs/decisions/008-configurable-model-endpoint.md): the assistant runs on
 * fallback replies. Thrown before any network call.
 */
export class ModelNotConfiguredError extends ModelError {
  constructor() {
    super('ModelNotConfiguredError', 'The model endpoint is not configured');
  }
}

/**
 * The endpoint answered with a non-2xx status. Status line: 'Error: {status} - {statusText}'.
 * @property status - HTTP status code.
 * @property statusText - The reason phrase; when the server sent none (HTTP/2), the standard one.
 * @property body - Up to 500 characters of the response body, for logs; '' if unreadable.
 */
export class ModelHttpError extends ModelError {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string = '',
  ) {
    super('ModelHttpError', `Model endpoint answered ${status} ${statusText}`);
  }
}

/**
 * The request hit a time limit (docs/product.md#timings-and-limits): a query's request is
 * aborted at 15 s and the call gives up at 20 s; the probe stops at 8 s. Status line:
 * 'Error: Request timed out'.
 * @property timeoutMs - The limit that was hit, ms.
 */
export class ModelTimeoutError extends ModelError {
  constructor(readonly timeoutMs: number) {
    super('ModelTimeoutError', `Model request timed out after ${timeoutMs} ms`);
  }
}

/**
 * The request got no HTTP response (network failure, DNS, CORS). Status line:
 * 'Error: No response from server'.
 */
export class ModelNoResponseError extends ModelError {
  constructor(cause?: unknown) {
    super('ModelNoResponseError', 'No response from the model endpoint', { cause });
  }
}

/**
 * The response was 2xx but not one of the protocol's shapes (lib/chat/protocols). Status line:
 * '(API error)'.
 */
export class ModelBadResponseError extends ModelError {
  constructor(message: string) {
    super('ModelBadResponseError', message);
  }
}

/** The caller's own `signal` aborted the request (e.g. the chat was closed). */
export class ModelAbortedError extends ModelError {
  constructor() {
    super('ModelAbortedError', 'Model request aborted by the caller');
  }
}

/**
 * What an error thrown by the client means for the status line (docs/product.md#connection):
 * `ModelHttpError` → `http`, `ModelTimeoutError` → `timed-out`, `ModelNoResponseError` →
 * `no-response`, `ModelNotConfiguredError` → `not-configured`, anything else → `api-error`.
 */
export function queryProblemForError(error: unknown): QueryProblem {
  if (error instanceof ModelHttpError) {
    return { kind: 'http', status: error.status, statusText: error.statusText };
  }
  if (error instanceof ModelTimeoutError) return { kind: 'timed-out' };
  if (error instanceof ModelNoResponseError) return { kind: 'no-response' };
  if (error instanceof ModelNotConfiguredError) return { kind: 'not-configured' };
  return { kind: 'api-error' };
}

/**
 * The status-line text for an error thrown by the client: 'Error: {status} - {statusText}',
 * 'Error: Request timed out', 'Error: No response from server', 'Using fallback (API offline)'
 * or '(API error)' (see `queryProblemForError`).
 */
export function statusTextForError(error: unknown): string {
  return queryProblemText(queryProblemForError(error));
}
