import { hasChoices, hasFormat, isText, widget, type KindEntry } from '../kind-entry';

/** Text typed into a box: one line, several lines, an email address, a web address. */

export const shortText: KindEntry = {
  words: 'Short text',
  is: (seen) => isText(seen) && seen.field.format === undefined && !hasChoices(seen.field),
  make: () => ({ field: { type: 'string', title: 'New question' } }),
  typed: true,
};

export const longText: KindEntry = {
  words: 'Long text',
  rank: 1,
  is: (seen) =>
    isText(seen) &&
    !hasChoices(seen.field) &&
    (widget(seen) === 'textarea' ||
      (typeof seen.field.maxLength === 'number' &&
        seen.field.maxLength > 200 &&
        widget(seen) !== 'text')),
  make: () => ({
    field: { type: 'string', title: 'New question' },
    ui: { 'ui:widget': 'textarea' },
  }),
  typed: true,
};

export const email: KindEntry = {
  name: 'email',
  words: 'Email',
  is: hasFormat('email'),
  make: () => ({ field: { type: 'string', title: 'Email', format: 'email' } }),
  typed: true,
};

export const webAddress: KindEntry = {
  name: 'website',
  words: 'Web address',
  is: hasFormat('uri'),
  make: () => ({ field: { type: 'string', title: 'Website', format: 'uri' } }),
  typed: true,
};
