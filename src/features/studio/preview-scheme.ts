import type { CSSProperties } from 'react';
import { themeFile } from '@generated/theme-file';
import { buildTheme } from '../../kernel/theme/mui-theme';

export type Scheme = 'light' | 'dark';

type Rules = Record<string, Record<string, unknown>>;

/**
 * The `--mui-*` colours of one scheme of the site's theme, as the style of an
 * element: the theme switches them with the system's setting (a media query,
 * page-wide), so the studio's preview sets them on the form's own box to show
 * it light or dark whatever the studio around it is.
 */
function schemeStyles(): Partial<Record<Scheme, CSSProperties>> {
  const sheets = buildTheme(themeFile).generateStyleSheets() as Rules[];
  const styles: Partial<Record<Scheme, CSSProperties>> = {};
  for (const sheet of sheets) {
    for (const [selector, body] of Object.entries(sheet)) {
      const root = selector.startsWith('@media') ? (body[':root'] as Rules[string]) : body;
      const scheme = root.colorScheme;
      if (scheme !== 'light' && scheme !== 'dark') continue;
      styles[scheme] = Object.fromEntries(
        Object.entries(root).filter(([k]) => k.startsWith('--') || k === 'colorScheme'),
      ) as CSSProperties;
    }
  }
  return styles;
}

const STYLES = schemeStyles();

/** The schemes the theme has: `mode` "light" or "dark" in _theme.json leaves one. */
export const PREVIEW_SCHEMES = (['light', 'dark'] as const).filter((s) => STYLES[s]);

/** The style that shows a box in `scheme`, its background and text colour with it. */
export function schemeStyle(scheme: Scheme): CSSProperties {
  return {
    ...STYLES[scheme],
    backgroundColor: 'var(--mui-palette-background-default)',
    color: 'var(--mui-palette-text-primary)',
  };
}
