import { describe, expect, test } from 'vitest';
import { schemaPatterns, withoutPatterns } from '../../../src/checker/regex';

// The studio renders its preview without the patterns its check has not cleared: every field's
// pattern is found, wherever it is, and only those of the schema, never an answer or a name.
const schema = {
  type: 'object',
  properties: {
    code: { type: 'string', pattern: '^a*a*b$', default: 'x' },
    pattern: { type: 'string', title: 'A question named pattern' },
    list: { type: 'array', items: { type: 'string', pattern: '^[0-9]+$' } },
    note: { type: 'object', default: { pattern: '^kept as an answer$' } },
  },
  definitions: { zip: { type: 'string', pattern: '^a*a*b$' } },
  allOf: [{ if: { properties: { code: { const: 'a' } } }, then: { pattern: '^then$' } }],
};

describe('the patterns of a schema', () => {
  test('are each found once, in fields, lists, definitions and conditions', () => {
    expect(schemaPatterns(schema).sort()).toEqual(['^[0-9]+$', '^a*a*b$', '^then$']);
  });

  test('held ones go, cleared ones, answers and field names stay', () => {
    const held = withoutPatterns(schema, new Set(['^a*a*b$', '^then$']));
    expect(held.properties.code).toEqual({ type: 'string', default: 'x' });
    expect(held.definitions.zip).toEqual({ type: 'string' });
    expect(held.allOf[0]?.then).toEqual({});
    expect(held.properties.list.items.pattern).toBe('^[0-9]+$');
    expect(held.properties.note.default).toEqual({ pattern: '^kept as an answer$' });
    expect(held.properties.pattern).toEqual(schema.properties.pattern);
    expect(schema.properties.code.pattern).toBe('^a*a*b$');
  });
});
