import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addChoice,
  choicesOf,
  codeOf,
  moveChoice,
  removeChoice,
  setChoiceCode,
  setChoiceWords,
} from '../../../../../../src/features/studio/kinds/choice/choice-edits';
import { addQuestion } from '../../../../../../src/features/studio/edits/question-edits';
import { questionsOf } from '../../../../../../src/features/studio/edits/questions';
import { setPlaceholder } from '../../../../../../src/features/studio/edits/field-edits';
import { valueInText } from '../../../../../../src/features/studio/edits/json-text';
import { checkScreenFiles } from '../../../../../../src/checker/check';

const root = path.resolve(import.meta.dirname, '../../../../../..');
const contact = readFileSync(path.join(root, 'schemas/contact.json'), 'utf8');
const problemsOf = (text: string) => checkScreenFiles([{ name: 'form.json', text }]).problems;
const shipped = ['schemas', 'tests/fixtures/schemas'].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => [`${folder}/${name}`, readFileSync(path.join(root, folder, name), 'utf8')]),
);

// The other way a file writes choices: codes in `enum`, words in `ui:enumNames`.
const enumScreen = `{
  "title": "Sizes",
  "submit": "none",
  "schema": {
    "type": "object",
    "properties": {
      "size": { "type": "string", "title": "Size", "enum": ["s", "m", "l"], "default": "m" },
      "extras": {
        "type": "array",
        "title": "Extras",
        "items": { "type": "string", "enum": ["gift-wrap", "card"] },
        "uniqueItems": true
      }
    }
  },
  "uiSchema": {
    "size": { "ui:enumNames": ["Small", "Medium", "Large"] },
    "extras": { "ui:widget": "checkboxes" }
  }
}
`;

describe('placeholder', () => {
  it('is added to the question and removed again to the very same file', () => {
    const next = setPlaceholder(contact, 'email', 'ana@example.com');
    expect(next).toBe(
      contact.replace(
        '"ui:submitButtonOptions": { "submitText": "Send message" }',
        '"ui:submitButtonOptions": { "submitText": "Send message" },\n    "email": { "ui:placeholder": "ana@example.com" }',
      ),
    );
    expect(questionsOf(next).find((q) => q.name === 'email')?.placeholder).toBe('ana@example.com');
    expect(problemsOf(next)).toEqual([]);
    expect(setPlaceholder(next, 'email', '')).toBe(contact);
  });

  it('keeps the question’s other ui: keys', () => {
    const next = setPlaceholder(contact, 'message', 'Tell us more');
    expect(valueInText(next, ['uiSchema', 'message'])).toEqual({
      'ui:widget': 'textarea',
      'ui:options': { rows: 5 },
      'ui:placeholder': 'Tell us more',
    });
    expect(setPlaceholder(next, 'message', '')).toBe(contact);
  });
});

