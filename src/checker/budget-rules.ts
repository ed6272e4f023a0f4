import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { operationOf, varPath } from '../screen/logic/expressions';
import { itemSchema, resolveSchema, schemaAtPath } from '../screen/navigate';
import { splitPath } from '../screen/placeholders';
import type { Problem } from '../screen/types';
import type { JsonSource } from './json-source';
import { MAX_DEPTH, MAX_FIELDS, MAX_LIST_ITEMS, MAX_OPERATIONS_PER_CHANGE } from './limits';

type Path = (string | number)[];

/** JSON Logic's operations that run their second argument once for every item of their first. */
const ITERATING = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

/** JSON Logic's operations that read every item of a list answer they are given. */
const READING = new Set(['in', 'merge', 'cat', 'missing', 'missing_some']);

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
    // `missing` over a list of 1000 names looks up each: an estimate of 3 was 1000 reads.
    const read = READING.has(op)
      ? args.reduce<number>((n, arg) => n + listRead(arg, context), 0)
      : 0;
    return { ...inner, operations: 1 + inner.operations + read };
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

/** The items of a list answer `expr` reads (a `var` of a list field), as listOf bounds them; 0 for anything else. */
function listRead(expr: unknown, context: Context): number {
  const operation = operationOf(expr);
  const path = operation?.op === 'var' ? varPath(operation.args) : undefined;
  if (path === undefined || !context.data) return 0;
  const field = path === '' ? context.data : schemaAtPath(context.data, splitPath(path));
  return field && resolveSchema(field, context.root).type === 'array'
    ? listOf(expr, context).items
    : 0;
}

/**
 * The formulas worked out on every change of an answer (`calculated`, a step's `when`) within
 * MAX_OPERATIONS_PER_CHANGE, alone and together, and each result's `when`, worked out on Send,
 * alone: a formula of a loop in a loop (8 KB, an estimated 6,003,001 operations) took 1.7 s.
 */
