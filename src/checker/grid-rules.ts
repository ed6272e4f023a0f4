import { isObject } from '../kernel/is-object';
import { GRID_WIDGET } from '../screen/grid-ranking';
import type { Problem } from '../screen/types';
import { fieldsOf, forEachApplying, itemsOf, typesOf } from './fields';
import { own, type Located, type SchemaDoc } from './refs';

type Shared = ReadonlyMap<string, SchemaDoc>;

const ROW_EXAMPLE =
  '"food": { "type": "string", "title": "Food", "enum": ["Poor", "Good", "Great"] }';
const RANKING_EXAMPLE =
  '{ "type": "array", "items": { "type": "string", "enum": ["Price", "Speed", "Support"] }, "uniqueItems": true, "minItems": 3 }';

/** The first value of `key` on `at` or anything applying to it (a `$ref`, an `allOf`...). */
function keyOf(at: Located, key: string, shared: Shared): { value: unknown; at?: Located } {
  let found: { value: unknown; at?: Located } = { value: undefined };
  forEachApplying(at, shared, false, (loc) => {
    if (found.at === undefined && own(loc.node, key) !== undefined)
      found = { value: own(loc.node, key), at: loc };
  });
  return found;
}

/** The fields `at` requires, through `$ref`s and branches. */
export function requiredOf(at: Located, shared: Shared): string[] {
  const names: string[] = [];
  forEachApplying(at, shared, false, ({ node }) => {
    const list = own(node, 'required');
    if (Array.isArray(list)) names.push(...list.filter((n): n is string => typeof n === 'string'));
  });
  return names;
}

/** choiceValues (screen/grid-ranking.ts) of a choice where the checker finds it, through `$ref`s and branches. */
function choiceValuesAt(at: Located, shared: Shared): unknown[] | undefined {
  const list = keyOf(at, 'enum', shared).value;
  if (Array.isArray(list)) return list;
  for (const key of ['oneOf', 'anyOf']) {
    const options = keyOf(at, key, shared).value;
    if (!Array.isArray(options) || options.length === 0) continue;
    const values = options.map((o) => (isObject(o) ? own(o, 'const') : undefined));
    if (values.every((v) => v !== undefined)) return values;
  }
  return undefined;
}

const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * A choice grid: a group whose fields, the rows, are each one choice among
 * the same columns (radio buttons), or each a list of them with
 * `uniqueItems` (a checkbox grid); never a mix. A required row of ticks
 * needs `"minItems": 1`, or an empty list would pass.
 */
