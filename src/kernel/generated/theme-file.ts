import { DEFAULT_THEME, type ThemeFile } from '../theme/theme-file';

// Imported as `@generated/theme-file`: the screens plugin
// (src/build/screens-plugin.ts) serves that id, in the build, the dev server
// and vitest alike, with the checked schemas/_theme.json (defaults for any key
// that is missing or wrong). This body is only what the type checker sees.
export const themeFile: ThemeFile = DEFAULT_THEME;
