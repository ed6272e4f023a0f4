// Imported as `@generated/screen-descriptions` by home's list alone: the screens plugin
// (src/build/screens-plugin.ts) serves it with the descriptions of the listed screens of
// schemas/, by slug, then language. This body is only what the type checker sees.
export const descriptions: Record<string, Record<string, string>> = {};
