import { isObject } from '../../../../kernel/is-object';
import { hasChoices, type KindEntry } from '../kind-entry';

/** A list people add items to ("Add item"), each item a few questions. */
export const listOfItems: KindEntry = {
  words: 'List of items ("Add item")',
  is: ({ field }) =>
    field.type === 'array' &&
    isObject(field.items) &&
    !hasChoices(field.items) &&
    field.items.format !== 'data-url',
  make: () => ({
    field: {
      type: 'array',
      title: 'Items',
      items: {
        type: 'object',
        title: 'Item',
        properties: { name: { type: 'string', title: 'Name' } },
      },
    },
  }),
};
