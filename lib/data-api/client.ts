import { type Refusal, refusals, UserFacingError } from '@/lib/errors/messages';

/** A PostgREST error body (docs/shared-mode.md#error-codes), or postgrest-js's own for an unreachable server. */
export interface ApiError {
  code: string;
  message: string;
}

/** The server refused the session's token as expired (docs/shared-mode.md#accounts-tokens-and-lockout). */
export class SessionExpiredError extends Error {
  constructor() {
    super('The session has expired.');
    this.name = 'SessionExpiredError';
  }
}

/** Whether a PostgREST call never reached the server: postgrest-js then answers status 0. */
export function isUnreachable(status: number): boolean {
  return status === 0;
}

/**
 * The error a failed PostgREST call shows (docs/shared-mode.md#error-codes): `refused[code]` (a
 * text, or a refusal by code: docs/languages.md#refusals-by-code) as a UserFacingError, a SessionExpiredError (PGRST301/302), or an Error naming the code.
 */
export function failure(
  status: number,
  error: ApiError,
  refused: Readonly<Record<string, string | Refusal>>,
): Error {
  if (isUnreachable(status)) return new UserFacingError(refusals.serverUnreachable);
  if (error.code === 'PGRST301' || error.code === 'PGRST302') return new SessionExpiredError();
  const text = refused[error.code];
  if (text) return new UserFacingError(text);
  return new Error(`Data API ${status} ${error.code}: ${error.message}`);
}

/**
 * Shared mode's PostgREST client factory (docs/shared-mode.md#the-http-api): each client carries
 * the token `readToken` returns at call time; postgrest-js is loaded on the first call.
 */
export function createDataApi(
  baseUrl: string,
  readToken: () => string | undefined,
  fetchImpl?: typeof fetch,
) {
  return async () => {
    const { PostgrestClient } = await import('@supabase/postgrest-js');
    const token = readToken();
    return new PostgrestClient(baseUrl, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      // Retries would only delay the offline notice; the visitor can try again.
      retry: false,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  };
}

/** A function resolving to a PostgREST client carrying the session's token. */
export type DataApi = ReturnType<typeof createDataApi>;
