import { findNodeAtLocation, type JSONPath } from 'jsonc-parser';
import { isObject } from '../../../../kernel/is-object';
import { fieldPath } from '../../edits/field-edits';
import { insertEntry, moveEntry, setAt, treeOf, valueInText } from '../../edits/json-text';

/**
 * Choices as minimal edits of the file: each choice's words (what people
 * read) and its code (what is stored and sent), written the way the file
 * already writes them. A question's own choices (choice, several choices,
 * "Other", a ranking's items) and the columns of a grid's row go through the
 * same edits, each at its place in the file (`ChoicesAt`).
 */

/**
 * One choice in the authors' terms: the words shown, the code stored, and its
 * points for a quiz's score (`points` of the screen file), when it has some.
 */
export type Choice = { words: string; code: string; points?: number };

/**
 * Where a list of choices is written: the field holding them (its `items` for
 * a list), and the `uiSchema` entry that may hold their words.
 */
export type ChoicesAt = { field: JSONPath; ui: JSONPath };

/** The choices of question `name`. */
export const questionChoices = (text: string, name: string): ChoicesAt => ({
  field: fieldPath(text, name),
  ui: ['uiSchema', name],
});

/**
 * How the file writes the choices: `oneOf` of `{ "const", "title" }` (what the
 * studio writes for new questions), `enum` with the words in the
 * question's `ui:enumNames` (the words are the codes when it has none), or
 * `choices`, the words alone, stored as they read ("Other, please specify").
 */
type Written = { form: 'oneOf' | 'enum' | 'words'; path: JSONPath; names: JSONPath };

function writtenChoices(text: string, at: ChoicesAt): Written | undefined {
  const path = at.field;
  const field = valueInText(text, path);
  if (!isObject(field)) return undefined;
  const holder = field.type === 'array' ? field.items : field;
  const holderPath = field.type === 'array' ? [...path, 'items'] : path;
  if (!isObject(holder)) return undefined;
  const names = [...at.ui, 'ui:enumNames'];
  if (Array.isArray(field.choices)) return { form: 'words', path: [...path, 'choices'], names };
  if (Array.isArray(holder.oneOf)) return { form: 'oneOf', path: [...holderPath, 'oneOf'], names };
  if (Array.isArray(holder.enum)) return { form: 'enum', path: [...holderPath, 'enum'], names };
  return undefined;
}

/** The question's choices, or `undefined` when it has none the studio can edit. */
export function choicesOf(text: string, name: string): Choice[] | undefined {
  const listed = choicesIn(text, questionChoices(text, name));
  const points = valueInText(text, ['points', name]);
  if (!listed || !isObject(points)) return listed;
  return listed.map((c) => {
    const given = points[c.code];
    return typeof given === 'number' ? { ...c, points: given } : c;
  });
}

/** The choices written at `at`, or `undefined` when none the studio can edit are there. */
export function choicesIn(text: string, at: ChoicesAt): Choice[] | undefined {
  const written = writtenChoices(text, at);
  const list = written && valueInText(text, written.path);
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
  const words = valueInText(text, written.names);
  return list.map((code: unknown, i) => ({
    words: Array.isArray(words) && typeof words[i] === 'string' ? words[i] : String(code),
    code: String(code),
  }));
}

/** Whether the question stores its choices' words themselves (`choices`): they have no code of their own. */
export const storesWords = (text: string, name: string): boolean =>
  writtenChoices(text, questionChoices(text, name))?.form === 'words';

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
 * New words for choice `index` at `at`, and the code it then has: the code
 * follows the words while it is the code the words would give (a choice made
 * here and not renamed by hand), so the stored value stays readable; a code
 * written by hand is kept.
 */
export function setWordsIn(
  text: string,
  at: ChoicesAt,
  index: number,
  words: string,
): { text: string; code?: { from: string; to: string } } {
  const written = writtenChoices(text, at);
  const choices = choicesIn(text, at);
  const choice = choices?.[index];
  if (!written || !choices || !choice || choice.words === words) return { text };
  if (written.form === 'words') {
    const next = setAt(text, [...written.path, index], words);
    return { text: next, code: { from: choice.code, to: words } };
  }
  let next = text;
  if (written.form === 'oneOf') {
    next = setAt(next, [...written.path, index, 'title'], words);
  } else {
    const names = valueInText(text, written.names);
    next = Array.isArray(names)
      ? setAt(next, [...written.names, index], words)
      : setAt(
          next,
          written.names,
          choices.map((c, i) => (i === index ? words : c.words)),
        );
  }
  const follows = choice.code === codeOf(choice.words) && codeOf(words) !== '';
  if (!follows) return { text: next };
  const code = freeCode(choices, codeOf(words), index);
  return code === choice.code
    ? { text: next }
    : { text: setCodeIn(next, at, index, code), code: { from: choice.code, to: code } };
}

/** A new code for choice `index` at `at`, nothing else. */
export function setCodeIn(text: string, at: ChoicesAt, index: number, code: string): string {
  const written = writtenChoices(text, at);
  if (!written) return text;
  const path =
    written.form === 'oneOf' ? [...written.path, index, 'const'] : [...written.path, index];
  return setAt(text, path, code);
}

