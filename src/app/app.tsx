import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DEFAULT_THEME } from '../shared/theme/theme-file';
import { router } from './router';
import { buildTheme } from './theme';

export function App() {
  const theme = useMemo(() => buildTheme(DEFAULT_THEME), []);
  return (
    <ThemeProvider theme={theme} defaultMode={DEFAULT_THEME.mode}>
      <CssBaseline enableColorScheme />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
