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

/** The small screen with a field `score` rendered by `widget`. */
function withScale(widget: string, field: Record<string, unknown>) {
  const screen = validScreen();
  const schema = screen.schema as { properties: Record<string, unknown> };
  schema.properties.score = { title: 'Score', type: 'integer', ...field };
  return { ...screen, uiSchema: { score: { 'ui:widget': widget, 'ui:options': { low: 'Bad' } } } };
}

describe('an NPS question ("nps") and an opinion scale ("opinion")', () => {
  test('0 to 10 for NPS, from 0 or 1 up to 2-10 for an opinion scale are right', () => {
    expect(problemsOf(withScale('nps', { minimum: 0, maximum: 10 }))).toEqual([]);
    for (const [minimum, maximum] of [
      [1, 5],
      [0, 10],
      [1, 3],
    ])
      expect(problemsOf(withScale('opinion', { minimum, maximum }))).toEqual([]);
  });

  test.each([
    [
      'an NPS with another maximum, at it',
      withScale('nps', { minimum: 0, maximum: 5 }),
      '5',
      'an NPS question runs to 10, not 5: write "maximum": 10 (for another range, use "ui:widget": "opinion")',
    ],
    [
      'an NPS from 1',
      withScale('nps', { minimum: 1, maximum: 10 }),
      '1,',
      'an NPS question runs from 0, not 1: write "minimum": 0 (for another range, use "ui:widget": "opinion")',
    ],
    [
      'an NPS with no maximum, at the widget',
      withScale('nps', { minimum: 0 }),
      '"nps"',
      'an NPS question runs from 0 to 10: add "maximum": 10 to the field ("type": "integer", "minimum": 0, "maximum": 10)',
    ],
    [
      'an opinion scale over 10',
      withScale('opinion', { minimum: 1, maximum: 11 }),
      '11',
      'an opinion scale goes up to 3-10, not 11: write "maximum": 10',
    ],
    [
      'an opinion scale from 5',
      withScale('opinion', { minimum: 5, maximum: 10 }),
      '5,',
      'an opinion scale starts at 0 or 1, not 5: write "minimum": 1',
    ],
  ])('%s', (_what, screen, needle, message) => {
    const { actual, expected } = expectOnly(screen, needle, message);
    expect(actual).toEqual(expected);
  });
});
