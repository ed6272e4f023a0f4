import { readableOn } from './contrast';
import type { ThemeFile } from './theme-file';

const LIGHT_BACKGROUND = '#ffffff';
const DARK_BACKGROUND = '#121212';

// Touch targets of at least 44 px (WCAG 2.5.5), whatever the density MUI picks.
const TOUCH = { minHeight: 44, minWidth: 44 };

// A ring around whatever the keyboard reached (MUI's ripple alone is faint): in
// the text colour, which reads on the page and on the top bar in both modes.
const FOCUS_RING = {
  '&.Mui-focusVisible': {
    outline: '3px solid var(--mui-palette-text-primary)',
    outlineOffset: 2,
  },
};

const COMPONENTS = {
  // Headings the app moves the focus to (the success message) are not controls: no ring around them.
  MuiCssBaseline: { styleOverrides: { '[tabindex="-1"]:focus': { outline: 'none' } } },
  // A line in the message's own colour: on a dark page the tinted background alone barely shows.
  MuiAlert: { styleOverrides: { root: { border: '1px solid currentColor' } } },
  // Buttons, list entries, radio buttons and checkboxes are all ButtonBase underneath.
  MuiButtonBase: { styleOverrides: { root: FOCUS_RING } },
  // Each text box otherwise adds the same two keyframes (its browser-autofill
  // detector) as a global style of its own: a <style> written into the page
  // per field, and the page's styles worked out again, 890 times on a form of
  // 900 fields, a third of rendering it. They are in shell.css once instead.
  MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
  MuiButton: { styleOverrides: { root: TOUCH } },
  MuiIconButton: { styleOverrides: { root: TOUCH } },
  MuiListItemButton: { styleOverrides: { root: { minHeight: 48 } } },
  // A radio button's or checkbox's ring goes inward, into the box around its mark: outside, it
  // covered the first letter of the words beside it (a consent, a one-at-a-time letter).
  MuiFormControlLabel: {
    styleOverrides: { root: { '& > .MuiButtonBase-root.Mui-focusVisible': { outlineOffset: -5 } } },
  },
  // Inside a drop-down's list the ring goes inward, where the list does not cut it off.
  MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
};

/**
 * What both of the theme's makers take from _theme.json: its colour schemes
 * (the author's primary colour, shaded only as far as text and links in it
 * need to read at AA on each background: npm run check warns when it is)
 * and the options they share.
 */
export function themeParts(file: ThemeFile, direction: 'ltr' | 'rtl' = 'ltr') {
  // contrastThreshold 4.5: MUI picks the text colour on a coloured button by this ratio (default 3), AA needs 4.5.
  const light = {
    palette: {
      contrastThreshold: 4.5,
      primary: { main: readableOn(file.primaryColor, LIGHT_BACKGROUND, '#000000') },
    },
  };
  const dark = {
    palette: {
      contrastThreshold: 4.5,
      primary: { main: readableOn(file.primaryColor, DARK_BACKGROUND, '#ffffff') },
    },
  };
  const colorSchemes =
    file.mode === 'light' ? { light } : file.mode === 'dark' ? { dark } : { light, dark };
  // Without it MUI adds its own light scheme for the page's root, so "dark" showed light on a light system.
  const defaultColorScheme: 'light' | 'dark' = file.mode === 'dark' ? 'dark' : 'light';
  const options = {
    // Right to left (Arabic): MUI mirrors its own parts; emotion's RTL plugin flips the rest (rtl-cache.ts).
    direction,
    shape: { borderRadius: file.borderRadius },
    // Buttons in sentence case, as written ("Send message", not "SEND MESSAGE").
    typography: { fontFamily: file.font, button: { textTransform: 'none' as const } },
    components: COMPONENTS,
  };
  return {
    options,
    colorSchemes,
    defaultColorScheme,
    palette: { light, dark }[defaultColorScheme].palette,
  };
}
