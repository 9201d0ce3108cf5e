import { CHAT_MAX_CONNECTION_ATTEMPTS, CHAT_RETRY_INTERVAL_MS } from '@/lib/chat/constants';
import { CHAT_STATUS } from '@/lib/chat/texts';

// A pure transition function; the store holds the state, a hook runs the probes and timers.

type ConnectionStatus = 'loading' | 'ready' | 'offline' | 'fallback';

/** The connection's state; `attempts` counts failed probes in a row, `fallback` at 3. */
export interface ConnectionState {
  status: ConnectionStatus;
  attempts: number;
}

/** Events; a probe result is ignored unless `loading`, so a stale probe cannot undo a later state. */
export type ConnectionEvent =
  | { type: 'probe-succeeded' }
  | { type: 'probe-failed' }
  | { type: 'query-failed' }
  | { type: 'retry-due' };

/** The first connection state: `loading` with a model endpoint, `fallback` without (docs/chat.md#connection). */
export function initialConnectionState(isConfigured: boolean): ConnectionState {
  return { status: isConfigured ? 'loading' : 'fallback', attempts: 0 };
}

/** The connection's transition; the same object when nothing changes. `fallback` is final. */
export function nextConnectionState(
  state: ConnectionState,
  event: ConnectionEvent,
): ConnectionState {
  if (state.status === 'fallback') return state;
  switch (event.type) {
    case 'probe-succeeded':
      return state.status === 'loading' ? { status: 'ready', attempts: 0 } : state;
    case 'probe-failed': {
      if (state.status !== 'loading') return state;
      const attempts = state.attempts + 1;
      return {
        status: attempts >= CHAT_MAX_CONNECTION_ATTEMPTS ? 'fallback' : 'offline',
        attempts,
      };
    }
    case 'query-failed':
      return state.status === 'offline' ? state : { ...state, status: 'offline' };
    case 'retry-due':
      return state.status === 'offline' && state.attempts < CHAT_MAX_CONNECTION_ATTEMPTS
        ? { ...state, status: 'loading' }
        : state;
  }
}

/** ms until the next connection attempt: 120 s while `offline` with attempts left, else null. */
export function retryDelayMs(state: ConnectionState): number | null {
  return state.status === 'offline' && state.attempts < CHAT_MAX_CONNECTION_ATTEMPTS
    ? CHAT_RETRY_INTERVAL_MS
    : null;
}

/** Whether queries go to the model: only when `ready`; otherwise fallback replies. */
export function isModelAvailable(state: ConnectionState): boolean {
  return state.status === 'ready';
}

/** Whether the offline banner shows (docs/chat.md). */
export function isOfflineBannerShown(state: ConnectionState): boolean {
  return state.status === 'offline' || state.status === 'fallback';
}

/**
 * The status-line text of a connection state (docs/chat.md#connection), in the language of
 * `texts` (default English, docs/chat.md#languages).
 */
export function connectionStatusText(
  state: ConnectionState,
  texts: Readonly<Record<keyof typeof CHAT_STATUS, string>> = CHAT_STATUS,
): string {
  switch (state.status) {
    case 'loading':
      return texts.connecting;
    case 'ready':
      return texts.connected;
    case 'offline':
    case 'fallback':
      return texts.fallbackOffline;
  }
}
