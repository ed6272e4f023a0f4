import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { anchorsOf } from './anchors';

// The guide's reference lists every key of a screen file, and the meta-schema
// is what editors and the checker know: a key added to one and not the other
// leaves authors either without words for it or with words for nothing.
const root = path.resolve(import.meta.dirname, '../../..');
const reference = readFileSync(path.join(root, 'docs/guide/reference.md'), 'utf8');
const metaSchema = JSON.parse(
  readFileSync(path.join(root, 'schemas/_screen.schema.json'), 'utf8'),
) as Schema;

type Schema = {
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** Every named key, as a path: `email.confirmation.to`, `steps[].when`. */
function keysOf(schema: Schema, prefix = ''): string[] {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => {
      const at = `${prefix}${key}`;
      return [at, ...keysOf(value, value.items ? `${at}[].` : `${at}.`)];
    }),
    ...(schema.items ? keysOf(schema.items, prefix) : []),
    ...alternatives.flatMap((alternative) => keysOf(alternative, prefix)),
  ];
}

const inMetaSchema = [...new Set(keysOf(metaSchema))].sort();
const documented = [...reference.matchAll(/^\| `([^`]+)` +\|/gm)].map((m) => m[1] ?? '').sort();

describe('docs/guide/reference.md and schemas/_screen.schema.json', () => {
  test('name the same keys: each key of the meta-schema has its line, each line a key', () => {
    expect(inMetaSchema.length).toBeGreaterThan(40);
    expect({
      undocumented: inMetaSchema.filter((key) => !documented.includes(key)),
      unknown: documented.filter((key) => !inMetaSchema.includes(key)),
    }).toEqual({ undocumented: [], unknown: [] });
  });

  test('list each key once', () => {
    expect(documented.filter((key, i) => documented.indexOf(key) !== i)).toEqual([]);
  });
});

describe("the meta-schema's descriptions, as an editor's hover shows them", () => {
  // The reference's "more" link of each key: the section that explains it with an example.
  const explainedAt = Object.fromEntries(
    [...reference.matchAll(/^\| `([^`]+)` +\|.*?\]\(([^)]+)\)/gm)].map((m) => [m[1], m[2]]),
  );

  test("each key's ends by naming the guide's section the reference links it to", () => {
    const keys = Object.keys(metaSchema.properties ?? {});
    expect(keys.length).toBeGreaterThan(20);
    const named = keys.map((key) => [
      key,
      /Guide: docs\/guide\/(\S+)$/.exec(metaSchema.properties?.[key]?.description ?? '')?.[1],
    ]);
    expect(Object.fromEntries(named)).toEqual(
      Object.fromEntries(keys.map((key) => [key, explainedAt[key]])),
    );
  });

  test('every guide section they name is there', () => {
    const texts = readdirSync(path.join(root, 'schemas'))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => readFileSync(path.join(root, 'schemas', name), 'utf8'));
    const named = texts.flatMap((text) => [
      ...text.matchAll(/docs\/guide\/([\w-]+\.md)(?:#([\w-]+))?/g),
    ]);
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter(([, page = '', anchor]) => {
      const file = path.join(root, 'docs/guide', page);
      if (!existsSync(file)) return true;
      return anchor !== undefined && !anchorsOf(readFileSync(file, 'utf8')).has(anchor);
    });
    expect(missing.map(([at]) => at)).toEqual([]);
    expect(texts.join('\n')).not.toContain('See schemas/README.md');
  });
});
