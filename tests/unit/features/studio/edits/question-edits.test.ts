import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addQuestion,
  deleteQuestion,
  duplicateQuestion,
  moveQuestion,
} from '../../../../../src/features/studio/edits/question-edits';
import { questionsOf } from '../../../../../src/features/studio/edits/questions';
import {
  setHelp,
  setRequired,
  setDescription,
  setTitle,
} from '../../../../../src/features/studio/edits/field-edits';
import { setAt, valueInText } from '../../../../../src/features/studio/edits/json-text';
import { QUESTION_KINDS } from '../../../../../src/features/studio/kinds/kind-table';
import { blankScreen } from '../../../../../src/features/studio/panels/screens/blank-screen';
import { checkScreenFiles } from '../../../../../src/checker/check';

const root = path.resolve(import.meta.dirname, '../../../../..');
const folders = ['schemas', 'tests/fixtures/schemas'];
const shipped = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      file: `${folder}/${name}`,
      text: readFileSync(path.join(root, folder, name), 'utf8'),
    })),
);
const contact = readFileSync(path.join(root, 'schemas/contact.json'), 'utf8');
const problemsOf = (text: string) => checkScreenFiles([{ name: 'form.json', text }]).problems;

describe('opening and saving without a change', () => {
  it('covers every shipped and test file', () => {
    expect(shipped.length).toBeGreaterThan(30);
  });

  it.each(shipped.map((s) => [s.file, s.text]))(
    '%s stays byte for byte, every question set to what it says',
    (_file, text) => {
      let next = text;
      for (const q of questionsOf(text)) {
        const titled = valueInText(text, ['schema', 'properties', q.name, 'title']) !== undefined;
        if (titled) next = setTitle(next, q.name, q.title);
        next = setHelp(next, q.name, q.help);
        next = setRequired(next, q.name, q.required);
      }
      expect(next === text).toBe(true);
    },
  );
});

