import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { operationOf, varPath } from '../screen/logic/expressions';
import { itemSchema, resolveSchema, schemaAtPath } from '../screen/navigate';
import { splitPath } from '../screen/placeholders';
import type { Problem } from '../screen/types';
import type { JsonSource } from './json-source';
import { MAX_DEPTH, MAX_LIST_ITEMS, MAX_OPERATIONS_PER_CHANGE } from './limits';

type Path = (string | number)[];

/** JSON Logic's operations that run their second argument once for every item of their first. */
const ITERATING = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

/** What the estimate of one expression found: its operations, and the loop that costs most. */
type Cost = { operations: number; loop?: string };

const number = (n: number) => Math.round(n).toLocaleString('en');

/**
 * How many operations an expression takes, at most, each time it is worked out: every
 * operation and value read counts one, and an iterating one (`map`, `reduce`...) its body once
 * per item of the list it walks. The list's size is what the file allows: a literal's length,
 * a list field's `maxItems` (MAX_LIST_ITEMS without one), a `merge` the sum of its parts; a
 * list the file does not bound (an item of a list, a computed one) counts MAX_LIST_ITEMS, as
 * `merge` stops a computed list there at run time (evaluate.ts).
 */
function costOf(expr: unknown, context: Context, depth = 0): Cost {
  if (depth > MAX_DEPTH) return { operations: Infinity };
  if (Array.isArray(expr)) {
    return sum(expr.map((item) => costOf(item, context, depth + 1)));
  }
  const operation = operationOf(expr);
  if (!operation) return { operations: 1 };
  const { op, args } = operation;
  if (!ITERATING.has(op)) {
    const inner = sum(args.map((arg) => costOf(arg, context, depth + 1)));
    return { ...inner, operations: 1 + inner.operations };
  }
  const [source, body, ...rest] = args;
  const { items, item } = listOf(source, context);
  // Inside the loop a `var` reads the item (`reduce`: "current" and "accumulator").
  const inside: Context =
    op === 'reduce'
      ? { ...context, data: { type: 'object', properties: { current: item ?? {} } } }
      : { ...context, data: item };
  const each = costOf(body, inside, depth + 1);
  const walked = costOf(source, context, depth + 1);
  const others = sum(rest.map((arg) => costOf(arg, context, depth + 1)));
  const operations = 1 + walked.operations + items * each.operations + others.operations;
  const loop = `"${op}" over ${number(items)} items${each.loop ? `, each a ${each.loop}` : ''}`;
  return { operations, loop };
}

function sum(costs: Cost[]): Cost {
  const costliest = costs.reduce<Cost | undefined>(
    (a, b) => (!a || b.operations > a.operations ? b : a),
    undefined,
  );
  return {
    operations: costs.reduce((n, c) => n + c.operations, 0),
    loop: costliest?.loop,
  };
}

/**
 * Where a `var` reads: `data`, the schema of what it reads from (the answers at the top, an
 * item inside a loop; `undefined` where the file says nothing of it), `root` for its `$ref`s.
 */
type Context = { root: RJSFSchema; data: RJSFSchema | undefined };

/** The most items the list `expr` gives can have, as the file bounds it, and an item's schema. */
function listOf(expr: unknown, context: Context): { items: number; item?: RJSFSchema } {
  if (Array.isArray(expr)) return { items: expr.length };
  const operation = operationOf(expr);
  if (!operation) return { items: 1 };
  const { op, args } = operation;
  if (op === 'merge') {
    const items = args.reduce<number>(
      (n, part) => n + (Array.isArray(part) ? part.length : listOf(part, context).items),
      0,
    );
    return { items: Math.min(MAX_LIST_ITEMS, items) };
  }
  if (op === 'filter') return listOf(args[0], context);
  if (op === 'map') return { items: listOf(args[0], context).items };
  const path = op === 'var' ? varPath(args) : undefined;
  const field =
    path !== undefined && context.data
      ? path === ''
        ? context.data
        : schemaAtPath(context.data, splitPath(path))
      : undefined;
  if (!field) return { items: MAX_LIST_ITEMS };
  const list = resolveSchema(field, context.root);
  const max = list.maxItems;
  return {
    items: typeof max === 'number' ? Math.min(max, MAX_LIST_ITEMS) : MAX_LIST_ITEMS,
    item: itemSchema(list, 0, context.root),
  };
}

