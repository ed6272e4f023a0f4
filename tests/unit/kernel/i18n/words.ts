import { createI18n, type Words } from '../../../../src/kernel/i18n/i18n';
import { compiledCatalogue } from '../../../../src/build/catalogues';

/** The app's words in `language`, as the browser gets them (compiled at build time). */
export function wordsIn(language: string): Words {
  const i18n = createI18n(language, compiledCatalogue(language));
  return (id, values) => i18n._(id, values);
}
