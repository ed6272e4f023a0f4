// The owners' responses page: its own chunk, with Firestore's full SDK and the charts, which
// no form ever loads (docs/decisions/charts.md).
import { manifest } from '@generated/screen-manifest';
import { paths } from '../../kernel/routes/paths';
import { preloadable } from '../../kernel/ui/preloadable';
import { loadResponseReader } from '../../services/firestore';
import { keepsResponses } from './kept-screens';
import { readEarly } from './opening-reads';

// A change in schemas/ under npm start is taken in place, not a reason to reload the page under
// the studio: router.tsx decides whether the page reloads (studio-keeps-page.ts).
import.meta.webpackHot?.accept('@generated/screen-manifest');

const page = preloadable(() => import('./responses-page').then((m) => m.ResponsesPage));
export const ResponsesPage = page.Component;

/** Whether the app's `path` (without a language prefix) is the owners' page or one screen's. */
export const isResponsesPath = (path: string): boolean =>
  path === paths.responses || path.startsWith(`${paths.responses}/`);

/**
 * What the app starting on the owners' page, someone signed in, fetches at once, side by side
 * rather than one after another: the page's code, Firestore (which waits for the signed-in
 * person), and on one screen's page its file and its first reads.
 */
export function preloadResponsesPage(path: string): Promise<unknown> {
  const slug = path.slice(paths.responses.length + 1);
  const screen = manifest.screens.find((s) => s.slug === slug && keepsResponses(s));
  if (screen) readEarly(screen.slug);
  return Promise.all([page.preload(), loadResponseReader(), screen?.load()]);
}
