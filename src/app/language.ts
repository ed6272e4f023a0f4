import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { manifest } from '@generated/screen-manifest';
import { themeFile } from '@generated/theme-file';
import { browserStorage } from '../services/storage';
import { showLanguage } from '../shared/i18n/i18n';
import {
  resolveLanguage,
  screenLanguages,
  type Language,
  type LanguageSettings,
} from '../shared/i18n/languages';
import { embedPath } from '../shared/routes/paths';

const REMEMBERED = 'language';

/** The screen at `pathname`, in the app or embedded; none for the app's own pages. */
export function screenAt(pathname: string) {
  return manifest.screens.find(
    (s) => matchPath(s.route, pathname) ?? matchPath(embedPath(s.route), pathname),
  );
}

/** The languages the page at `pathname` can be shown in: a screen's own, else every offered one. */
export function languagesAt(pathname: string): LanguageSettings {
  const screen = screenAt(pathname);
  return screen ? screenLanguages(themeFile.languages, screen.languages) : themeFile.languages;
}

/** The language a page is shown in: the link, the person's earlier choice, the browser, the default. */
export function pageLanguage(location: { pathname: string; search: string }): Language {
  return resolveLanguage(languagesAt(location.pathname), {
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
 * and the way back is French again.
 */
export function useLanguageFollowsPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Words that cannot load (offline) leave the page in the language it had.
    showLanguage(pageLanguage({ pathname, search })).catch(() => undefined);
  }, [pathname, search]);
}
