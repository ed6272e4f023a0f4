import type { JSONPath } from 'jsonc-parser';
import { lineStarts } from '../../../checker/json-source';
import type { Problem } from '../../../screen/types';
import { placeholderWords } from './author-words';
import { pathsIn } from './problem-places';

/** A setting of the screen as its field on the Screen tab is found: its path in the file, dotted. */
export const placeOf = (path: JSONPath) => path.join('.');

type Words = { test: RegExp; words: (match: RegExpExecArray) => string };

/** What a box emptied on the Screen tab needs, by the key it writes. */
const EMPTY_WORDS: Record<string, string> = {
  template:
    'Write the id of the template in your EmailJS account, like template_contact: without it, no email can be sent.',
  to: 'Choose the Email question whose address the copy goes to.',
  title: 'Give it a title: it cannot be left empty.',
};

/**
 * The checker's messages about the screen's own texts and pages that an
 * edit in the studio can lead to, in the authors' words: a thank-you text or
 * an email param naming no question, a box left empty, a page left without
 * questions.
 */
const WORDS: readonly Words[] = [
  {
    test: /^the placeholder \{\{([^}]*)\}\} in .* names no field/,
    words: ([, name]) => placeholderWords(name ?? ''),
  },
  {
    test: /^the placeholder "\{\{\}\}" in .* is empty/,
    words: () => placeholderWords(''),
  },
  {
    test: /^the placeholder "(.*)" in .* is not (closed|opened)/,
    words: ([, typed, side]) =>
      `“${typed ?? ''}” is not ${side === 'closed' ? 'closed with }}' : 'opened with {{'}: as it is, it would show as typed.`,
  },
  {
    test: /^\{\{(.*)\}\} in .* is for email params only/,
    words: ([, name]) =>
      `{{${name ?? ''}}} is filled in only in the email: here, write a question’s name between {{ and }}.`,
  },
  {
    test: /^"(\w+)" must not be empty/,
    words: ([, key]) => EMPTY_WORDS[key ?? ''] ?? 'This cannot be left empty: write it in.',
  },
  {
    test: /^step (\d+) has no questions yet/,
    words: ([, page]) =>
      `Page ${page ?? ''} has no questions yet: add a question to this page (drag one onto it, or choose the page in the question’s list), or remove the page.`,
  },
];

/** One of the screen's mistakes: where its field is, and what the author reads there. */
export type ScreenMistake = { problem: Problem; place: string; words: string };

/**
 * The check's problems of `text` (the text they were found in) that concern
 * the screen's texts and pages, each at the place of its field and in the
 * authors' words; the file's other problems are left to the cards and the
 * File (JSON) tab.
 */
export function screenMistakes(text: string, problems: readonly Problem[]): ScreenMistake[] {
  if (problems.length === 0) return [];
  const starts = lineStarts(text);
  const pathAt = pathsIn(text);
  return problems.flatMap((problem) => {
    const start = starts[problem.line - 1];
    if (start === undefined) return [];
    for (const { test, words } of WORDS) {
      const match = test.exec(problem.message);
      if (!match) continue;
      const path = pathAt(start + problem.column - 1);
      return [{ problem, place: placeOf(path), words: words(match) }];
    }
    return [];
  });
}

/** The words of the mistakes at each place: what the field there shows under it. */
export function wordsByPlace(mistakes: readonly ScreenMistake[]): ReadonlyMap<string, string> {
  const found = new Map<string, string>();
  for (const { place, words } of mistakes) {
    found.set(place, found.has(place) ? `${found.get(place) ?? ''} ${words}` : words);
  }
  return found;
}

/**
 * A text field's mistake, marked where it is typed: the field in red with the
 * words under it in place of its help, which comes back once it is fixed.
 */
export function markedAt(
  mistakes: ReadonlyMap<string, string>,
  place: string,
  help?: string,
): { error: boolean; helperText: string | undefined } {
  const words = mistakes.get(place);
  return { error: words !== undefined, helperText: words ?? help };
}
