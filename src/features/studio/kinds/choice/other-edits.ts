import { fieldPath } from '../../edits/field-edits';
import { setAt, valueInText } from '../../edits/json-text';

/**
 * The "Other" of a choice with "Other, please specify" (`other`): its words,
 * and its points in a quiz, kept under those words as the answer is stored
 * (`Other: a poster` scores them).
 */
export type Other = { words: string; points: number | undefined; scored: boolean };

export function otherOf(text: string, name: string): Other | undefined {
  const words = valueInText(text, [...fieldPath(text, name), 'other']);
  if (typeof words !== 'string') return undefined;
  const table = valueInText(text, ['points', name]);
  const points = valueInText(text, ['points', name, words]);
  return {
    words,
    points: typeof points === 'number' ? points : undefined,
    scored: typeof table === 'object' && table !== null,
  };
}

/** New words for "Other"; its points follow them. */
export function setOtherWords(text: string, name: string, words: string): string {
  const other = otherOf(text, name);
  if (!other || other.words === words || words === '') return text;
  let next = setAt(text, [...fieldPath(text, name), 'other'], words);
  if (other.points !== undefined) {
    next = setAt(
      setAt(next, ['points', name, other.words], undefined),
      ['points', name, words],
      other.points,
    );
  }
  return next;
}

/** "Other"'s points; `undefined` takes them out (it then scores 0). */
export function setOtherPoints(text: string, name: string, points: number | undefined): string {
  const other = otherOf(text, name);
  return other ? setAt(text, ['points', name, other.words], points) : text;
}
