import type { JSONPath } from 'jsonc-parser';
import { isObject } from '../kernel/is-object';
import { suggestion } from './did-you-mean';
import type { JsonSource } from './json-source';

/**
 * A JSON document schemas live in: a screen's `schema` (its `#` is the
 * `schema` value, as the form sees it) or a whole shared `_*.json` file.
 */
export type SchemaDoc = {
  /** File name inside `schemas/`. */
  name: string;
  root: unknown;
  source: JsonSource;
  /** Where `root` sits in the file: `["schema"]` for a screen, `[]` for a shared file. */
  base: JSONPath;
  /** What the file holds when it is no pieces of forms (the theme, an editor meta-schema): a `$ref` into it is a mistake. */
  holds?: string;
};

/** A schema node and where it is written. */
export type Located = { doc: SchemaDoc; node: unknown; path: JSONPath };

export type Resolved = Located | { error: string };

/** Own properties only: a key named "__proto__" or "constructor" is data, never the prototype. */
export function own(v: unknown, key: string | number): unknown {
  if (Array.isArray(v)) return typeof key === 'number' ? v[key] : undefined;
  if (isObject(v) && Object.prototype.hasOwnProperty.call(v, key)) return v[key];
  return undefined;
}

export function hasOwn(v: unknown, key: string): boolean {
  return isObject(v) && Object.prototype.hasOwnProperty.call(v, key);
}

const SHARED_REF = /^(_[^#/\\]*\.json)(?:#(.*))?$/;

function decodePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pointer);
  } catch {
    return undefined;
  }
  return decoded
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function encodePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Where `$ref` leads: `#/definitions/x` inside the same document, or
 * `_file.json#/definitions/x` into a shared file. Anything else cannot be
 * used by the form, so it is an error with advice rather than a silent blank.
 */
export function resolveRef(
  ref: string,
  from: SchemaDoc,
  shared: ReadonlyMap<string, SchemaDoc>,
): Resolved {
  let doc = from;
  let fragment: string;
  if (ref.startsWith('#')) {
    fragment = ref.slice(1);
  } else {
    const m = SHARED_REF.exec(ref);
    if (!m) {
      return {
        error: `"$ref" cannot point at "${ref}": write "#/definitions/<name>" for this file or "_<file>.json#/definitions/<name>" for a shared file in schemas/`,
      };
    }
    const file = m[1] ?? '';
    const target = shared.get(file);
    if (!target) {
      return {
        error: `"$ref" points at "${file}", which is not in schemas/${suggestion(file, [...shared.keys()], 'shared files are')}`,
      };
    }
    if (target.holds) {
      const pieces = [...shared.values()].filter((d) => !d.holds).map((d) => d.name);
      return {
        error: `"$ref" points into "${file}", which holds ${target.holds}, not pieces of forms: point at a shared file of fields${pieces[0] ? `, like "${pieces[0]}"` : ' (a _<name>.json file with "definitions")'}`,
      };
    }
    doc = target;
    fragment = m[2] ?? '';
  }
  const segments = decodePointer(fragment);
  if (!segments) {
    return {
      error: `"$ref" "${ref}" is not a JSON pointer: write it like "#/definitions/address"`,
    };
  }
  let node: unknown = doc.root;
  const path: JSONPath = [...doc.base];
  for (const [i, seg] of segments.entries()) {
    const key: string | number = Array.isArray(node) && /^\d+$/.test(seg) ? Number(seg) : seg;
    const next = own(node, key);
    if (next === undefined) {
      const where = doc === from && ref.startsWith('#') ? 'this file' : doc.name;
      const names = isObject(node) ? Object.keys(node) : [];
      const at = segments.slice(0, i).join('/');
      return {
        error: `"$ref" points to nothing: "${ref}" has no "${seg}"${at ? ` under "${at}"` : ''} in ${where}${suggestion(seg, names, 'there are')}`,
      };
    }
    node = next;
    path.push(key);
  }
  return { doc, node, path };
}

/** Keys whose values are data, never schemas: a `$ref` there is text. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

/**
 * The `$ref`s through which a schema reaches itself again (a tree of nodes,
 * two definitions using each other): rjsf's precompiler behind the build
 * follows them without end. One depth-first walk over the schemas and their
 * `$ref`s; a step back to a schema still open closes a loop, and every
 * `$ref` on the way round is in it. A stack, not recursion, for any depth.
 */
