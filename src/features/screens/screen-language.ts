import { translateScreen } from '../../shared/screen-files/translations';
import type { ScreenEntry, ScreenFile } from '../../shared/screen-files/types';
import type { ScreenSummary } from '../../shared/screen-files/manifest';

// A screen in the language shown, where its author translated it (else in its
// own words): one place for the page, its title in the tab and the pages the
// build draws in each language (src/app/prerender.tsx).

export function screenTitle(
  summary: ScreenSummary,
  entry: ScreenEntry | undefined,
  language: string,
): string {
  // An empty text in a translation stands for the screen's own, as in translateScreen.
  return entry?.translations?.[language]?.title || summary.title;
}

export function screenInLanguage(entry: ScreenEntry, language: string): ScreenFile | null {
  const translation = entry.translations?.[language];
  return entry.screen && translation ? translateScreen(entry.screen, translation) : entry.screen;
}
