import { hasFormat, type KindEntry } from '../kind-entry';

/** A phone number: a country list beside the number (libphonenumber-js), sent in international form. */
export const phone: KindEntry = {
  name: 'phone',
  words: 'Phone number',
  is: hasFormat('phone'),
  make: () => ({ field: { type: 'string', title: 'Phone number', format: 'phone' } }),
};
