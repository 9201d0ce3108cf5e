import { useEffect, useState } from 'react';

/** How long a panel waits before asking again for data it could not read, in ms. */
export const READ_RETRY_MS = 5_000;

/** What {@link useRetryingRead} read: the value, or null while it loads or cannot be read. */
export interface RetryingRead<T> {
  value: T | null;
  /** True while the last read failed (shared mode, data API unreachable): the panel says so. */
  unreachable: boolean;
}

/**
 * Reads `read()` once, and again every {@link READ_RETRY_MS} ms and when the browser comes back
 * online while the last read failed, so a panel comes back by itself once the clinic's server
 * answers (docs/shared-mode.md#the-site-in-shared-mode). A failure is logged with `what` and keeps the last
 * value; nothing the visitor typed is touched. `read` must be stable (a store action).
 */
export function useRetryingRead<T>(read: () => Promise<T>, what: string): RetryingRead<T> {
  const [state, setState] = useState<RetryingRead<T>>({ value: null, unreachable: false });
  useEffect(() => {
    let active = true;
    let failed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(timer);
      read().then(
        (value) => {
          failed = false;
          if (active) setState({ value, unreachable: false });
        },
        (error: unknown) => {
          console.warn(`Could not read ${what}.`, error);
          failed = true;
          if (!active) return;
          setState((last) => ({ value: last.value, unreachable: true }));
          timer = setTimeout(attempt, READ_RETRY_MS);
        },
      );
    };
    const attemptIfFailed = () => {
      if (failed) attempt();
    };
    attempt();
    window.addEventListener('online', attemptIfFailed);
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('online', attemptIfFailed);
    };
  }, [read, what]);
  return state;
}
