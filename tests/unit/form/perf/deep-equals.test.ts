import rjsfDeepEquals from '@rjsf/utils/lib/deepEquals.js';
import fc from 'fast-check';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import deepEquals from '../../../../src/form/perf/deep-equals';

// The build swaps rjsf's deepEquals (fast-equals) for deep-equals.ts; vitest does not, so
// '@rjsf/utils/lib/deepEquals.js' here is rjsf's own. Whatever rjsf compares, the two agree.

type Pair = [unknown, unknown];

class Schemas {
  constructor(
    public root: unknown,
    public kept: unknown,
  ) {}
  describe() {
    return 'a class instance: compared by its own keys';
  }
}

/** A copy as rjsf makes one (a new state, new props): new objects, new functions, the same values. */
function copy(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof value === 'function') return () => undefined;
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known) return known;
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) return new RegExp(value.source, value.flags);
  if (value instanceof Map) {
    const made = new Map();
    seen.set(value, made);
    for (const [k, v] of value) made.set(copy(k, seen), copy(v, seen));
    return made;
  }
  if (value instanceof Set) {
    const made = new Set();
    seen.set(value, made);
    for (const v of value) made.add(copy(v, seen));
    return made;
  }
  const made: Record<PropertyKey, unknown> = Array.isArray(value)
    ? []
    : Object.create(Object.getPrototypeOf(value) as object | null);
  seen.set(value, made);
  for (const key of Object.keys(value))
    made[key] = copy((value as Record<string, unknown>)[key], seen);
  return made;
}

/** The copy with its `n`-th leaf (in key order) made another value. */
function changed(value: unknown, n: number, to: unknown): unknown {
  let left = n;
  const walk = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null || v instanceof Date || v instanceof RegExp)
      return left-- === 0 ? to : v;
    if (v instanceof Map || v instanceof Set) return v;
    const record = v as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = walk(record[key]);
    return v;
  };
  return walk(copy(value));
}

// Every kind of value rjsf's comparisons meet: JSON (answers, schemas, uiSchemas), functions
// (widgets, handlers), React elements (children, descriptions), objects of a class (its
// schemaUtils, validator), dates, patterns, maps, sets, objects without a prototype.
const leaf = fc.oneof(
  fc.constantFrom(0, -0, NaN, Infinity, '', 'a', true, false, null, undefined),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 4 }),
  fc.bigInt(),
  fc.date({ noInvalidDate: false }),
  fc.constantFrom(/a+/g, /a+/, /b/i),
  fc.constant(() => 1),
);
const { value: rjsfValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', 'type', 'ui:widget', '_owner'), tie('value'), {
      maxKeys: 4,
    }),
    fc
      .dictionary(fc.constantFrom('a', 'b'), tie('value'), { maxKeys: 2 })
      .map((entries) => Object.assign(Object.create(null) as object, entries)),
    fc.tuple(tie('value'), tie('value')).map(([a, b]) => new Schemas(a, b)),
    fc.tuple(fc.constantFrom('p', 'span'), fc.string({ maxLength: 3 })).map(([tag, text]) => ({
      ...createElement(tag, { title: text }, text),
      _owner: { owner: Math.random() },
    })),
    fc.array(fc.tuple(tie('value'), tie('value')), { maxLength: 3 }).map((e) => new Map(e)),
    fc.array(tie('value'), { maxLength: 3 }).map((values) => new Set(values)),
  ),
}));

const pairs: fc.Arbitrary<Pair> = fc.oneof(
  fc.tuple(rjsfValue, rjsfValue),
  rjsfValue.map((v): Pair => [v, copy(v)]),
  fc.tuple(rjsfValue, fc.nat({ max: 12 }), leaf).map(([v, n, to]): Pair => [v, changed(v, n, to)]),
);

