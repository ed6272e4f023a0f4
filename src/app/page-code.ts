import { lazy } from 'react';
import { homePage } from '../features/home';
import { loadScreenIn } from '../features/screen';
import { paths } from '../kernel/routes/paths';
import type { ScreenSummary } from '../screen/manifest';

/** A mistyped address is rare: its page is not part of every first load either. */
export const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The code of the page at the app's `path` (a screen's, or home's list), so
 * it is rendered or hydrated at once: the app starting there (main.tsx), the
 * build rendering it (prerender-entry.tsx). Nothing for the app's other pages.
 */
export function loadPageCode(
  path: string,
  screen: ScreenSummary | undefined,
  language: string,
): Promise<unknown> | undefined {
  if (screen) return loadScreenIn(screen, language);
  return path === paths.home ? homePage.preload() : undefined;
}
