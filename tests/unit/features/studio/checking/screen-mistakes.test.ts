import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import {
  mistakesByQuestion,
  problemWords,
} from '../../../../../src/features/studio/checking/mistakes';
import {
  screenMistakes,
  wordsByPlace,
} from '../../../../../src/features/studio/checking/screen-mistakes';
import {
  addPage,
  setPaged,
  setPageTitle,
} from '../../../../../src/features/studio/edits/page-edits';
import { addQuestion } from '../../../../../src/features/studio/edits/question-edits';
import { setHelp, setTitle } from '../../../../../src/features/studio/edits/field-edits';
import { setAt } from '../../../../../src/features/studio/edits/json-text';
import { addResult, setResultMessage } from '../../../../../src/features/studio/edits/result-edits';
import {
  setCopy,
  setParam,
  setTemplate,
  setThanksMessage,
  setThanksTitle,
} from '../../../../../src/features/studio/edits/screen-settings-edits';
import { blankScreen } from '../../../../../src/features/studio/panels/screens/blank-screen';

/** A blank screen with a short text question (its name `question1`), changed by `edit`. */
function wordsOf(edit: (text: string) => string) {
  const text = edit(addQuestion(blankScreen('Party', 'party'), 'short-text', 0).text);
  const { problems } = checkScreenFiles([{ name: 'party.json', text }]);
  const mistakes = screenMistakes(text, problems);
  // Every problem of these edits is said in words: none is left in the file's words.
  expect(mistakes.map((m) => m.problem)).toEqual(problems);
  return wordsByPlace(mistakes);
}

// Each message of `npm run check` the Screen tab's texts and pages lead to, read by
// screen-mistakes.ts: if the checker's wording changes, these fail.
describe('the screen’s own mistakes, in the authors’ words at their field', () => {
  it('a {{name}} naming no question in a thank-you text, an email param or a result', () => {
    const words = wordsOf((t) =>
      setResultMessage(
        addResult(
          setParam(setThanksMessage(setThanksTitle(t, 'Hi {{typo}}'), 'Bye {{}}'), 'who', '{{x}}'),
        ),
        0,
        'Your {{user.email}}',
      ),
    );
    expect(Object.fromEntries(words)).toEqual({
      'success.title':
        'No question called “typo”: between {{ and }}, write a question’s name (its Name for the email), like {{name}}.',
      'success.message':
        'Nothing is named between {{ and }}: between {{ and }}, write a question’s name (its Name for the email), like {{name}}.',
      'email.params.who':
        'No question called “x”: between {{ and }}, write a question’s name (its Name for the email), like {{name}}.',
      'success.results.0.message':
        '{{user.email}} is filled in only in the email: here, write a question’s name between {{ and }}.',
    });
  });

  it('a box left empty: the template, the copy’s template and address, a page’s title', () => {
    const words = wordsOf((t) =>
      setPageTitle(setPaged(setCopy(setTemplate(t, ''), { template: '', to: '' }), true), 0, ''),
    );
    expect(Object.fromEntries(words)).toEqual({
      'email.template':
        'Write the id of the template in your EmailJS account, like template_contact: without it, no email can be sent.',
      'email.confirmation.template':
        'Write the id of the template in your EmailJS account, like template_contact: without it, no email can be sent.',
      'email.confirmation.to': 'Choose the Email question whose address the copy goes to.',
      'steps.0.title': 'Give it a title: it cannot be left empty.',
    });
  });

  it('a placeholder left open', () => {
    const words = wordsOf((t) => setThanksMessage(t, 'Thanks {{question1'));
    expect(words.get('success.message')).toBe(
      '“{{question1” is not closed with }}: as it is, it would show as typed.',
    );
  });

  it('a page just added, with no questions yet: what to do, at the page', () => {
    const words = wordsOf((t) => addPage(setPaged(t, true)));
    expect(Object.fromEntries(words)).toEqual({
      'steps.1.fields':
        'Page 2 has no questions yet: add a question to this page (drag one onto it, or choose the page in the question’s list), or remove the page.',
    });
  });
});

describe('the preview’s list of mistakes', () => {
  it('says each in the words of its card or field, the others in the file’s words', () => {
    let text = addQuestion(blankScreen('Party', 'party'), 'number', 0).text;
    text = setHelp(setTitle(text, 'question1', 'Guests'), 'question1', 'As {{nobody}}');
    text = setAt(text, ['schema', 'properties', 'question1', 'minimum'], 'two');
    text = addPage(setPaged(text, true));
    const { problems } = checkScreenFiles([{ name: 'party.json', text }]);
    const words = problemWords(
      text,
      mistakesByQuestion(text, problems),
      screenMistakes(text, problems),
    );
    expect(problems.map((p) => words(p) ?? 'file')).toEqual([
      'file',
      expect.stringMatching(/^“Guests”: No question called “nobody”/),
      expect.stringMatching(/^Page 2 has no questions yet/),
    ]);
  });
});
