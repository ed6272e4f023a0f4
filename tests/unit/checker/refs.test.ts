import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, test } from 'vitest';
import { bundleSchema, type SchemaDoc } from '../../../src/checker/refs';
import { JsonSource } from '../../../src/checker/json-source';
import { check, text, validScreen } from './helpers';

function shared(files: Record<string, unknown>): Map<string, SchemaDoc> {
  return new Map(
    Object.entries(files).map(([name, root]) => [
      name,
      { name, root, source: new JsonSource(`schemas/${name}`, text(root)), base: [] },
    ]),
  );
}

const address = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  definitions: {
    address: {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string' }, country: { $ref: '#/definitions/country' } },
    },
    country: { type: 'string', enum: ['France', 'Italia'] },
  },
};

describe('bundling shared _*.json files into the screen', () => {
  test("rewrites refs into the copy, the shared file's own refs included", () => {
    const schema = {
      type: 'object',
      properties: { home: { $ref: '_address.json#/definitions/address' } },
    };
    const bundled = bundleSchema(schema, shared({ '_address.json': address })) as {
      properties: { home: { $ref: string } };
      definitions: Record<
        string,
        {
          definitions: { address: { properties: { country: { $ref: string } } } };
          $schema?: string;
        }
      >;
    };
    expect(bundled.properties.home.$ref).toBe('#/definitions/_address.json/definitions/address');
    const copy = bundled.definitions['_address.json'];
    expect(copy?.definitions.address.properties.country.$ref).toBe(
      '#/definitions/_address.json/definitions/country',
    );
    expect(copy?.$schema).toBeUndefined();
    // The screen's own object is not changed: the checker's input stays as written.
    expect(schema.properties.home.$ref).toBe('_address.json#/definitions/address');
  });

  test('the bundled schema validates answers through the shared piece', () => {
    const schema = {
      type: 'object',
      properties: { home: { $ref: '_address.json#/definitions/address' } },
    };
    const bundled = bundleSchema(schema, shared({ '_address.json': address })) as object;
    const validator = customizeValidator();
    expect(validator.isValid(bundled, { home: { city: 'Lyon', country: 'France' } }, bundled)).toBe(
      true,
    );
    expect(validator.isValid(bundled, { home: { country: 'Spain' } }, bundled)).toBe(false);
  });

  test('shared files that use each other, even in a cycle, are each copied once', () => {
    const a = {
      definitions: { a: { type: 'object', properties: { b: { $ref: '_b.json#/definitions/b' } } } },
    };
    const b = {
      definitions: { b: { type: 'object', properties: { a: { $ref: '_a.json#/definitions/a' } } } },
    };
    const bundled = bundleSchema(
      { $ref: '_a.json#/definitions/a' },
      shared({ '_a.json': a, '_b.json': b }),
    ) as {
      definitions: Record<string, unknown>;
    };
    expect(Object.keys(bundled.definitions).sort()).toEqual(['_a.json', '_b.json']);
    expect(JSON.stringify(bundled)).not.toContain('"_a.json#');
  });

  test('keys needing JSON-pointer escapes still resolve', () => {
    const parts = {
      definitions: {
        'a/b': { type: 'string', minLength: 2 },
        'c~d': { $ref: '#/definitions/a~1b' },
      },
    };
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.code = {
      $ref: '_parts.json#/definitions/c~0d',
    };
    const result = check({ 'form.json': text(screen), '_parts.json': text(parts) });
    expect(result.problems).toEqual([]);
    const bundled = result.screens[0]?.screen?.schema as object;
    const validator = customizeValidator();
    expect(validator.isValid(bundled, { name: 'x', code: 'ok' }, bundled)).toBe(true);
    expect(validator.isValid(bundled, { name: 'x', code: 'o' }, bundled)).toBe(false);
  });

  test('the shipped order screen carries its delivery address with it', () => {
    const result = check({
      'order.json': text({
        ...validScreen(),
        schema: {
          type: 'object',
          properties: { delivery: { $ref: '_address.json#/definitions/address' } },
        },
      }),
      '_address.json': text(address),
    });
    const schema = result.screens[0]?.screen?.schema as { definitions: Record<string, unknown> };
    expect(schema.definitions['_address.json']).toBeDefined();
  });
});