export function checkGrid(
  field: Located,
  types: Set<string>,
  shared: Shared,
  atWidget: (message: string) => void,
  gridRequired: boolean,
): Problem[] {
  const problems: Problem[] = [];
  if (!types.has('object')) {
    atWidget(
      `"ui:widget" "${GRID_WIDGET}" draws a choice grid for a group of rows: make the field { "type": "object", "properties": { ${ROW_EXAMPLE}, ... } }`,
    );
    return problems;
  }
  // At the row's name, or at its "items".
  const at = (loc: Located, key: (string | number)[], message: string) =>
    problems.push(loc.doc.source.problem([...loc.path, ...key], message, { key: true }));
  const rows = [...fieldsOf(field, shared).names].flatMap(([name, [row]]) =>
    row ? [{ name, row }] : [],
  );
  if (rows.length === 0) {
    atWidget(
      `a grid needs rows: give the group "properties", one field a row, like { ${ROW_EXAMPLE} }`,
    );
    return problems;
  }
  const required = requiredOf(field, shared);
  const requiredRows = rows.filter(({ name }) => required.includes(name)).map((r) => r.name);
  if (requiredRows.length > 0 && !gridRequired) {
    const [, key] = field.path.slice(-2);
    atWidget(
      `the grid has required rows (${quoted(requiredRows)}), but a grid left unanswered is left out whole, its rows unchecked: add ${JSON.stringify(key)} to the "required" of the group holding it`,
    );
  }
  let columns: { name: string; values: unknown[] } | undefined;
  let several: { name: string; multiple: boolean } | undefined;
  for (const { name, row } of rows) {
    const rowTypes = typesOf(row, shared);
    const multiple = rowTypes.has('array');
    const choice = multiple ? itemsOf(row, 0, shared)[0] : row;
    const values = choice ? choiceValuesAt(choice, shared) : undefined;
    if (!rowTypes.has('string') && !multiple) {
      at(
        row,
        [],
        `the row "${name}" of the grid is no choice: write every row as a choice among the same columns, like ${ROW_EXAMPLE}, or as a list for several ticks, { "type": "array", "uniqueItems": true, "items": { "enum": [...] } }`,
      );
      continue;
    }
    if (!values || values.length < 2) {
      at(
        choice ?? row,
        [],
        `the row "${name}" of the grid has no columns: give ${multiple ? 'its "items"' : 'it'} at least two answers, "enum": ["Poor", "Good", "Great"] or a "oneOf" of { "const": ..., "title": ... }`,
      );
      continue;
    }
    if (several && several.multiple !== multiple) {
      at(
        row,
        [],
        `the row "${name}" takes ${multiple ? 'several answers' : 'one answer'} and the row "${several.name}" ${several.multiple ? 'several' : 'one'}: a grid's rows are all one choice (radio buttons) or all lists (checkboxes)`,
      );
      continue;
    }
    several ??= { name, multiple };
    if (columns && !same(columns.values, values)) {
      at(
        choice ?? row,
        [],
        `the row "${name}" has other columns (${quoted(values)}) than the row "${columns.name}" (${quoted(columns.values)}): give every row the same, in the same order; one entry of "definitions" that each row points at with "$ref" keeps them equal`,
      );
    }
    columns ??= { name, values };
    if (multiple) {
      if (keyOf(row, 'uniqueItems', shared).value !== true)
        at(
          row,
          [],
          `the row "${name}" is a list of ticks: add "uniqueItems": true to it, so a column is ticked once`,
        );
      const fewest = keyOf(row, 'minItems', shared).value;
      if (required.includes(name) && !(Number(fewest) >= 1))
        at(
          row,
          [],
          `the row "${name}" is required, but a list with nothing ticked would pass: add "minItems": 1 to it`,
        );
    }
  }
  return problems;
}

/**
 * A ranking: a list of strings whose items are a choice of at least two,
 * `uniqueItems`, and `minItems` the number of items, so the answer is the
 * whole list in order.
 */
export function checkRanking(
  field: Located,
  types: Set<string>,
  shared: Shared,
  atWidget: (message: string) => void,
): Problem[] {
  const problems: Problem[] = [];
  if (!types.has('array')) {
    atWidget(
      `"ui:widget" "ranking" puts a list of items in order: make the field ${RANKING_EXAMPLE}`,
    );
    return problems;
  }
  const items = itemsOf(field, 0, shared)[0];
  const values = items ? choiceValuesAt(items, shared) : undefined;
  if (!items || !values || values.length < 2) {
    const message = `a ranking needs the items to order: give its "items" at least two, "enum": ["Price", "Speed", "Support"] or a "oneOf" of { "const": ..., "title": ... }`;
    if (items) problems.push(items.doc.source.problem(items.path, message, { key: true }));
    else atWidget(message);
    return problems;
  }
  const count = values.length;
  const report = (key: string, message: string) => {
    const found = keyOf(field, key, shared).at;
    if (found) problems.push(found.doc.source.problem([...found.path, key], message));
    else atWidget(message);
  };
  if (keyOf(field, 'uniqueItems', shared).value !== true)
    report('uniqueItems', 'a ranking holds each item once: add "uniqueItems": true to the field');
  const fewest = keyOf(field, 'minItems', shared).value;
  if (fewest !== count)
    report(
      'minItems',
      `a ranking orders all ${count} items: ${fewest === undefined ? 'add' : 'write'} "minItems": ${count} ${fewest === undefined ? 'to the field' : `(not ${JSON.stringify(fewest)})`}`,
    );
  const most = keyOf(field, 'maxItems', shared).value;
  if (most !== undefined && most !== count)
    report('maxItems', `a ranking orders all ${count} items: remove "maxItems", or write ${count}`);
  return problems;
}
