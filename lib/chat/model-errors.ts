import { queryProblemText, type QueryProblem } from '@/lib/chat/status';

/** Base class; `name` is spelled out so minified builds keep it in logs. */
export class ModelError extends Error {
  constructor(name: string, message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = name;
  }
}

/** No endpoint is set: the assistant uses fallback replies. Thrown before any network call. */
export class ModelNotConfiguredError extends ModelError {
  constructor() {
    super('ModelNotConfiguredError', 'The model endpoint is not configured');
  }
}

/** A non-2xx answer; `body` keeps up to 500 characters for logs. */
export class ModelHttpError extends ModelError {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string = '',
  ) {
    super('ModelHttpError', `Model endpoint answered ${status} ${statusText}`);
  }
}

/** A time limit was hit (docs/product.md#timings-and-limits); `timeoutMs` is the limit. */
export class ModelTimeoutError extends ModelError {
  constructor(readonly timeoutMs: number) {
    super('ModelTimeoutError', `Model request timed out after ${timeoutMs} ms`);
  }
}

/** No HTTP response (network failure, DNS, CORS). */
export class ModelNoResponseError extends ModelError {
  constructor(cause?: unknown) {
    super('ModelNoResponseError', 'No response from the model endpoint', { cause });
  }
}

/** A 2xx response in none of the protocol's shapes. */
export class ModelBadResponseError extends ModelError {
  constructor(message: string) {
    super('ModelBadResponseError', message);
  }
}

/** The caller's own `signal` aborted the request (the chat was closed). */
export class ModelAbortedError extends ModelError {
  constructor() {
    super('ModelAbortedError', 'Model request aborted by the caller');
  }
}

/** What an error thrown by the model client means for the status line (docs/chat.md#connection). */
export function queryProblemForError(error: unknown): QueryProblem {
  if (error instanceof ModelHttpError) {
    return { kind: 'http', status: error.status, statusText: error.statusText };
  }
  if (error instanceof ModelTimeoutError) return { kind: 'timed-out' };
  if (error instanceof ModelNoResponseError) return { kind: 'no-response' };
  if (error instanceof ModelNotConfiguredError) return { kind: 'not-configured' };
  return { kind: 'api-error' };
}

/** The status-line text of an error thrown by the model client (docs/chat.md). */
export function statusTextForError(error: unknown): string {
  return queryProblemText(queryProblemForError(error));
}
