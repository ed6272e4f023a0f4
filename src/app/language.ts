import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { manifest } from '@generated/screen-manifest';
import { themeFile } from '@generated/theme-file';
import { browserStorage } from '../services/storage';
import { showLanguage } from '../kernel/i18n/i18n';
import { splitLanguagePath } from '../kernel/i18n/language-paths';
import {
  resolveLanguage,
  screenLanguages,
  type Language,
  type LanguageSettings,
} from '../kernel/i18n/languages';
import { embedPath } from '../kernel/routes/paths';
import type { ScreenSummary } from '../screen/manifest';
import { reloadUnlessStudio } from './studio-keeps-page';

// A change in schemas/ in development: see studio-keeps-page.ts.
import.meta.webpackHot?.accept('@generated/screen-manifest', reloadUnlessStudio);

const REMEMBERED = 'language';

/** The screen at the app's `path` (no language prefix), in the app or embedded; none for the app's own pages. */
function screenAt(path: string) {
  return manifest.screens.find(
    (s) => matchPath(s.route, path) ?? matchPath(embedPath(s.route), path),
  );
}

/**
 * What the page at `pathname` is: its language prefix, the app's path behind
 * it, its screen if any, and the languages it can be shown in (a screen's
 * own, else every offered one).
 */
export function pageAt(pathname: string): {
  prefix?: Language;
  path: string;
  screen?: ScreenSummary;
  languages: LanguageSettings;
} {
  const { language: prefix, path } = splitLanguagePath(pathname, themeFile.languages);
  const screen = screenAt(path);
  const languages = screen
    ? screenLanguages(themeFile.languages, screen.languages)
    : themeFile.languages;
  return { prefix, path, screen, languages };
}

/**
 * The language a page is shown in: its address's prefix, the link's `?lang=`,
 * the person's earlier choice, the browser, the default; on a screen, only
 * among the languages it has texts in.
 */
export function pageLanguage(location: { pathname: string; search: string }): Language {
  const { prefix, languages } = pageAt(location.pathname);
  return resolveLanguage(languages, {
    prefix: prefix && languages.offered.includes(prefix) ? prefix : undefined,
    link: new URLSearchParams(location.search).get('lang'),
    remembered: browserStorage.read(REMEMBERED),
    browser: navigator.languages,
  });
}

/** A person's choice: shown now, and kept for their next visit. */
export function chooseLanguage(language: Language): Promise<void> {
  browserStorage.write(REMEMBERED, language);
  return showLanguage(language);
}

/**
 * Moving to another page shows it in its own best language: from a French
 * home page to a screen written only in English, the screen is all English,
 * and the way back is French again; the back button to `/fr/contact` is French.
 */
export function useLanguageFollowsPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Words that cannot load (offline) leave the page in the language it had.
    showLanguage(pageLanguage({ pathname, search })).catch(() => undefined);
  }, [pathname, search]);
}
