import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import type { RJSFSchema } from '@rjsf/utils';
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { carryPart } from '../../../../src/form/perf/carried-parts';
import { lazyPart } from '../../../../src/form/perf/lazy-part';

// What the bundler swaps in for rjsf's own merge and URI library (perf/parts.ts).
const allOfMerge = lazyPart('AllOfMerge') as typeof shallowAllOfMerge;
const uriResolver = lazyPart('UriResolver') as typeof fastUri;

// rjsf calls these synchronously, so a screen must carry them (parts.ts decides when).
describe('function parts a screen provides', () => {
  it('fail loudly, naming the part, when the screen did not provide them', () => {
    expect(() => allOfMerge({ allOf: [{ type: 'string' }] })).toThrow(/AllOfMerge .*parts\.ts/);
    expect(() => uriResolver.equal('a', 'a')).toThrow(/UriResolver/);
  });

  it("merge allOf exactly as rjsf's own merge", () => {
    carryPart('AllOfMerge', shallowAllOfMerge);
    const schemas: RJSFSchema[] = [
      {
        allOf: [
          { type: 'string', minLength: 2 },
          { maxLength: 9, title: 'Name' },
        ],
      },
      {
        type: 'object',
        allOf: [
          { properties: { a: { type: 'string' } }, required: ['a'] },
          { properties: { b: { type: 'number' } }, required: ['b'] },
        ],
      },
      { allOf: [{ enum: ['x', 'y', 'z'] }, { enum: ['y', 'z'] }] },
    ];
    for (const schema of schemas) expect(allOfMerge(schema)).toEqual(shallowAllOfMerge(schema));
    expect(allOfMerge(schemas[0]!)).toMatchObject({ type: 'string', minLength: 2, maxLength: 9 });
  });

  it('resolve and compare URIs exactly as fast-uri', () => {
    carryPart('UriResolver', fastUri);
    const pairs: [string, string][] = [
      ['https://example.com/schemas/order.json', 'address.json#/definitions/street'],
      ['https://example.com/a/b/c', '../d#x'],
      ['#', '#/definitions/address'],
      ['urn:example:root', '#/$defs/item'],
    ];
    for (const [base, ref] of pairs) {
      expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
      expect(uriResolver.equal(base, ref)).toBe(fastUri.equal(base, ref));
    }
    expect(uriResolver.resolve('https://example.com/a/b', '../c')).toBe('https://example.com/c');
    expect(uriResolver.equal('HTTP://Example.com/x', 'http://example.com/x')).toBe(true);
  });
});
