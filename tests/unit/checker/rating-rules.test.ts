import { describe, expect, test } from 'vitest';
import { expectOnly, problemsOf, validScreen } from './helpers';

/** The small screen with a field `service` and its uiSchema. */
function withRating(field: Record<string, unknown>, ui: Record<string, unknown> = {}) {
  const screen = validScreen();
  const schema = screen.schema as { properties: Record<string, unknown> };
  schema.properties.service = { title: 'Service', ...field };
  return { ...screen, uiSchema: { service: { 'ui:widget': 'rating', ...ui } } };
}

describe('a star rating ("ui:widget": "rating")', () => {
  test('1 to 3, 5 and 10 stars are right', () => {
    for (const maximum of [3, 5, 10])
      expect(problemsOf(withRating({ type: 'integer', minimum: 1, maximum }))).toEqual([]);
  });

  test.each([
    [
      'more than 10 stars, at its "maximum"',
      { type: 'integer', minimum: 1, maximum: 12 },
      '12',
      'a star rating has 3 to 10 stars, not 12: write "maximum": 10 or fewer',
    ],
    [
      'fewer than 3 stars',
      { type: 'integer', minimum: 1, maximum: 2 },
      '2',
      'a star rating has 3 to 10 stars, not 2: write "maximum": 5',
    ],
    [
      'no "maximum", at the widget',
      { type: 'integer', minimum: 1 },
      '"rating"',
      'a star rating needs its number of stars, 3 to 10: add "maximum": 5 to the field',
    ],
    [
      'counting from 0',
      { type: 'integer', minimum: 0, maximum: 5 },
      '0,',
      'a star rating counts from 1, not 0: write "minimum": 1',
    ],
    [
      'no "minimum"',
      { type: 'integer', maximum: 5 },
      '"rating"',
      'a star rating counts from 1: add "minimum": 1 to the field ("type": "integer", "minimum": 1, "maximum": 5)',
    ],
    [
      'on a text field',
      { type: 'string' },
      '"rating"',
      '"ui:widget" "rating" draws stars for a whole number: give the field "type": "integer", "minimum": 1, "maximum": 5',
    ],
  ])('%s', (_what, field, needle, message) => {
    const { actual, expected } = expectOnly(withRating(field), needle, message);
    expect(actual).toEqual(expected);
  });
});
