import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { messages as defaultMessages } from '@generated/catalogue?lang=default&part=now';
import { themeFile } from '@generated/theme-file';
import { directionOf, type Language } from './languages';

const { languages } = themeFile;

/**
 * The app's words (@lingui/core: ICU plurals through
 * Intl.PluralRules, numbers through Intl.NumberFormat). The default language's
 * catalogue comes with the app; the others load only when chosen.
 */
export const i18n = createI18n(languages.default, defaultMessages);

/**
 * The words of `locale` from a compiled catalogue. An id no catalogue names
 * comes back as itself (rjsf's strings the catalogues leave to rjsf's English).
 */
export function createI18n(locale: string, messages: Messages) {
  return setupI18n({
    locale,
    messages: { [locale]: messages },
    missing: (_locale: string, id: string) => id,
  });
}

const LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import(/* webpackChunkName: "words-en" */ '@generated/catalogue?lang=en'),
  fr: () => import(/* webpackChunkName: "words-fr" */ '@generated/catalogue?lang=fr'),
  de: () => import(/* webpackChunkName: "words-de" */ '@generated/catalogue?lang=de'),
  es: () => import(/* webpackChunkName: "words-es" */ '@generated/catalogue?lang=es'),
  ar: () => import(/* webpackChunkName: "words-ar" */ '@generated/catalogue?lang=ar'),
};

const loaded = new Set<Language>([languages.default]);

/** `<html lang dir>` follow the words: screen readers pick their voice, the browser its direction. */
function markDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Shows the app in `language`, loading its words first. */
export async function showLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    i18n.load(language, (await LOADERS[language]()).messages);
    loaded.add(language);
  }
  i18n.activate(language);
  markDocument(language);
}

/**
 * The words a part of the page speaks: the app's (`i18n`) everywhere, but
 * under WordsIn, another language's, as the studio shows a form in French
 * beside its own English.
 */
const ScopedWords = createContext<I18n>(i18n);

/** Its children in the language of `value` (from wordsOf), whatever the page around them speaks. */
export const WordsIn = ScopedWords.Provider;

const apart = new Map<Language, Promise<I18n>>();

/** The whole catalogue of `language` in words of its own, apart from the app's: for WordsIn. */
export function wordsOf(language: Language): Promise<I18n> {
  let words = apart.get(language);
  if (!words) {
    words = LOADERS[language]().then(({ messages }) => createI18n(language, messages));
    apart.set(language, words);
  }
  return words;
}

/** The language shown now; a component using it renders again when it changes. */
export function useLanguage(): Language {
  const words = useContext(ScopedWords);
  const subscribe = useCallback((changed: () => void) => words.on('change', changed), [words]);
  const locale = useCallback(() => words.locale as Language, [words]);
  return useSyncExternalStore(subscribe, locale, locale);
}

/** A catalogue's words by id, with the values its message names. */
export type Words = (id: string, values?: Record<string, unknown>) => string;

/** The words of `id` in the language the page shows now, for code outside components. */
export const pageWords: Words = (id, values) => i18n._(id, values);

/** The words of `id` in the language shown now (rendering again when it changes). */
export function useWords(): Words {
  const words = useContext(ScopedWords);
  const language = useLanguage();
  // A new function for each language, which i18n._ reads: a component handed it (rjsf's Form) renders again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is why there is a new function
  return useMemo<Words>(() => (id, values) => words._(id, values), [words, language]);
}
