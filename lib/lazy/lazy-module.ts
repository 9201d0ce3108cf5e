/**
 * Wraps a dynamic import as a loader for a module kept out of every page's first-load
 * JavaScript and loaded on first use (the date picker, the chat assistant, canvas-confetti,
 * EmailJS, the calendar file builder): the bundler gives each `import()` a chunk of its own,
 * fetched only when the loader is first called (docs/product.md#routes).
 * @param importer e.g. `() => import('../slot-picker').then((module) => module.default)`; the
 *   `import()` must be written at the caller so the bundler splits that module off.
 * @returns a stable loader: it loads once (calls in flight share the one load, later calls get
 *   the loaded value) and rejects with the load's error (a `ChunkLoadError` when offline, say);
 *   a failed load is forgotten, so the next call tries again.
 */
export function lazyModule<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
