import { findNodeAtLocation, type JSONPath, type Node } from 'jsonc-parser';
import { isObject } from '../../../kernel/is-object';
import { nameStemOf, newQuestionOf, startsRequired, type QuestionKind } from '../kinds/kind-table';
import { fieldPath, PROPERTIES, setRequired, setTitle } from './field-edits';
import { moveEntry, removeEmptying, separatorIn, setAt, treeOf, valueInText } from './json-text';
import { questionsOf } from './questions';
import { renameQuestion } from './name-edits';

/**
 * The edits of the list of questions: adding one of a kind, deleting,
 * moving and duplicating one, each carrying the question's text as written.
 */

/**
 * A free field name like `question3`, unused by the form; a kind's own name
 * (`email`) is taken as it is when free, then `email2`...
 */
export function freeName(text: string, stem = 'question', bare = false): string {
  const taken = new Set(questionsOf(text).map((q) => q.name));
  if (bare && !taken.has(stem)) return stem;
  for (let n = bare ? 2 : 1; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** Where a question goes in `properties` so the form renders it at `position` among `questionsOf`. */
function propertyIndex(text: string, position: number): number {
  const keys = Object.keys((valueInText(text, PROPERTIES) as object | undefined) ?? {});
  // The nearest top-level question before it: one shown on a condition is written elsewhere.
  const before = questionsOf(text)
    .slice(0, position)
    .map((q) => q.name)
    .filter((n) => keys.includes(n));
  const after = before.at(-1);
  return after === undefined ? 0 : keys.indexOf(after) + 1;
}

/** Adds a question of `kind` so it is rendered at `position`; returns the text and its name. */
export function addQuestion(
  text: string,
  kind: QuestionKind,
  position: number,
): { text: string; name: string } {
  const stem = nameStemOf(kind);
  const name = stem ? freeName(text, stem, true) : freeName(text);
  const { field, ui, formula } = newQuestionOf(kind);
  const index = propertyIndex(text, position);
  let next = setAt(text, [...PROPERTIES, name], field, () => index);
  if (ui) next = setAt(next, ['uiSchema', name], ui);
  if (formula !== undefined) next = setAt(next, ['calculated', name], formula);
  next = placeInOrder(next, name, position);
  if (startsRequired(kind)) next = setRequired(next, name, true);
  return { text: placeOnPage(next, name), name };
}

/**
 * With pages, a new question goes on the page of the question rendered before it
 * (the first page, for the first), right after it: never on no page.
 */
function placeOnPage(text: string, name: string): string {
  const steps = valueInText(text, ['steps']);
  if (!Array.isArray(steps) || steps.length === 0) return text;
  const rendered = questionsOf(text).map((q) => q.name);
  const before = rendered.slice(0, rendered.indexOf(name)).reverse();
  const fieldsOf = (i: number) => {
    const fields = valueInText(text, ['steps', i, 'fields']);
    return Array.isArray(fields) ? fields.map(String) : [];
  };
  for (const earlier of before) {
    const page = steps.findIndex((_s, i) => fieldsOf(i).includes(earlier));
    if (page >= 0) {
      const fields = fieldsOf(page);
      fields.splice(fields.indexOf(earlier) + 1, 0, name);
      return setAt(text, ['steps', page, 'fields'], fields);
    }
  }
  return setAt(text, ['steps', 0, 'fields'], [name, ...fieldsOf(0)]);
}

/** With a `ui:order` written, the question's name goes into it at `position`. */
function placeInOrder(text: string, name: string, position: number): string {
  const order = valueInText(text, ['uiSchema', 'ui:order']);
  if (!Array.isArray(order)) return text;
  const rendered = questionsOf(text)
    .map((q) => q.name)
    .filter((n) => n !== name);
  rendered.splice(position, 0, name);
  return setAt(text, ['uiSchema', 'ui:order'], order.includes('*') ? [...rendered, '*'] : rendered);
}

/** A condition's `allOf` entry once it shows no question is taken out, and `allOf` once empty. */
export function withoutEmptyBranch(text: string, branch: number): string {
  const declared = valueInText(text, ['schema', 'allOf', branch, 'then', 'properties']);
  if (!isObject(declared) || Object.keys(declared).length > 0) return text;
  const next = setAt(text, ['schema', 'allOf', branch], undefined);
  const left = valueInText(next, ['schema', 'allOf']);
  return Array.isArray(left) && left.length === 0
    ? setAt(next, ['schema', 'allOf'], undefined)
    : next;
}

/**
 * Removes the question, its `required` entry, its `uiSchema` entry, its
 * formula, its place on a page, and the email's param that sent its answer
 * alone (`"{{name}}"`, as "Add an answer to the email" writes it).
 */
export function deleteQuestion(text: string, name: string): string {
  const path = fieldPath(text, name);
  let next = setRequired(text, name, false);
  next = setAt(next, path, undefined);
  if (path[1] === 'allOf') next = withoutEmptyBranch(next, path[2] as number);
  next = setAt(next, ['uiSchema', name], undefined);
  next = removeEmptying(next, ['calculated', name]);
  next = removeEmptying(next, ['points', name]);
  const order = valueInText(next, ['uiSchema', 'ui:order']);
  if (Array.isArray(order) && order.includes(name)) {
    next = setAt(next, ['uiSchema', 'ui:order', order.indexOf(name)], undefined);
  }
  // Off the page it was on.
  const steps = valueInText(next, ['steps']);
  (Array.isArray(steps) ? steps : []).forEach((_step, page) => {
    const fields = valueInText(next, ['steps', page, 'fields']);
    const at = Array.isArray(fields) ? fields.indexOf(name) : -1;
    if (at >= 0) next = setAt(next, ['steps', page, 'fields', at], undefined);
  });
  const params = valueInText(next, ['email', 'params']);
  for (const [param, value] of Object.entries(isObject(params) ? params : {})) {
    if (value === `{{${name}}}`) next = removeEmptying(next, ['email', 'params', param]);
  }
  return next;
}

/** Where a question's name may be used besides its own entries, in the words of the studio. */
const USED_IN: Record<string, string> = {
  schema: 'the condition of another question',
  calculated: 'a calculated value',
  prefill: 'what the form fills in',
  steps: 'a page’s title or condition',
  email: 'the email’s texts or the copy to the person',
  success: 'the thank-you page',
};

/**
 * What would still name the question once deleted (another question's
 * condition, a formula, a text with `{{name}}`…), in words: the studio asks
 * the author to change those first rather than leave a screen the check
 * refuses. What names it is what a rename would change (renameQuestion).
 */
export function usesOf(text: string, name: string): string[] {
  const gone = deleteQuestion(text, name);
  const renamed = renameQuestion(gone, name, `${name}-`);
  if (renamed === gone) return [];
  const [before, after] = [valueInText(gone, []), valueInText(renamed, [])];
  if (!isObject(before) || !isObject(after)) return [];
  return Object.keys(USED_IN)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => USED_IN[key] ?? key);
}

function propertyNodes(
  text: string,
  path: JSONPath = PROPERTIES,
): { parent: Node; items: Node[] } | undefined {
  const tree = treeOf(text);
  const parent = tree && findNodeAtLocation(tree, path);
  if (!parent || parent.type !== 'object') return undefined;
  return { parent, items: parent.children ?? [] };
}

/** Moves the question rendered at `from` so it is rendered at `to`, its text carried over as written. */
export function moveQuestion(text: string, from: number, to: number): string {
  const rendered = questionsOf(text).map((q) => q.name);
  const name = rendered[from];
  if (name === undefined || from === to || to < 0 || to >= rendered.length) return text;
  const order = valueInText(text, ['uiSchema', 'ui:order']);
  if (Array.isArray(order)) {
    const moved = rendered.filter((n) => n !== name);
    moved.splice(to, 0, name);
    return setAt(text, ['uiSchema', 'ui:order'], order.includes('*') ? [...moved, '*'] : moved);
  }
  // Only top-level questions are written in `properties`: one shown on a condition follows its own.
  const keys = Object.keys((valueInText(text, PROPERTIES) as object | undefined) ?? {});
  if (!keys.includes(name)) return text;
  const moved = rendered.filter((n) => n !== name);
  moved.splice(to, 0, name);
  const target = moved.filter((n) => keys.includes(n)).indexOf(name);
  return moveEntry(text, PROPERTIES, keys.indexOf(name), target);
}

/** A copy of the question right after it, its text carried over, titled "… (copy)". */
export function duplicateQuestion(text: string, name: string): { text: string; name: string } {
  const path = fieldPath(text, name);
  const found = propertyNodes(text, path.slice(0, -1));
  const node = found?.items.find((n) => n.children?.[0]?.value === name);
  const value = node?.children?.[1];
  if (!found || !node || !value) return { text, name };
  const copy = freeName(text, `${name.replace(/\d+$/, '')}Copy`);
  const raw = text.slice(value.offset, value.offset + value.length);
  const separator = separatorIn(text, found.parent);
  const end = node.offset + node.length;
  let next = `${text.slice(0, end)},${separator}${JSON.stringify(copy)}: ${raw}${text.slice(end)}`;
  const title = valueInText(next, [...path.slice(0, -1), copy, 'title']);
  next = setTitle(next, copy, `${typeof title === 'string' ? title : name} (copy)`);
  const ui = valueInText(next, ['uiSchema', name]);
  if (ui !== undefined) next = setAt(next, ['uiSchema', copy], ui);
  const formula = valueInText(next, ['calculated', name]);
  if (formula !== undefined) next = setAt(next, ['calculated', copy], formula);
  const questions = questionsOf(text);
  if (questions.find((q) => q.name === name)?.required) next = setRequired(next, copy, true);
  const position = questions.findIndex((q) => q.name === name) + 1;
  return { text: placeOnPage(placeInOrder(next, copy, position), copy), name: copy };
}
