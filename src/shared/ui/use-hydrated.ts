import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the app takes over a page drawn at build time (and while it is
 * drawn), true once it has, and true at once when the app draws the page
 * itself. What only this browser knows (a draft, a session, the link's query)
 * must not be drawn before: the first draw has to match the built page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
