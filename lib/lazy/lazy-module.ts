/**
 * A loader for a module kept out of every page's first load and loaded on first use: calls in
 * flight share one load, and a failed load (a `ChunkLoadError` offline) is forgotten so the next
 * call retries. Write the `import()` at the caller, so the bundler splits that module off.
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
