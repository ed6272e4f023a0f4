import { findNodeAtLocation, type JSONPath } from 'jsonc-parser';
import { isObject } from '../../../kernel/is-object';
import { insertEntry, removeEmptying, setAt, treeOf, valueInText } from './json-text';
import { rememberedIndex, rememberPlace } from './places';

/**
 * Where a question's field is written (in `properties`, or in the `then` of
 * the condition that shows it) and the edits of one question that need no
 * knowledge of its kind: its title, help, placeholder, the text under a
 * heading, and whether it is required.
 */

/** What an earlier question's answer must be for a question to show. */
export type ConditionTest =
  | { kind: 'is'; value: unknown }
  | { kind: 'at-least'; value: number }
  | { kind: 'at-most'; value: number }
  | { kind: 'includes'; value: unknown };

/** A question shown on a condition: the earlier question, its answer, its `allOf` entry. */
export type Condition = { on: string; test: ConditionTest; branch: number };

/** The answer rule a condition's `if` writes for `test`: `{ "const": true }`, `{ "minimum": 2 }`... */
export function ruleOfTest(test: ConditionTest): Record<string, unknown> {
  switch (test.kind) {
    case 'is':
      return { const: test.value };
    case 'at-least':
      return { minimum: test.value };
    case 'at-most':
      return { maximum: test.value };
    case 'includes':
      return { contains: { const: test.value } };
  }
}

function testOf(rule: unknown): ConditionTest | undefined {
  if (!isObject(rule) || Object.keys(rule).length !== 1) return undefined;
  if ('const' in rule) return { kind: 'is', value: rule.const };
  if (typeof rule.minimum === 'number') return { kind: 'at-least', value: rule.minimum };
  if (typeof rule.maximum === 'number') return { kind: 'at-most', value: rule.maximum };
  const contains = rule.contains;
  if (isObject(contains) && Object.keys(contains).length === 1 && 'const' in contains) {
    return { kind: 'includes', value: contains.const };
  }
  return undefined;
}

type Shown = { condition: Condition; field: Record<string, unknown> };

/**
 * The questions shown on a condition as the guide writes one (docs/guide/conditions.md):
 * an `allOf` entry whose `if` asks one earlier question's answer and whose
 * `then` declares the questions. Other shapes stay as written, in the JSON tab.
 */
export function conditionalFields(schema: Record<string, unknown>): Map<string, Shown> {
  const found = new Map<string, Shown>();
  const top = isObject(schema.properties) ? schema.properties : {};
  const entries = Array.isArray(schema.allOf) ? schema.allOf : [];
  entries.forEach((entry: unknown, branch) => {
    if (!isObject(entry) || !isObject(entry.if) || !isObject(entry.then)) return;
    if (entry.else !== undefined) return;
    const tested = isObject(entry.if.properties) ? Object.entries(entry.if.properties) : [];
    const [first] = tested;
    const test = first && tested.length === 1 ? testOf(first[1]) : undefined;
    const declared = entry.then.properties;
    if (!first || !test || !isObject(declared)) return;
    for (const [name, field] of Object.entries(declared)) {
      if (!isObject(field) || field.type === undefined || found.has(name)) continue;
      if (Object.hasOwn(top, name)) continue;
      found.set(name, { condition: { on: first[0], test, branch }, field });
    }
  });
  return found;
}

export const fileOf = (text: string): Record<string, unknown> | undefined => {
  const file = treeOf(text) ? valueInText(text, []) : undefined;
  return isObject(file) && isObject(file.schema) ? file : undefined;
};

/** Where the question's field is written: in `properties`, or in its condition's `then`. */
export function fieldPath(text: string, name: string): JSONPath {
  const schema = fileOf(text)?.schema as Record<string, unknown> | undefined;
  const top = schema && isObject(schema.properties) ? schema.properties : {};
  const shown =
    schema && !Object.hasOwn(top, name) ? conditionalFields(schema).get(name) : undefined;
  return shown
    ? ['schema', 'allOf', shown.condition.branch, 'then', 'properties', name]
    : [...PROPERTIES, name];
}

/** The `required` list the question belongs in: the form's, or its condition's. */
export function requiredPath(text: string, name: string): JSONPath {
  const path = fieldPath(text, name);
  return path[1] === 'allOf' ? [...path.slice(0, 4), 'required'] : ['schema', 'required'];
}

export const PROPERTIES = ['schema', 'properties'];

export function setTitle(text: string, name: string, title: string): string {
  return setAt(text, [...fieldPath(text, name), 'title'], title);
}

/** The text under a heading (its `description`); empty removes it. */
export function setDescription(text: string, name: string, description: string): string {
  return setAt(text, [...fieldPath(text, name), 'description'], description || undefined);
}

/**
 * Sets one `ui:` key of the question (empty removes it, and the question's
 * `uiSchema` entry with it once nothing is left in it), so adding then
 * removing gives back the very same file.
 */
function setUi(text: string, name: string, key: string, value: string): string {
  if (value !== '') return setAt(text, ['uiSchema', name, key], value);
  return removeEmptying(text, ['uiSchema', name, key]);
}

/** The help line under the field (`ui:help`); empty removes it. */
export function setHelp(text: string, name: string, help: string): string {
  return setUi(text, name, 'ui:help', help);
}

/** The example inside an empty text box (`ui:placeholder`); empty removes it. */
export function setPlaceholder(text: string, name: string, placeholder: string): string {
  return setUi(text, name, 'ui:placeholder', placeholder);
}

/**
 * Whether the question must be answered: its name in the `required` list it
 * belongs in. Put back in the list, it goes where it was (places.ts), else
 * where the form renders it among the others, so Required off and on again
 * gives back the very same file.
 */
export function setRequired(text: string, name: string, required: boolean): string {
  const path = requiredPath(text, name);
  const list = valueInText(text, path);
  const names = Array.isArray(list) ? list.map(String) : undefined;
  const at = names?.indexOf(name) ?? -1;
  if (required === at >= 0) return text;
  if (!required) {
    if (names) rememberPlace(path, name, names);
    // A condition's list goes with its last name; the form's own stays, as written.
    return path.length > 2 && names?.length === 1
      ? setAt(text, path, undefined)
      : setAt(text, [...path, at], undefined);
  }
  const tree = treeOf(text);
  const array = tree && findNodeAtLocation(tree, path);
  if (!names || !array) return setAt(text, path, [name]);
  const index = rememberedIndex(path, name, names) ?? renderedIndex(text, path, name, names);
  return insertEntry(text, array, index, JSON.stringify(name));
}

/** Where `name` goes among `names` by the order the fields are written in, the form's order. */
function renderedIndex(text: string, path: JSONPath, name: string, names: string[]): number {
  const declared = valueInText(text, [...path.slice(0, -1), 'properties']);
  const order = isObject(declared) ? Object.keys(declared) : [];
  const mine = order.indexOf(name);
  if (mine < 0) return names.length;
  const later = names.findIndex((n) => order.indexOf(n) > mine);
  return later < 0 ? names.length : later;
}
