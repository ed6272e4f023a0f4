import { startTransition, useEffect, useState } from 'react';
import { awaitingHydration } from './hydration-gate';

/**
 * False while the app hydrates a page rendered at build time (and while it is
 * rendered), true once it has, and true at once when the app renders the page
 * itself. What only this browser knows (a draft, a session, the link's query)
 * must not be rendered before: the first render has to match the built page.
 *
 * The change comes as a transition, so the form rendering this visit's answers
 * is done in slices like hydration itself. (`useSyncExternalStore` with a
 * server snapshot, the usual way, re-renders in one task React cannot
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
