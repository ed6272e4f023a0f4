/**
 * How big a screen file may get. No real form comes near these; past them a
 * file is a mistake (a paste gone wrong, a generated file) that would
 * otherwise freeze the checker, the build or a person's browser.
 * docs/guide/checking.md lists them for authors.
 */

/** Characters in one file of `schemas/` (bytes on disk, where the files are read). */
export const MAX_FILE_SIZE = 1_000_000;

/** `{` and `[` inside one another: every part of the checker and the form walks them one level at a time. */
export const MAX_DEPTH = 64;

/** Values of one `enum`: a choice list longer than this is unusable, and slow to check on every answer. */
export const MAX_ENUM_VALUES = 1000;

/** `minItems` and `maxItems` of a list: the form renders `minItems` items at once, and no one fills in more. */
export const MAX_LIST_ITEMS = 1000;

/**
 * Fields (`properties` entries) in one file, and questions a form starts with (each item of a
 * list counted): no one fills in a form longer than this.
 */
export const MAX_FIELDS = 1000;

/** Characters of one `pattern` or `patternProperties` name: checking it for freezes takes longer the longer it is. */
export const MAX_PATTERN_LENGTH = 500;

/**
 * The most characters an answer to a field with a `pattern` may have when
 * the field sets no `maxLength`: a pattern is tried as people type, and its
 * cost grows with the answer's length (LONG_TEXT, so the box stays one line).
 */
export const PATTERN_ANSWER_MAX_LENGTH = 200;

export function tooLargeMessage(size: number): string {
  return `the file is ${Math.ceil(size / 1000)} KB, more than the ${MAX_FILE_SIZE / 1000} KB (1 MB) a screen file may have: a form that big is a mistake, so check what was pasted in, or split it into screens and shared _*.json files`;
}

/**
 * Operations the formulas of a screen (`calculated`, a step's `when`) may take, at most, each
 * time an answer changes: json-logic-js did ~0.3 µs an operation on this project's loaded
 * 2-core machine, so ~15 ms here, and a few times that on a slow phone
 * (docs/decisions/security-review.md).
 */
export const MAX_OPERATIONS_PER_CHANGE = 50_000;
