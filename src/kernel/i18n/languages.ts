/** The languages the app's own words are written in (catalogues/<code>.json). */
export const SHIPPED_LANGUAGES = ['en', 'fr', 'de', 'es', 'ar'] as const;
export type Language = (typeof SHIPPED_LANGUAGES)[number];

/** What `_theme.json` names: the product's language and the ones a person may choose. */
export type LanguageSettings = { default: Language; offered: Language[] };

export const DEFAULT_LANGUAGES: LanguageSettings = { default: 'en', offered: ['en'] };

/** Their own names, for the switcher: a person finds their language in its own words. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  ar: 'العربية',
};

// Hebrew and the others join when their catalogues ship; the set already names them.
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * The languages a screen can be shown in: the product's offered ones that the
 * screen speaks (its own, the default, and those of its translation files).
 * A page is never half in one language and half in another.
 */
export function screenLanguages(
  settings: LanguageSettings,
  translated: readonly string[] = [],
): LanguageSettings {
  return {
    default: settings.default,
    offered: settings.offered.filter((l) => l === settings.default || translated.includes(l)),
  };
}

/** "fr-CA" and "FR" both mean French here: the catalogues are by language, not region. */
function offeredMatch(tag: string | null | undefined, offered: readonly Language[]) {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return offered.find((language) => language === base);
}

/**
 * Which language a person sees: the path's prefix (`/fr/contact` is the
 * French page, whatever else asks), then the link's `?lang=` (a shared link
 * speaks as its sender chose), then the one they chose before, then the first
 * of their browser's languages that is offered, then the product's default.
 * A value that is not offered is passed over, never an error.
 */
export function resolveLanguage(
  settings: LanguageSettings,
  from: {
    prefix?: Language;
    link?: string | null;
    remembered?: string | null;
    browser?: readonly string[];
  },
): Language {
  const { offered } = settings;
  return (
    from.prefix ??
    offeredMatch(from.link, offered) ??
    offeredMatch(from.remembered, offered) ??
    (from.browser ?? []).map((tag) => offeredMatch(tag, offered)).find(Boolean) ??
    settings.default
  );
}
