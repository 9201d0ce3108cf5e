/** @jest-environment node */
import {
  connectionStatusText,
  initialConnectionState,
  isModelAvailable,
  isOfflineBannerShown,
  nextConnectionState,
  retryDelayMs,
} from '@/lib/chat/connection';
import type { ConnectionEvent, ConnectionState } from '@/lib/chat/connection';

const run = (state: ConnectionState, ...events: ConnectionEvent['type'][]): ConnectionState =>
  events.reduce((current, type) => nextConnectionState(current, { type }), state);

describe('connection state machine', () => {
  it('starts loading when an endpoint is configured and in fallback mode when not', () => {
    expect(initialConnectionState(true)).toEqual({ status: 'loading', attempts: 0 });
    expect(initialConnectionState(false)).toEqual({ status: 'fallback', attempts: 0 });
  });

  it('becomes ready on a successful probe', () => {
    expect(run(initialConnectionState(true), 'probe-succeeded')).toEqual({
      status: 'ready',
      attempts: 0,
    });
  });

  it('goes offline on a failed probe and schedules a retry in 120 s', () => {
    const state = run(initialConnectionState(true), 'probe-failed');
    expect(state).toEqual({ status: 'offline', attempts: 1 });
    expect(retryDelayMs(state)).toBe(120_000);
  });

  it('probes again when the retry is due', () => {
    expect(run(initialConnectionState(true), 'probe-failed', 'retry-due')).toEqual({
      status: 'loading',
      attempts: 1,
    });
  });

  it('finds a recovered server at the retry', () => {
    const state = run(initialConnectionState(true), 'probe-failed', 'retry-due', 'probe-succeeded');
    expect(state).toEqual({ status: 'ready', attempts: 0 });
    expect(isModelAvailable(state)).toBe(true);
  });

  it('stays in fallback mode after the third failed attempt, with no more retries', () => {
    const state = run(
      initialConnectionState(true),
      'probe-failed',
      'retry-due',
      'probe-failed',
      'retry-due',
      'probe-failed',
    );
    expect(state).toEqual({ status: 'fallback', attempts: 3 });
    expect(retryDelayMs(state)).toBeNull();
    expect(run(state, 'retry-due', 'probe-succeeded', 'query-failed')).toBe(state);
  });

  it('goes offline on any error during a query, and may reconnect', () => {
    const state = run(initialConnectionState(true), 'probe-succeeded', 'query-failed');
    expect(state).toEqual({ status: 'offline', attempts: 0 });
    expect(retryDelayMs(state)).toBe(120_000);
    expect(run(state, 'retry-due', 'probe-succeeded').status).toBe('ready');
  });

  it('ignores a probe result that arrives when no probe is running', () => {
    const offline = run(initialConnectionState(true), 'probe-failed');
    expect(nextConnectionState(offline, { type: 'probe-succeeded' })).toBe(offline);
    const ready = run(initialConnectionState(true), 'probe-succeeded');
    expect(nextConnectionState(ready, { type: 'probe-failed' })).toBe(ready);
  });

  it('ignores a retry that is due when not offline', () => {
    const ready = run(initialConnectionState(true), 'probe-succeeded');
    expect(nextConnectionState(ready, { type: 'retry-due' })).toBe(ready);
    expect(retryDelayMs(ready)).toBeNull();
  });
});

describe('connectionStatusText', () => {
  it('reads Connecting, Connected or Using fallback (API offline)', () => {
    expect(connectionStatusText({ status: 'loading', attempts: 0 })).toBe('Connecting');
    expect(connectionStatusText({ status: 'ready', attempts: 0 })).toBe('Connected');
    expect(connectionStatusText({ status: 'offline', attempts: 1 })).toBe(
      'Using fallback (API offline)',
    );
    expect(connectionStatusText({ status: 'fallback', attempts: 3 })).toBe(
      'Using fallback (API offline)',
    );
  });
});

describe('isOfflineBannerShown', () => {
  it('shows the banner while offline or in fallback mode only', () => {
    expect(isOfflineBannerShown({ status: 'loading', attempts: 0 })).toBe(false);
    expect(isOfflineBannerShown({ status: 'ready', attempts: 0 })).toBe(false);
    expect(isOfflineBannerShown({ status: 'offline', attempts: 1 })).toBe(true);
    expect(isOfflineBannerShown({ status: 'fallback', attempts: 0 })).toBe(true);
  });
});
