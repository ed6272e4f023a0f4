import { getLocation, type JSONPath } from 'jsonc-parser';
import { lineStarts } from '../../../checker/json-source';
import type { Problem } from '../../../screen/types';

/**
 * The question a path in a screen file belongs to: its field (in `properties`
 * or a condition's `then`), its `uiSchema` and its `calculated` formula. A
 * `required` entry naming no question is the list's problem, not a card's.
 */
function questionAt(path: JSONPath): string | undefined {
  const [top, second, third, fourth, fifth, sixth] = path;
  if (top === 'schema') {
    if (second === 'properties' && typeof third === 'string') return third;
    const then = second === 'allOf' && typeof third === 'number' && fourth === 'then';
    return then && fifth === 'properties' && typeof sixth === 'string' ? sixth : undefined;
  }
  if (top === 'uiSchema' && typeof second === 'string' && !second.startsWith('ui:')) return second;
  if (top === 'calculated' && typeof second === 'string') return second;
  return undefined;
}

/**
 * The checker's problems of a screen file by the question each concerns, read
 * from the text they were found in; a problem of no question is left out, and
 * a name no card has is never looked up.
 */
export function problemsByQuestion(
  text: string,
  problems: readonly Problem[],
): ReadonlyMap<string, readonly Problem[]> {
  const found = new Map<string, Problem[]>();
  if (problems.length === 0) return found;
  const starts = lineStarts(text);
  for (const problem of problems) {
    const start = starts[problem.line - 1];
    if (start === undefined) continue;
    const name = questionAt(getLocation(text, start + problem.column - 1).path);
    if (name === undefined) continue;
    found.set(name, [...(found.get(name) ?? []), problem]);
  }
  return found;
}
