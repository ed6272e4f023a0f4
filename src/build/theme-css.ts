import { createRequire } from 'node:module';
import path from 'node:path';
import { buildTheme } from '../kernel/theme/mui-theme';
import type { VarNames } from '../kernel/generated/mui-vars';
import type { ThemeFile } from '../kernel/theme/theme-file';

type Declarations = Record<string, string | number>;
/** A selector's declarations, or an at-rule's selectors: as deep as these sheets go. */
type Rules = Record<string, Declarations | Record<string, Declarations>>;

const property = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function serialize(rules: Rules): string {
  return Object.entries(rules)
    .map(([selector, body]) => {
      if (selector.startsWith('@')) {
        return `${selector}{${serialize(body as Record<string, Declarations>)}}`;
      }
      // Numbers stay bare: these sheets only hold custom properties, 0 and unitless weights and heights.
      const lines = Object.entries(body).map(([k, v]) => `${property(k)}:${String(v)}`);
      return `${selector}{${lines.join(';')}}`;
    })
    .join('\n');
}

/**
 * What MUI's ThemeProvider and CssBaseline put in the page for the theme of
 * `schemas/_theme.json`, written out at build time as a stylesheet: the
 * theme's `--mui-*` variables and colour scheme (light, and dark under its
 * media query) and CssBaseline's page reset with the theme's own overrides. The app shell renders with these variables before, and without,
 * MUI; the MUI parts loaded later set the same ones.
 */
export function themeCss(file: ThemeFile): string {
  const theme = buildTheme(file);
  const { vars, typography } = theme;
  const sheets = theme.generateStyleSheets() as Rules[];
  // CssBaseline.js's `html` and `body` styles (MUI does not export them).
  const baseline: Rules = {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: typography.fontWeightBold ?? 'bolder' },
    body: {
      margin: 0,
      color: vars.palette.text.primary,
      fontFamily: typography.body1.fontFamily ?? typography.fontFamily ?? 'inherit',
      fontWeight: typography.body1.fontWeight ?? 'normal',
      fontSize: typography.body1.fontSize ?? '1rem',
      lineHeight: typography.body1.lineHeight ?? 'normal',
      backgroundColor: vars.palette.background.default,
    },
    'body::backdrop': { backgroundColor: vars.palette.background.default },
    '@media print': { body: { backgroundColor: vars.palette.common.white } },
  };
  const overrides = (theme.components?.MuiCssBaseline?.styleOverrides ?? {}) as Rules;
  return [...sheets, baseline, overrides].map(serialize).join('\n') + '\n';
}

// Not in @mui/material's package exports: imported by its file.
const CREATE_THEME_NO_VARS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'styles/createThemeNoVars.mjs',
);

function namesOf(vars: unknown): VarNames | 0 {
  if (vars === null || typeof vars !== 'object') return 0;
  if (Array.isArray(vars)) return vars.map(namesOf);
  return Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, namesOf(value)]));
}

/**
 * `@generated/mui-vars`: the names of the theme's `--mui-*` variables (what
 * MUI's CSS-variables theme has as `theme.vars`) and MUI's theme maker without
 * them, from which the browser makes the same theme (src/kernel/theme/page-theme.ts)
 * without MUI's CSS-variables machinery: the variables are in the stylesheet already.
 */
export function muiVarsCode(file: ThemeFile): string {
  return [
    `export { default as createThemeNoVars } from ${JSON.stringify(CREATE_THEME_NO_VARS)};`,
    `export const muiVarNames = ${JSON.stringify(namesOf(buildTheme(file).vars))};`,
    '',
  ].join('\n');
}
