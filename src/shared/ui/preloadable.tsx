import { lazy, useState, type ComponentType } from 'react';

/**
 * A component from another chunk that draws at once when its chunk was fetched
 * beforehand (`preload()`, e.g. side by side with the data it shows). React.lazy
 * alone suspends on its first draw even when the chunk is already there, and
 * React then holds the content back until 300 ms after the fallback showed
 * (its Suspense reveal throttle): on a form screen that was a third of the
 * time to usable. Drawn before the chunk is there, it suspends as React.lazy does.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (offline) can be tried again on the next visit.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: P) {
    // Chosen once per mount: turning from Lazy into the loaded component on a
    // later draw would remount it and lose what the person typed.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { preload, Component: Preloaded };
}