/** A choice added at the end of those at `at`, "New choice", with a code of its own. */
export function addChoiceIn(text: string, at: ChoicesAt, words = 'New choice'): string {
  const written = writtenChoices(text, at);
  const choices = choicesIn(text, at);
  if (!written || !choices) return text;
  const code = freeCode(choices, codeOf(words));
  const tree = treeOf(text);
  const list = tree && findNodeAtLocation(tree, written.path);
  if (!list) return text;
  const entry =
    written.form === 'oneOf'
      ? `{ "const": ${JSON.stringify(code)}, "title": ${JSON.stringify(words)} }`
      : JSON.stringify(written.form === 'words' ? freeCode(choices, words) : code);
  let next = insertEntry(text, list, choices.length, entry);
  const names = valueInText(next, written.names);
  if (written.form === 'enum' && Array.isArray(names)) {
    const namesNode = findNodeAtLocation(treeOf(next) ?? list, written.names);
    if (namesNode) next = insertEntry(next, namesNode, names.length, JSON.stringify(words));
  }
  return next;
}

/** Takes out choice `index` at `at`, with its words in `ui:enumNames`. */
export function removeChoiceIn(text: string, at: ChoicesAt, index: number): string {
  const written = writtenChoices(text, at);
  if (!written || choicesIn(text, at)?.[index] === undefined) return text;
  const next = setAt(text, [...written.path, index], undefined);
  if (written.form === 'enum' && Array.isArray(valueInText(next, written.names))) {
    return setAt(next, [...written.names, index], undefined);
  }
  return next;
}

/** Moves choice `from` at `at` to `to`, with its words in `ui:enumNames`. */
export function moveChoiceIn(text: string, at: ChoicesAt, from: number, to: number): string {
  const written = writtenChoices(text, at);
  if (!written) return text;
  let next = moveEntry(text, written.path, from, to);
  if (next !== text && written.form === 'enum' && Array.isArray(valueInText(next, written.names))) {
    next = moveEntry(next, written.names, from, to);
  }
  return next;
}

/**
 * New words for a question's choice. Its code follows the words while it is
 * the code the words would give, and what names the code (the question's
 * `default`, its points, the conditions on it) follows the code.
 */
export function setChoiceWords(text: string, name: string, index: number, words: string): string {
  const set = setWordsIn(text, questionChoices(text, name), index, words);
  return set.code ? codeFollowed(text, set.text, name, set.code) : set.text;
}

/** A new code for a question's choice; its `default`, points and conditions follow it. */
export function setChoiceCode(text: string, name: string, index: number, code: string): string {
  const choice = choicesOf(text, name)?.[index];
  if (!choice || choice.code === code) return text;
  const next = setCodeIn(text, questionChoices(text, name), index, code);
  return codeFollowed(text, next, name, { from: choice.code, to: code });
}

/** What names choice code `from` of question `name` names `to` in `next`: its default, points, conditions. */
function codeFollowed(
  before: string,
  next: string,
  name: string,
  { from, to }: { from: string; to: string },
): string {
  let followed = next;
  const defaultPath = [...fieldPath(before, name), 'default'];
  if (valueInText(followed, defaultPath) === from) followed = setAt(followed, defaultPath, to);
  const points = valueInText(before, ['points', name, from]);
  if (typeof points === 'number') {
    followed = setAt(
      setAt(followed, ['points', name, from], undefined),
      ['points', name, to],
      points,
    );
  }
  return conditionsFollow(followed, name, from, to);
}

/** Whether the question's choices carry points for a quiz's score (`"points": { name: ... }`). */
export const givesPoints = (text: string, name: string): boolean =>
  isObject(valueInText(text, ['points', name]));

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
  const entries = valueInText(text, ['schema', 'allOf']);
  if (!Array.isArray(entries)) return text;
  return entries.reduce<string>((next, _entry, branch) => {
    const rule = ['schema', 'allOf', branch, 'if', 'properties', name];
    if (valueInText(next, [...rule, 'const']) === from) return setAt(next, [...rule, 'const'], to);
    const contains = [...rule, 'contains', 'const'];
    return valueInText(next, contains) === from ? setAt(next, contains, to) : next;
  }, text);
}

/** A choice added at the end of the question's, "New choice", with a code of its own. */
export const addChoice = (text: string, name: string): string =>
  addChoiceIn(text, questionChoices(text, name));

/**
 * Takes out a question's choice (with its words and its points), and the
 * `default` that was it; never one of the last `fewest` (fewestChoicesOf).
 */
export function removeChoice(text: string, name: string, index: number, fewest = 1): string {
  const choices = choicesOf(text, name) ?? [];
  const choice = choices[index];
  if (!choice || choices.length <= fewest) return text;
  let next = removeChoiceIn(text, questionChoices(text, name), index);
  const defaultPath = [...fieldPath(text, name), 'default'];
  if (valueInText(next, defaultPath) === choice.code) next = setAt(next, defaultPath, undefined);
  if (choice.points !== undefined) next = setAt(next, ['points', name, choice.code], undefined);
  return next;
}

/** Moves a question's choice from `from` to `to`, with its words in `ui:enumNames`. */
export const moveChoice = (text: string, name: string, from: number, to: number): string =>
  moveChoiceIn(text, questionChoices(text, name), from, to);
