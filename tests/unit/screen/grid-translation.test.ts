import { expect, test } from 'vitest';
import { screenTexts, translateScreen } from '../../../src/screen/translations';
import type { ScreenFile } from '../../../src/screen/types';

const level = {
  type: 'string',
  oneOf: [
    { const: 'poor', title: 'Poor' },
    { const: 'great', title: 'Great' },
  ],
};
const screen = {
  title: 'Stay',
  schema: {
    type: 'object',
    definitions: { level },
    properties: {
      stay: {
        type: 'object',
        title: 'How was your stay?',
        properties: {
          food: { $ref: '#/definitions/level', title: 'Food' },
          room: { $ref: '#/definitions/level', title: 'Room' },
        },
      },
    },
  },
  uiSchema: { stay: { 'ui:widget': 'grid' } },
} as unknown as ScreenFile;

test("a grid's columns are translated once, as the grid's choices, and its rows by their titles", () => {
  const keys = screenTexts(screen).map((t) => t.key.join(' '));
  expect(keys).toEqual([
    'title',
    'fields stay title',
    'fields stay choices poor',
    'fields stay choices great',
    'fields stay.food title',
    'fields stay.room title',
  ]);
  const translated = translateScreen(screen, {
    fields: {
      stay: { choices: { great: 'Excellent' } },
      'stay.food': { title: 'Repas' },
    },
  });
  expect(translated.uiSchema).toEqual({
    stay: { 'ui:widget': 'grid', 'ui:enumNames': [{}, 'Excellent'], food: { 'ui:title': 'Repas' } },
  });
});
