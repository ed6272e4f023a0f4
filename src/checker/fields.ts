import { own, resolveRef, type Located, type SchemaDoc } from './refs';
import { isObject } from '../kernel/is-object';
import { checkRegex } from './regex';

/** The fields an object schema can have, conditional ones included. */
export type FieldSet = {
  names: Map<string, Located[]>;
  /** `patternProperties` keys, which name fields too. */
  patterns: RegExp[];
  /** `additionalProperties` is a schema: any other name is a field as well. */
  open: Located[];
};

const BRANCHES = ['allOf', 'anyOf', 'oneOf'] as const;
const CONDITIONALS = ['if', 'then', 'else'] as const;

/** Matches every name: what a refused pattern stands for, so the names it was meant to cover raise no second message. */
const ANY_NAME = /(?:)/;

/**
 * Every field `at` can hold: its `properties`, and those of everything that
 * applies to the same answers (`$ref`, allOf/anyOf/oneOf, if/then/else,
 * `dependencies`), so a field shown only under a condition still counts.
 */
export function fieldsOf(at: Located, shared: ReadonlyMap<string, SchemaDoc>): FieldSet {
  const set: FieldSet = { names: new Map(), patterns: [], open: [] };
  forEachApplying(at, shared, true, ({ node, doc, path }) => {
    const properties = own(node, 'properties');
    if (isObject(properties)) {
      for (const [name, child] of Object.entries(properties)) {
        const list = set.names.get(name) ?? [];
        list.push({ doc, node: child, path: [...path, 'properties', name] });
        set.names.set(name, list);
      }
    }
    const patterns = own(node, 'patternProperties');
    if (isObject(patterns)) {
      for (const p of Object.keys(patterns)) {
        // An invalid or freezing pattern is reported by the schema walk, never run here.
        const check = checkRegex(p);
        set.patterns.push(check.ok ? check.regex : ANY_NAME);
      }
    }
    const additional = own(node, 'additionalProperties');
    if (isObject(additional))
      set.open.push({ doc, node: additional, path: [...path, 'additionalProperties'] });
  });
  return set;
}

/**
 * Calls `fn` once for `at` and for every schema that applies to the same
 * answers: through `$ref`, allOf/anyOf/oneOf, if/then/else and, for objects,
 * `dependencies`. The one walk behind fieldsOf and itemsOf.
 */
export function forEachApplying(
  at: Located,
  shared: ReadonlyMap<string, SchemaDoc>,
  dependencies: boolean,
  fn: (loc: Located & { node: Record<string, unknown> }) => void,
): void {
  const seen = new Set<unknown>();
  // A stack of what is left to do, not recursion: a chain of thousands of $refs is as deep as it is long.
  // Each schema's $ref target comes first, then the schema itself, then its branches, as written.
  type Task = { visit: Located } | { call: Located & { node: Record<string, unknown> } };
  const tasks: Task[] = [{ visit: at }];
  for (let task = tasks.pop(); task; task = tasks.pop()) {
    if ('call' in task) {
      fn(task.call);
      continue;
    }
    const { node, doc, path } = task.visit;
    if (!isObject(node) || seen.has(node)) continue;
    seen.add(node);
    const next: Task[] = [];
    const ref = own(node, '$ref');
    if (typeof ref === 'string') {
      const target = resolveRef(ref, doc, shared);
      if ('node' in target) next.push({ visit: target });
    }
    next.push({ call: { doc, node, path } });
    for (const key of BRANCHES) {
      const list = own(node, key);
      if (Array.isArray(list))
        list.forEach((n, i) => next.push({ visit: { doc, node: n, path: [...path, key, i] } }));
    }
    for (const key of CONDITIONALS) {
      const n = own(node, key);
      if (n !== undefined) next.push({ visit: { doc, node: n, path: [...path, key] } });
    }
    const deps = dependencies ? own(node, 'dependencies') : undefined;
    if (isObject(deps)) {
      for (const [name, dep] of Object.entries(deps)) {
        if (isObject(dep))
          next.push({ visit: { doc, node: dep, path: [...path, 'dependencies', name] } });
      }
    }
    tasks.push(...next.reverse());
  }
}

/** The `type`s an answer at `at` is declared with, through `$ref`s and branches. */
export function typesOf(at: Located, shared: ReadonlyMap<string, SchemaDoc>): Set<string> {
  const types = new Set<string>();
  forEachApplying(at, shared, false, ({ node }) => {
    const type = own(node, 'type');
    for (const t of typeof type === 'string' ? [type] : Array.isArray(type) ? type : []) {
      if (typeof t === 'string') types.add(t);
    }
  });
  return types;
}

export function hasField(set: FieldSet, name: string): boolean {
  return set.names.has(name) || set.patterns.some((re) => re.test(name)) || set.open.length > 0;
}

/** The schemas an item of an array schema can be, at `index`. */
export function itemsOf(
  at: Located,
  index: number,
  shared: ReadonlyMap<string, SchemaDoc>,
): Located[] {
  const out: Located[] = [];
  // Only objects have `dependencies`: they never apply to a list's items.
  forEachApplying(at, shared, false, ({ node, doc, path }) => {
    const items = own(node, 'items');
    if (isObject(items)) out.push({ doc, node: items, path: [...path, 'items'] });
    else if (Array.isArray(items)) {
      if (index < items.length)
        out.push({ doc, node: items[index], path: [...path, 'items', index] });
      else {
        const extra = own(node, 'additionalItems');
        if (isObject(extra)) out.push({ doc, node: extra, path: [...path, 'additionalItems'] });
      }
    }
  });
  return out;
}

export type PathCheck =
  | { ok: true }
  | {
      ok: false;
      /** How many leading segments did exist. */
      depth: number;
      /** The names that do exist where the path went wrong. */
      known: string[];
      /** The path went wrong because it numbered an item of something that is not a list. */
      notAList?: boolean;
    };

/**
 * Whether a dotted path (`address.city`, `items.0.name`) names a field of
 * the form, following nested objects, array items (by number), `$ref`s and
 * conditional branches.
 */
export function checkFieldPath(
  root: Located,
  segments: (string | number)[],
  shared: ReadonlyMap<string, SchemaDoc>,
): PathCheck {
  let current: Located[] = [root];
  for (const [depth, seg] of segments.entries()) {
    const next: Located[] = [];
    const known = new Set<string>();
    let objectAllowsAny = false;
    for (const loc of current) {
      if (typeof seg === 'number') next.push(...itemsOf(loc, seg, shared));
      const fields = fieldsOf(loc, shared);
      for (const n of fields.names.keys()) known.add(n);
      const byName = fields.names.get(String(seg));
      if (byName) next.push(...byName);
      else if (fields.patterns.some((re) => re.test(String(seg)))) objectAllowsAny = true;
      else if (fields.open.length > 0) next.push(...fields.open);
    }
    if (objectAllowsAny) return { ok: true };
    if (next.length === 0) {
      return {
        ok: false,
        depth,
        known: [...known],
        notAList: typeof seg === 'number' && known.size > 0,
      };
    }
    current = next;
  }
  return { ok: true };
}
