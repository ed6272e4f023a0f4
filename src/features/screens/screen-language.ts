import type { ScreenEntry } from '../../shared/screen-files/types';
import type { ScreenSummary } from '../../shared/screen-files/manifest';

/**
 * A screen's title in the language shown, where its author translated it (else
 * its own): one place for the page, the tab and the pages the build draws in
 * each language (src/app/prerender.tsx).
 */
export function screenTitle(
  summary: ScreenSummary,
  entry: ScreenEntry | undefined,
  language: string,
): string {
  // An empty text in a translation stands for the screen's own, as in translateScreen.
  return entry?.translations?.[language]?.title || summary.title;
}
