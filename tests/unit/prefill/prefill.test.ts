import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { prefillFormData } from '../../../src/features/prefill/prefill';

const schema = {
  type: 'object',
  definitions: {
    address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } } },
  },
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    guests: { type: 'integer', default: 1 },
    newsletter: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    address: { $ref: '#/definitions/address' },
  },
} as RJSFSchema;

const prefill = {
  name: 'user.name',
  email: 'user.email',
  guests: 'query.guests',
  newsletter: 'query.news',
  tags: 'query.tag',
  'address.city': 'query.city',
};

const user = { uid: 'u1', email: 'ana@example.com', name: 'Ana' };

describe('prefill', () => {
  it('fills fields from the link, typed as the field, nested ones too, and from the account', () => {
    const query = new URLSearchParams('guests=3&news=yes&tag=a&tag=b&city=Lyon');
    expect(prefillFormData(schema, prefill, { query, user }, undefined)).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      guests: 3,
      newsletter: true,
      tags: ['a', 'b'],
      address: { city: 'Lyon' },
    });
  });

  it('never overwrites an answer restored from a draft', () => {
    const query = new URLSearchParams('city=Lyon&guests=3');
    const draft = { name: 'Bo', address: { city: 'Nice', zip: '06000' } };
    expect(prefillFormData(schema, prefill, { query, user }, draft)).toEqual({
      name: 'Bo',
      email: 'ana@example.com',
      guests: 3,
      address: { city: 'Nice', zip: '06000' },
    });
  });

  it('leaves a field to its default when the source has nothing usable', () => {
    const query = new URLSearchParams('guests=many');
    expect(prefillFormData(schema, prefill, { query, user: null }, undefined)).toBeUndefined();
  });
});
