import { isNumber, type KindEntry } from '../kind-entry';

/** A number typed into a box. */
export const number: KindEntry = {
  words: 'Number',
  is: isNumber,
  make: () => ({ field: { type: 'number', title: 'How many?' } }),
};