describe('choices', () => {
  it('reads every shipped file’s choices, and setting each to what it says changes no byte', () => {
    let seen = 0;
    for (const [, text] of shipped) {
      let next = text as string;
      for (const q of questionsOf(next)) {
        (choicesOf(next, q.name) ?? []).forEach((c, i) => {
          seen++;
          next = setChoiceCode(setChoiceWords(next, q.name, i, c.words), q.name, i, c.code);
        });
      }
      expect(next === text).toBe(true);
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('derives a code from words: lowercase, hyphens, no accents', () => {
    expect(codeOf('Sales team')).toBe('sales-team');
    expect(codeOf('  Café & Crème! ')).toBe('cafe-creme');
  });

  it('changes the words of a oneOf choice and nothing else; a hand-written code stays', () => {
    const next = setChoiceWords(contact, 'topic', 1, 'A new idea');
    expect(next).toBe(contact.replace('"title": "An idea"', '"title": "A new idea"'));
  });

  it('changes a code, and the default that was that choice follows', () => {
    const next = setChoiceCode(contact, 'topic', 0, 'ask');
    expect(next).toBe(
      contact
        .replace('{ "const": "question", "title"', '{ "const": "ask", "title"')
        .replace('"default": "question"', '"default": "ask"'),
    );
    expect(problemsOf(next)).toEqual([]);
  });

  it('adds a choice whose code follows its words as they are typed, and removes it', () => {
    const added = addChoice(contact, 'topic');
    expect(added).toContain(
      '{ "const": "other", "title": "Something else" },\n          { "const": "new-choice", "title": "New choice" }\n',
    );
    let typed = added;
    for (const words of ['N', 'Ne', 'Sales', 'Sales team'])
      typed = setChoiceWords(typed, 'topic', 4, words);
    expect(choicesOf(typed, 'topic')?.[4]).toEqual({ words: 'Sales team', code: 'sales-team' });
    expect(problemsOf(typed)).toEqual([]);
    expect(removeChoice(typed, 'topic', 4)).toBe(contact);
  });

  it('moves a choice as written, and back to the very same file', () => {
    const moved = moveChoice(contact, 'topic', 0, 3);
    expect(choicesOf(moved, 'topic')?.map((c) => c.code)).toEqual([
      'idea',
      'praise',
      'other',
      'question',
    ]);
    expect(moveChoice(moved, 'topic', 3, 0)).toBe(contact);
  });

  it('removes the default with the choice it named', () => {
    const next = removeChoice(contact, 'topic', 0);
    expect(valueInText(next, ['schema', 'properties', 'topic', 'default'])).toBeUndefined();
    expect(problemsOf(next)).toEqual([]);
  });

  it('keeps enum and ui:enumNames, moving and removing both together', () => {
    expect(choicesOf(enumScreen, 'size')).toEqual([
      { words: 'Small', code: 's' },
      { words: 'Medium', code: 'm' },
      { words: 'Large', code: 'l' },
    ]);
    const renamed = setChoiceWords(enumScreen, 'size', 2, 'Big');
    expect(renamed).toBe(enumScreen.replace('"Large"', '"Big"'));
    const moved = moveChoice(enumScreen, 'size', 0, 2);
    expect(moved).toContain('"enum": ["m", "l", "s"]');
    expect(moved).toContain('"ui:enumNames": ["Medium", "Large", "Small"]');
    expect(moveChoice(moved, 'size', 2, 0)).toBe(enumScreen);
    const added = addChoice(enumScreen, 'size');
    expect(added).toContain('"enum": ["s", "m", "l", "new-choice"]');
    expect(added).toContain('"ui:enumNames": ["Small", "Medium", "Large", "New choice"]');
    expect(removeChoice(added, 'size', 3)).toBe(enumScreen);
    expect(setChoiceCode(enumScreen, 'size', 1, 'medium')).toContain('"default": "medium"');
  });

  it('edits a several-choices question’s items, writing its words in ui:enumNames', () => {
    expect(choicesOf(enumScreen, 'extras')?.map((c) => c.words)).toEqual(['gift-wrap', 'card']);
    const next = setChoiceWords(enumScreen, 'extras', 1, 'A card');
    expect(valueInText(next, ['uiSchema', 'extras', 'ui:enumNames'])).toEqual([
      'gift-wrap',
      'A card',
    ]);
    expect(valueInText(next, ['uiSchema', 'extras', 'ui:widget'])).toBe('checkboxes');
    expect(problemsOf(next)).toEqual([]);
  });

  it('edits the choices of a several-choices question the palette adds', () => {
    const { text, name } = addQuestion(contact, 'several-choices', 4);
    const next = addChoice(setChoiceWords(text, name, 0, 'Mornings'), name);
    expect(choicesOf(next, name)).toEqual([
      { words: 'Mornings', code: 'mornings' },
      { words: 'Second', code: 'second' },
      { words: 'New choice', code: 'new-choice' },
    ]);
    expect(problemsOf(next)).toEqual([]);
  });

  it('edits the words of an "Other, please specify" choice, which are what is stored', () => {
    const { text, name } = addQuestion(contact, 'other-choice', 4);
    expect(choicesOf(text, name)).toEqual([
      { words: 'First', code: 'First' },
      { words: 'Second', code: 'Second' },
    ]);
    const renamed = setChoiceWords(text, name, 0, 'None');
    const next = moveChoice(addChoice(renamed, name), name, 2, 1);
    expect(valueInText(next, [...['schema', 'properties', name], 'choices'])).toEqual([
      'None',
      'New choice',
      'Second',
    ]);
    expect(valueInText(next, ['schema', 'properties', name, 'other'])).toBe('Other');
    expect(problemsOf(next)).toEqual([]);
    expect(removeChoice(moveChoice(next, name, 1, 2), name, 2)).toBe(renamed);
  });
});
