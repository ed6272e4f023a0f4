import { DEFAULT_THEME, type ThemeFile } from './theme-file';

// The screens plugin (src/tooling/screens-plugin.ts) replaces this module, in
// the build, the dev server and vitest alike, with the checked
// schemas/_theme.json (defaults for any key that is missing or wrong): this
// body is only what the type checker sees.
export const themeFile: ThemeFile = DEFAULT_THEME;
