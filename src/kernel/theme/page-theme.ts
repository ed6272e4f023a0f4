import { private_createTypography as createTypography, type Theme } from '@mui/material/styles';
import { createSpacing } from '@mui/system';
import { createUnarySpacing } from '@mui/system/spacing';
import { createThemeNoVars, muiVarNames, type VarNames } from '@generated/mui-vars';
import type { ThemeFile } from './theme-file';
import { themeParts } from './theme-parts';

function varsOf(names: VarNames | 0, path: string[]): unknown {
  if (names === 0) return `var(--mui-${path.join('-')})`;
  if (Array.isArray(names)) return names.map((name, i) => varsOf(name, [...path, String(i)]));
  return Object.fromEntries(
    Object.entries(names).map(([key, name]) => [key, varsOf(name, [...path, key])]),
  );
}

/**
 * The theme the browser renders with: what MUI's CSS-variables theme
 * (buildTheme, mui-theme.ts) hands its parts, made without MUI's CSS-variables
 * machinery, whose variables the build already wrote into the stylesheet
 * (theme-css.ts). MUI's plain theme of the default scheme, with `vars` (each
 * colour, font, shadow and size as its `var(--mui-…)`, by name from the build)
 * and the light and dark schemes under the system's setting: MUI's parts render
 * with the variables, so the page follows the system's mode as before.
 */
export function pageTheme(file: ThemeFile, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  const { options, colorSchemes, defaultColorScheme, palette } = themeParts(file, direction);
  const theme = createThemeNoVars({
    ...options,
    palette: { mode: defaultColorScheme, ...palette },
  });
  Object.assign(theme, {
    vars: varsOf(muiVarNames, []),
    defaultColorScheme,
    colorSchemes,
    colorSchemeSelector: 'media',
    cssVarPrefix: 'mui',
    rootSelector: ':root',
    getColorSchemeSelector: (scheme: string) => `@media (prefers-color-scheme: ${scheme})`,
  });
  // As MUI's provider does: spacing in the variable's unit, the typography made again from the palette.
  theme.spacing = createSpacing(undefined, createUnarySpacing(theme));
  theme.typography = createTypography(theme.palette, theme.typography);
  return theme;
}
