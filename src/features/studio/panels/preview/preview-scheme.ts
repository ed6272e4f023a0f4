import type { CSSProperties } from 'react';
import { themeFile } from '@generated/theme-file';
import { buildTheme } from '../../../../kernel/theme/mui-theme';
import type { ThemeFile } from '../../../../kernel/theme/theme-file';

export type Scheme = 'light' | 'dark';

type Rules = Record<string, Record<string, unknown>>;
type Styles = Partial<Record<Scheme | 'both', CSSProperties>>;

const isVariable = (k: string) => k.startsWith('--') || k === 'colorScheme';

/**
 * The `--mui-*` variables of a theme, as the style of an element: those of
 * each scheme (the theme switches them with the system's setting, a media
 * query, page-wide) and those of both (corners, fonts). The studio's preview
 * sets them on the form's own box to show it light or dark, and in the look
 * being edited, whatever the studio around it is.
 */
function schemeStyles(theme: ThemeFile): Styles {
  const sheets = buildTheme(theme).generateStyleSheets() as Rules[];
  const styles: Styles = {};
  for (const sheet of sheets) {
    for (const [selector, body] of Object.entries(sheet)) {
      const root = selector.startsWith('@media') ? (body[':root'] as Rules[string]) : body;
      const scheme = root.colorScheme;
      const vars = Object.fromEntries(Object.entries(root).filter(([k]) => isVariable(k)));
      if (scheme === 'light' || scheme === 'dark') styles[scheme] = vars as CSSProperties;
      else styles.both = { ...styles.both, ...(vars as CSSProperties) };
    }
  }
  return styles;
}

const STYLES = schemeStyles(themeFile);

/** The schemes the theme has: `mode` "light" or "dark" in _theme.json leaves one. */
export const PREVIEW_SCHEMES = (['light', 'dark'] as const).filter((s) => STYLES[s]);

// The look being edited changes a key at a time: its styles are worked out once per look.
let last: { key: string; styles: Styles } = { key: JSON.stringify(themeFile), styles: STYLES };

/** The scheme a look shows: its own, unless it follows the device (`system`), then `scheme`. */
export const shownScheme = (scheme: Scheme, theme: ThemeFile = themeFile): Scheme =>
  theme.mode === 'system' ? scheme : theme.mode;

/** The style that shows a box in `scheme` of `theme`, its background, text colour and font with it. */
export function schemeStyle(scheme: Scheme, theme: ThemeFile = themeFile): CSSProperties {
  const key = JSON.stringify(theme);
  if (last.key !== key) last = { key, styles: schemeStyles(theme) };
  const { styles } = last;
  return {
    ...styles.both,
    ...styles[shownScheme(scheme, theme)],
    backgroundColor: 'var(--mui-palette-background-default)',
    color: 'var(--mui-palette-text-primary)',
    fontFamily: theme.font,
  };
}
