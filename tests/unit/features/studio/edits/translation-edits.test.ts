import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import { valueInText } from '../../../../../src/features/studio/edits/json-text';
import {
  NEW_TRANSLATION,
  setTranslatedText,
} from '../../../../../src/features/studio/edits/translation-edits';

const root = path.resolve(import.meta.dirname, '../../../../..');
const read = (name: string) => readFileSync(path.join(root, 'schemas', name), 'utf8');

describe('the words of a translation file', () => {
  it('go into a new file where its meta-schema lists them, and out again', () => {
    let t = setTranslatedText(NEW_TRANSLATION, ['fields', 'email', 'title'], 'Courriel');
    t = setTranslatedText(t, ['title'], 'Contactez-nous');
    expect(Object.keys(valueInText(t, []) as object)).toEqual(['$schema', 'title', 'fields']);
    expect(valueInText(t, ['fields', 'email', 'title'])).toBe('Courriel');
    const problems = checkScreenFiles([
      { name: 'contact.json', text: read('contact.json') },
      { name: 'contact.fr.json', text: t },
    ]).problems;
    expect(problems).toEqual([]);
    t = setTranslatedText(t, ['fields', 'email', 'title'], '');
    expect(setTranslatedText(t, ['title'], '')).toBe(NEW_TRANSLATION);
  });

  it('name a page by its place, as a list', () => {
    const t = setTranslatedText(NEW_TRANSLATION, ['steps', 1, 'title'], 'La fête');
    expect(valueInText(t, ['steps'])).toEqual([{}, { title: 'La fête' }]);
    const again = setTranslatedText(t, ['steps', 0, 'title'], 'Vous');
    expect(valueInText(again, ['steps'])).toEqual([{ title: 'Vous' }, { title: 'La fête' }]);
  });

  it('change one text of a file written by hand and nothing else', () => {
    const fr = read('contact.fr.json');
    const next = setTranslatedText(fr, ['fields', 'email', 'title'], 'Courriel');
    expect(next).toBe(fr.replace('"E-mail"', '"Courriel"'));
    expect(setTranslatedText(next, ['fields', 'email', 'title'], 'E-mail')).toBe(fr);
  });
});
