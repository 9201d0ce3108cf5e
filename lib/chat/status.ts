import { connectionStatusText, type ConnectionState } from '@/lib/chat/connection';
import { CHAT_STATUS, httpErrorStatusText } from '@/lib/chat/texts';

/**
 * The chat's status line, derived from the state it describes (docs/product.md#connection,
 * docs/texts: the spec's exact status texts).
 */

/**
 * What went wrong with the last query, as plain data; null when nothing did.
 * - `http`: the endpoint answered a non-2xx status;
 * - `timed-out`, `no-response`: the request hit its time limit, or got no HTTP response;
 * - `not-configured`: no endpoint is set;
 * - `poor-response`: the reply was discarded by post-processing (a fallback reply was shown);
 * - `api-error`: the response was unreadable, or answering failed altogether.
 */
export type QueryProblem =
  | { kind: 'http'; status: number; statusText: string }
  | { kind: 'timed-out' }
  | { kind: 'no-response' }
  | { kind: 'not-configured' }
  | { kind: 'poor-response' }
  | { kind: 'api-error' };

/** The parts of the chat store's state the status line is derived from. */
export interface StatusSource {
  /** The connection to the model. */
  connection: ConnectionState;
  /** True from a sent message until its reply is shown. */
  isAwaitingReply: boolean;
  /** What went wrong with the last query; null since the last message was sent, if nothing. */
  queryProblem: QueryProblem | null;
}

/**
 * The status-line text of a query problem: 'Error: {status} - {text}', 'Error: Request timed
 * out', 'Error: No response from server', 'Using fallback (API offline)', '(poor API response)'
 * or '(API error)'.
 */
export function queryProblemText(problem: QueryProblem): string {
  switch (problem.kind) {
    case 'http':
      return httpErrorStatusText(problem.status, problem.statusText);
    case 'timed-out':
      return CHAT_STATUS.timedOut;
    case 'no-response':
      return CHAT_STATUS.noResponse;
    case 'not-configured':
      return CHAT_STATUS.fallbackOffline;
    case 'poor-response':
      return CHAT_STATUS.poorApiResponse;
    case 'api-error':
      return CHAT_STATUS.apiError;
  }
}

/**
 * The status line (a pure selector over the chat store's state): the last query's problem if
 * there is one, else 'Thinking...' while a reply is awaited, else the connection's text
 * ('Connecting', 'Connected' or 'Using fallback (API offline)').
 * @example useChatStore(statusText)
 */
export function statusText(state: StatusSource): string {
  if (state.queryProblem !== null) return queryProblemText(state.queryProblem);
  if (state.isAwaitingReply) return CHAT_STATUS.thinking;
  return connectionStatusText(state.connection);
}
