import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import {
  defaultOf,
  linkParamOf,
  prefillOf,
  receivesCopy,
  setDefault,
  setPrefill,
} from '../../../../../src/features/studio/edits/answer-edits';
import {
  phoneCountryOf,
  setPhoneCountry,
} from '../../../../../src/features/studio/kinds/phone/phone-edits';
import { addQuestion } from '../../../../../src/features/studio/edits/question-edits';
import { valueInText } from '../../../../../src/features/studio/edits/json-text';

const root = path.resolve(import.meta.dirname, '../../../../..');
const contact = readFileSync(path.join(root, 'schemas/contact.json'), 'utf8');
const problemsOf = (text: string) => checkScreenFiles([{ name: 'form.json', text }]).problems;

describe('the answer a question starts with', () => {
  it('is written as its default, and taken away to the very same file', () => {
    const next = setDefault(contact, 'name', 'Ana');
    expect(defaultOf(next, 'name')).toBe('Ana');
    expect(problemsOf(next)).toEqual([]);
    expect(setDefault(next, 'name', undefined)).toBe(contact);
  });
});

describe('an answer filled in when the form opens', () => {
  it('from the link, then the signed-in person, then nothing: the file as it was', () => {
    let next = setPrefill(contact, 'name', { from: 'link', param: 'who' });
    expect(valueInText(next, ['prefill'])).toEqual({ name: 'query.who' });
    expect(prefillOf(next, 'name')).toEqual({ from: 'link', param: 'who' });
    expect(problemsOf(next)).toEqual([]);
    next = setPrefill(next, 'email', { from: 'person', what: 'email' });
    expect(valueInText(next, ['prefill'])).toEqual({ name: 'query.who', email: 'user.email' });
    expect(prefillOf(next, 'email')).toEqual({ from: 'person', what: 'email' });
    expect(problemsOf(next)).toEqual([]);
    next = setPrefill(next, 'email', undefined);
    expect(setPrefill(next, 'name', undefined)).toBe(contact);
  });

  it('keeps a link parameter to the letters the checker takes', () => {
    expect(linkParamOf('your name!')).toBe('yourname');
  });

  it('knows the question the copy goes to, which the checker lets be filled only from user.email', () => {
    const copy = readFileSync(
      path.join(root, 'tests/fixtures/schemas/after-send-copy.json'),
      'utf8',
    );
    expect(receivesCopy(copy, 'email')).toBe(true);
    expect(receivesCopy(copy, 'name')).toBe(false);
    const fromLink = setPrefill(copy, 'email', { from: 'link', param: 'to' });
    expect(
      problemsOf(fromLink)
        .map((p) => p.message)
        .join('\n'),
    ).toMatch(/may be filled in only from "user.email"/);
    expect(problemsOf(setPrefill(copy, 'email', { from: 'person', what: 'email' }))).toEqual([]);
  });
});

describe('the country a phone question starts on', () => {
  it("is written as its defaultCountry, and taken away to the very same file (the visitor's then)", () => {
    const { text, name } = addQuestion(contact, 'phone', 1);
    expect(phoneCountryOf(text, name)).toBeUndefined();
    const british = setPhoneCountry(text, name, 'GB');
    expect(valueInText(british, ['uiSchema', name])).toEqual({
      'ui:options': { defaultCountry: 'GB' },
    });
    expect(phoneCountryOf(british, name)).toBe('GB');
    expect(problemsOf(british)).toEqual([]);
    expect(setPhoneCountry(british, name, undefined)).toBe(text);
  });
});
