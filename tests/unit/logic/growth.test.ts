import { describe, expect, test } from 'vitest';
import { evaluate, withCalculated } from '../../../src/screen/logic/evaluate';
import { expectOnly, validScreen } from '../checker/helpers';

describe('a formula that feeds a growing operator its own results', () => {
  test('22 merges of the previous field never pass 1000 items: the one past it is empty', () => {
    const calculated: Record<string, unknown> = { f0: { merge: [[1], [2]] } };
    for (let i = 1; i <= 22; i++) {
      calculated[`f${i}`] = { merge: [{ var: `f${i - 1}` }, { var: `f${i - 1}` }] };
    }
    const started = performance.now();
    const answers = withCalculated({ calculated }, {}) as Record<string, unknown>;
    const sizes = Object.values(answers).map((v) => (Array.isArray(v) ? v.length : 0));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1000);
    expect(answers.f8).toHaveLength(512);
    expect(answers.f9).toBeUndefined();
    // Was 345 ms for 4.2 million items on every change.
    expect(performance.now() - started).toBeLessThan(100);
  });

  test('a reduce that doubles its accumulator is stopped too', () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    const doubled = {
      reduce: [list, { merge: [{ var: 'accumulator' }, { var: 'accumulator' }] }, [1]],
    };
    expect(evaluate(doubled, {})).toBeUndefined();
  });

  test('text joined to itself never passes 50,000 characters', () => {
    const calculated: Record<string, unknown> = { t0: { cat: ['ab'] } };
    for (let i = 1; i <= 22; i++) {
      calculated[`t${i}`] = { cat: [{ var: `t${i - 1}` }, { var: `t${i - 1}` }] };
    }
    const answers = withCalculated({ calculated }, {}) as Record<string, unknown>;
    expect(answers.t10).toHaveLength(2048);
    expect(answers.t15).toBeUndefined();
    const lengths = Object.values(answers).map((v) => (typeof v === 'string' ? v.length : 0));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(50_000);
  });

  test('merge and cat still do what JSON Logic says', () => {
    expect(evaluate({ merge: [[1, 2], 3, [[4]]] }, {})).toEqual([1, 2, 3, [4]]);
    expect(evaluate({ cat: ['a', 1, null, [2, 3]] }, {})).toBe('a12,3');
  });
});

describe('list sizes', () => {
  test.each(['minItems', 'maxItems'])('"%s" over 1000 is refused at the number', (key) => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.people = {
      type: 'array',
      items: { type: 'string' },
      [key]: 1000000,
    };
    const { actual, expected } = expectOnly(
      screen,
      '1000000',
      `"${key}" 1000000 is more than the 1000 items a list may have: the form would draw or accept a list no one fills in, and freeze the page; write at most 1000`,
    );
    expect(actual).toEqual(expected);
  });
});
