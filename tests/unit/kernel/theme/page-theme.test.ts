import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { ThemeProvider as PlainThemeProvider } from '@mui/system';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { themeFile } from '@generated/theme-file';
import { buildTheme } from '../../../../src/kernel/theme/mui-theme';
import { pageTheme } from '../../../../src/kernel/theme/page-theme';

/** The theme MUI's parts read inside `provider`. */
function handed(
  provider: ComponentType<{ theme: Theme; children: ReactNode }>,
  theme: Theme,
): Theme {
  let seen: Theme | undefined;
  function Reader() {
    seen = useTheme();
    return null;
  }
  renderToString(createElement(provider, { theme, children: createElement(Reader) }));
  if (!seen) throw new Error('nothing was rendered');
  return seen;
}

// What MUI's parts render with: they read these, and the variables, never the rest.
const READ = [
  'vars',
  'direction',
  'shape',
  'shadows',
  'zIndex',
  'typography',
  'transitions',
  'breakpoints',
  'mixins',
  'components',
  'defaultColorScheme',
  'colorSchemeSelector',
  'cssVarPrefix',
  'rootSelector',
] as const;
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

// The browser renders with pageTheme, without MUI's CSS-variables code: the
// pages rendered at build time and their hydration must look as with MUI's own.
describe.each(['ltr', 'rtl'] as const)('the page theme, %s', (direction) => {
  const withVars = handed(ThemeProvider, buildTheme(themeFile, direction));
  const page = handed(PlainThemeProvider, pageTheme(themeFile, direction));

  test("is what MUI's CSS-variables provider hands its parts", () => {
    for (const key of READ) expect(plain(page[key]), key).toEqual(plain(withVars[key]));
    // The default scheme's colours, for what reads a colour itself (a contrast, a shade).
    expect(plain(withVars.palette)).toMatchObject(plain(page.palette) as object);
    expect(Object.keys(page.colorSchemes)).toEqual(Object.keys(withVars.colorSchemes));
  });

  test('sizes with the spacing variable and puts dark styles under the system setting', () => {
    expect(page.spacing()).toBe(withVars.spacing());
    expect(page.spacing(1, 2)).toBe(withVars.spacing(1, 2));
    expect(page.spacing(0.5, 'auto')).toBe(withVars.spacing(0.5, 'auto'));
    expect(page.spacing(2)).toBe('calc(2 * var(--mui-spacing))');
    for (const scheme of ['light', 'dark'] as const) {
      expect(page.applyStyles(scheme, { color: 'red' })).toEqual(
        withVars.applyStyles(scheme, { color: 'red' }),
      );
    }
    expect(page.applyStyles('dark', { color: 'red' })).toEqual({
      '@media (prefers-color-scheme: dark)': { color: 'red' },
    });
  });
});
