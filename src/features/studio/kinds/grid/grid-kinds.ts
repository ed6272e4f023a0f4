import { isObject } from '../../../../kernel/is-object';
import { GRID_WIDGET } from '../../../../screen/grid-ranking';
import { widget, type FieldSeen, type KindEntry } from '../kind-entry';
import { keepGrid } from './grid-edits';

/** A choice grid: rows that each pick among the same columns, one answer a row or several. */

const gridColumns = [
  { const: 'poor', title: 'Poor' },
  { const: 'good', title: 'Good' },
  { const: 'great', title: 'Great' },
];

/** A grid's rows, each the same question among the same columns (written in each row: no `definitions` to add). */
const gridOf = (row: Record<string, unknown>) => ({
  type: 'object',
  title: 'How was it?',
  properties: { row1: { ...row, title: 'First row' }, row2: { ...row, title: 'Second row' } },
});

const rowsAreLists = ({ field }: FieldSeen) =>
  isObject(field.properties) &&
  Object.values(field.properties).some((row) => isObject(row) && row.type === 'array');

export const grid: KindEntry = {
  words: 'Choice grid (one answer a row)',
  rank: 2,
  is: (seen) => seen.field.type === 'object' && widget(seen) === GRID_WIDGET && !rowsAreLists(seen),
  make: () => ({
    field: gridOf({ type: 'string', oneOf: gridColumns }),
    ui: { 'ui:widget': GRID_WIDGET },
  }),
  keep: keepGrid,
};

export const checkboxGrid: KindEntry = {
  words: 'Checkbox grid (several answers a row)',
  rank: 2,
  is: (seen) => seen.field.type === 'object' && widget(seen) === GRID_WIDGET && rowsAreLists(seen),
  make: () => ({
    field: gridOf({
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', oneOf: gridColumns },
    }),
    ui: { 'ui:widget': GRID_WIDGET },
  }),
  keep: keepGrid,
};
