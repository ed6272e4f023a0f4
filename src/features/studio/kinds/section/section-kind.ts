import type { KindEntry } from '../kind-entry';

/** Questions under a title of their own (a group). */
export const section: KindEntry = {
  words: 'Section (questions under a title)',
  is: ({ field }) => field.type === 'object',
  make: () => ({
    field: {
      type: 'object',
      title: 'New section',
      properties: { name: { type: 'string', title: 'Name' } },
    },
  }),
};
