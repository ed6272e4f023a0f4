import type { Problem } from '../../../screen/types';
import { questionsOf } from '../edits/questions';
import { authorWords, type AuthorWords } from './author-words';
import { placedProblems } from './problem-places';
import type { ScreenMistake } from './screen-mistakes';

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

/**
 * Each problem the studio says in words somewhere, in those words, for the
 * preview's list of mistakes: a card's prefixed by its question's title, a
 * page's or a text's as its field says it. The others keep the file's words.
 */
export function problemWords(
  text: string,
  byQuestion: ReadonlyMap<string, readonly Mistake[]>,
  ofScreen: readonly ScreenMistake[],
): (problem: Problem) => string | undefined {
  const key = (line: number, message: string) => `${String(line)}:${message}`;
  const words = new Map(ofScreen.map((m) => [key(m.problem.line, m.problem.message), m.words]));
  if (byQuestion.size > 0) {
    const titles = new Map(questionsOf(text).map((q) => [q.name, q.title]));
    for (const [name, mistakes] of byQuestion) {
      for (const m of mistakes) {
        if (m.words)
          words.set(key(m.line, m.message), `“${titles.get(name) || name}”: ${m.words.words}`);
      }
    }
  }
  return (problem) => words.get(key(problem.line, problem.message));
}
