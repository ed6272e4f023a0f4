import { createThemeNoVars } from '@generated/mui-vars';

/**
 * MUI's default theme, for a styled part rendered outside any theme: its
 * `createTheme()`, which without options is `createThemeNoVars({})`, without
 * createTheme's CSS-variables path that a form screen would otherwise load for
 * nothing (page-theme.ts). src/build/form-perf-swaps.ts puts this in place of
 * @mui/material's own.
 */
// A default export: it stands in for MUI's module, which has one.
export default createThemeNoVars({});
