import uncached from '@rjsf/utils/lib/getDecimalSeparator.js';

let forBrowserLocales: string | undefined;
if (typeof window !== 'undefined') {
  window.addEventListener('languagechange', () => {
    forBrowserLocales = undefined;
  });
}

/**
 * rjsf's getDecimalSeparator, remembered for the browser's own locales: rjsf
 * asks it on every render of every number field, and each answer builds an
 * Intl.NumberFormat (about 1 ms), which made a long form slow to open.
 * src/tooling/form-stand-ins.ts (SPEED_SWAPS) puts this in place of rjsf's own.
 */
// A default export: it stands in for rjsf's module, which has one.
export default function getDecimalSeparator(languages?: string | string[]): string {
  if (languages) return uncached(languages);
  forBrowserLocales ??= uncached();
  return forBrowserLocales;
}
