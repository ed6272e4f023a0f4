import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../is-object';

/**
 * Finding the schema of an answer in a screen's schema, the way the form
 * sees it: local `$ref`s followed (the checker has bundled every shared file
 * into `definitions`), properties found also under conditionals, list items
 * by index. The email params, the link's prefill and the send's size checks
 * all find fields through here.
 */

type Schema = RJSFSchema;

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

/** How deep conditionals nest before a search gives up (they may refer to each other). */
const BRANCH_DEPTH = 8;

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
  const branches: unknown[] = [
    ...(Array.isArray(s.allOf) ? s.allOf : []),
    ...(Array.isArray(s.anyOf) ? s.anyOf : []),
    ...(Array.isArray(s.oneOf) ? s.oneOf : []),
    s.then,
    s.else,
    ...(isObject(s.dependencies) ? Object.values(s.dependencies) : []),
  ];
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
