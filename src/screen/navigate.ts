import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';

/**
 * Finding the schema of an answer in a screen's schema, the way the form
 * sees it: local `$ref`s followed (the checker has bundled every shared file
 * into `definitions`), properties found also under conditionals, list items
 * by index. The email params, the link's prefill and the send's size checks
 * all find fields through here.
 */

type Schema = RJSFSchema;
type Ui = Record<string, unknown>;

/** Follows a local `$ref` (`#/definitions/x`, `#/$defs/x`); a cycle or a ref to nothing gives `{}`. */
export function resolveSchema(schema: unknown, root: Schema, seen = new Set<string>()): Schema {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#') || seen.has(ref)) return schema as Schema;
  seen.add(ref);
  let target: unknown = root;
  for (const part of ref.slice(1).split('/').filter(Boolean)) {
    target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  const resolved = resolveSchema(target, root, seen);
  // A title written beside the `$ref` names this use of the shared definition.
  return typeof schema.title === 'string' ? { ...resolved, title: schema.title } : resolved;
}

/**
 * A heading: a group with no fields, whose title and description the form
 * renders as a heading and the words under it. It takes no answer, so it is
 * never an email param nor a line of the answers.
 */
export function isHeading(schema: unknown): boolean {
  return (
    isObject(schema) &&
    schema.type === 'object' &&
    isObject(schema.properties) &&
    Object.keys(schema.properties).length === 0
  );
}

/** How deep conditionals nest before a search gives up (they may refer to each other). */
const BRANCH_DEPTH = 8;

/**
 * The subschemas a field may also be defined in: `allOf`/`anyOf`/`oneOf`
 * entries, `then`/`else`, and `dependencies` (a value may be a list of names,
 * which callers pass over as no object).
 */
export function schemaBranches(s: Schema): unknown[] {
  return [
    ...(Array.isArray(s.allOf) ? s.allOf : []),
    ...(Array.isArray(s.anyOf) ? s.anyOf : []),
    ...(Array.isArray(s.oneOf) ? s.oneOf : []),
    s.then,
    s.else,
    ...(isObject(s.dependencies) ? Object.values(s.dependencies) : []),
  ];
}

/**
 * A property's schema, also when it only appears under a conditional
 * (`dependencies`, `oneOf`, `if`/`then`/`else`, ...), so its title is found.
 */
export function propertySchema(
  schema: Schema,
  key: string,
  root: Schema,
  depth = 0,
): Schema | undefined {
  if (depth > BRANCH_DEPTH) return undefined;
  const s = resolveSchema(schema, root);
  const direct =
    isObject(s.properties) && Object.hasOwn(s.properties, key) ? s.properties[key] : undefined;
  if (direct !== undefined) return resolveSchema(direct, root);
  const branches = schemaBranches(s);
  for (const branch of branches) {
    if (!isObject(branch)) continue;
    const found = propertySchema(branch as Schema, key, root, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The schema of item `index` of a list (a tuple's own item, or the list's one item schema). */
export function itemSchema(schema: Schema, index: number, root: Schema): Schema {
  const s = resolveSchema(schema, root);
  const items: unknown = s.items;
  if (Array.isArray(items)) return resolveSchema(items[index] ?? s.additionalItems, root);
  return resolveSchema(items, root);
}

/**
 * The schema at a field path (`["items", 0, "name"]`, as placeholders.ts's
 * splitPath gives it), or `undefined` when the schema has no such field.
 */
export function schemaAtPath(root: Schema, path: readonly (string | number)[]): Schema | undefined {
  let node: Schema | undefined = resolveSchema(root, root);
  for (const part of path) {
    if (!node) return undefined;
    node =
      typeof part === 'number' ? itemSchema(node, part, root) : propertySchema(node, part, root);
  }
  return node;
}

/** The uiSchema part of the field at a path (a list's items under `items`), or none. */
export function uiAtPath(uiSchema: unknown, path: readonly (string | number)[]): Ui {
  let node: Ui = isObject(uiSchema) ? uiSchema : {};
  for (const part of path) node = uiOf(node, typeof part === 'number' ? 'items' : part);
  return node;
}

/** The schema of the answer under `key` of an object: its property, or what the object allows beside them. */
export function answerSchema(schema: Schema, key: string, root: Schema): Schema | undefined {
  const property = propertySchema(schema, key, root);
  if (property) return property;
  const s = resolveSchema(schema, root);
  if (isObject(s.patternProperties)) {
    for (const [pattern, inner] of Object.entries(s.patternProperties)) {
      if (new RegExp(pattern, 'u').test(key)) return resolveSchema(inner, root);
    }
  }
  if (s.additionalProperties === true) return {};
  return isObject(s.additionalProperties) ? resolveSchema(s.additionalProperties, root) : undefined;
}

/** Whether a field's answer is to be left out, by its schema and its part of the uiSchema. */
export type LeaveOut = (schema: Schema, ui: Record<string, unknown>) => boolean;

/** The uiSchema of `key` (a field, or `items`), or none. */
export const uiOf = (ui: Record<string, unknown>, key: string): Record<string, unknown> => {
  const part = ui[key];
  return isObject(part) ? part : {};
};

/** The parts of a uiSchema that say something, or one empty part when none does. */
function distinctUis(uis: Ui[]): Ui[] {
  const said = [...new Set(uis.filter((ui) => Object.keys(ui).length > 0))];
  return said.length > 0 ? said : [{}];
}

/**
 * Every part of the uiSchema that may dress the answer under `key` of an object, as rjsf
 * renders it: the field's own (`ui[key]`), or for a key no property names (one the object
 * allows with `additionalProperties` or `patternProperties`) `ui.additionalProperties`, and
 * the one an option of the object's `oneOf`/`anyOf` gives it (`ui.oneOf[i][key]`).
 */
export function answerUis(schema: Schema, key: string, ui: Ui, root: Schema): Ui[] {
  const found = [uiOf(ui, propertySchema(schema, key, root) ? key : 'additionalProperties')];
  for (const group of [ui.oneOf, ui.anyOf]) {
    if (!Array.isArray(group)) continue;
    for (const option of group) if (isObject(option)) found.push(uiOf(option, key));
  }
  return distinctUis(found);
}

/** The parts of a uiSchema that may dress the items of a list, from the list's. */
export const itemUis = (uis: Ui[]): Ui[] => distinctUis(uis.map((ui) => uiOf(ui, 'items')));

/**
 * The answers the schema has a place for, at every depth; any other key (a
 * stale draft's, or one written into storage by hand) is left out, so it is
 * never restored into the form nor sent. `leaveOut` drops known fields too
 * (a password, a file), found with the uiSchema walked alongside.
 */
export function knownAnswers(
  root: Schema,
  data: unknown,
  leaveOut?: LeaveOut,
  uiSchema: unknown = {},
): unknown {
  const keep = (value: unknown, schema: Schema, uis: Ui[]): unknown => {
    if (Array.isArray(value))
      return value.map((item, i) => keep(item, itemSchema(schema, i, root), itemUis(uis)));
    if (!isObject(value)) return value;
    const known: Record<string, unknown> = {};
    for (const [key, answer] of Object.entries(value)) {
      const inner = answerSchema(schema, key, root);
      const keyUis = uis.flatMap((ui) => answerUis(schema, key, ui, root));
      if (!inner || keyUis.some((ui) => leaveOut?.(inner, ui))) continue;
      known[key] = keep(answer, inner, keyUis);
    }
    return known;
  };
  return keep(data, resolveSchema(root, root), [isObject(uiSchema) ? uiSchema : {}]);
}
