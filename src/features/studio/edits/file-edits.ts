import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  type FormattingOptions,
  type JSONPath,
  type Node,
} from 'jsonc-parser';
import { isObject } from '../../../kernel/is-object';
import { kindOf, nameStemOf, newQuestionOf, type QuestionKind } from '../kinds/kind-table';

/**
 * Every change the studio makes to a screen file, as a minimal edit of its
 * text (jsonc-parser's `modify`): key order, layout and every key the studio
 * does not know stay as the author wrote them, and an edit that changes
 * nothing leaves the text byte for byte.
 */

/** The file's own indentation and line ends, so what the studio adds looks like the rest. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** The width the project's formatter (Prettier, printWidth 100) keeps a line within. */
const LINE_WIDTH = 100;

/**
 * A value as Prettier would lay it out when new: on one line when it fits
 * (`{ "type": "string" }`, `["a", "b"]`), else one entry a line.
 */
function printValue(value: unknown, indent: string, column: number, text: string): string {
  const oneLine = (v: unknown): string =>
    Array.isArray(v)
      ? `[${v.map(oneLine).join(', ')}]`
      : isObject(v)
        ? Object.keys(v).length === 0
          ? '{}'
          : `{ ${Object.entries(v)
              .map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`)
              .join(', ')} }`
        : JSON.stringify(v);
  const flat = oneLine(value);
  if (column + flat.length <= LINE_WIDTH || (!Array.isArray(value) && !isObject(value))) {
    return flat;
  }
  const { insertSpaces, tabSize, eol = '\n' } = formattingOf(text);
  const inner = indent + (insertSpaces ? ' '.repeat(tabSize ?? 2) : '\t');
  const entries = Array.isArray(value)
    ? value.map((v) => printValue(v, inner, inner.length, text))
    : Object.entries(value as Record<string, unknown>).map(([k, v]) => {
        const key = `${JSON.stringify(k)}: `;
        return key + printValue(v, inner, inner.length + key.length, text);
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}${eol}${entries.map((e) => inner + e).join(`,${eol}`)}${eol}${indent}${close}`;
}

/** The whitespace a line starts with, at `offset`'s line. */
export function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/** What comes between two neighbours after the comma: `\n      ` or a space. */
function separatorIn(text: string, container: Node): string {
  const [a, b] = container.children ?? [];
  if (a && b) return text.slice(a.offset + a.length, b.offset).replace(/^\s*,/, '');
  if (a) {
    const newline = text.slice(container.offset, a.offset).includes('\n');
    return newline ? `${formattingOf(text).eol ?? '\n'}${indentAt(text, a.offset)}` : ' ';
  }
  return ' ';
}

/** Puts `entry` (a property or an item, as text) at `index` among the container's children. */
export function insertEntry(text: string, container: Node, index: number, entry: string): string {
  const children = container.children ?? [];
  const separator = separatorIn(text, container);
  const after = children[index - 1];
  if (after) {
    const end = after.offset + after.length;
    return `${text.slice(0, end)},${separator}${entry}${text.slice(end)}`;
  }
  const first = children[0];
  if (first)
    return `${text.slice(0, first.offset)}${entry},${separator}${text.slice(first.offset)}`;
  // An empty {} or []: the entry inside it, on its line.
  const [open, close] = container.type === 'array' ? ['[', ']'] : ['{ ', ' }'];
  return `${text.slice(0, container.offset)}${open}${entry}${close}${text.slice(container.offset + container.length)}`;
}

/**
 * Takes out a property or an item with the comma before it (after it, for the
 * first), so its neighbours stay as written.
 */
