import type { Language, LanguageSettings } from './languages';

/**
 * The languages a path prefix chooses (`/fr/contact`): every offered one but
 * the default, whose pages keep their unprefixed paths (`/contact`), so links
 * shared before languages existed still work.
 */
export function prefixedLanguages(settings: LanguageSettings): Language[] {
  return settings.offered.filter((language) => language !== settings.default);
}

/**
 * The language a path's prefix chooses, and the app's path behind it:
 * `/fr/contact` is French `/contact`, `/fr` and `/fr/` French home. A first
 * segment that is no offered language is part of the path (an unknown prefix
 * is a page that does not exist, never an error).
 */
export function splitLanguagePath(
  pathname: string,
  settings: LanguageSettings,
): { language?: Language; path: string } {
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(pathname) ?? [];
  const language = prefixedLanguages(settings).find((l) => l === first);
  if (!language) return { path: pathname };
  return { language, path: rest === '' ? '/' : rest };
}

/** Where the app's `path` is in `language`: `/contact` in French is `/fr/contact`, home `/fr/`. */
export function pathInLanguage(
  path: string,
  language: Language,
  settings: LanguageSettings,
): string {
  return language === settings.default ? path : `/${language}${path}`;
}

/** A page's versions for `<link rel="alternate" hreflang>`: every offered language, then `x-default`. */
export function languageVersions(
  path: string,
  settings: LanguageSettings,
): { hreflang: string; href: string }[] {
  return [
    ...settings.offered.map((language) => ({
      hreflang: language,
      href: pathInLanguage(path, language, settings),
    })),
    // Where a person whose language is not offered is sent: the default language's page.
    { hreflang: 'x-default', href: path },
  ];
}
