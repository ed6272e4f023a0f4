import { isYesNoQuestion } from '../../../../form/field-kinds';
import type { KindEntry } from '../kind-entry';

/** A yes or no, and one box to tick that may stay unticked. */

export const yesNo: KindEntry = {
  words: 'Yes / no',
  is: ({ field }) => isYesNoQuestion(field),
  make: () => ({ field: { type: 'boolean', title: 'Yes or no?' } }),
};

export const checkbox: KindEntry = {
  words: 'One box to tick',
  is: ({ field }) =>
    field.type === 'boolean' && field.const === undefined && !isYesNoQuestion(field),
  make: () => ({ field: { type: 'boolean', title: 'Send me the newsletter', default: false } }),
};
