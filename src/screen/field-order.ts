import { isObject } from '../kernel/is-object';

type Schema = Record<string, unknown>;

/** The fields a conditional branch declares: its properties, and those of its own branches. */
function declaredIn(node: unknown, found = new Map<string, Schema>()): Map<string, Schema> {
  if (!isObject(node)) return found;
  if (isObject(node.properties)) {
    for (const [name, field] of Object.entries(node.properties)) {
      // A branch that only restates a field (`"kind": { "const": "bug" }`) does not declare it.
      if (isObject(field) && !found.has(name) && (field.type !== undefined || field.$ref)) {
        found.set(name, field);
      }
    }
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list)) for (const item of list) declaredIn(item, found);
  }
  declaredIn(node.then, found);
  declaredIn(node.else, found);
  return found;
}

export type Conditional = { controllers: string[]; fields: Map<string, Schema> };

/** Each conditional of an object: the fields whose answers decide it, and the fields it may show. */
export function conditionalsOf(schema: Schema): Conditional[] {
  const found: Conditional[] = [];
  if (isObject(schema.dependencies)) {
    for (const [name, dependency] of Object.entries(schema.dependencies)) {
      found.push({ controllers: [name], fields: declaredIn(dependency) });
    }
  }
  const ifs = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])];
  for (const branch of ifs) {
    if (!isObject(branch) || !isObject(branch.if)) continue;
    const controllers = isObject(branch.if.properties) ? Object.keys(branch.if.properties) : [];
    const fields = declaredIn(branch.then);
    declaredIn(branch.else, fields);
    found.push({ controllers, fields });
  }
  return found;
}

/**
 * The fields of an object in the order they are rendered: a field shown by a
 * condition right after the field that decides it (rjsf adds it after every
 * other field), the author's `ui:order` kept where it names fields; its "*"
 * stands for the other fields, in this order. Undefined: nothing to change.
 * The form renders with it (ui-defaults.ts) and the email lists answers by it.
 */
export function fieldOrder(
  own: string[],
  conditionals: Conditional[],
  asked: unknown,
): string[] | undefined {
  const after = new Map<string, string[]>();
  const shown: string[] = [];
  for (const { controllers, fields } of conditionals) {
    // Decided by several fields: after the last of them on the form.
    const controller = own.findLast((name) => controllers.includes(name)) ?? controllers[0];
    for (const name of fields.keys()) {
      if (own.includes(name) || shown.includes(name)) continue;
      shown.push(name);
      if (controller !== undefined) after.set(controller, [...(after.get(controller) ?? []), name]);
    }
  }
  if (shown.length === 0) return undefined;
  const order: string[] = [];
  const place = (name: string) => {
    if (order.includes(name)) return;
    order.push(name);
    for (const next of after.get(name) ?? []) place(next);
  };
  for (const name of [...own, ...shown]) place(name);
  if (!Array.isArray(asked)) return [...order, '*'];
  // Without a "*" the author listed every field: rjsf renders exactly that.
  if (!asked.includes('*')) return undefined;
  const rest = order.filter((name) => !asked.includes(name));
  return asked.flatMap((name: unknown) => (name === '*' ? [...rest, '*'] : [String(name)]));
}

/** An object's `ui:order` as the form renders it: the author's, with conditional fields in place. */
export function renderedOrder(schema: Schema, asked: unknown): unknown {
  const own = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  return fieldOrder(own, conditionalsOf(schema), asked) ?? asked;
}

/**
 * Top-level items in the order of the steps that show them, each step's own
 * order kept (a stable sort); one in no step after them all.
 */
export function inStepOrder<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  steps: readonly { fields: readonly string[] }[] | undefined,
): T[] {
  if (!steps?.length) return [...items];
  const stepOf = (item: T) => {
    const at = steps.findIndex((s) => s.fields.includes(keyOf(item)));
    return at === -1 ? steps.length : at;
  };
  return items
    .map((item, i) => ({ item, i, step: stepOf(item) }))
    .sort((a, b) => a.step - b.step || a.i - b.i)
    .map(({ item }) => item);
}
