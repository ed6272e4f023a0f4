import { findNodeAtLocation, type JSONPath } from 'jsonc-parser';
import { isObject } from '../../../../kernel/is-object';
import { fieldPath } from '../../edits/field-edits';
import {
  insertEntry,
  moveEntry,
  removeEmptying,
  setAt,
  treeOf,
  valueAt,
} from '../../edits/json-text';

/**
 * The choices of a choice or several-choices question, as minimal edits of
 * the file: each choice's words (what people read) and its code (what is
 * stored and sent), written the way the file already writes them.
 */

/**
 * One choice in the authors' terms: the words shown, the code stored, and its
 * points for a quiz's score (`points` of the screen file), when it has some.
 */
export type Choice = { words: string; code: string; points?: number };

/**
 * How the file writes the choices: `oneOf` of `{ "const", "title" }` (what the
 * studio writes for new questions), `enum` with the words in the
 * question's `ui:enumNames` (the words are the codes when it has none), or
 * `choices`, the words alone, stored as they read ("Other, please specify").
 */
type Written = { form: 'oneOf' | 'enum' | 'words'; path: JSONPath; names: JSONPath };

function writtenChoices(text: string, name: string): Written | undefined {
  const path = fieldPath(text, name);
  const field = valueAt(text, path);
  if (!isObject(field)) return undefined;
  const holder = field.type === 'array' ? field.items : field;
  const holderPath = field.type === 'array' ? [...path, 'items'] : path;
  if (!isObject(holder)) return undefined;
  const names = ['uiSchema', name, 'ui:enumNames'];
  if (Array.isArray(field.choices)) return { form: 'words', path: [...path, 'choices'], names };
  if (Array.isArray(holder.oneOf)) return { form: 'oneOf', path: [...holderPath, 'oneOf'], names };
  if (Array.isArray(holder.enum)) return { form: 'enum', path: [...holderPath, 'enum'], names };
  return undefined;
}

/** The question's choices, or `undefined` when it has none the studio can edit. */
export function choicesOf(text: string, name: string): Choice[] | undefined {
  const listed = listedChoices(text, name);
  const points = valueAt(text, ['points', name]);
  if (!listed || !isObject(points)) return listed;
  return listed.map((c) => {
    const given = points[c.code];
    return typeof given === 'number' ? { ...c, points: given } : c;
  });
}

function listedChoices(text: string, name: string): Choice[] | undefined {
  const written = writtenChoices(text, name);
  const list = written && valueAt(text, written.path);
  if (!written || !Array.isArray(list)) return undefined;
  if (written.form === 'oneOf') {
    if (!list.every((c) => isObject(c) && 'const' in c)) return undefined;
    return list.map((c: Record<string, unknown>) => ({
      words: typeof c.title === 'string' ? c.title : String(c.const),
      code: String(c.const),
    }));
  }
  if (written.form === 'words')
    return list.map((w: unknown) => ({ words: String(w), code: String(w) }));
  const words = valueAt(text, written.names);
  return list.map((code: unknown, i) => ({
    words: Array.isArray(words) && typeof words[i] === 'string' ? words[i] : String(code),
    code: String(code),
  }));
}

/** Whether the question stores its choices' words themselves (`choices`): they have no code of their own. */
export const storesWords = (text: string, name: string): boolean =>
  writtenChoices(text, name)?.form === 'words';

