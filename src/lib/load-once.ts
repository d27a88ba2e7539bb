/**
 * `load` run once and its promise kept, so every caller shares one load (a chunk, a client);
 * a failure is forgotten, so that the next call loads again (a retry after a lost connection).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
