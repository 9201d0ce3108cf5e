/**
 * Loads a module on first use, out of the first load; calls in flight share one load, a failed
 * one is retried next call. Write the `import()` at the caller so the bundler splits it off.
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