/** The code for some words: lowercase, letters and digits joined by hyphens ("Sales team" -> "sales-team"). */
export function codeOf(words: string): string {
  return words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A code no other choice of the question has: `code`, else `code-2`, `code-3`... */
function freeCode(choices: Choice[], code: string, except = -1): string {
  const taken = new Set(choices.filter((_, i) => i !== except).map((c) => c.code));
  const stem = code || 'choice';
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/**
 * New words for a choice. Its code follows the words while it is the code the
 * words would give (a choice made here and not renamed by hand), so the
 * stored value stays readable; a code written by hand is kept.
 */
export function setChoiceWords(text: string, name: string, index: number, words: string): string {
  const written = writtenChoices(text, name);
  const choices = choicesOf(text, name);
  const choice = choices?.[index];
  if (!written || !choices || !choice || choice.words === words) return text;
  if (written.form === 'words') return setChoiceCode(text, name, index, words);
  let next = text;
  if (written.form === 'oneOf') {
    next = setAt(next, [...written.path, index, 'title'], words);
  } else {
    const names = valueAt(text, written.names);
    next = Array.isArray(names)
      ? setAt(next, [...written.names, index], words)
      : setAt(
          next,
          written.names,
          choices.map((c, i) => (i === index ? words : c.words)),
        );
  }
  const follows = choice.code === codeOf(choice.words) && codeOf(words) !== '';
  return follows ? setChoiceCode(next, name, index, freeCode(choices, codeOf(words), index)) : next;
}

/** A new code for a choice; the question's `default`, when it was that choice, follows it. */
export function setChoiceCode(text: string, name: string, index: number, code: string): string {
  const written = writtenChoices(text, name);
  const choice = choicesOf(text, name)?.[index];
  if (!written || !choice || choice.code === code) return text;
  const at =
    written.form === 'oneOf' ? [...written.path, index, 'const'] : [...written.path, index];
  let next = setAt(text, at, code);
  const defaultPath = [...fieldPath(text, name), 'default'];
  if (valueAt(next, defaultPath) === choice.code) next = setAt(next, defaultPath, code);
  if (choice.points !== undefined) {
    next = setAt(
      setAt(next, ['points', name, choice.code], undefined),
      ['points', name, code],
      choice.points,
    );
  }
  return conditionsFollow(next, name, choice.code, code);
}

/** Whether the question's choices carry points for a quiz's score (`"points": { name: ... }`). */
export const givesPoints = (text: string, name: string): boolean =>
  isObject(valueAt(text, ['points', name]));

/**
 * Points on or off for the question's choices: on writes an empty list of
 * them (each choice then gets its own); off takes the question's points out,
 * and `points` with them when no other question has any.
 */
export function setGivesPoints(text: string, name: string, on: boolean): string {
  if (on === givesPoints(text, name)) return text;
  return on ? setAt(text, ['points', name], {}) : removeEmptying(text, ['points', name]);
}

/** A choice's points; `undefined` takes them out (the choice then counts 0). */
export function setChoicePoints(
  text: string,
  name: string,
  index: number,
  points: number | undefined,
): string {
  const choice = choicesOf(text, name)?.[index];
  if (!choice || choice.points === points) return text;
  return setAt(text, ['points', name, choice.code], points);
}

/** The conditions that show a question on this choice follow its new code. */
function conditionsFollow(text: string, name: string, from: string, to: string): string {
  const entries = valueAt(text, ['schema', 'allOf']);
  if (!Array.isArray(entries)) return text;
  return entries.reduce<string>((next, _entry, branch) => {
    const rule = ['schema', 'allOf', branch, 'if', 'properties', name];
    if (valueAt(next, [...rule, 'const']) === from) return setAt(next, [...rule, 'const'], to);
    const contains = [...rule, 'contains', 'const'];
    return valueAt(next, contains) === from ? setAt(next, contains, to) : next;
  }, text);
}

/** A choice added at the end, "New choice", with a code of its own. */
export function addChoice(text: string, name: string): string {
  const written = writtenChoices(text, name);
  const choices = choicesOf(text, name);
  if (!written || !choices) return text;
  const words = 'New choice';
  const code = freeCode(choices, codeOf(words));
  const tree = treeOf(text);
  const list = tree && findNodeAtLocation(tree, written.path);
  if (!list) return text;
  const entry =
    written.form === 'oneOf'
      ? `{ "const": ${JSON.stringify(code)}, "title": ${JSON.stringify(words)} }`
      : JSON.stringify(written.form === 'words' ? freeCode(choices, words) : code);
  let next = insertEntry(text, list, choices.length, entry);
  const names = valueAt(next, written.names);
  if (written.form === 'enum' && Array.isArray(names)) {
    const namesNode = findNodeAtLocation(treeOf(next) ?? list, written.names);
    if (namesNode) next = insertEntry(next, namesNode, names.length, JSON.stringify(words));
  }
  return next;
}

/** Takes out a choice (with its words in `ui:enumNames` and its points), and the `default` that was it. */
export function removeChoice(text: string, name: string, index: number): string {
  const written = writtenChoices(text, name);
  const choice = choicesOf(text, name)?.[index];
  if (!written || !choice) return text;
  let next = setAt(text, [...written.path, index], undefined);
  if (written.form === 'enum' && Array.isArray(valueAt(next, written.names))) {
    next = setAt(next, [...written.names, index], undefined);
  }
  const defaultPath = [...fieldPath(text, name), 'default'];
  if (valueAt(next, defaultPath) === choice.code) next = setAt(next, defaultPath, undefined);
  if (choice.points !== undefined) next = setAt(next, ['points', name, choice.code], undefined);
  return next;
}

/** Moves a choice from `from` to `to`, with its words in `ui:enumNames`. */
export function moveChoice(text: string, name: string, from: number, to: number): string {
  const written = writtenChoices(text, name);
  if (!written) return text;
  let next = moveEntry(text, written.path, from, to);
  if (next !== text && written.form === 'enum' && Array.isArray(valueAt(next, written.names))) {
    next = moveEntry(next, written.names, from, to);
  }
  return next;
}
