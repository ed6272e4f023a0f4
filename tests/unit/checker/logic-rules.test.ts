import { describe, expect, test } from 'vitest';
import { expectOnly, problemsOf, validScreen } from './helpers';

/** A valid screen with a quantity, a price, a total and a choice worth points. */
function orderScreen(): Record<string, unknown> {
  const screen = validScreen();
  const schema = screen.schema as { properties: Record<string, unknown> };
  Object.assign(schema.properties, {
    quantity: { type: 'integer', title: 'How many, {{name}}?' },
    size: { type: 'string', enum: ['small', 'large'] },
    total: { type: 'number' },
  });
  return {
    ...screen,
    calculated: { total: { '*': [{ var: 'quantity' }, { '+': [2, { points: 'size' }] }] } },
    points: { size: { small: 0, large: 3 } },
    success: { message: 'Your total: {{total}}' },
  };
}

describe('checker: expressions, calculated fields, points and piping', () => {
  test('a screen using all of it correctly has no problems', () => {
    expect(problemsOf(orderScreen())).toEqual([]);
  });

  test('an expression naming a missing field, with did-you-mean', () => {
    const screen = orderScreen();
    screen.calculated = { total: { '*': [{ var: 'quantity' }, { var: 'quantty' }] } };
    const { actual, expected } = expectOnly(
      screen,
      '"quantty"',
      '{"var": "quantty"} names no field: there is no field "quantty": did you mean "quantity"?',
    );
    expect(actual).toEqual(expected);
  });

  test('an unknown operator, with did-you-mean', () => {
    const screen = orderScreen();
    screen.calculated = { total: { iff: [{ var: 'quantity' }, 1, 0] } };
    const { actual, expected } = expectOnly(
      screen,
      '"iff"',
      'unknown operator "iff": did you mean "if"?',
    );
    expect(actual).toEqual(expected);
  });

  test('a cycle between calculated fields', () => {
    const screen = orderScreen();
    screen.calculated = { total: { var: 'quantity' }, quantity: { '+': [{ var: 'total' }, 1] } };
    const { actual, expected } = expectOnly(
      screen,
      '"total": {',
      'calculated fields read each other in a circle (total -> quantity -> total): none of them can be worked out first; break the circle',
      2,
    );
    expect(actual).toEqual(expected);
  });

  test('a text field used as a number', () => {
    const screen = orderScreen();
    screen.calculated = { total: { '*': [{ var: 'name' }, 2] } };
    const { actual, expected } = expectOnly(
      screen,
      '{\n          "var": "name"',
      '"*" computes with numbers, but "name" is text: use a number field (type "number" or "integer")',
    );
    expect(actual).toEqual(expected);
  });

  test('a sum kept in a text field', () => {
    const screen = orderScreen();
    const schema = screen.schema as { properties: Record<string, unknown> };
    schema.properties.total = { type: 'string' };
    const { actual, expected } = expectOnly(
      screen,
      '"total": {',
      '"total" is worked out as a number, but the schema makes it text: give it "type": "number"',
      2,
    );
    expect(actual).toEqual(expected);
  });

  test('a calculated field, or points, for a field the schema does not have', () => {
    const screen = orderScreen();
    screen.calculated = { totl: 1 };
    screen.points = { sise: { small: 1 } };
    const problems = problemsOf(screen).map((p) => p.message);
    expect(problems).toEqual([
      'calculated names "totl", which is not a top-level field: add it to "schema" (a number for a sum), or fix the name: did you mean "total"?',
      'points names "sise", which is not a top-level field: did you mean "size"?',
    ]);
  });

  test('points of an "Other, please specify" question name its choices and its "Other"', () => {
    const screen = orderScreen();
    const schema = screen.schema as { properties: Record<string, unknown> };
    schema.properties.heard = {
      type: 'string',
      title: 'Heard of us',
      choices: ['A friend', 'A search'],
      other: 'Other',
    };
    screen.points = { ...(screen.points as object), heard: { 'A friend': 2, Other: 1, Radio: 1 } };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      '"heard" has no choice "Radio": its choices are "A friend", "A search" and "Other"',
    ]);
  });

  test('points for a choice the field does not have', () => {
    const screen = orderScreen();
    screen.points = { size: { small: 0, lage: 3 } };
    const { actual, expected } = expectOnly(
      screen,
      '"lage"',
      '"size" has no choice "lage": did you mean "large"?',
    );
    expect(actual).toEqual(expected);
  });

  test('a condition on a step and a result is checked too', () => {
    const screen = orderScreen();
    screen.steps = [
      { title: 'One', fields: ['name', 'email'] },
      {
        title: 'Two',
        fields: ['quantity', 'size', 'total'],
        when: { '==': [{ var: 'emial' }, 'x'] },
      },
    ];
    screen.success = {
      results: [{ when: { '>': [{ var: 'total' }, 9] }, message: 'Big {{totl}}' }],
    };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'the placeholder {{totl}} in success.results 1\'s message names no field: there is no field "totl": did you mean "total"?',
      '{"var": "emial"} names no field: there is no field "emial": did you mean "email"?',
    ]);
  });

  test('a piped text naming no field, or a special path outside email params, at its column', () => {
    const screen = orderScreen();
    const schema = screen.schema as { properties: Record<string, Record<string, unknown>> };
    schema.properties.email = { type: 'string', title: 'Email for {{nmae}}' };
    const { actual, expected } = expectOnly(
      screen,
      '{{nmae}}',
      'the placeholder {{nmae}} in "title" names no field: there is no field "nmae": did you mean "name"?',
    );
    expect(actual).toEqual(expected);
    screen.success = { message: 'Bye {{user.name}}' };
    schema.properties.email = { type: 'string' };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      '{{user.name}} in success.message is for email params only: here a placeholder names a field, like {{name}}',
    ]);
  });
});
