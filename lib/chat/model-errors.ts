import { CHAT_STATUS, httpErrorStatusText } from '@/lib/chat/texts';

/**
 * The errors the model client throws (docs/product.md#connection,
 * docs/product.md#model-protocols), each with the status line it shows.
 */

/** Base class of every error the client throws. */
export class ModelError extends Error {
  override name = 'ModelError';
}

/**
 * No endpoint is set (docs/decisions/008-configurable-model-endpoint.md): the assistant runs on
 * fallback replies. Thrown before any network call.
 */
export class ModelNotConfiguredError extends ModelError {
  override name = 'ModelNotConfiguredError';
  constructor() {
    super('The model endpoint is not configured');
  }
}

/**
 * The endpoint answered with a non-2xx status. Status line: 'Error: {status} - {statusText}'.
 * @property status - HTTP status code.
 * @property statusText - The reason phrase; when the server sent none (HTTP/2), the standard one.
 * @property body - Up to 500 characters of the response body, for logs; '' if unreadable.
 */
export class ModelHttpError extends ModelError {
  override name = 'ModelHttpError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string = '',
  ) {
    super(`Model endpoint answered ${status} ${statusText}`);
  }
}

/**
 * The request hit a time limit (docs/product.md#timings-and-limits): a query's request is
 * aborted at 15 s and the call gives up at 20 s; the probe stops at 8 s. Status line:
 * 'Error: Request timed out'.
 * @property timeoutMs - The limit that was hit, ms.
 */
export class ModelTimeoutError extends ModelError {
  override name = 'ModelTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Model request timed out after ${timeoutMs} ms`);
  }
}

/**
 * The request got no HTTP response (network failure, DNS, CORS). Status line:
 * 'Error: No response from server'.
 */
export class ModelNoResponseError extends ModelError {
  override name = 'ModelNoResponseError';
  constructor(cause?: unknown) {
    super('No response from the model endpoint', { cause });
  }
}

/**
 * The response was 2xx but not one of the protocol's shapes (lib/chat/protocols). Status line:
 * '(API error)'.
 */
export class ModelBadResponseError extends ModelError {
  override name = 'ModelBadResponseError';
}

/** The caller's own `signal` aborted the request (e.g. the chat was closed). */
export class ModelAbortedError extends ModelError {
  override name = 'ModelAbortedError';
  constructor() {
    super('Model request aborted by the caller');
  }
}

/**
 * The status-line text for an error thrown by the client (docs/product.md#connection):
 * `ModelHttpError` → 'Error: {status} - {statusText}', `ModelTimeoutError` → 'Error: Request
 * timed out', `ModelNoResponseError` → 'Error: No response from server',
 * `ModelNotConfiguredError` → 'Using fallback (API offline)', anything else → '(API error)'.
 */
export function statusTextForError(error: unknown): string {
  if (error instanceof ModelHttpError) return httpErrorStatusText(error.status, error.statusText);
  if (error instanceof ModelTimeoutError) return CHAT_STATUS.timedOut;
  if (error instanceof ModelNoResponseError) return CHAT_STATUS.noResponse;
  if (error instanceof ModelNotConfiguredError) return CHAT_STATUS.fallbackOffline;
  return CHAT_STATUS.apiError;
}
