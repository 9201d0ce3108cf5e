import { messages, UserFacingError } from '@/lib/errors/messages';

/**
 * Shared mode's connection to PostgREST (docs/shared-mode.md#the-http-api): the client and the
 * mapping of its failures to the site's texts, for the account and appointment repositories.
 */

/** A PostgREST error body, or postgrest-js's own for a request that never reached the server. */
export interface ApiError {
  code: string;
  message: string;
}

/** The server refused the session's token as expired (shared mode): log in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super('The session has expired.');
    this.name = 'SessionExpiredError';
  }
}

/** postgrest-js answers a request that never reached the server with status 0. */
export function isUnreachable(status: number): boolean {
  return status === 0;
}

/**
 * Turns a failed call into the error the site shows.
 * @param refused what a refusal by the database means for this call, by error code.
 * @returns a UserFacingError (unreachable, or a refusal listed in `refused`), a
 *   SessionExpiredError (PGRST301/302), or a plain Error naming the status and code.
 */
export function failure(status: number, error: ApiError, refused: Record<string, string>): Error {
  if (isUnreachable(status)) return new UserFacingError(messages.serverUnreachable);
  if (error.code === 'PGRST301' || error.code === 'PGRST302') return new SessionExpiredError();
  const text = refused[error.code];
  if (text) return new UserFacingError(text);
  return new Error(`Data API ${status} ${error.code}: ${error.message}`);
}

/**
 * A factory of postgrest-js clients for `baseUrl`, each carrying the token `readToken` returns
 * at the time of the call. postgrest-js is loaded on the first call, so it never weighs on a
 * page's first load.
 * @param fetchImpl the fetch to call it with (tests pass one that answers as PostgREST does).
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

/** What {@link createDataApi} returns: a function resolving to a configured client. */
export type DataApi = ReturnType<typeof createDataApi>;
