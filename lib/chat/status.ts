import { connectionStatusText, type ConnectionState } from '@/lib/chat/connection';
import { CHAT_STATUS, httpErrorStatusText } from '@/lib/chat/texts';

/** What went wrong with the last chat query; `poor-response`: post-processing discarded it. */
export type QueryProblem =
  | { kind: 'http'; status: number; statusText: string }
  | { kind: 'timed-out' }
  | { kind: 'no-response' }
  | { kind: 'not-configured' }
  | { kind: 'poor-response' }
  | { kind: 'api-error' };

/** The parts of the chat store's state the status line is derived from. */
export interface StatusSource {
  connection: ConnectionState;
  isAwaitingReply: boolean;
  queryProblem: QueryProblem | null;
}

/** The status-line text of a query problem (docs/chat.md). */
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

/** The chat's status line (docs/chat.md): problem, else 'Thinking...', else connection. */
export function statusText(state: StatusSource): string {
  if (state.queryProblem !== null) return queryProblemText(state.queryProblem);
  if (state.isAwaitingReply) return CHAT_STATUS.thinking;
  return connectionStatusText(state.connection);
}
