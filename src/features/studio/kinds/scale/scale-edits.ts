import { fieldPath } from '../../edits/field-edits';
import { removeEmptying, setAt, valueInText } from '../../edits/json-text';

/**
 * A scale's words at its ends (opinion scale, NPS: `"ui:options": { "low",
 * "high" }`) and a star rating's number of stars (its `maximum`), as minimal
 * edits of the file; a word emptied is taken out, and `ui:options` with it
 * once nothing is left in it.
 */
export type Ends = { low: string; high: string };
export type End = keyof Ends;

const optionsOf = (name: string) => ['uiSchema', name, 'ui:options'];

export function endsOf(text: string, name: string): Ends {
  const word = (end: End) => {
    const written = valueInText(text, [...optionsOf(name), end]);
    return typeof written === 'string' ? written : '';
  };
  return { low: word('low'), high: word('high') };
}

export function setEnd(text: string, name: string, end: End, words: string): string {
  const path = [...optionsOf(name), end];
  return words === '' ? removeEmptying(text, path) : setAt(text, path, words);
}

/** The most stars a rating may have, and the fewest (docs/guide/rules.md, "Star rating"). */
export const STARS = { fewest: 3, most: 10 } as const;

export function starsOf(text: string, name: string): number | undefined {
  const most = valueInText(text, [...fieldPath(text, name), 'maximum']);
  return typeof most === 'number' ? most : undefined;
}

export const setStars = (text: string, name: string, stars: number) =>
  setAt(text, [...fieldPath(text, name), 'maximum'], stars);
