import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { themeFile } from '@generated/theme-file';
import { pathInLanguage, splitLanguagePath } from '../i18n/language-paths';

/**
 * The app's paths as this page's language writes them: on `/fr/contact` the
 * home link is `/fr/`, so a person who came by a language's address stays in
 * it; on an unprefixed page they are as written.
 */
export function useLocalPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { language } = splitLanguagePath(pathname, themeFile.languages);
  return useCallback(
    (path: string) => (language ? pathInLanguage(path, language, themeFile.languages) : path),
    [language],
  );
}
