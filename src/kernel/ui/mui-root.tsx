import { CacheProvider, __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
// The plain provider: @mui/material's own also carries its CSS-variables one (page-theme.ts).
import { ThemeProvider } from '@mui/system';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { pageTheme } from '../theme/page-theme';
import { useLanguage } from '../i18n/i18n';
import { directionOf } from '../i18n/languages';
import { themeFile } from '@generated/theme-file';

// Built once: the look changes only with schemas/_theme.json, which reloads @generated/theme-file.
const theme = pageTheme(themeFile);

type Mirrored = {
  theme: ReturnType<typeof pageTheme>;
  cache: EmotionCache;
  createCache: () => EmotionCache;
};
let mirrored: Mirrored | undefined;
const waiting = new Set<() => void>();
const subscribe = (changed: () => void) => {
  waiting.add(changed);
  return () => waiting.delete(changed);
};
const mirroredNow = () => mirrored;

/**
 * Loads the mirrored look (rtl-cache.ts) for a right-to-left language: before
 * the language shows, so its first render is already mirrored.
 */
export async function prepareDirection(language: string): Promise<void> {
  if (directionOf(language) !== 'rtl' || mirrored) return;
  const { createRtlCache } = await import(/* webpackChunkName: "right-to-left" */ './rtl-cache');
  mirrored = {
    theme: pageTheme(themeFile, 'rtl'),
    cache: createRtlCache(),
    createCache: createRtlCache,
  };
  for (const changed of waiting) changed();
}

/**
 * The MUI theme around each part rendered with MUI controls (the form, sign-in,
 * the account menu, the preview), all loaded lazily: the shell itself is plain
 * elements (shell.css), so the first load carries no MUI. Neither CssBaseline's
 * page reset nor the theme's `--mui-*` variables are written again here:
 * theme-vars.css, in the app's stylesheet, has both, made from MUI's
 * CSS-variables theme of the same file at build time. MUI would otherwise work
 * the variables out on every page and put them in it as a large style (light
 * and dark), once more in every page rendered at build time; the theme here is
 * made without that code (page-theme.ts).
 * Right to left, the mirrored theme and styles; the same elements either way,
 * so a change of language keeps what the form holds.
 */
export function MuiRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const rtl = useSyncExternalStore(subscribe, mirroredNow, mirroredNow);
  const rightToLeft = directionOf(language) === 'rtl';
  useEffect(() => {
    if (rightToLeft) void prepareDirection(language);
  }, [rightToLeft, language]);
  // Left to right, emotion's own cache, as before any language was chosen (pages rendered at build time).
  const ambient = __unsafe_useEmotionCache() as EmotionCache;
  const shown = rightToLeft ? rtl : undefined;
  // Rendered at build time, each page has a cache of its own: emotion writes a
  // style into the page once per cache, so a shared one would leave out of a
  // page (and of the second of prerender's two passes) what another had.
  const cache = useMemo(
    () => (shown && typeof document === 'undefined' ? shown.createCache() : shown?.cache),
    [shown],
  );
  return (
    <CacheProvider value={cache ?? ambient}>
      <ThemeProvider theme={shown?.theme ?? theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
