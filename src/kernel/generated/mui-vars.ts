import type { Theme, ThemeOptions } from '@mui/material/styles';

/** The theme's CSS variables by name: each path of keys (or indexes) to a 0 is `var(--mui-<keys joined by ->)`. */
export type VarNames = { [key: string]: VarNames | 0 } | (VarNames | 0)[];

// Imported as `@generated/mui-vars`: the screens plugin (src/build/screens-plugin.ts)
// serves that id, in the build, the dev server and vitest alike, with the names of
// the variables MUI's CSS-variables theme of schemas/_theme.json has (muiVarsCode in
// src/build/theme-css.ts), and MUI's own theme maker without CSS variables, which
// @mui/material's package exports leave out. This body is only what the type checker sees.
export const muiVarNames: VarNames = {};
export declare function createThemeNoVars(options: ThemeOptions): Theme;