function removeEntry(text: string, node: Node): string {
  const entry = node.parent?.type === 'property' ? node.parent : node;
  const container = entry.parent;
  const siblings = container?.children ?? [];
  const index = siblings.indexOf(entry);
  const previous = siblings[index - 1];
  const next = siblings[index + 1];
  const end = entry.offset + entry.length;
  if (previous) return text.slice(0, previous.offset + previous.length) + text.slice(end);
  if (next) return text.slice(0, entry.offset) + text.slice(next.offset);
  // The only entry: the container becomes empty.
  if (!container) return text;
  return `${text.slice(0, container.offset + 1)}${text.slice(container.offset + container.length - 1)}`;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The last texts read, with their trees: a key typed reads the same text many times over. */
const trees = new Map<string, Node | undefined>();
const KEPT_TREES = 4;

/**
 * The file's syntax tree, parsed once for each text: the cards, the open
 * question's settings and the edit itself all read it. Read only: the trees
 * are shared.
 */
export function treeOf(text: string): Node | undefined {
  if (trees.has(text)) return trees.get(text);
  const tree = parseTree(text);
  trees.set(text, tree);
  for (const old of trees.keys()) if (trees.size > KEPT_TREES) trees.delete(old);
  return tree;
}

/** The value at `path`, as the file says it now. */
export function valueAt(text: string, path: JSONPath): unknown {
  const tree = treeOf(text);
  const node = tree && findNodeAtLocation(tree, path);
  return node ? getNodeValue(node) : undefined;
}

/**
 * Sets (or with `undefined` removes) the value at `path`, touching only that
 * value's text; missing objects on the way are made. The same value leaves the
 * text as it is. `insertAt` places a new property among its parent's keys.
 */
export function setAt(
  text: string,
  path: JSONPath,
  value: unknown,
  insertAt?: (keys: string[]) => number,
): string {
  if (sameValue(valueAt(text, path), value)) return text;
  const tree = treeOf(text);
  if (!tree) return text;
  const node = findNodeAtLocation(tree, path);
  if (value === undefined) return node ? removeEntry(text, node) : text;
  if (node) {
    const indent = indentAt(text, node.offset);
    const column = node.offset - (text.lastIndexOf('\n', node.offset - 1) + 1);
    const printed = printValue(value, indent, column, text);
    return text.slice(0, node.offset) + printed + text.slice(node.offset + node.length);
  }
  // The deepest object that is there, and what goes into it.
  for (let depth = path.length - 1; depth >= 0; depth--) {
    const parent = findNodeAtLocation(tree, path.slice(0, depth));
    if (!parent) continue;
    if (parent.type !== 'object') return text;
    const nested = path
      .slice(depth + 1)
      .reduceRight<unknown>((inner, key) => ({ [String(key)]: inner }), value);
    const keys = (parent.children ?? []).map((p) => String(p.children?.[0]?.value));
    const index = depth === path.length - 1 && insertAt ? insertAt(keys) : keys.length;
    const first = parent.children?.[0];
    const indent = first ? indentAt(text, first.offset) : indentAt(text, parent.offset);
    const key = `${JSON.stringify(String(path[depth]))}: `;
    const entry = key + printValue(nested, indent, indent.length + key.length, text);
    return insertEntry(text, parent, index, entry);
  }
  return text;
}

/** What the visual editor calls a question: a field of the form, by its name. */
export type Question = {
  name: string;
  title: string;
  help: string;
  /** The grey example inside an empty text box (`ui:placeholder`). */
  placeholder: string;
  /** The words under its title (`description`): a heading's text. */
  description: string;
  required: boolean;
  kind: QuestionKind | undefined;
  /** When the question is shown only on an earlier answer. */
  condition?: Condition;
};

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
 * The questions shown on a condition as the guide writes one (section 4):
 * an `allOf` entry whose `if` asks one earlier question's answer and whose
 * `then` declares the questions. Other shapes stay as written, in the JSON tab.
 */
function conditionalFields(schema: Record<string, unknown>): Map<string, Shown> {
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

const fileOf = (text: string): Record<string, unknown> | undefined => {
  const file = treeOf(text) ? valueAt(text, []) : undefined;
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
function requiredPath(text: string, name: string): JSONPath {
  const path = fieldPath(text, name);
  return path[1] === 'allOf' ? [...path.slice(0, 4), 'required'] : ['schema', 'required'];
}

const PROPERTIES = ['schema', 'properties'];

/**
 * The form's questions in the order the form draws them: the top-level
 * fields, each question shown on a condition right after the one that decides
 * it, `ui:order` first when written.
 */
export function questionsOf(text: string): Question[] {
  const file = fileOf(text);
  const schema = file?.schema as Record<string, unknown> | undefined;
  if (!file || !schema || !isObject(schema.properties)) return [];
  const properties = schema.properties;
  const shown = conditionalFields(schema);
  const ui = isObject(file.uiSchema) ? file.uiSchema : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  const calculated = isObject(file.calculated) ? file.calculated : {};
  const names = Object.keys(properties);
  for (const [name, { condition }] of shown) {
    let at = names.indexOf(condition.on);
    if (at < 0) at = names.length - 1;
    while (
      names[at + 1] !== undefined &&
      shown.get(names[at + 1] ?? '')?.condition.on === condition.on
    )
      at++;
    names.splice(at + 1, 0, name);
  }
  return drawnOrder(names, ui['ui:order']).map((name) => {
    const conditional = shown.get(name);
    const written = conditional ? conditional.field : properties[name];
    const field = isObject(written) ? written : {};
    const fieldUi = ui[name];
    const help = isObject(fieldUi) ? fieldUi['ui:help'] : undefined;
    const placeholder = isObject(fieldUi) ? fieldUi['ui:placeholder'] : undefined;
    const ownRequired = conditional
      ? valueAt(text, ['schema', 'allOf', conditional.condition.branch, 'then', 'required'])
      : required;
    return {
      name,
      title: typeof field.title === 'string' ? field.title : name,
      help: typeof help === 'string' ? help : '',
      placeholder: typeof placeholder === 'string' ? placeholder : '',
      description: typeof field.description === 'string' ? field.description : '',
      required: Array.isArray(ownRequired) && ownRequired.includes(name),
      kind: kindOf({
        field,
        ui: isObject(fieldUi) ? fieldUi : {},
        calculated: Object.hasOwn(calculated, name),
      }),
      ...(conditional && { condition: conditional.condition }),
    };
  });
}

/** rjsf's `ui:order`: the names listed first, `*` standing for every other in file order. */
function drawnOrder(names: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return names;
  const listed = order.filter((n): n is string => typeof n === 'string' && names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const star = order.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  const before = order.slice(0, star).filter((n) => listed.includes(n as string)) as string[];
  return [...before, ...rest, ...listed.filter((n) => !before.includes(n))];
}

export function setTitle(text: string, name: string, title: string): string {
  return setAt(text, [...fieldPath(text, name), 'title'], title);
}

/** Removes the value at `path`, and its object too when that leaves it empty. */
export function removeEmptying(text: string, path: JSONPath): string {
  const next = setAt(text, path, undefined);
  const left = valueAt(next, path.slice(0, -1));
  const empty = next !== text && isObject(left) && Object.keys(left).length === 0;
  return empty ? setAt(next, path.slice(0, -1), undefined) : next;
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

export function setRequired(text: string, name: string, required: boolean): string {
  const path = requiredPath(text, name);
  const list = valueAt(text, path);
  const names = Array.isArray(list) ? list : undefined;
  const at = names?.indexOf(name) ?? -1;
  if (required === at >= 0) return text;
  if (!required) {
    // A condition's list goes with its last name; the form's own stays, as written.
    return path.length > 2 && names?.length === 1
      ? setAt(text, path, undefined)
      : setAt(text, [...path, at], undefined);
  }
  const tree = treeOf(text);
  const array = tree && findNodeAtLocation(tree, path);
  if (!names || !array) return setAt(text, path, [name]);
  return insertEntry(text, array, names.length, JSON.stringify(name));
}

/**
 * A free field name like `question3`, unused by the form; a kind's own name
 * (`email`) is taken as it is when free, then `email2`...
 */
export function freeName(text: string, stem = 'question', bare = false): string {
  const taken = new Set(questionsOf(text).map((q) => q.name));
  if (bare && !taken.has(stem)) return stem;
  for (let n = bare ? 2 : 1; ; n++) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** Where a question goes in `properties` so the form draws it at `position` among `questionsOf`. */
function propertyIndex(text: string, position: number): number {
  const keys = Object.keys((valueAt(text, PROPERTIES) as object | undefined) ?? {});
  // The nearest top-level question before it: one shown on a condition is written elsewhere.
  const before = questionsOf(text)
    .slice(0, position)
    .map((q) => q.name)
    .filter((n) => keys.includes(n));
  const after = before.at(-1);
  return after === undefined ? 0 : keys.indexOf(after) + 1;
}

/** Adds a question of `kind` so it is drawn at `position`; returns the text and its name. */
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
  return { text: next, name };
}

/** With a `ui:order` written, the question's name goes into it at `position`. */
function placeInOrder(text: string, name: string, position: number): string {
  const order = valueAt(text, ['uiSchema', 'ui:order']);
  if (!Array.isArray(order)) return text;
  const drawn = questionsOf(text)
    .map((q) => q.name)
    .filter((n) => n !== name);
  drawn.splice(position, 0, name);
  return setAt(text, ['uiSchema', 'ui:order'], order.includes('*') ? [...drawn, '*'] : drawn);
}

/** A condition's `allOf` entry once it shows no question is taken out, and `allOf` once empty. */
export function withoutEmptyBranch(text: string, branch: number): string {
  const declared = valueAt(text, ['schema', 'allOf', branch, 'then', 'properties']);
  if (!isObject(declared) || Object.keys(declared).length > 0) return text;
  const next = setAt(text, ['schema', 'allOf', branch], undefined);
  const left = valueAt(next, ['schema', 'allOf']);
  return Array.isArray(left) && left.length === 0
    ? setAt(next, ['schema', 'allOf'], undefined)
    : next;
}

/** Removes the question, its `required` entry, its `uiSchema` entry and its formula. */
export function deleteQuestion(text: string, name: string): string {
  const path = fieldPath(text, name);
  let next = setRequired(text, name, false);
  next = setAt(next, path, undefined);
  if (path[1] === 'allOf') next = withoutEmptyBranch(next, path[2] as number);
  next = setAt(next, ['uiSchema', name], undefined);
  next = removeEmptying(next, ['calculated', name]);
  next = removeEmptying(next, ['points', name]);
  const order = valueAt(next, ['uiSchema', 'ui:order']);
  if (Array.isArray(order) && order.includes(name)) {
    next = setAt(next, ['uiSchema', 'ui:order', order.indexOf(name)], undefined);
  }
  return next;
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

/**
 * Moves the entry (a property or an item) at `from` of the object or array at
 * `path` to `to`, its text carried over as written, with the separator its
 * neighbours use: moved there and back, the file is the very same.
 */
export function moveEntry(text: string, path: JSONPath, from: number, to: number): string {
  const entries = (t: string) => {
    const tree = treeOf(t);
    const container = tree && findNodeAtLocation(tree, path);
    return container && (container.type === 'object' || container.type === 'array')
      ? { container, items: container.children ?? [] }
      : undefined;
  };
  const found = entries(text);
  if (!found || from === to || to < 0 || to >= found.items.length) return text;
  const { container, items } = found;
  const separator = separatorIn(text, container);
  const node = items[from];
  if (!node) return text;
  const raw = text.slice(node.offset, node.offset + node.length);
  // Out with the comma and space before it (or after it, for the first).
  const next = items[from + 1];
  const previous = items[from - 1];
  const cut = previous
    ? text.slice(0, previous.offset + previous.length) + text.slice(node.offset + node.length)
    : text.slice(0, node.offset) + text.slice(next ? next.offset : node.offset + node.length);
  const rest = entries(cut);
  if (!rest) return text;
  const target = rest.items[to];
  if (target && to === 0) {
    return `${cut.slice(0, target.offset)}${raw},${separator}${cut.slice(target.offset)}`;
  }
  const before = rest.items[to - 1];
  if (!before) return text;
  const end = before.offset + before.length;
  return `${cut.slice(0, end)},${separator}${raw}${cut.slice(end)}`;
}

/** Moves the question drawn at `from` so it is drawn at `to`, its text carried over as written. */
export function moveQuestion(text: string, from: number, to: number): string {
  const drawn = questionsOf(text).map((q) => q.name);
  const name = drawn[from];
  if (name === undefined || from === to || to < 0 || to >= drawn.length) return text;
  const order = valueAt(text, ['uiSchema', 'ui:order']);
  if (Array.isArray(order)) {
    const moved = drawn.filter((n) => n !== name);
    moved.splice(to, 0, name);
    return setAt(text, ['uiSchema', 'ui:order'], order.includes('*') ? [...moved, '*'] : moved);
  }
  // Only top-level questions are written in `properties`: one shown on a condition follows its own.
  const keys = Object.keys((valueAt(text, PROPERTIES) as object | undefined) ?? {});
  if (!keys.includes(name)) return text;
  const moved = drawn.filter((n) => n !== name);
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
  const title = valueAt(next, [...path.slice(0, -1), copy, 'title']);
  next = setTitle(next, copy, `${typeof title === 'string' ? title : name} (copy)`);
  const ui = valueAt(next, ['uiSchema', name]);
  if (ui !== undefined) next = setAt(next, ['uiSchema', copy], ui);
  const formula = valueAt(next, ['calculated', name]);
  if (formula !== undefined) next = setAt(next, ['calculated', copy], formula);
  const questions = questionsOf(text);
  if (questions.find((q) => q.name === name)?.required) next = setRequired(next, copy, true);
  const position = questions.findIndex((q) => q.name === name) + 1;
  return { text: placeInOrder(next, copy, position), name: copy };
}