describe("rjsf's deep equality, in a fifth of the bytes", () => {
  it("answers as rjsf's own for every value a form compares", () => {
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
        expect(deepEquals(b, a)).toBe(rjsfDeepEquals(b, a));
      }),
      { numRuns: 3000 },
    );
  });

  it("answers as rjsf's own at the edges", () => {
    const bare = (entries: object) => Object.assign(Object.create(null) as object, entries);
    const cases: Pair[] = [
      [/a+/g, /a+/],
      [/a+/g, /a+/g],
      [new Date(NaN), new Date(NaN)],
      [
        { a: 1, b: undefined },
        { a: 1, c: undefined },
      ],
      [bare({ then: () => 1 }), bare({ then: () => 2 })],
      [bare({ a: 1 }), { a: 1 }],
      [new Schemas({ then: 1 }, 2), new Schemas({ then: 1 }, 2)],
      [Object.assign(new Schemas(1, 2), { then: () => 1 }), new Schemas(1, 2)],
      [new Map([[{ k: 1 }, 'v']]), new Map([[{ k: 1 }, 'v']])],
      [new Set([{ k: 1 }, { k: 1 }]), new Set([{ k: 1 }, { k: 2 }])],
      [Promise.resolve(1), Promise.resolve(1)],
    ];
    for (const [a, b] of cases) {
      expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
    }
  });

  it('holds two functions equal, whatever they do (rjsf: they are widgets and handlers)', () => {
    const a = { ui: { 'ui:widget': () => 'one' }, onChange: () => 1 };
    const b = { ui: { 'ui:widget': () => 'two' }, onChange: () => 2 };
    expect(deepEquals(a, b)).toBe(true);
    expect(deepEquals({ f: () => 1 }, { f: 1 })).toBe(false);
  });

  it("leaves a React element's owner out, and compares its props", () => {
    const owner = (id: number) => ({ id, fiber: { deep: [id] } });
    const a = { ...createElement('b', null, 'Name'), _owner: owner(1) };
    const b = { ...createElement('b', null, 'Name'), _owner: owner(2) };
    expect(deepEquals(a, b)).toBe(true);
    expect(deepEquals(a, { ...createElement('b', null, 'Email'), _owner: owner(1) })).toBe(false);
    // Outside an element, `_owner` is a key like any other.
    expect(deepEquals({ _owner: 1 }, { _owner: 2 })).toBe(false);
  });

  it('follows self-referencing answers without overflowing, as rjsf does', () => {
    type Node = { name: string; partner?: Node };
    const cyclic = (name: string) => {
      const node: Node = { name };
      node.partner = node;
      return node;
    };
    const partners = (x: string, y: string) => {
      const a: Node = { name: x };
      const b: Node = { name: y, partner: a };
      a.partner = b;
      return a;
    };
    const list: unknown[] = [1];
    list.push(list);
    const otherList: unknown[] = [1];
    otherList.push(otherList);
    const cases: Pair[] = [
      [cyclic('a'), cyclic('a')],
      [cyclic('a'), cyclic('b')],
      [partners('a', 'b'), partners('a', 'b')],
      [partners('a', 'b'), partners('a', 'c')],
      [partners('a', 'a'), cyclic('a')],
      [list, otherList],
      [list, [1, [1, otherList]]],
    ];
    for (const [a, b] of cases) {
      expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
    }
    expect(deepEquals(cyclic('a'), cyclic('a'))).toBe(true);
    expect(deepEquals(cyclic('a'), cyclic('b'))).toBe(false);
  });

  it('never holds equal what rjsf holds different, whatever the value', () => {
    // Typed arrays, boxed values and the like: equal only to themselves here, where fast-equals
    // may compare their contents; rjsf then redraws once more, and misses no change.
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withNullPrototype: true,
      withObjectString: true,
      withSet: true,
      withSparseArray: true,
      withTypedArray: true,
      maxDepth: 3,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(anything, anything),
          anything.map((v): Pair => [v, copy(v)]),
        ),
        ([a, b]) => {
          if (deepEquals(a, b)) expect(rjsfDeepEquals(a, b)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    expect(deepEquals(new Uint8Array([1]), new Uint8Array([1]))).toBe(false);
    const bytes = new Uint8Array([1]);
    expect(deepEquals({ bytes }, { bytes })).toBe(true);
  });
});
