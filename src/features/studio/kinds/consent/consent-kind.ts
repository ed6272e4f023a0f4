import type { KindEntry } from '../kind-entry';

/** A box that must be ticked to send, its words with a link (a privacy policy, terms). */
export const consent: KindEntry = {
  name: 'consent',
  words: 'Consent (a box to tick)',
  is: ({ field }) => field.type === 'boolean' && field.const === true,
  make: () => ({
    field: {
      type: 'boolean',
      title: 'I agree to the [privacy policy](https://example.org/privacy)',
      const: true,
    },
  }),
  required: true,
};