describe('the visual editor edits the text in place', () => {
  it('changes a title and nothing else', () => {
    const next = setTitle(contact, 'email', 'Your email');
    expect(next).toBe(contact.replace('"title": "Email"', '"title": "Your email"'));
  });

  it('adds and removes a help line', () => {
    const next = setHelp(contact, 'email', 'We never share it');
    expect(valueInText(next, ['uiSchema', 'email', 'ui:help'])).toBe('We never share it');
    expect(setHelp(next, 'email', '')).toContain('"message": { "ui:widget": "textarea"');
  });

  it('makes a question required and not', () => {
    const next = setRequired(contact, 'topic', true);
    // Where the form renders it among the others: between email and message.
    expect(next).toContain('"required": ["name", "email", "topic", "message"]');
    expect(setRequired(next, 'topic', false)).toBe(contact);
  });

  it.each(QUESTION_KINDS)('adds a %s question between two, which the checker accepts', (kind) => {
    const { text, name } = addQuestion(contact, kind, 2);
    expect(questionsOf(text).map((q) => q.name)).toEqual([
      'name',
      'email',
      name,
      'topic',
      'message',
    ]);
    expect(questionsOf(text)[2]?.kind).toBe(kind);
    expect(problemsOf(text)).toEqual([]);
    expect(deleteQuestion(text, name)).toBe(contact);
  });

  it('names a new question after its kind where the kind says what it holds, numbered when taken', () => {
    const names = (text: string) => questionsOf(text).map((q) => q.name);
    const phone = addQuestion(contact, 'phone', 4);
    expect(phone.name).toBe('phone');
    expect(addQuestion(phone.text, 'phone', 5).name).toBe('phone2');
    // contact.json has an "email" already.
    expect(addQuestion(contact, 'email', 4).name).toBe('email2');
    expect(addQuestion(contact, 'yes-no', 4).name).toBe('question1');
    expect(names(addQuestion(contact, 'nps', 0).text)[0]).toBe('recommend');
  });

  it('adds every kind to a blank screen, one after another: the checker finds nothing', () => {
    let text = blankScreen('Every kind', 'form');
    for (const kind of QUESTION_KINDS) {
      text = addQuestion(text, kind, questionsOf(text).length).text;
    }
    expect(questionsOf(text).map((q) => q.kind)).toEqual(['short-text', ...QUESTION_KINDS]);
    expect(problemsOf(text)).toEqual([]);
  });

  it.each([
    ['schemas/registration.json', 'acceptTerms', 'consent'],
    ['schemas/registration.json', 'guests', 'scale'],
    ['schemas/registration.json', 'website', 'web-address'],
    ['schemas/sign-up.json', 'newsletter', 'checkbox'],
    ['schemas/booking.json', 'address', 'section'],
    ['schemas/quiz.json', 'score', 'calculated'],
    ['schemas/order.json', 'items', 'list-of-items'],
    ['tests/fixtures/schemas/kinds.json', 'phone', 'phone'],
    ['tests/fixtures/schemas/kinds.json', 'meeting', 'date-time'],
    ['tests/fixtures/schemas/kinds.json', 'heard', 'other-choice'],
    ['tests/fixtures/schemas/rating-drill.json', 'service', 'rating'],
    ['tests/fixtures/schemas/opinion-drill.json', 'recommend', 'nps'],
    ['tests/fixtures/schemas/opinion-drill.json', 'ease', 'opinion'],
    ['tests/fixtures/schemas/lists-files.json', 'cv', 'file'],
    ['tests/fixtures/schemas/grid-ranking.json', 'stay', 'grid'],
    ['tests/fixtures/schemas/grid-ranking.json', 'meals', 'checkbox-grid'],
    ['tests/fixtures/schemas/grid-ranking.json', 'priorities', 'ranking'],
    ['tests/fixtures/schemas/signature-drill.json', 'agreement', 'signature'],
  ])('%s: %s is a %s question', (file, name, kind) => {
    const text = shipped.find((s) => s.file === file)?.text ?? '';
    expect(questionsOf(text).find((q) => q.name === name)?.kind).toBe(kind);
  });

  it('gives a heading its text, and takes it away to the very same file', () => {
    const { text, name } = addQuestion(contact, 'heading', 0);
    const next = setDescription(text, name, 'Tell us about you.');
    expect(questionsOf(next)[0]?.description).toBe('Tell us about you.');
    expect(setDescription(next, name, 'A few words under it.')).toBe(text);
    expect(problemsOf(setDescription(text, name, ''))).toEqual([]);
  });

  it('leaves a field of no known kind as it is written', () => {
    const odd = setAt(
      blankScreen('Odd', 'form'),
      ['schema', 'properties', 'name', 'format'],
      'ipv4',
    );
    expect(questionsOf(odd)[0]?.kind).toBeUndefined();
    expect(setTitle(odd, 'name', 'Your name')).toBe(odd);
  });

  it('moves a question, its text as written, and back to the very same file', () => {
    const moved = moveQuestion(contact, 0, 3);
    expect(questionsOf(moved).map((q) => q.name)).toEqual(['email', 'topic', 'message', 'name']);
    expect(moved).toContain(
      '"name": { "type": "string", "title": "Your name", "minLength": 2, "maxLength": 80 }',
    );
    expect(problemsOf(moved)).toEqual([]);
    expect(moveQuestion(moved, 3, 0)).toBe(contact);
    const middle = moveQuestion(contact, 2, 1);
    expect(questionsOf(middle).map((q) => q.name)).toEqual(['name', 'topic', 'email', 'message']);
    expect(moveQuestion(middle, 1, 2)).toBe(contact);
  });

  it('moves by ui:order when the file has one', () => {
    const registration = readFileSync(path.join(root, 'schemas/registration.json'), 'utf8');
    const before = questionsOf(registration).map((q) => q.name);
    const moved = moveQuestion(registration, 0, 1);
    expect(questionsOf(moved).map((q) => q.name)).toEqual([
      before[1],
      before[0],
      ...before.slice(2),
    ]);
  });

  it('duplicates a question after itself, and deletes the copy', () => {
    const { text, name } = duplicateQuestion(contact, 'topic');
    expect(questionsOf(text).map((q) => q.name)).toEqual([
      'name',
      'email',
      'topic',
      name,
      'message',
    ]);
    expect(questionsOf(text)[3]?.title).toBe('Topic (copy)');
    expect(problemsOf(text)).toEqual([]);
    expect(deleteQuestion(text, name)).toBe(contact);
  });

  it('duplicates a required question as required, and deleting the copy gives the file back', () => {
    const { text, name } = duplicateQuestion(contact, 'email');
    expect(questionsOf(text).find((q) => q.name === name)?.required).toBe(true);
    expect(valueInText(text, ['schema', 'required'])).toEqual(['name', 'email', name, 'message']);
    expect(problemsOf(text)).toEqual([]);
    expect(deleteQuestion(text, name)).toBe(contact);
  });

  it('deletes a required question with its uiSchema entry', () => {
    const next = deleteQuestion(contact, 'message');
    expect(next).toContain('"required": ["name", "email"]');
    expect(valueInText(next, ['uiSchema', 'message'])).toBeUndefined();
  });
});
