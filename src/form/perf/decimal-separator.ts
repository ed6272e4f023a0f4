import uncached from '@rjsf/utils/lib/getDecimalSeparator.js';
import { i18n } from '../../kernel/i18n/i18n';

const byLanguage = new Map<string, string>();

/**
 * rjsf's getDecimalSeparator for the language the app shows, not the
 * browser's: a number is typed and shown as the page around it writes numbers
 * ("2,5" in French and German, "2.5" in English and Arabic, as Intl has them),
 * and rjsf's NumberField still hands the form the JSON number 2.5. Remembered
 * by language: rjsf asks on every render of every number field, and each
 * answer builds an Intl.NumberFormat (docs/decisions/measured-figures.md), which made a long form slow
 * to open. src/build/form-perf-swaps.ts puts this in place of rjsf's own.
 */
// A default export: it stands in for rjsf's module, which has one.
export default function getDecimalSeparator(languages?: string | string[]): string {
  if (languages) return uncached(languages);
  const language = i18n.locale;
  let separator = byLanguage.get(language);
  if (separator === undefined) {
    separator = uncached(language);
    byLanguage.set(language, separator);
  }
  return separator;
}