function checkFormulas(data: Record<string, unknown>, schema: RJSFSchema, source: JsonSource) {
  const problems: Problem[] = [];
  const answers: Context = { root: schema, data: schema };
  const formulas: { at: Path; cost: Cost }[] = [];
  const onSend: { at: Path; cost: Cost }[] = [];
  const calculated = data.calculated;
  if (isObject(calculated))
    for (const [name, expr] of Object.entries(calculated))
      formulas.push({ at: ['calculated', name], cost: costOf(expr, answers) });
  if (Array.isArray(data.steps))
    data.steps.forEach((step, s) => {
      if (isObject(step) && Object.hasOwn(step, 'when'))
        formulas.push({ at: ['steps', s, 'when'], cost: costOf(step.when, answers) });
    });
  const results = isObject(data.success) ? data.success.results : undefined;
  if (Array.isArray(results))
    results.forEach((result, r) => {
      if (isObject(result) && Object.hasOwn(result, 'when'))
        onSend.push({ at: ['success', 'results', r, 'when'], cost: costOf(result.when, answers) });
    });
  const advice =
    'give the lists it walks a smaller "maxItems", or work it out with fewer loops in loops';
  const over = (list: typeof formulas, when: string) => {
    for (const { at, cost } of list) {
      if (cost.operations <= MAX_OPERATIONS_PER_CHANGE) continue;
      problems.push(
        source.problem(
          at,
          `this formula takes up to ${number(cost.operations)} operations ${when} (${cost.loop ?? 'its parts'}), more than the ${number(MAX_OPERATIONS_PER_CHANGE)} a page can work out without freezing: ${advice}`,
          { key: true },
        ),
      );
    }
  };
  over(formulas, 'each time an answer changes');
  over(onSend, 'when the answers are sent');
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

/** Keys whose schemas may add questions to the same answers: counted as if all applied. */
const APPLYING = ['allOf', 'anyOf', 'oneOf', 'then', 'else'] as const;

/** A list the form renders as one box of choices (checkboxes), not one question per item. */
const isChoiceList = (s: RJSFSchema) =>
  isObject(s.items) && (Array.isArray(s.items.enum) || Array.isArray(s.items.oneOf));

/** The longest list among `value`'s items, for what a list's `default` gives the lists inside it. */
const longestItem = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.reduce<unknown>(
        (a, b) => (Array.isArray(b) && (!Array.isArray(a) || b.length > a.length) ? b : a),
        value[0],
      )
    : undefined;

type StartingList = {
  path: Path;
  key: 'minItems' | 'default';
  items: number;
  each: number;
  outer: number;
};

/**
 * The questions the form builds before it renders anything, within MAX_FIELDS: each field
 * once, the fields of a list's item once for each item it starts with (`minItems`, or its
 * `default`'s items, or an enclosing `default`'s, when more). 1000 items of 30 questions passed
 * and blocked Chromium 25.8 s on Send; a `default` of 50,000 items crashed the page. Lists
 * inside lists whose starts multiply past MAX_LIST_ITEMS are named as such, at the innermost.
 */
function checkStartingSize(schema: RJSFSchema, source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const lists: StartingList[] = [];
  /** Questions one instance of `node` starts with; `given` is what enclosing defaults give it. */
  const walk = (
    node: unknown,
    path: Path,
    sizes: number[],
    given: unknown,
    depth: number,
  ): number => {
    if (depth > MAX_DEPTH || !isObject(node) || problems.length > 0) return 0;
    const s = resolveSchema(node, schema);
    // What an enclosing default gives comes before the field's own, as rjsf fills them.
    const value = given !== undefined ? given : s.default;
    let questions = 0;
    for (const key of APPLYING) {
      const part = s[key];
      const parts: unknown[] = Array.isArray(part) ? part : part === undefined ? [] : [part];
      for (const [i, p] of parts.entries())
        questions += walk(
          p,
          Array.isArray(part) ? [...path, key, i] : [...path, key],
          sizes,
          value,
          depth + 1,
        );
    }
    if (isObject(s.dependencies))
      for (const [name, d] of Object.entries(s.dependencies))
        questions += walk(d, [...path, 'dependencies', name], sizes, value, depth + 1);
    if (isObject(s.properties)) {
      for (const [name, field] of Object.entries(s.properties)) {
        const inner = isObject(value) ? value[name] : undefined;
        questions += walk(field, [...path, 'properties', name], sizes, inner, depth + 1);
      }
      return questions;
    }
    if (s.type !== 'array' || s.items === undefined || isChoiceList(s)) return questions + 1;
    const minItems = typeof s.minItems === 'number' ? s.minItems : 0;
    const defaults = Array.isArray(value) ? value.length : 0;
    const start = Math.max(1, minItems, defaults);
    const key = defaults > minItems ? 'default' : 'minItems';
    const product = sizes.reduce((a, b) => a * b, start);
    if (start > 1 && sizes.length > 0 && product > MAX_LIST_ITEMS) {
      const all = [...sizes, start];
      problems.push(
        source.problem(
          [...path, key],
          `lists inside lists start with ${all.map(number).join(' × ')} = ${number(product)} items, more than the ${number(MAX_LIST_ITEMS)} the form can build before it draws anything: ${key === 'default' ? 'shorten a "default"' : 'lower a "minItems"'}`,
          { key: true },
        ),
      );
      return 0;
    }
    const inner = [...sizes, start];
    const tuple = Array.isArray(s.items) ? s.items : undefined;
    const each = tuple
      ? tuple.reduce<number>(
          (n, item, i) => n + walk(item, [...path, 'items', i], inner, undefined, depth + 1),
          0,
        )
      : walk(itemSchema(s, 0, schema), [...path, 'items'], inner, longestItem(value), depth + 1);
    if (start > 1) lists.push({ path, key, items: start, each, outer: product / start });
    return questions + (tuple ? each : start * each);
  };
  const total = walk(schema, ['schema'], [], undefined, 0);
  if (problems.length > 0 || total <= MAX_FIELDS) return problems;
  const costliest = lists.reduce<StartingList | undefined>(
    (a, b) => (!a || b.items * b.each * b.outer > a.items * a.each * a.outer ? b : a),
    undefined,
  );
  if (!costliest) return problems;
  const advice =
    costliest.key === 'default' ? 'give it a shorter "default"' : 'lower its "minItems"';
  return [
    source.problem(
      [...costliest.path, costliest.key],
      `the form starts with ${number(total)} questions to build (this list ${number(costliest.items)} items of ${number(costliest.each)} each), more than the ${number(MAX_FIELDS)} a page can build and check without freezing: ${advice}, or ask for fewer questions in each item`,
      { key: true },
    ),
  ];
}

/** What a screen asks of a person's browser on every change, and before it renders: within bounds. */
export function checkBudgets(
  data: Record<string, unknown>,
  schema: RJSFSchema,
  source: JsonSource,
): Problem[] {
  return [...checkFormulas(data, schema, source), ...checkStartingSize(schema, source)];
}
