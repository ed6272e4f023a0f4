import uncached from '@rjsf/utils/lib/getDecimalSeparator.js';

const known = new Map<string, string>();

/**
 * rjsf's getDecimalSeparator, remembered per locale list: rjsf asks it on
 * every render of every number field and each answer builds an
 * Intl.NumberFormat (about 1 ms), which made a long form slow to open.
 * rsbuild.config.ts (RJSF_SWAPS) puts this in place of rjsf's own.
 */
// A default export: it stands in for rjsf's module, which has one.
export default function getDecimalSeparator(languages?: string | string[]): string {
  const locales = languages ?? (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  const key = JSON.stringify(locales ?? null);
  let separator = known.get(key);
  if (separator === undefined) {
    separator = uncached(languages);
    known.set(key, separator);
  }
  return separator;
}
