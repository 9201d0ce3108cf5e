import { connectionStatusText, type ConnectionState } from '@/lib/chat/connection';
import { type ChatUiTexts, ENGLISH_CHAT_UI_TEXTS } from '@/lib/chat/texts';

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

/** The status-line text of a query problem (docs/chat.md), in the language of `texts` (default English). */
export function queryProblemText(
  problem: QueryProblem,
  texts: ChatUiTexts = ENGLISH_CHAT_UI_TEXTS,
): string {
  const { status } = texts;
  switch (problem.kind) {
    case 'http':
      return texts.httpErrorStatus(problem.status, problem.statusText);
    case 'timed-out':
      return status.timedOut;
    case 'no-response':
      return status.noResponse;
    case 'not-configured':
      return status.fallbackOffline;
    case 'poor-response':
      return status.poorApiResponse;
    case 'api-error':
      return status.apiError;
  }
}

/**
 * The chat's status line (docs/chat.md): problem, else 'Thinking...', else connection; in the
 * language of `texts` (default English, docs/chat.md#languages).
 */
export function statusText(
  state: StatusSource,
  texts: ChatUiTexts = ENGLISH_CHAT_UI_TEXTS,
): string {
  if (state.queryProblem !== null) return queryProblemText(state.queryProblem, texts);
  if (state.isAwaitingReply) return texts.status.thinking;
  return connectionStatusText(state.connection, texts.status);
}
