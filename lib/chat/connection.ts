import { CHAT_MAX_CONNECTION_ATTEMPTS, CHAT_RETRY_INTERVAL_MS } from '@/lib/chat/constants';
import { CHAT_STATUS } from '@/lib/chat/texts';

/**
 * The assistant's connection to the model (docs/product.md#connection, docs/product.md#timings-and-limits, docs/decisions/008-configurable-model-endpoint.md):
 *
 *   loading ──probe succeeded──▶ ready ──query failed──▶ offline
 *   loading ──probe failed─────▶ offline (attempts < 3) ──retry due (every 120 s)──▶ loading
 *   loading ──3rd probe failed─▶ fallback (final: no more probes)
 *
 * Not configured (no endpoint, docs/decisions/008-configurable-model-endpoint.md) starts, and stays, in `fallback` without a network call.
 * A pure transition function; the store holds the state and a hook runs the probes and timers.
 */

/** The connection's status: probing, usable, temporarily down, or given up on. */
type ConnectionStatus = 'loading' | 'ready' | 'offline' | 'fallback';

/**
 * The connection's state.
 * @property status - See `ConnectionStatus`.
 * @property attempts - Connection attempts (probes) that failed in a row; back to 0 after a
 *   successful probe. At 3 the status is `fallback`.
 */
export interface ConnectionState {
  status: ConnectionStatus;
  attempts: number;
}

/**
 * What can happen to the connection.
 * - `probe-succeeded` / `probe-failed`: a probe finished (ignored unless `loading`, so a stale
 *   probe cannot undo a later state).
 * - `query-failed`: any error during a query (docs/product.md#chat-assistant) → `offline`.
 * - `retry-due`: the 120 s retry timer fired → `loading` (start a probe), if attempts remain.
 */
export type ConnectionEvent =
  | { type: 'probe-succeeded' }
  | { type: 'probe-failed' }
  | { type: 'query-failed' }
  | { type: 'retry-due' };

/**
 * The first state (docs/product.md#chat-assistant): `loading` (probe now) when a model endpoint is configured,
 * `fallback` when not (docs/decisions/008-configurable-model-endpoint.md).
 */
export function initialConnectionState(isConfigured: boolean): ConnectionState {
  return { status: isConfigured ? 'loading' : 'fallback', attempts: 0 };
}

/**
 * The pure transition (docs/product.md#chat-assistant). Returns the same object when the event changes nothing.
 * `fallback` is final.
 */
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

/**
 * How long until the next connection attempt, ms: 120 s while `offline` with attempts left
 * (docs/product.md#chat-assistant), otherwise null (no retry to schedule).
 */
export function retryDelayMs(state: ConnectionState): number | null {
  return state.status === 'offline' && state.attempts < CHAT_MAX_CONNECTION_ATTEMPTS
    ? CHAT_RETRY_INTERVAL_MS
    : null;
}

/** Whether queries go to the model (only when `ready`); otherwise fallback replies are used. */
export function isModelAvailable(state: ConnectionState): boolean {
  return state.status === 'ready';
}

/** Whether the banner `CHAT_OFFLINE_BANNER` shows (docs/product.md#texts): while `offline` or in `fallback` mode. */
export function isOfflineBannerShown(state: ConnectionState): boolean {
  return state.status === 'offline' || state.status === 'fallback';
}

/**
 * The status-line text for a connection state (docs/product.md#texts): 'Connecting', 'Connected', or
 * 'Using fallback (API offline)'. While a reply is awaited the line reads 'Thinking...' instead,
 * and after a failed query it shows that error (the whole line: `statusText` in lib/chat/status).
 */
export function connectionStatusText(state: ConnectionState): string {
  switch (state.status) {
    case 'loading':
      return CHAT_STATUS.connecting;
    case 'ready':
      return CHAT_STATUS.connected;
    case 'offline':
    case 'fallback':
      return CHAT_STATUS.fallbackOffline;
  }
}
