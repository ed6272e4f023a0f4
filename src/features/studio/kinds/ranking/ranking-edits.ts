import { fieldPath } from '../../edits/field-edits';
import { setAt, valueInText } from '../../edits/json-text';
import { choicesIn, questionChoices } from '../choice/choice-edits';

/**
 * What a ranking keeps true (docs/guide/rules.md, "Ranking"): every item is
 * ranked, so `minItems` is the number of items, and `maxItems` too when the
 * file writes one. Added or removed in the cards, an item changes both.
 */
export function keepRanking(text: string, name: string): string {
  const count = choicesIn(text, questionChoices(text, name))?.length;
  if (count === undefined) return text;
  const path = fieldPath(text, name);
  let next = setAt(text, [...path, 'minItems'], count);
  if (valueInText(next, [...path, 'maxItems']) !== undefined) {
    next = setAt(next, [...path, 'maxItems'], count);
  }
  return next;
}
