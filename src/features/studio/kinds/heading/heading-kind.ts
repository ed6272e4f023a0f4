import { isObject } from '../../../../kernel/is-object';
import type { KindEntry } from '../kind-entry';

/**
 * A heading and a few words under it: a group with no questions, whose title
 * the form draws as a heading and its description under it.
 */
export const heading: KindEntry = {
  words: 'Heading and text',
  rank: 1,
  is: ({ field }) =>
    field.type === 'object' &&
    isObject(field.properties) &&
    Object.keys(field.properties).length === 0,
  make: () => ({
    field: {
      type: 'object',
      title: 'A heading',
      description: 'A few words under it.',
      properties: {},
    },
  }),
  unanswered: true,
};
