import { createTheme } from '@mui/material/styles';
import type { ThemeFile } from './theme-file';
import { themeParts } from './theme-parts';

// The theme is always made with CSS variables (cssVariables below): MUI's types
// know it, and the props that go with it, only when told so.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * The theme with MUI's CSS variables, light and dark: the build writes its
 * variables and page reset into the app's stylesheet (src/build/theme-css.ts);
 * the browser renders with pageTheme (page-theme.ts), made from the same parts.
 */
export function buildTheme(file: ThemeFile, direction: 'ltr' | 'rtl' = 'ltr') {
  const { options, colorSchemes, defaultColorScheme } = themeParts(file, direction);
  return createTheme({
    ...options,
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes,
    defaultColorScheme,
  });
}
