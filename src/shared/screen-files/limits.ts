/**
 * How big a screen file may get. No real form comes near these; past them a
 * file is a mistake (a paste gone wrong, a generated file) that would
 * otherwise freeze the checker, the build or a person's browser.
 * schemas/README.md lists them for authors.
 */

/** Characters in one file of `schemas/` (bytes on disk, where the files are read). */
export const MAX_FILE_SIZE = 1_000_000;

/** `{` and `[` inside one another: every part of the checker and the form walks them one level at a time. */
export const MAX_DEPTH = 64;





export function tooLargeMessage(size: number): string {
  return `the file is ${Math.ceil(size / 1000)} KB, more than the ${MAX_FILE_SIZE / 1000} KB (1 MB) a screen file may have: a form that big is a mistake, so check what was pasted in, or split it into screens and shared _*.json files`;
}
