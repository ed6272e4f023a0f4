import type { KindEntry } from '../kind-entry';

/** A value worked out from other answers by a formula (`calculated`), shown as people type. */
export const calculated: KindEntry = {
  name: 'total',
  words: 'Calculated value',
  rank: 3,
  is: ({ calculated }) => calculated,
  make: () => ({ field: { type: 'number', title: 'Total' }, formula: { '+': [] } }),
  unanswered: true,
};