/**
 * The formulas worked out on every change of an answer (`calculated`, a step's `when`) within
 * MAX_OPERATIONS_PER_CHANGE, alone and together: a formula of a loop in a loop (8 KB, an
 * estimated 6,003,001 operations) took 1.7 s on every change.
 */
function checkFormulas(data: Record<string, unknown>, schema: RJSFSchema, source: JsonSource) {
  const problems: Problem[] = [];
  const answers: Context = { root: schema, data: schema };
  const formulas: { at: Path; cost: Cost }[] = [];
  const calculated = data.calculated;
  if (isObject(calculated))
    for (const [name, expr] of Object.entries(calculated))
      formulas.push({ at: ['calculated', name], cost: costOf(expr, answers) });
  if (Array.isArray(data.steps))
    data.steps.forEach((step, s) => {
      if (isObject(step) && Object.hasOwn(step, 'when'))
        formulas.push({ at: ['steps', s, 'when'], cost: costOf(step.when, answers) });
    });
  const advice =
    'give the lists it walks a smaller "maxItems", or work it out with fewer loops in loops';
  for (const { at, cost } of formulas) {
    if (cost.operations <= MAX_OPERATIONS_PER_CHANGE) continue;
    problems.push(
      source.problem(
        at,
        `this formula takes up to ${number(cost.operations)} operations each time an answer changes (${cost.loop ?? 'its parts'}), more than the ${number(MAX_OPERATIONS_PER_CHANGE)} a page can work out without freezing: ${advice}`,
        { key: true },
      ),
    );
  }
  const total = formulas.reduce((n, f) => n + f.cost.operations, 0);
  if (problems.length === 0 && total > MAX_OPERATIONS_PER_CHANGE) {
    const costliest = formulas.reduce((a, b) => (b.cost.operations > a.cost.operations ? b : a));
    problems.push(
      source.problem(
        costliest.at,
        `the formulas of this screen take up to ${number(total)} operations together each time an answer changes (this one ${number(costliest.cost.operations)}), more than the ${number(MAX_OPERATIONS_PER_CHANGE)} a page can work out without freezing: ${advice}`,
        { key: true },
      ),
    );
  }
  return problems;
}

/**
 * Lists inside lists whose `minItems` multiply past MAX_LIST_ITEMS: the form builds every item
 * they start with before it renders anything (1000 inside 1000 built 300,000 answers first).
 * Reported at the innermost `minItems` that passes the bound.
 */
function checkNestedLists(schema: RJSFSchema, source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: unknown, path: Path, product: number, sizes: number[], depth: number) => {
    if (depth > MAX_DEPTH || !isObject(node)) return;
    const s = resolveSchema(node, schema);
    let inner = product;
    let innerSizes = sizes;
    if (s.type === 'array' && typeof s.minItems === 'number' && s.minItems > 1) {
      inner = product * s.minItems;
      innerSizes = [...sizes, s.minItems];
      if (inner > MAX_LIST_ITEMS && sizes.length > 0) {
        problems.push(
          source.problem(
            [...path, 'minItems'],
            `lists inside lists start with ${innerSizes.map(number).join(' × ')} = ${number(inner)} items, more than the ${number(MAX_LIST_ITEMS)} the form can build before it draws anything: lower a "minItems"`,
            { key: true },
          ),
        );
        return;
      }
    }
    if (isObject(s.properties))
      for (const [name, field] of Object.entries(s.properties))
        walk(field, [...path, 'properties', name], inner, innerSizes, depth + 1);
    if (s.type === 'array' && s.items !== undefined)
      walk(itemSchema(s, 0, schema), [...path, 'items'], inner, innerSizes, depth + 1);
  };
  walk(schema, ['schema'], 1, [], 0);
  return problems;
}

/** What a screen asks of a person's browser on every change, and before it renders: within bounds. */
export function checkBudgets(
  data: Record<string, unknown>,
  schema: RJSFSchema,
  source: JsonSource,
): Problem[] {
  return [...checkFormulas(data, schema, source), ...checkNestedLists(schema, source)];
}
