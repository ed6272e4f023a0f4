import { questionsOf } from './questions';
import { isObject } from '../../../kernel/is-object';
import { decidersAmong, logicOfTest, testOfLogic, type Decider } from './condition-edits';
import { moveEntry, setAt, valueInText } from './json-text';
import { emptyToNone, setPruned, setSetting, stringOf } from './pruned';
import type { PageCondition } from './page-edits';

/** The thank-you texts by result (`success.results`), like a quiz's score ranges. */

/**
 * A thank-you text for some answers (`success.results`), like a quiz's score
 * range: `always` when its `when` is `true` (every answer left), `condition`
 * when written as the studio writes one; any other `when` is the author's own.
 */
export type Result = { title: string; message: string; always: boolean; condition?: PageCondition };

export function resultOf(entry: unknown): Result {
  const r = isObject(entry) ? entry : {};
  const condition = testOfLogic(r.when);
  return {
    title: stringOf(r.title),
    message: stringOf(r.message),
    always: r.when === true,
    ...(condition && { condition }),
  };
}

const RESULTS = ['success', 'results'];

/** A new result at the end: for every answer not met by one before it, until given a condition. */
export function addResult(t: string): string {
  const results = valueInText(t, RESULTS);
  const at = Array.isArray(results) ? results.length : 0;
  return setPruned(t, [...RESULTS, at], { when: true, title: 'Thank you!' });
}

/** Takes result `r` out, and the list when it was the last (an empty list is refused). */
export function removeResult(t: string, r: number): string {
  const results = valueInText(t, RESULTS);
  if (Array.isArray(results) && results.length === 1) return setSetting(t, RESULTS, undefined);
  return setAt(t, [...RESULTS, r], undefined);
}

export const moveResult = (t: string, from: number, to: number) => moveEntry(t, RESULTS, from, to);

/** Result `r` shown when `condition` holds; `undefined`: for every answer left. */
export const setResultCondition = (t: string, r: number, condition: PageCondition | undefined) =>
  setAt(t, [...RESULTS, r, 'when'], condition ? logicOfTest(condition.on, condition.test) : true);
export const setResultTitle = (t: string, r: number, title: string) =>
  setSetting(t, [...RESULTS, r, 'title'], emptyToNone(title));
export const setResultMessage = (t: string, r: number, message: string) =>
  setSetting(t, [...RESULTS, r, 'message'], emptyToNone(message));

/** The questions a result's condition may read: any with a number or choices to compare. */
export const resultDecidersOf = (t: string): Decider[] => decidersAmong(t, questionsOf(t));
