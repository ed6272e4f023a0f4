import { RANKING_WIDGET } from '../../../../screen/grid-ranking';
import { TWO_CHOICES, widget, type KindEntry } from '../kind-entry';
import { keepRanking } from './ranking-edits';

/** Items to put in order, by dragging or by Move up and Move down. */
export const ranking: KindEntry = {
  name: 'ranking',
  words: 'Ranking (put in order)',
  rank: 2,
  is: (seen) => seen.field.type === 'array' && widget(seen) === RANKING_WIDGET,
  make: () => ({
    field: {
      type: 'array',
      title: 'Put these in order',
      uniqueItems: true,
      minItems: 2,
      items: { type: 'string', oneOf: TWO_CHOICES },
    },
    ui: { 'ui:widget': RANKING_WIDGET },
  }),
  keep: keepRanking,
  fewestChoices: 2,
};
