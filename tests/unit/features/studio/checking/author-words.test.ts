import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import { mistakesByQuestion } from '../../../../../src/features/studio/checking/mistakes';
import { setHelp } from '../../../../../src/features/studio/edits/field-edits';
import { addQuestion } from '../../../../../src/features/studio/edits/question-edits';
import { setRule } from '../../../../../src/features/studio/edits/rule-edits';
import { setChoiceWords } from '../../../../../src/features/studio/kinds/choice/choice-edits';
import { setConsent } from '../../../../../src/features/studio/kinds/consent/consent-edits';
import { setAccept, setMaxSize } from '../../../../../src/features/studio/kinds/file/file-edits';
import { setItemCount } from '../../../../../src/features/studio/kinds/list/list-edits';
import type { QuestionKind } from '../../../../../src/features/studio/kinds/kind-table';
import { blankScreen } from '../../../../../src/features/studio/panels/screens/blank-screen';
import { setAt } from '../../../../../src/features/studio/edits/json-text';

/** A blank screen with one question of `kind`, changed by `edit` as a card would. */
function marked(kind: QuestionKind, edit: (text: string, name: string) => string) {
  const added = addQuestion(blankScreen('Party', 'party'), kind, 0);
  const text = edit(added.text, added.name);
  const { problems } = checkScreenFiles([{ name: 'party.json', text }]);
  expect(problems).not.toEqual([]);
  return mistakesByQuestion(text, problems).get(added.name) ?? [];
}

// Each message of `npm run check` a card can lead to, read by author-words.ts: if the
// checker's wording changes, the card would fall back to JSON words and these fail.
describe('the checker’s messages a card leads to, in the authors’ words at the control', () => {
  it('a text longer than it may be short: beside the rules, in the rules’ own names', () => {
    const [mistake] = marked('short-text', (text, name) =>
      setRule(setRule(text, name, 'minLength', 8), name, 'maxLength', 4),
    );
    expect(mistake?.words).toEqual({
      control: 'rules',
      words:
        'Longest (4) is less than Shortest (8): no answer could pass. Make Longest 8 or more, or Shortest less.',
    });
  });

  it('a list’s sizes, in its own part of the card', () => {
    const [mistake] = marked('list-of-items', (text, name) =>
      setItemCount(setItemCount(text, name, 'minItems', 3), name, 'maxItems', 1),
    );
    expect(mistake?.words?.control).toBe('kind');
    expect(mistake?.words?.words).toMatch(/^At most \(1\) is less than At least \(3\)/);
  });

  it('a consent’s link that is no address, a file’s size and types', () => {
    const [link] = marked('consent', (text, name) =>
      setConsent(text, name, { words: 'I accept the rules', linked: 'rules', address: 'rules' }),
    );
    expect(link?.words).toMatchObject({
      control: 'kind',
      words: /^Write the link’s whole address/,
    });
    const [size] = marked('file', (text, name) => setMaxSize(text, name, 'big'));
    expect(size?.words).toMatchObject({ control: 'kind', words: /^Write the largest file/ });
    const [types] = marked('file', (text, name) => setAccept(text, name, ['pdf files']));
    expect(types?.words).toMatchObject({ control: 'kind', words: /^Write other file types/ });
  });

  it('a choice with the words of “Other”: beside the choices', () => {
    const [mistake] = marked('other-choice', (text, name) =>
      setChoiceWords(text, name, 0, 'Other'),
    );
    expect(mistake?.words).toMatchObject({
      control: 'choices',
      words: /^“Other” is also the words of the choice for people’s own answer/,
    });
  });

  it('a ranking whose count of items is not kept (a file written by hand)', () => {
    const [mistake] = marked('ranking', (text, name) =>
      setAt(text, ['schema', 'properties', name, 'minItems'], 1),
    );
    expect(mistake?.words?.control).toBe('kind');
    expect(mistake?.words?.words).toMatch(/^Every item is put in order, so all \d+ are answered/);
  });

  it('a {{name}} in the help that names no question: beside the help', () => {
    const [mistake] = marked('short-text', (text, name) => setHelp(text, name, 'As in {{nobody}}'));
    expect(mistake?.words).toMatchObject({
      control: 'help',
      words: /^No question called “nobody”: between \{\{ and \}\}/,
    });
  });

  it('a mistake no control leads to keeps the checker’s words, for the File (JSON) tab', () => {
    const [mistake] = marked('number', (text, name) =>
      setAt(text, ['schema', 'properties', name, 'minimum'], 'two'),
    );
    expect(mistake?.words).toBeUndefined();
    expect(mistake?.message).toMatch(/minimum/);
  });
});
