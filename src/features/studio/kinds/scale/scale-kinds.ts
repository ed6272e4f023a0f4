import { scaleOf } from '../../../../form/ui-defaults';
import { NPS_WIDGET, OPINION_WIDGET, RATING_WIDGET } from '../../../../screen/scales';
import { isNumber, widget, type KindEntry } from '../kind-entry';

/** A row of numbers to pick one from: a plain scale, stars, words at its ends, 0 to 10. */

export const scale: KindEntry = {
  words: 'Scale (a row of numbers)',
  rank: 1,
  is: (seen) => widget(seen) === undefined && scaleOf(seen.field) !== undefined,
  make: () => ({
    field: { type: 'integer', title: 'From 1 to 5?', minimum: 1, maximum: 5 },
  }),
};

export const rating: KindEntry = {
  name: 'rating',
  words: 'Star rating',
  rank: 2,
  is: (seen) => isNumber(seen) && widget(seen) === RATING_WIDGET,
  make: () => ({
    field: { type: 'integer', title: 'How was it?', minimum: 1, maximum: 5 },
    ui: { 'ui:widget': RATING_WIDGET },
  }),
};

export const opinion: KindEntry = {
  name: 'opinion',
  words: 'Opinion scale (words at its ends)',
  rank: 2,
  is: (seen) => isNumber(seen) && widget(seen) === OPINION_WIDGET,
  make: () => ({
    field: { type: 'integer', title: 'How easy was it?', minimum: 1, maximum: 7 },
    ui: { 'ui:widget': OPINION_WIDGET, 'ui:options': { low: 'Very hard', high: 'Very easy' } },
  }),
};

export const nps: KindEntry = {
  name: 'recommend',
  words: 'Would you recommend us? (0 to 10)',
  rank: 2,
  is: (seen) => isNumber(seen) && widget(seen) === NPS_WIDGET,
  make: () => ({
    field: { type: 'integer', title: 'Would you recommend us?', minimum: 0, maximum: 10 },
    ui: { 'ui:widget': NPS_WIDGET },
  }),
};
