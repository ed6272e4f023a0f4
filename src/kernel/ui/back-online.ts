/** How often code that could not load is tried again while the browser says it is online. */
const RETRY_MS = 5000;

/**
 * Resolves once it is worth trying the network again: when the browser comes
 * back online, or after `RETRY_MS` while it says it is (a connection can fail
 * without the browser noticing).
 */
export function backOnline(): Promise<void> {
  const done = new AbortController();
  return new Promise<void>((resolve) => {
    addEventListener('online', () => resolve(), { once: true, signal: done.signal });
    if (navigator.onLine) setTimeout(resolve, RETRY_MS);
  }).finally(() => done.abort());
}
