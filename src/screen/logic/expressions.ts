import { isObject } from '../../kernel/is-object';

/**
 * What a screen file says with JSON Logic (https://jsonlogic.com): calculated
 * fields, points per choice, steps shown on a condition and success messages
 * by result. Pure and free of the interpreter, so the checker and the form
 * read the same shapes without loading it (evaluate.ts does).
 */
export type Expression = unknown;

export type ScreenLogic = {
  /** Field name -> the expression its value is computed from. */
  calculated?: Record<string, Expression>;
  /** Field name -> choice value -> points, read by the `points` operation. */
  points?: Record<string, Record<string, number>>;
};

/**
 * The operations an expression may use: JSON Logic's own (json-logic-js 2.0.5,
 * without `log`, which writes to the console) and this app's `points`.
 */
export const OPERATORS = [
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!!',
  '!',
  '%',
  'in',
  'cat',
  'substr',
  '+',
  '*',
  '-',
  '/',
  'min',
  'max',
  'merge',
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  'and',
  'or',
  'filter',
  'map',
  'reduce',
  'all',
  'none',
  'some',
  'points',
] as const;

/** Operations that compute with numbers: a text or yes/no field there is a mistake. */
export const NUMERIC_OPERATORS: ReadonlySet<string> = new Set([
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
]);

/** An operation is an object with exactly one key (JSON Logic's own rule). */
export function operationOf(expr: Expression): { op: string; args: unknown[] } | undefined {
  if (!isObject(expr)) return undefined;
  const keys = Object.keys(expr);
  if (keys.length !== 1) return undefined;
  const op = keys[0] as string;
  const value = expr[op];
  return { op, args: Array.isArray(value) ? value : [value] };
}

/** The dotted path a `var` (or `points`) reads, when written as a literal. */
export function varPath(args: readonly unknown[]): string | undefined {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (typeof first === 'number') return String(first);
  return undefined;
}

/**
 * Every field path an expression reads, with where it sits inside the
 * expression (for the checker's line and column). Inside `map`, `filter`,
 * `reduce`, `all`, `none` and `some` a `var` names the current item, not a
 * field, so only their first argument is followed.
 */
export function fieldReads(
  expr: Expression,
  at: (string | number)[] = [],
): { path: string; at: (string | number)[] }[] {
  if (Array.isArray(expr)) return expr.flatMap((item, i) => fieldReads(item, [...at, i]));
  const operation = operationOf(expr);
  if (!operation) return [];
  const { op, args } = operation;
  const argAt = (i: number) =>
    Array.isArray((expr as Record<string, unknown>)[op]) ? [...at, op, i] : [...at, op];
  if (op === 'var' || op === 'points') {
    const path = varPath(args);
    // `{"var": ""}` is the whole data: it reads no one field.
    return path === undefined || path === '' ? [] : [{ path, at: argAt(0) }];
  }
  const followed = ['map', 'filter', 'reduce', 'all', 'none', 'some'].includes(op)
    ? args.slice(0, 1)
    : args;
  return followed.flatMap((arg, i) => fieldReads(arg, argAt(i)));
}

/** The top-level field a path starts with: `address.city` -> `address`. */
const topField = (path: string) => path.split('.')[0] ?? '';

/**
 * The calculated fields in an order where each comes after those it reads,
 * or the first cycle found (`["a", "b", "a"]`) when there is none.
 */
export function calculationOrder(
  calculated: Record<string, Expression>,
): { order: string[] } | { cycle: string[] } {
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (name: string): string[] | undefined => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 'open');
    trail.push(name);
    for (const { path } of fieldReads(calculated[name])) {
      const used = topField(path);
      if (Object.hasOwn(calculated, used)) {
        const cycle = visit(used);
        if (cycle) return cycle;
      }
    }
    trail.pop();
    state.set(name, 'done');
    order.push(name);
    return undefined;
  };
  for (const name of Object.keys(calculated)) {
    const cycle = visit(name);
    if (cycle) return { cycle };
  }
  return { order };
}
