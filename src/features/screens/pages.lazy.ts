import { lazy } from 'react';
import { preloadable } from '../../shared/ui/preloadable';

/**
 * Home's list is its own chunk: a form screen, where most people land from a
 * link, does not load it. The app fetches it as it starts on home (main.tsx).
 */
export const homePage = preloadable(() => import('./home-page').then((m) => m.HomePage));

/** A mistyped address is rare: its page is not part of every first load either. */
export const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
