import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// The guide's reference lists every key of a screen file, and the meta-schema
// is what editors and the checker know: a key added to one and not the other
// leaves authors either without words for it or with words for nothing.
const root = path.resolve(import.meta.dirname, '../../..');
const reference = readFileSync(path.join(root, 'docs/guide/reference.md'), 'utf8');
const metaSchema = JSON.parse(
  readFileSync(path.join(root, 'schemas/_screen.schema.json'), 'utf8'),
) as Schema;

type Schema = {
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
