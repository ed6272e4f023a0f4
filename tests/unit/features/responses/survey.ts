import type { ScreenFile } from '../../../../src/screen/types';
import type { KeptResponse } from '../../../../src/screen/kept-response';

/** A screen asking every kind of question the responses page sums up. */
export const survey = {
  title: 'Survey',
  schema: {
    type: 'object',
    definitions: {
      level: {
        type: 'string',
        oneOf: [
          { const: 'poor', title: 'Poor' },
          { const: 'good', title: 'Good' },
          { const: 'great', title: 'Great' },
        ],
      },
    },
    properties: {
      name: { type: 'string', title: 'Your name' },
      secret: { type: 'string', title: 'Password' },
      came: { type: 'boolean', title: 'Did you come?' },
      topic: {
        type: 'string',
        title: 'Topic',
        oneOf: [
          { const: 'idea', title: 'An idea' },
          { const: 'praise', title: 'Praise' },
        ],
      },
      diet: {
        type: 'array',
        title: 'Diet',
        uniqueItems: true,
        items: { type: 'string', enum: ['vegan', 'halal'] },
      },
      heard: {
        type: 'string',
        title: 'Heard of us',
        choices: ['A friend', 'A search'],
        other: 'Other',
      },
      stars: { type: 'integer', title: 'Stars', minimum: 1, maximum: 5 },
      recommend: { type: 'integer', title: 'Recommend?', minimum: 0, maximum: 10 },
      stay: {
        type: 'object',
        title: 'Stay',
        properties: {
          food: { $ref: '#/definitions/level', title: 'Food' },
          room: { $ref: '#/definitions/level', title: 'Room' },
        },
      },
      priorities: {
        type: 'array',
        title: 'Priorities',
        uniqueItems: true,
        minItems: 3,
        items: {
          type: 'string',
          oneOf: [
            { const: 'price', title: 'Price' },
            { const: 'speed', title: 'Speed' },
            { const: 'support', title: 'Support' },
          ],
        },
      },
      age: { type: 'number', title: 'Age' },
      day: { type: 'string', title: 'Day', format: 'date' },
      address: {
        type: 'object',
        title: 'Address',
        properties: { city: { type: 'string', title: 'City' } },
      },
      signature: { type: 'string', title: 'Signature', format: 'data-url' },
    },
  },
  uiSchema: {
    secret: { 'ui:widget': 'password' },
    diet: { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['Vegan', 'Halal'] } },
    stars: { 'ui:widget': 'rating' },
    recommend: { 'ui:widget': 'nps' },
    stay: { 'ui:widget': 'grid' },
    priorities: { 'ui:widget': 'ranking' },
    signature: { 'ui:widget': 'signature' },
  },
} as unknown as ScreenFile;

let n = 0;
/** A response with these answers, `minutesAgo` before 2026-11-27 12:00 UTC. */
export function response(answers: Record<string, unknown>, minutesAgo = 0): KeptResponse {
  n += 1;
  return {
    id: `r${n}`,
    answers,
    submittedAt: Date.UTC(2026, 10, 27, 12) - minutesAgo * 60_000,
    language: 'en',
    version: 'v1',
  };
}

export const words = { yes: 'Yes', no: 'No' };
