import type { ScreenSummary } from '../../shared/screen-files/manifest';

/** The home page's list: `hidden` left out, by `order` (unordered last), then title. */
export function listedScreens(screens: readonly ScreenSummary[]): ScreenSummary[] {
  return screens
    .filter((s) => !s.hidden)
    .sort(
      (a, b) =>
        (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
        a.title.localeCompare(b.title),
    );
}
