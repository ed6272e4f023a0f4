import type { JSONPath } from 'jsonc-parser';
import type { QuestionKind } from '../kinds/kind-table';

/**
 * The controls of a question's card, where a mistake is said in the authors'
 * words and fixed: its title and help, its rules, its choices, its kind's
 * own part (a grid's rows, a list's sizes, a file's types, a consent's link).
 */
export type Control = 'title' | 'help' | 'rules' | 'choices' | 'kind';

/** A mistake as the card says it, beside the control that fixes it. */
export type AuthorWords = { control: Control; words: string };

/** How the card names each rule: "Longest", never `maxLength`. */
const RULE_WORDS: Record<string, string> = {
  minimum: 'At least',
  maximum: 'At most',
  exclusiveMinimum: 'More than',
  exclusiveMaximum: 'Less than',
  minLength: 'Shortest',
  maxLength: 'Longest',
  minItems: 'At least',
  maxItems: 'At most',
};

const ruleWords = (key: string | undefined) => RULE_WORDS[key ?? ''] ?? key ?? '';

/** The kinds whose sizes are in their own part of the card, not under "Rules for the answer". */
const SIZED_BY_KIND: readonly (QuestionKind | undefined)[] = ['list-of-items', 'ranking'];

type Words = {
  /** The checker's message (its JSON wording, as `npm run check` says it). */
  test: RegExp;
  control: Control | ((kind: QuestionKind | undefined, path: JSONPath) => Control);
  words: (match: RegExpExecArray) => string;
};

/** Where a text's mistake is fixed: the help line or the title. */
const textControl = (_kind: QuestionKind | undefined, path: JSONPath): Control =>
  path.includes('ui:help') || path.includes('description') ? 'help' : 'title';

/**
 * The checker's messages an edit in the studio can lead to, each in the
 * authors' words and at its control. The property test of the studio's edits
 * (tests/unit/features/studio/edits/studio-edits.property.test.ts) finds no other.
 */
const WORDS: readonly Words[] = [
  {
    test: /^no answer can pass: "(\w+)" (-?[\d.]+) is (?:below|equal to) "(\w+)" (-?[\d.]+)/,
    control: (kind) => (SIZED_BY_KIND.includes(kind) ? 'kind' : 'rules'),
    words: ([, most, mostValue, fewest, fewestValue]) =>
      `${ruleWords(most)} (${mostValue ?? ''}) is less than ${ruleWords(fewest)} (${fewestValue ?? ''}): no answer could pass. Make ${ruleWords(most)} ${fewestValue ?? ''} or more, or ${ruleWords(fewest)} less.`,
  },
  {
    test: /^the link to .* would show as plain text/,
    control: 'kind',
    words: () =>
      'Write the link’s whole address, starting with https:// (or mailto: for an email address): as it is, it would show as plain words.',
  },
  {
    test: /^"maxSize" .* is not a size/,
    control: 'kind',
    words: () => 'Write the largest file as a number, like 2, and choose KB or MB.',
  },
  {
    test: /^"accept" .* is not a list of file types/,
    control: 'kind',
    words: () =>
      'Write other file types as endings like .txt, or types like audio/*, separated by commas.',
  },
  {
    test: /^"(.*)" is one of the "choices" too/,
    control: 'choices',
    words: ([, words]) =>
      `“${words ?? ''}” is also the words of the choice for people’s own answer, which the form adds last: give this choice other words, or remove it.`,
  },
  {
    test: /^a ranking orders all (\d+) items/,
    control: 'kind',
    words: ([, count]) =>
      `Every item is put in order, so all ${count ?? ''} are answered: the studio keeps this true once an item is changed here.`,
  },
  {
    test: /^the placeholder \{\{([^}]*)\}\} in .* names no field/,
    control: textControl,
    words: ([, name]) => placeholderWords(name ?? ''),
  },
];

/** A `{{name}}` naming no question, in the authors' words: the card's and the Screen tab's. */
export const placeholderWords = (name: string) =>
  `${name === '' ? 'Nothing is named between {{ and }}' : `No question called “${name}”`}: between {{ and }}, write a question’s name (its Name for the email), like {{name}}.`;

/** The checker's message in the authors' words, at its control; none for one the studio never leads to. */
export function authorWords(
  message: string,
  path: JSONPath,
  kind: QuestionKind | undefined,
): AuthorWords | undefined {
  for (const { test, control, words } of WORDS) {
    const match = test.exec(message);
    if (match) {
      return {
        control: typeof control === 'function' ? control(kind, path) : control,
        words: words(match),
      };
    }
  }
  return undefined;
}
