import type { JSONPath } from 'jsonc-parser';
import { isObject } from '../../../../kernel/is-object';
import { fieldPath, setRequired } from '../../edits/field-edits';
import { setAt, valueInText } from '../../edits/json-text';
import {
  addGroupField,
  firstFieldText,
  groupEntries,
  groupFields,
  moveGroupField,
  removeGroupField,
  setGroupFieldRequired,
  setGroupFieldTitle,
  type GroupAt,
  type GroupField,
} from '../section/group-edits';
import {
  addChoiceIn,
  choicesIn,
  moveChoiceIn,
  removeChoiceIn,
  setWordsIn,
  type Choice,
  type ChoicesAt,
} from '../choice/choice-edits';

/**
 * A choice grid as minimal edits of the file (docs/guide/rules.md, "Choice
 * grid"): its rows are the fields of the group, each a choice among the same
 * columns; a checkbox grid's rows are lists of them. Columns written once
 * under `definitions` (rows pointing at them with `$ref`) are changed there,
 * once; written in every row, they are changed in every row alike.
 */

export type Grid = { rows: GroupField[]; columns: Choice[]; several: boolean };

/** A grid's row count a grid keeps: at least one row, and two columns to choose between. */
export const FEWEST_ROWS = 1;
export const FEWEST_COLUMNS = 2;

/** Where a grid's rows are written: the fields of its group. */
const rowsAt = (text: string, grid: string): GroupAt => {
  const path = fieldPath(text, grid);
  return {
    fields: [...path, 'properties'],
    required: [...path, 'required'],
    ui: ['uiSchema', grid],
    stem: 'row',
  };
};
const rowsPath = (text: string, grid: string): JSONPath => rowsAt(text, grid).fields;
const rowsOf = (text: string, grid: string) => groupEntries(text, rowsAt(text, grid));

/** The `definitions` entry a row's columns point at (`#/definitions/level`), if they do. */
function definitionOf(row: Record<string, unknown>): string | undefined {
  const holder = row.type === 'array' && isObject(row.items) ? row.items : row;
  const ref = holder.$ref;
  const match = typeof ref === 'string' ? /^#\/definitions\/([^/]+)$/.exec(ref) : null;
  return match?.[1];
}

/** Where each row's columns are written: once under `definitions`, or in each row. */
function columnPlaces(text: string, grid: string): ChoicesAt[] {
  const places = new Map<string, ChoicesAt>();
  for (const [name, row] of rowsOf(text, grid)) {
    const definition = definitionOf(row);
    const at: ChoicesAt = definition
      ? { field: ['schema', 'definitions', definition], ui: ['uiSchema', grid, `#${definition}`] }
      : { field: [...rowsPath(text, grid), name], ui: ['uiSchema', grid, name] };
    places.set(JSON.stringify(at.field), at);
  }
  return [...places.values()];
}

export function gridOf(text: string, grid: string): Grid | undefined {
  const rows = rowsOf(text, grid);
  const [first] = columnPlaces(text, grid);
  const columns = first && choicesIn(text, first);
  if (rows.length === 0 || !columns) return undefined;
  return {
    rows: groupFields(text, rowsAt(text, grid)),
    columns,
    several: rows.some(([, row]) => row.type === 'array'),
  };
}

/** A row at the end, a copy of the first as written (the same columns), titled "New row". */
export function addRow(text: string, grid: string): string {
  const at = rowsAt(text, grid);
  const first = firstFieldText(text, at);
  if (first === undefined) return text;
  const next = addGroupField(text, at, first, 'New row');
  // A copy of a required row of ticks brings its "minItems": the new row is not required.
  const added = groupEntries(next, at).at(-1)?.[0];
  return added ? removeFewest(next, grid, added) : next;
}

/** A row's words; its name follows them while it is the name they gave it (group-edits.ts). */
export const setRowTitle = (text: string, grid: string, row: string, title: string) =>
  setGroupFieldTitle(text, rowsAt(text, grid), row, title);

export const moveRow = (text: string, grid: string, from: number, to: number) =>
  moveGroupField(text, rowsAt(text, grid), from, to);

/** Takes a row out, with its `required` entry and its `uiSchema` entry; the last row stays. */
export const removeRow = (text: string, grid: string, row: string) =>
  removeGroupField(text, rowsAt(text, grid), row, FEWEST_ROWS);

