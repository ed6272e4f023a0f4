import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../load-once';

/**
 * A component from another chunk that renders at once when its chunk was fetched
 * beforehand (`preload()`, e.g. side by side with the data it shows). React.lazy
 * alone suspends on its first render even when the chunk is already there, and
 * React then holds the content back until 300 ms after the fallback showed
 * (its Suspense reveal throttle): on a form screen that was a third of the
 * time to usable. Rendered before the chunk is there, it suspends as React.lazy does.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  // A failed fetch (offline) is tried again on the next visit.
  const preload = loadOnce(() => load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloaded(props: P) {
    // Chosen once per mount: turning from Lazy into the loaded component on a
    // later render would remount it and lose what the person typed.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { preload, Component: Preloaded };
}
