import { isObject } from '../../../../kernel/is-object';
import type { KindEntry } from '../kind-entry';

/** A file attached to the email, or several. */
export const file: KindEntry = {
  name: 'file',
  words: 'File',
  rank: 1,
  is: ({ field }) =>
    (field.type === 'string' && field.format === 'data-url') ||
    (field.type === 'array' && isObject(field.items) && field.items.format === 'data-url'),
  make: () => ({
    field: { type: 'string', title: 'Your file', format: 'data-url' },
    // No largest size of its own: the site's limit is the most any file may be.
    ui: { 'ui:options': { accept: '.pdf' } },
  }),
  always: true,
};