/** A row of ticks that need not be answered has no `"minItems": 1`. */
function removeFewest(text: string, grid: string, row: string): string {
  const fewest = [...rowsPath(text, grid), row, 'minItems'];
  return valueInText(text, fewest) === 1 ? setAt(text, fewest, undefined) : text;
}

/**
 * A row that must be answered: in the group's `required`, with `"minItems": 1`
 * in a checkbox grid (an empty list would pass); the grid itself is then
 * required too (kept so by `keepGrid`).
 */
export function setRowRequired(text: string, grid: string, row: string, on: boolean): string {
  const next = setGroupFieldRequired(text, rowsAt(text, grid), row, on);
  if (next === text) return text;
  const several = valueInText(text, [...rowsPath(text, grid), row, 'type']) === 'array';
  if (!several) return next;
  const fewest = [...rowsPath(next, grid), row, 'minItems'];
  if (!on) return removeFewest(next, grid, row);
  return valueInText(next, fewest) === undefined ? setAt(next, fewest, 1) : next;
}

/** The choice keys of a row that move into its `items` when it becomes a list. */
const CHOICE_KEYS = new Set(['oneOf', 'enum', '$ref', 'anyOf']);

/**
 * One answer a row (round buttons) or several (ticks): each row becomes a
 * list of the same columns, or a single choice again, its keys in their order.
 */
export function setSeveral(text: string, grid: string, several: boolean): string {
  const required =
    gridOf(text, grid)
      ?.rows.filter((r) => r.required)
      .map((r) => r.name) ?? [];
  return rowsOf(text, grid).reduce((next, [name, row]) => {
    if ((row.type === 'array') === several) return next;
    const entries: [string, unknown][] = [];
    if (several) {
      const choice = Object.entries(row).filter(([k]) => CHOICE_KEYS.has(k));
      for (const [key, value] of Object.entries(row)) {
        if (key === 'type') entries.push(['type', 'array']);
        else if (key === choice[0]?.[0]) {
          entries.push(['uniqueItems', true]);
          if (required.includes(name)) entries.push(['minItems', 1]);
          entries.push(['items', Object.fromEntries([['type', 'string'], ...choice])]);
        } else if (!CHOICE_KEYS.has(key)) entries.push([key, value]);
      }
    } else {
      const items = isObject(row.items) ? row.items : {};
      for (const [key, value] of Object.entries(row)) {
        if (key === 'type') entries.push(['type', 'string']);
        else if (key === 'items')
          entries.push(...Object.entries(items).filter(([k]) => k !== 'type'));
        else if (key !== 'uniqueItems' && key !== 'minItems' && key !== 'maxItems') {
          entries.push([key, value]);
        }
      }
    }
    return setAt(next, [...rowsPath(next, grid), name], Object.fromEntries(entries));
  }, text);
}

/** The same edit of the columns wherever they are written. */
const everyPlace = (text: string, grid: string, edit: (t: string, at: ChoicesAt) => string) =>
  columnPlaces(text, grid).reduce(edit, text);

export const addColumn = (text: string, grid: string) =>
  everyPlace(text, grid, (t, at) => addChoiceIn(t, at, 'New column'));

export const setColumnWords = (text: string, grid: string, index: number, words: string) =>
  everyPlace(text, grid, (t, at) => setWordsIn(t, at, index, words).text);

export const moveColumn = (text: string, grid: string, from: number, to: number) =>
  everyPlace(text, grid, (t, at) => moveChoiceIn(t, at, from, to));

/** Takes a column out of every row; two always stay, a choice needs them. */
export function removeColumn(text: string, grid: string, index: number): string {
  if ((gridOf(text, grid)?.columns.length ?? 0) <= FEWEST_COLUMNS) return text;
  return everyPlace(text, grid, (t, at) => removeChoiceIn(t, at, index));
}

/**
 * What a grid keeps true whatever is edited: with a required row, the grid
 * itself is required, or a grid left untouched would be left out whole.
 */
export function keepGrid(text: string, grid: string): string {
  const rows = gridOf(text, grid)?.rows ?? [];
  return rows.some((r) => r.required) ? setRequired(text, grid, true) : text;
}
