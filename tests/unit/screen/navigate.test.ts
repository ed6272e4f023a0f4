import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { knownAnswers, schemaAtPath } from '../../../src/screen/navigate';

const root: RJSFSchema = {
  type: 'object',
  definitions: { city: { type: 'string', title: 'City' } },
  properties: {
    items: {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string', title: 'Item name' } } },
    },
    home: { type: 'object', properties: { city: { $ref: '#/definitions/city' } } },
    contact: { type: 'string', enum: ['phone', 'email'] },
    tags: { type: 'object', additionalProperties: { type: 'string' } },
  },
  dependencies: {
    contact: { oneOf: [{ properties: { phone: { type: 'string', title: 'Phone' } } }] },
  },
};

describe('the schema navigator', () => {
  it('finds a field by a path with list indices, through $ref and conditionals', () => {
    expect(schemaAtPath(root, ['items', 3, 'name'])?.title).toBe('Item name');
    expect(schemaAtPath(root, ['home', 'city'])?.title).toBe('City');
    expect(schemaAtPath(root, ['phone'])?.title).toBe('Phone');
    expect(schemaAtPath(root, ['home', 'street'])).toBeUndefined();
    expect(schemaAtPath(root, ['constructor'])).toBeUndefined();
  });

  it('keeps the answers the schema has a place for, at every depth, and nothing else', () => {
    const answers = {
      items: [{ name: 'Pens', price: 3 }],
      home: { city: 'Lyon', __proto__x: 1 },
      phone: '123',
      tags: { colour: 'red' },
      service_id: 'forged',
    };
    expect(knownAnswers(root, answers)).toEqual({
      items: [{ name: 'Pens' }],
      home: { city: 'Lyon' },
      phone: '123',
      tags: { colour: 'red' },
    });
    expect(knownAnswers(root, undefined)).toBeUndefined();
  });
});
