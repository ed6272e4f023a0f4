import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router-dom';
import { themeFile } from '../shared/theme/theme-source';
import { router } from './router';
import { buildTheme } from './theme';

// Built once: the look changes only with schemas/_theme.json, which reloads this module.
const theme = buildTheme(themeFile);

export function App() {
  return (
    <ThemeProvider theme={theme} defaultMode={themeFile.mode}>
      <CssBaseline enableColorScheme />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
