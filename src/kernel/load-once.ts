/**
 * `load`, run the first time it is asked for and shared by every later ask;
 * a failure (offline, a chunk that did not arrive) is forgotten, so the next
 * ask tries again instead of failing for the life of the page.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
