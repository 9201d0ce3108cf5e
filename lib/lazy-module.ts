/**
 * A module kept out of every page's first-load JavaScript and loaded on first use (the date
 * picker, the chat assistant, canvas-confetti, EmailJS, the calendar file builder): the bundler
 * gives each `import()` passed to {@link lazyModule} a chunk of its own, fetched only when
 * `load` is first called (docs/product.md#routes).
 */
export interface LazyModule<T> {
  /**
   * Loads the module, once: calls in flight share the one load, later calls get the loaded
   * value. Rejects with the load's error (a `ChunkLoadError` when offline, say); a failed load
   * is forgotten, so the next call tries again. A stable function, safe as a default prop or
   * effect dependency.
   */
  load: () => Promise<T>;
  /** The loaded value, or undefined until a load has succeeded (a `useSyncExternalStore` snapshot). */
  current: () => T | undefined;
  /** Calls `listener` once the value has loaded; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Wraps a dynamic import (or anything made from one) as a {@link LazyModule}.
 * @param importer e.g. `() => import('./slot-picker').then((module) => module.default)`; the
 *   `import()` must be written at the caller so the bundler splits that module off.
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null;
  let loaded: { value: T } | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      loading ??= importer().then(
        (value) => {
          loaded = { value };
          for (const listener of [...listeners]) listener();
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded?.value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
