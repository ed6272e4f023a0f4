import { getLocation, type JSONPath } from 'jsonc-parser';
import { deeperThan, lineStarts } from '../../../checker/json-source';
import { MAX_DEPTH } from '../../../checker/limits';
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
 * The path in `text` at an offset, or none in a file nested past the checker's limit: the
 * parser recurses once a level, and a file 10,000 lists deep overflowed the stack and took the
 * whole studio down where the checker only says where the nesting is too deep.
 */
export function pathsIn(text: string): (offset: number) => JSONPath {
  const readable = deeperThan(text, MAX_DEPTH) === undefined;
  return (offset) => (readable ? getLocation(text, offset).path : []);
}

/** A problem of a screen file where the card shows it: its question, and its path in the file. */
export type PlacedProblem = { problem: Problem; question: string; path: JSONPath };

/**
 * The checker's problems of a screen file on the question each concerns,
 * read from the text they were found in; a problem of no question is left
 * out, and a name no card has is never looked up.
 */
export function placedProblems(text: string, problems: readonly Problem[]): PlacedProblem[] {
  if (problems.length === 0) return [];
  const starts = lineStarts(text);
  const pathAt = pathsIn(text);
  return problems.flatMap((problem) => {
    const start = starts[problem.line - 1];
    if (start === undefined) return [];
    const path = pathAt(start + problem.column - 1);
    const question = questionAt(path);
    return question === undefined ? [] : [{ problem, question, path }];
  });
}
