import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { hoverTooltip } from '@codemirror/view';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import {
  findNodeAtLocation,
  findNodeAtOffset,
  getLocation,
  getNodePath,
  parseTree,
  type JSONPath,
} from 'jsonc-parser';
import screenMetaSchema from '../../../../../schemas/_screen.schema.json';
import { isObject } from '../../../../kernel/is-object';
import { resolveSchema } from '../../../../screen/navigate';

/**
 * Completion and hover in the JSON tab from the editor meta-schema every screen
 * names in `$schema` (schemas/_screen.schema.json), and inside `schema` from
 * JSON Schema draft-07's own: the same help an author's editor gives.
 */

type Schema = Record<string, unknown>;
/** A schema and the document its local `$ref`s point into. */
type Scoped = { schema: Schema; root: Schema };

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const screenRoot = screenMetaSchema as Schema;
const draftRoot = draft07 as Schema;

/** The schema itself and every branch it may take, refs followed. */
function expand({ schema, root }: Scoped, depth = 0): Scoped[] {
  if (depth > 8) return [];
  if (schema.$ref === DRAFT_07) return expand({ schema: draftRoot, root: draftRoot }, depth + 1);
  const resolved = resolveSchema(schema, root) as Schema;
  const branches = ['allOf', 'anyOf', 'oneOf']
    .flatMap((k) => (Array.isArray(resolved[k]) ? (resolved[k] as unknown[]) : []))
    .concat([resolved.then, resolved.else])
    .filter(isObject);
  return [
    { schema: resolved, root },
    ...branches.flatMap((b) => expand({ schema: b, root }, depth + 1)),
  ];
}

function childOf({ schema, root }: Scoped, segment: string | number): Scoped[] {
  const sub = (s: unknown): Scoped[] => (isObject(s) ? [{ schema: s, root }] : []);
  if (typeof segment === 'number') {
    return Array.isArray(schema.items) ? sub(schema.items[segment]) : sub(schema.items);
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  if (segment in properties) return sub(properties[segment]);
  const patterns = isObject(schema.patternProperties) ? schema.patternProperties : {};
  const matched = Object.entries(patterns).filter(([p]) => new RegExp(p, 'u').test(segment));
  if (matched.length > 0) return matched.flatMap(([, s]) => sub(s));
  return sub(schema.additionalProperties);
}

/** The schemas that describe the value at `path` of a screen file. */
export function schemasAt(path: JSONPath): Scoped[] {
  let at = expand({ schema: screenRoot, root: screenRoot });
  for (const segment of path) {
    at = at.flatMap((s) => childOf(s, segment)).flatMap((s) => expand(s));
    if (at.length === 0) return [];
  }
  return at;
}

const describe = (s: Scoped[]) =>
  s.map(({ schema }) => schema.description).find((d): d is string => typeof d === 'string');

/** The keys an object at `path` may have, with what each is for. */
export function keysAt(path: JSONPath): { name: string; description?: string }[] {
  const seen = new Map<string, string | undefined>();
  for (const s of schemasAt(path)) {
    const properties = isObject(s.schema.properties) ? s.schema.properties : {};
    for (const [name, sub] of Object.entries(properties)) {
      if (!seen.has(name) || seen.get(name) === undefined) {
        seen.set(name, describe(isObject(sub) ? expand({ schema: sub, root: s.root }) : []));
      }
    }
  }
  return [...seen].map(([name, description]) => ({ name, description }));
}

/** The values the meta-schema names for `path`: its enum, const, true/false, examples of plain values. */
export function valuesAt(path: JSONPath): unknown[] {
  const values = new Set<string>();
  for (const { schema } of schemasAt(path)) {
    if (Array.isArray(schema.enum)) for (const v of schema.enum) values.add(JSON.stringify(v));
    if ('const' in schema) values.add(JSON.stringify(schema.const));
    if (schema.type === 'boolean') ['true', 'false'].forEach((v) => values.add(v));
    if (Array.isArray(schema.examples)) {
      for (const v of schema.examples)
        if (!isObject(v) && !Array.isArray(v)) values.add(JSON.stringify(v));
    }
  }
  return [...values].map((v) => JSON.parse(v) as unknown);
}

export function describePath(path: JSONPath): string | undefined {
  return describe(schemasAt(path));
}

/** CodeMirror's completion source: keys where a key is typed, values where a value is. */
export function metaSchemaCompletion(context: CompletionContext): CompletionResult | null {
  const text = context.state.doc.toString();
  const word = context.matchBefore(/"?[^"\s:,{}[\]]*/);
  if (!word || (word.from === word.to && !context.explicit)) return null;
  const location = getLocation(text, context.pos);
  if (location.isAtPropertyKey) {
    const parent = location.path.slice(0, -1);
    const tree = parseTree(text);
    const object = tree && findNodeAtLocation(tree, parent);
    const written = new Set((object?.children ?? []).map((p) => p.children?.[0]?.value as unknown));
    const options = keysAt(parent)
      .filter((k) => !written.has(k.name))
      .map((k) => ({
        label: JSON.stringify(k.name),
        type: 'property',
        ...(k.description ? { info: k.description } : {}),
      }));
    return { from: word.from, options, validFor: /^"?[^"\s:,{}[\]]*$/ };
  }
  const options = valuesAt(location.path).map((v) => ({
    label: JSON.stringify(v),
    type: 'constant',
  }));
  return options.length > 0 ? { from: word.from, options } : null;
}

/** What a key is for, when the pointer rests on it. */
export const metaSchemaHover = hoverTooltip((view, pos) => {
  const text = view.state.doc.toString();
  const tree = parseTree(text);
  const node = tree && findNodeAtOffset(tree, pos);
  const property = node?.parent?.type === 'property' ? node.parent : undefined;
  if (!node || !property || property.children?.[0] !== node) return null;
  const value = property.children[1];
  const description = value && describePath(getNodePath(value));
  if (!description) return null;
  return {
    pos: node.offset,
    end: node.offset + node.length,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'studio-hover';
      // Text, never HTML: the meta-schema's words as they are.
      dom.textContent = description;
      return { dom };
    },
  };
});
