import type { Problem } from '../../../screen/types';
import { questionsOf } from '../edits/questions';
import { authorWords, type AuthorWords } from './author-words';
import { placedProblems } from './problem-places';

/**
 * A mistake of a question as its card shows it: in the authors' words beside
 * the control that fixes it, or, for one the studio never leads to (a file
 * written by hand), the checker's own words with its line in the File (JSON)
 * tab.
 */
export type Mistake = { line: number; message: string; words: AuthorWords | undefined };

/** The check's problems of `text` (the text they were found in) by question, in the card's terms. */
export function mistakesByQuestion(
  text: string,
  problems: readonly Problem[],
): ReadonlyMap<string, readonly Mistake[]> {
  const found = new Map<string, Mistake[]>();
  const placed = placedProblems(text, problems);
  if (placed.length === 0) return found;
  const kinds = new Map(questionsOf(text).map((q) => [q.name, q.kind]));
  for (const { problem, question, path } of placed) {
    const mistake = {
      line: problem.line,
      message: problem.message,
      words: authorWords(problem.message, path, kinds.get(question)),
    };
    found.set(question, [...(found.get(question) ?? []), mistake]);
  }
  return found;
}
