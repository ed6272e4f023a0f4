import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { buildTheme } from '../theme/mui-theme';
import { themeFile } from '@generated/theme-file';

// Built once: the look changes only with schemas/_theme.json, which reloads @generated/theme-file.
const theme = buildTheme(themeFile);

/**
 * The MUI theme around each part drawn with MUI controls (the form, sign-in,
 * the account menu, the preview), all loaded lazily: the shell itself is plain
 * elements (shell.css), so the first load carries no MUI. CssBaseline's page
 * reset is not repeated here: theme-vars.css already has it, from this theme.
 */
export function MuiRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode={themeFile.mode}>
      {children}
    </ThemeProvider>
  );
}
