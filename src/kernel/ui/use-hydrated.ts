import { startTransition, useEffect, useState } from 'react';
import { awaitingHydration } from './hydration-gate';

/**
 * False while the app takes over a page drawn at build time (and while it is
 * drawn), true once it has, and true at once when the app draws the page
 * itself. What only this browser knows (a draft, a session, the link's query)
 * must not be drawn before: the first draw has to match the built page.
 *
 * The change comes as a transition, so the form drawing this visit's answers
 * is done in slices like the takeover itself. (`useSyncExternalStore` with a
 * server snapshot, the usual way, redraws in one task React cannot
 * interrupt: on a slow phone, a third of a second on the contact form.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(
    () => typeof document !== 'undefined' && !awaitingHydration(),
  );
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
