import { createTheme, lighten } from '@mui/material/styles';
import { contrastRatio } from '../shared/theme/contrast';
import type { ThemeFile } from '../shared/theme/theme-file';

const DARK_BACKGROUND = '#121212';

/**
 * The author's primary colour is checked (npm run check) against white text;
 * on a dark background it needs lightening until text in it reads at AA.
 */
function primaryForDark(color: string): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = lighten(color, amount);
    if (contrastRatio(toHex(candidate), DARK_BACKGROUND) >= 4.5) return candidate;
  }
  return '#ffffff';
}

function toHex(color: string): string {
  if (color.startsWith('#')) return color;
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// Touch targets of at least 44 px (WCAG 2.5.5), whatever the density MUI picks.
const TOUCH = { minHeight: 44, minWidth: 44 };

export function buildTheme(file: ThemeFile) {
  // contrastThreshold 4.5: MUI picks the text colour on a coloured button by this ratio (default 3), AA needs 4.5.
  const light = { palette: { contrastThreshold: 4.5, primary: { main: file.primaryColor } } };
  const dark = {
    palette: { contrastThreshold: 4.5, primary: { main: primaryForDark(file.primaryColor) } },
  };
  return createTheme({
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes:
      file.mode === 'light' ? { light } : file.mode === 'dark' ? { dark } : { light, dark },
    shape: { borderRadius: file.borderRadius },
    typography: { fontFamily: file.font },
    components: {
      MuiButton: { styleOverrides: { root: TOUCH } },
      MuiIconButton: { styleOverrides: { root: TOUCH } },
      MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
    },
  });
}
