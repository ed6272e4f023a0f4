import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { resolveSchema } from './navigate';

/**
 * How a screen file writes a choice grid and a ranking (docs/guide/rules.md,
 * "Choice grid" and "Ranking"): `"ui:widget"` on an object whose fields are
 * the rows, or on a list of the items to put in order. The checker holds
 * files to it, the form renders it, the email reads it.
 */
export const GRID_WIDGET = 'grid';
export const RANKING_WIDGET = 'ranking';

type Schema = RJSFSchema;

/** The stored values of a choice: its `enum`, or the `const` of each `oneOf`/`anyOf` option. */
export function choiceValues(choice: Schema, root: Schema): unknown[] | undefined {
  if (Array.isArray(choice.enum)) return choice.enum;
  const options = choice.oneOf ?? choice.anyOf;
  if (!Array.isArray(options) || options.length === 0) return undefined;
  const values = options.map((o) => {
    const option = resolveSchema(o, root);
    return 'const' in option ? option.const : undefined;
  });
  return values.every((v) => v !== undefined) ? values : undefined;
}

/**
 * One row of a grid: a field holding one choice (`multiple` false) or a list
 * of them with `uniqueItems` (a checkbox grid); `choice` is the schema that
 * lists the columns (the row itself, or its `items`).
 */
export type GridRow = { name: string; schema: Schema; multiple: boolean; choice: Schema };

/** The rows of a grid's object schema, in the file's order, each resolved. */
export function gridRows(grid: Schema, root: Schema): GridRow[] {
  const properties = isObject(grid.properties) ? grid.properties : {};
  return Object.entries(properties).map(([name, raw]) => {
    const schema = resolveSchema(raw, root);
    const multiple = schema.type === 'array';
    const choice = multiple ? resolveSchema(schema.items, root) : schema;
    return { name, schema, multiple, choice };
  });
}
