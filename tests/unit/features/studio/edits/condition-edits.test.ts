import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import { setChoiceWords } from '../../../../../src/features/studio/kinds/choice/choice-edits';
import {
  removeCondition,
  setCondition,
} from '../../../../../src/features/studio/edits/condition-edits';
import {
  deleteQuestion,
  duplicateQuestion,
  moveQuestion,
} from '../../../../../src/features/studio/edits/question-edits';
import { questionsOf } from '../../../../../src/features/studio/edits/questions';
import { setRequired, setTitle } from '../../../../../src/features/studio/edits/field-edits';
import { valueInText } from '../../../../../src/features/studio/edits/json-text';
import { setRule } from '../../../../../src/features/studio/edits/rule-edits';

const rsvp = `{
  "$schema": "./_screen.schema.json",
  "title": "Summer party RSVP",
  "schema": {
    "type": "object",
    "required": ["name", "guests"],
    "properties": {
      "name": { "type": "string", "title": "Your name" },
      "come": { "type": "boolean", "title": "Will you come?" },
      "guests": {
        "type": "integer",
        "title": "How many guests?",
        "minimum": 0,
        "maximum": 4
      },
      "diet": {
        "type": "string",
        "title": "Dietary needs",
        "oneOf": [
          { "const": "none", "title": "None" },
          { "const": "vegan", "title": "Vegan" }
        ]
      }
    }
  },
  "submit": "none"
}
`;
const problemsOf = (text: string) => checkScreenFiles([{ name: 'form.json', text }]).problems;
const yes = { kind: 'is', value: true } as const;

describe('a question shown on an earlier answer', () => {
  it('moves into an allOf entry as the guide writes it, its text as written', () => {
    const next = setCondition(rsvp, 'guests', 'come', yes);
    expect(valueInText(next, ['schema', 'allOf'])).toEqual([
      {
        if: { properties: { come: { const: true } }, required: ['come'] },
        then: {
          properties: {
            guests: { type: 'integer', title: 'How many guests?', minimum: 0, maximum: 4 },
          },
          required: ['guests'],
        },
      },
    ]);
    expect(valueInText(next, ['schema', 'required'])).toEqual(['name']);
    expect(next).toContain(`"guests": {
              "type": "integer",`);
    expect(problemsOf(next)).toEqual([]);
    const guests = questionsOf(next).find((q) => q.name === 'guests');
    expect(guests).toMatchObject({ required: true, condition: { on: 'come', test: yes } });
    expect(questionsOf(next).map((q) => q.name)).toEqual(['name', 'come', 'guests', 'diet']);
  });

  it('removing the condition gives back the very same file', () => {
    const next = setCondition(rsvp, 'guests', 'come', yes);
    expect(removeCondition(next, 'guests')).toBe(rsvp);
  });

  it('a second condition goes into the same allOf, and both come back out', () => {
    let next = setCondition(rsvp, 'guests', 'come', yes);
    next = setCondition(next, 'diet', 'guests', { kind: 'at-least', value: 1 });
    expect(valueInText(next, ['schema', 'allOf', 1, 'if'])).toEqual({
      properties: { guests: { minimum: 1 } },
      required: ['guests'],
    });
    expect(problemsOf(next)).toEqual([]);
    expect(removeCondition(removeCondition(next, 'diet'), 'guests')).toBe(rsvp);
  });

  it('changes the answer in place, and the earlier question too', () => {
    let next = setCondition(rsvp, 'diet', 'come', yes);
    next = setCondition(next, 'diet', 'come', { kind: 'is', value: false });
    expect(valueInText(next, ['schema', 'allOf', 0, 'if', 'properties'])).toEqual({
      come: { const: false },
    });
    next = setCondition(next, 'diet', 'guests', { kind: 'at-most', value: 2 });
    expect(valueInText(next, ['schema', 'allOf', 0, 'if'])).toEqual({
      properties: { guests: { maximum: 2 } },
      required: ['guests'],
    });
  });

  it('follows the code of the choice it is shown on', () => {
    const next = setCondition(rsvp, 'guests', 'diet', { kind: 'is', value: 'vegan' });
    const renamed = setChoiceWords(next, 'diet', 1, 'Plants only');
    expect(valueInText(renamed, ['schema', 'allOf', 0, 'if', 'properties', 'diet'])).toEqual({
      const: 'plants-only',
    });
  });

  it('is edited where it is written: title, required, rules', () => {
    let next = setCondition(rsvp, 'guests', 'come', yes);
    next = setTitle(next, 'guests', 'Guests');
    next = setRule(next, 'guests', 'maximum', 3);
    next = setRequired(next, 'guests', false);
    const field = ['schema', 'allOf', 0, 'then'];
    expect(valueInText(next, [...field, 'properties', 'guests', 'title'])).toBe('Guests');
    expect(valueInText(next, [...field, 'properties', 'guests', 'maximum'])).toBe(3);
    expect(valueInText(next, [...field, 'required'])).toBeUndefined();
    expect(problemsOf(next)).toEqual([]);
  });

  it('is duplicated under the same condition, deleted with its entry, and not moved', () => {
    const next = setCondition(rsvp, 'guests', 'come', yes);
    const copy = duplicateQuestion(next, 'guests');
    expect(questionsOf(copy.text).find((q) => q.name === copy.name)?.condition?.on).toBe('come');
    expect(problemsOf(copy.text)).toEqual([]);
    const gone = deleteQuestion(next, 'guests');
    expect(valueInText(gone, ['schema', 'allOf'])).toBeUndefined();
    expect(problemsOf(gone)).toEqual([]);
    expect(moveQuestion(next, 2, 0)).toBe(next);
    const moved = moveQuestion(next, 3, 0);
    expect(questionsOf(moved).map((q) => q.name)).toEqual(['diet', 'name', 'come', 'guests']);
  });
});

describe('an edit and its reverse give back the very same file', () => {
  // `ui:order` ending in "*" renders the fields it does not name in the file's order; "guests"
  // is required in the middle of the list.
  const ordered = rsvp
    .replace('"required": ["name", "guests"]', '"required": ["name", "guests", "diet"]')
    .replace('"submit": "none"', '"uiSchema": { "ui:order": ["name", "*"] },\n  "submit": "none"');

  it('a condition added, its answer changed, then "Always": the field and its entry where they were', () => {
    let next = setCondition(ordered, 'diet', 'come', yes);
    expect(next).not.toBe(ordered);
    next = setCondition(next, 'diet', 'come', { kind: 'is', value: false });
    expect(removeCondition(next, 'diet')).toBe(ordered);
    expect(removeCondition(setCondition(ordered, 'guests', 'come', yes), 'guests')).toBe(ordered);
  });

  it('Required off then on keeps the entry in its place in "required"', () => {
    expect(setRequired(setRequired(ordered, 'guests', false), 'guests', true)).toBe(ordered);
    // Put back after other edits too, where the form renders it among the others.
    const off = setTitle(setRequired(ordered, 'name', false), 'come', 'Coming?');
    expect(valueInText(setRequired(off, 'name', true), ['schema', 'required'])).toEqual([
      'name',
      'guests',
      'diet',
    ]);
  });
});
