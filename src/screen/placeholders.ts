/**
 * The `{{path}}` grammar of `email.params`, shared by the checker (which
 * rejects a path the schema does not have) and the submit mapping (which
 * fills it in), so the two can never disagree on what a placeholder is.
 */

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export type Placeholder = {
  /** The dotted path, trimmed: `address.city`, `items.0.name`, `user.email`. */
  path: string;
  /** Where `{{` starts in the text. */
  index: number;
  /** Length of the whole `{{ ... }}`. */
  length: number;
};

export function findPlaceholders(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({
    path: m[1] ?? '',
    index: m.index,
    length: m[0].length,
  }));
}

/**
 * The placeholders of a translation's `words` that the `text` it translates
 * lacks, once each time written: a translation keeps the text's `{{...}}` as
 * they are, and adds none.
 */
export function strayPlaceholders(text: string, words: string): string[] {
  const own = new Set(findPlaceholders(text).map((p) => p.path));
  return findPlaceholders(words)
    .map((p) => p.path)
    .filter((path) => !own.has(path));
}

/**
 * A `{{` or `}}` left over once the placeholders are taken out, like
 * `{{name}` or `name}}`: a slip that would reach the email as written.
 * `text` is the stray braces with the word they hold.
 */
export function findUnclosedPlaceholders(text: string): { index: number; text: string }[] {
  const blanked = text.replace(PLACEHOLDER, (whole) => ' '.repeat(whole.length));
  return [...blanked.matchAll(/\{\{[^{}\s]*\}?|[^{}\s]*\}\}/g)].map((m) => ({
    index: m.index,
    text: m[0],
  }));
}

/** Replaces every placeholder with what `valueOf` says its path stands for. */
export function fillPlaceholders(text: string, valueOf: (path: string) => string): string {
  return text.replace(PLACEHOLDER, (_whole, path: string) => valueOf(path));
}

/** Paths that name no form field but the person, the screen or the moment of sending. */
export const SPECIAL_PATHS = [
  'user.email',
  'user.name',
  'user.uid',
  'screen.title',
  'screen.slug',
  'submittedAt',
] as const;

export type SpecialPath = (typeof SPECIAL_PATHS)[number];

export function isSpecialPath(path: string): path is SpecialPath {
  return (SPECIAL_PATHS as readonly string[]).includes(path);
}

/** `address.city` -> `["address", "city"]`; `items.0.name` -> `["items", 0, "name"]`. */
export function splitPath(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^(?:0|[1-9]\d*)$/.test(part) ? Number(part) : part));
}

/**
 * `{{name_code}}`, and the param `name_code` of a screen without `email.params`:
 * the answer to `name` as stored (a choice's code), where `{{name}}` gives the
 * words the person chose. A field really named so is always itself.
 */
export const CODE_SUFFIX = '_code';

/** The path whose stored answer `path` names (`stay.food_code` -> `stay.food`), if it ends so. */
export function codeStem(path: string): string | undefined {
  if (!path.endsWith(CODE_SUFFIX)) return undefined;
  const stem = path.slice(0, -CODE_SUFFIX.length);
  return stem === '' || stem.endsWith('.') ? undefined : stem;
}
