import { describe, expect, test } from 'vitest';
import { expectOnly, problemsOf, validScreen } from './helpers';

const level = { type: 'string', enum: ['Poor', 'Good', 'Great'] };

/** The small screen with a grid `stay` (required on the form, unless not `required`). */
function withGrid(grid: Record<string, unknown>, required = true): Record<string, unknown> {
  const screen = validScreen();
  const schema = screen.schema as { properties: Record<string, unknown>; required?: string[] };
  schema.properties.stay = { type: 'object', title: 'Your stay', ...grid };
  if (required) schema.required = [...(schema.required ?? []), 'stay'];
  return { ...screen, uiSchema: { stay: { 'ui:widget': 'grid' } } };
}

/** The small screen with a ranking `first`. */
function withRanking(field: Record<string, unknown>) {
  const screen = validScreen();
  const schema = screen.schema as { properties: Record<string, unknown> };
  schema.properties.first = { title: 'First', ...field };
  return { ...screen, uiSchema: { first: { 'ui:widget': 'ranking' } } };
}

const ticks = (extra: Record<string, unknown> = {}) => ({
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', enum: ['Lunch', 'Dinner'] },
  ...extra,
});

describe('a choice grid ("ui:widget": "grid")', () => {
  test('rows of one choice, rows of ticks, shared columns through "$ref" are right', () => {
    expect(
      problemsOf(withGrid({ required: ['food'], properties: { food: level, room: level } })),
    ).toEqual([]);
    expect(
      problemsOf(
        withGrid({
          required: ['sat'],
          properties: { sat: ticks({ minItems: 1 }), sun: ticks() },
        }),
      ),
    ).toEqual([]);
    const shared = withGrid({
      properties: {
        food: { $ref: '#/definitions/level', title: 'Food' },
        room: { $ref: '#/definitions/level', title: 'Room' },
      },
    });
    (shared.schema as Record<string, unknown>).definitions = { level };
    expect(problemsOf(shared)).toEqual([]);
  });

  test.each([
    [
      'no rows, at the widget',
      withGrid({ properties: {} }),
      '"grid"',
      'a grid needs rows: give the group "properties", one field a row, like { "food": { "type": "string", "title": "Food", "enum": ["Poor", "Good", "Great"] } }',
    ],
    [
      'a row without columns',
      withGrid({ properties: { food: { type: 'string' } } }),
      '"food"',
      'the row "food" of the grid has no columns: give it at least two answers, "enum": ["Poor", "Good", "Great"] or a "oneOf" of { "const": ..., "title": ... }',
    ],
    [
      'a row of another shape',
      withGrid({ properties: { food: level, room: { type: 'integer' } } }),
      '"room"',
      'the row "room" of the grid is no choice: write every row as a choice among the same columns, like "food": { "type": "string", "title": "Food", "enum": ["Poor", "Good", "Great"] }, or as a list for several ticks, { "type": "array", "uniqueItems": true, "items": { "enum": [...] } }',
    ],
    [
      'rows with other columns',
      withGrid({ properties: { food: level, room: { type: 'string', enum: ['Poor', 'Great'] } } }),
      '"room"',
      'the row "room" has other columns ("Poor", "Great") than the row "food" ("Poor", "Good", "Great"): give every row the same, in the same order; one entry of "definitions" that each row points at with "$ref" keeps them equal',
    ],
    [
      'one row of ticks among rows of one choice',
      withGrid({ properties: { food: level, sat: ticks() } }),
      '"sat"',
      'the row "sat" takes several answers and the row "food" one: a grid\'s rows are all one choice (radio buttons) or all lists (checkboxes)',
    ],
    [
      'ticks that may repeat',
      withGrid({ properties: { sat: ticks({ uniqueItems: false }) } }),
      '"sat"',
      'the row "sat" is a list of ticks: add "uniqueItems": true to it, so a column is ticked once',
    ],
    [
      'a required row of ticks without "minItems"',
      withGrid({ properties: { sat: ticks() }, required: ['sat'] }),
      '"sat"',
      'the row "sat" is required, but a list with nothing ticked would pass: add "minItems": 1 to it',
    ],
    [
      'required rows of a grid that may be left out whole',
      withGrid({ required: ['food'], properties: { food: level } }, false),
      '"grid"',
      'the grid has required rows ("food"), but a grid left unanswered is left out whole, its rows unchecked: add "stay" to the "required" of the group holding it',
    ],
  ])('%s', (_what, screen, needle, message) => {
    const { actual, expected } = expectOnly(screen, needle, message);
    expect(actual).toEqual(expected);
  });

  test('on a field that is no group', () => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.stay = level;
    const { actual, expected } = expectOnly(
      { ...screen, uiSchema: { stay: { 'ui:widget': 'grid' } } },
      '"grid"',
      '"ui:widget" "grid" draws a choice grid for a group of rows: make the field { "type": "object", "properties": { "food": { "type": "string", "title": "Food", "enum": ["Poor", "Good", "Great"] }, ... } }',
    );
    expect(actual).toEqual(expected);
  });
});

describe('a ranking ("ui:widget": "ranking")', () => {
  const items = { type: 'string', enum: ['Price', 'Speed', 'Support'] };
  test('every item, once each, is right', () => {
    expect(
      problemsOf(withRanking({ type: 'array', items, uniqueItems: true, minItems: 3 })),
    ).toEqual([]);
  });

  test.each([
    [
      'on a text field',
      { type: 'string' },
      '"ranking"',
      '"ui:widget" "ranking" puts a list of items in order: make the field { "type": "array", "items": { "type": "string", "enum": ["Price", "Speed", "Support"] }, "uniqueItems": true, "minItems": 3 }',
    ],
    [
      'items that are no choice',
      { type: 'array', items: { type: 'string' }, uniqueItems: true, minItems: 3 },
      '"items"',
      'a ranking needs the items to order: give its "items" at least two, "enum": ["Price", "Speed", "Support"] or a "oneOf" of { "const": ..., "title": ... }',
    ],
    [
      'items that may repeat',
      { type: 'array', items, minItems: 3 },
      '"ranking"',
      'a ranking holds each item once: add "uniqueItems": true to the field',
    ],
    [
      'not every item ordered',
      { type: 'array', items, uniqueItems: true, minItems: 2 },
      '2\n',
      'a ranking orders all 3 items: write "minItems": 3 (not 2)',
    ],
    [
      'no "minItems"',
      { type: 'array', items, uniqueItems: true },
      '"ranking"',
      'a ranking orders all 3 items: add "minItems": 3 to the field',
    ],
  ])('%s', (_what, field, needle, message) => {
    const { actual, expected } = expectOnly(withRanking(field), needle, message);
    expect(actual).toEqual(expected);
  });
});
