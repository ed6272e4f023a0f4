import type { JSONPath } from 'jsonc-parser';
import { isObject } from '../../../kernel/is-object';
import { setAt, valueInText } from './json-text';

/**
 * Settings written where the authors' guide lists them, and taken out again
 * when back at their default, so turning one on and off gives back the very
 * same file.
 */

/** The order the authors' guide lists a screen's keys in: a new key goes after those before it. */
const SCREEN_KEYS = [
  '$schema',
  'title',
  'description',
  'path',
  'order',
  'hidden',
  'access',
  'schema',
  'uiSchema',
  'steps',
  'layout',
  'prefill',
  'submit',
  'email',
  'success',
  'draft',
  'captcha',
  'calculated',
  'points',
  'opening',
];

/** Where a new top-level `key` goes among the file's `keys`: after the last one `order` puts before it. */
function placeOf(key: string, order: readonly string[]): (keys: string[]) => number {
  return (keys) => {
    const rank = order.indexOf(key);
    let at = 0;
    keys.forEach((k, i) => {
      const r = order.indexOf(k);
      if (r >= 0 && r < rank) at = i + 1;
    });
    return rank < 0 ? keys.length : at;
  };
}

/** `value` under `keys`, a list for a number (entries before it empty objects), an object otherwise. */
function nest(keys: JSONPath, value: unknown): unknown {
  return keys.reduceRight<unknown>((inner, key) => {
    if (typeof key !== 'number') return { [key]: inner };
    const list: unknown[] = Array.from({ length: key }, () => ({}));
    list.push(inner);
    return list;
  }, value);
}

/**
 * Sets `path` to `value`, or takes it out with `undefined`; a parent object
 * left empty by a removal goes too (`success: {}` is no setting). A new
 * top-level key goes where `order` lists it.
 */
export function setPruned(
  text: string,
  path: JSONPath,
  value: unknown,
  order: readonly string[] = SCREEN_KEYS,
): string {
  if (value !== undefined) {
    // The deepest part of the path that is there: what is missing is made in one value.
    let depth = path.length;
    while (depth > 0 && valueInText(text, path.slice(0, depth)) === undefined) depth--;
    if (depth === path.length) return setAt(text, path, value);
    const parent = valueInText(text, path.slice(0, depth));
    const key = path[depth];
    if (Array.isArray(parent) && typeof key === 'number') {
      // An item past the end of a list: the whole list again, with the entries up to it.
      const list: unknown[] = [...parent];
      while (list.length < key) list.push({});
      list[key] = nest(path.slice(depth + 1), value);
      return setAt(text, path.slice(0, depth), list);
    }
    const made = nest(path.slice(depth + 1), value);
    const insertAt = depth === 0 ? placeOf(String(key), order) : undefined;
    return setAt(text, path.slice(0, depth + 1), made, insertAt);
  }
  let next = setAt(text, path, undefined);
  for (let depth = path.length - 1; depth > 0 && next !== text; depth--) {
    const parent = valueInText(next, path.slice(0, depth));
    if (!isObject(parent) || Object.keys(parent).length > 0) break;
    next = setAt(next, path.slice(0, depth), undefined);
  }
  return next;
}

/** Sets a screen file's setting at `path`, or takes it out with `undefined` (see setPruned). */
export const setSetting = (text: string, path: JSONPath, value: unknown) =>
  setPruned(text, path, value);

/** A text the file holds, or `''` for anything else. */
export const stringOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** An empty text is no setting: taken out of the file. */
export const emptyToNone = (v: string) => (v === '' ? undefined : v);
