import type { Messages } from '@lingui/core';
import { messages } from '@generated/catalogue?lang=default&part=responses';
import { themeFile } from '@generated/theme-file';
import { i18n } from './i18n';
import type { Language } from './languages';

// Imported for its effect by the owners' responses page, the only one showing these words
// (word-parts.ts): the default language's join its catalogue before any is shown.
i18n.load(themeFile.languages.default, messages);

const LOADERS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () =>
    import(/* webpackChunkName: "responses-en" */ '@generated/catalogue?lang=en&part=responses'),
  fr: () =>
    import(/* webpackChunkName: "responses-fr" */ '@generated/catalogue?lang=fr&part=responses'),
  de: () =>
    import(/* webpackChunkName: "responses-de" */ '@generated/catalogue?lang=de&part=responses'),
  es: () =>
    import(/* webpackChunkName: "responses-es" */ '@generated/catalogue?lang=es&part=responses'),
  ar: () =>
    import(/* webpackChunkName: "responses-ar" */ '@generated/catalogue?lang=ar&part=responses'),
};

const loaded = new Set<Language>([themeFile.languages.default]);

/** Whether the responses page's words of `language` are there to show. */
export const hasResponsesWords = (language: Language) => loaded.has(language);

/**
 * The responses page's words in `language`: another language's catalogue
 * leaves them out (no form shows them), so the page brings them itself.
 */
export async function loadResponsesWords(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  i18n.load(language, (await LOADERS[language]()).messages);
  loaded.add(language);
  // Words that came after the language was shown: everything using them renders again.
  if (i18n.locale === language) i18n.activate(language);
}
