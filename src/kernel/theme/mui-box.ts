import { createBox } from '@mui/system';
import { unstable_ClassNameGenerator as ClassNameGenerator } from '@mui/material/className';
import generateUtilityClass from '@mui/material/generateUtilityClass';
import { THEME_ID } from '@mui/material/styles';
import defaultTheme from './default-theme';

/**
 * MUI's Box as its Box/Box.mjs makes it, with the default theme of
 * default-theme.ts: Box's own `createTheme()` call brought createTheme's
 * CSS-variables code into every form screen's first load.
 * src/build/form-perf-swaps.ts puts this in place of MUI's own.
 */
// A default export: it stands in for MUI's module, which has one.
export default createBox({
  themeId: THEME_ID,
  defaultTheme,
  defaultClassName: generateUtilityClass('MuiBox', 'root'),
  generateClassName: ClassNameGenerator.generate,
});
