import { isHeading } from '../../../../screen/navigate';
import type { KindEntry } from '../kind-entry';

/**
 * A heading and a few words under it: a group with no questions, whose title
 * the form renders as a heading and its description under it.
 */
export const heading: KindEntry = {
  words: 'Heading and text',
  rank: 1,
  is: ({ field }) => isHeading(field),
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
