import { hasChoices, isText, TWO_CHOICES, type KindEntry } from '../kind-entry';

/** A choice among answers: one, several, or one with "Other, please specify". */

export const choice: KindEntry = {
  words: 'Choice',
  is: (seen) => isText(seen) && hasChoices(seen.field),
  make: () => ({ field: { type: 'string', title: 'Pick one', oneOf: TWO_CHOICES } }),
};

export const severalChoices: KindEntry = {
  words: 'Several choices',
  is: ({ field }) => field.type === 'array' && hasChoices(field.items),
  make: () => ({
    field: {
      type: 'array',
      title: 'Pick any',
      items: { type: 'string', oneOf: TWO_CHOICES },
      uniqueItems: true,
    },
    ui: { 'ui:widget': 'checkboxes' },
  }),
};

export const otherChoice: KindEntry = {
  words: 'Choice with "Other, please specify"',
  rank: 1,
  is: ({ field }) => Array.isArray(field.choices) && typeof field.other === 'string',
  make: () => ({
    field: { type: 'string', title: 'Pick one', choices: ['First', 'Second'], other: 'Other' },
  }),
};
