import { themeFile } from '@generated/theme-file';
import { browserStorage } from '../services/storage';
import { showLanguage } from '../shared/i18n/i18n';
import { splitLanguagePath } from '../shared/i18n/language-paths';
import { resolveLanguage, type Language } from '../shared/i18n/languages';

const REMEMBERED = 'language';

/**
 * The language this visit starts in: the path's prefix, the link, the
 * person's earlier choice, the browser, the default.
 */
export function startingLanguage(): Language {
  return resolveLanguage(themeFile.languages, {
    prefix: splitLanguagePath(window.location.pathname, themeFile.languages).language,
    link: new URLSearchParams(window.location.search).get('lang'),
    remembered: browserStorage.read(REMEMBERED),
    browser: navigator.languages,
  });
}

/** A person's choice: shown now, and kept for their next visit. */
export function chooseLanguage(language: Language): Promise<void> {
  browserStorage.write(REMEMBERED, language);
  return showLanguage(language);
}
