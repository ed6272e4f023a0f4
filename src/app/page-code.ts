import { lazy } from 'react';
import { paths } from '../kernel/routes/paths';
import type { ScreenSummary } from '../screen/manifest';
import { preloadable } from '../kernel/ui/preloadable';
import { loadScreenIn } from '../features/screen/load-screen';

/**
 * Home's list is its own chunk: a form screen, where most people land from a
 * link, does not load it. The app fetches it as it starts on home (main.tsx).
 */
export const homePage = preloadable(() => import('../features/home/home-page').then((m) => m.HomePage));

/** A mistyped address is rare: its page is not part of every first load either. */
export const NotFoundPage = lazy(() =>
  import('../features/screen/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The code of the page at the app's `path` (a screen's, or home's list), so
 * it is drawn or taken over at once: the app starting there (main.tsx), the
 * build drawing it (prerender.tsx). Nothing for the app's other pages.
 */
export function loadPageCode(
  path: string,
  screen: ScreenSummary | undefined,
  language: string,
): Promise<unknown> | undefined {
  if (screen) return loadScreenIn(screen, language);
  return path === paths.home ? homePage.preload() : undefined;
}