export function findRefLoops(start: Located, shared: ReadonlyMap<string, SchemaDoc>): Located[] {
  const inLoop = new Set<Located>();
  const done = new Set<unknown>();
  const open = new Map<unknown, number>();
  /** The open path: each step's schema and what is left to follow from it. */
  const path: { loc: Located; next: Located[] }[] = [];
  const enter = (loc: Located) => {
    open.set(loc.node, path.length);
    path.push({ loc, next: stepsFrom(loc, shared).reverse() });
  };
  enter(start);
  while (path.length > 0) {
    const top = path[path.length - 1];
    const step = top?.next.pop();
    if (!top || !step) {
      if (top) {
        open.delete(top.loc.node);
        done.add(top.loc.node);
      }
      path.pop();
      continue;
    }
    const back = open.get(step.node);
    if (back !== undefined) {
      for (const { loc } of path.slice(back)) if (hasRef(loc.node)) inLoop.add(loc);
    } else if (!done.has(step.node)) enter(step);
  }
  return [...inLoop];
}

function hasRef(node: unknown): boolean {
  return typeof own(node, '$ref') === 'string';
}

/** Where a walk goes from `loc`: the target of its `$ref`, then its objects and lists. */
function stepsFrom(loc: Located, shared: ReadonlyMap<string, SchemaDoc>): Located[] {
  const { node, doc, path } = loc;
  const steps: Located[] = [];
  const ref = own(node, '$ref');
  if (typeof ref === 'string') {
    const target = resolveRef(ref, doc, shared);
    if ('node' in target) steps.push(target);
  }
  const entries: [string | number, unknown][] = Array.isArray(node)
    ? node.map((v, i) => [i, v])
    : isObject(node)
      ? Object.entries(node).filter(([k]) => !DATA_KEYWORDS.has(k))
      : [];
  for (const [key, value] of entries) {
    if (isObject(value) || Array.isArray(value))
      steps.push({ doc, node: value, path: [...path, key] });
  }
  return steps;
}

const definitionKey = (file: string) => `#/definitions/${encodePointerSegment(file)}`;

/**
 * The screen's schema with every shared `_*.json` file it uses copied into
 * its own `definitions` (the form resolves only local `$ref`s):
 * `_address.json#/definitions/address` becomes
 * `#/definitions/_address.json/definitions/address`, and the shared file's
 * own `#/...` refs are rewritten to stay inside its copy. Refs that lead
 * nowhere are left as written (the checker has already reported them).
 */
export function bundleSchema(schema: unknown, shared: ReadonlyMap<string, SchemaDoc>): unknown {
  const needed = new Set<string>();
  const rewrite = (node: unknown, self: string | null): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, self));
    if (!isObject(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const v =
        key === '$ref' && typeof value === 'string'
          ? rewriteRef(value, self)
          : rewrite(value, self);
      Object.defineProperty(out, key, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  const rewriteRef = (ref: string, self: string | null): string => {
    if (ref.startsWith('#')) return self === null ? ref : `${definitionKey(self)}${ref.slice(1)}`;
    const m = SHARED_REF.exec(ref);
    const file = m?.[1];
    if (!file || !shared.has(file)) return ref;
    needed.add(file);
    return `${definitionKey(file)}${m?.[2] ?? ''}`;
  };
  const bundled = rewrite(schema, null);
  if (needed.size === 0 || !isObject(bundled)) return bundled;
  const definitions: Record<string, unknown> = isObject(bundled.definitions)
    ? { ...bundled.definitions }
    : {};
  // A worklist, not recursion: shared files may use each other, even in a cycle.
  const done = new Set<string>();
  for (let file = first(needed); file !== undefined; file = first(needed)) {
    needed.delete(file);
    if (done.has(file)) continue;
    done.add(file);
    const copy = rewrite(shared.get(file)?.root, file);
    if (isObject(copy)) {
      // Only the root of a schema may say which draft it is or name itself.
      delete copy.$schema;
      delete copy.$id;
    }
    Object.defineProperty(definitions, file, {
      value: copy,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { ...bundled, definitions };
}

function first(set: Set<string>): string | undefined {
  for (const v of set) return v;
  return undefined;
}
