import { describe, expect, it } from 'vitest';
import { addQuestion } from '../../../../../src/features/studio/edits/question-edits';
import { questionsOf } from '../../../../../src/features/studio/edits/questions';
import { setAt, valueInText } from '../../../../../src/features/studio/edits/json-text';
import { setCondition } from '../../../../../src/features/studio/edits/condition-edits';
import {
  nameFollowsTitle,
  nameProblem,
  renameInTranslation,
  renameQuestion,
  retitle,
} from '../../../../../src/features/studio/edits/name-edits';
import { nameFromTitle } from '../../../../../src/features/studio/edits/names';
import { blankScreen } from '../../../../../src/features/studio/panels/screens/blank-screen';
import { checkScreenFiles } from '../../../../../src/checker/check';

/** Types `title` into question `name` one key at a time, as the title box hands it over. */
function typeTitle(text: string, saved: string, name: string, title: string) {
  let now = { text, name };
  for (let i = 0; i <= title.length; i++)
    now = retitle(now.text, saved, now.name, title.slice(0, i));
  return now;
}

describe('a name from a title', () => {
  it.each([
    ['Will you come?', 'willYouCome'],
    ["How was last year's party?", 'howWasLastYearsParty'],
    ['Régime alimentaire', 'regimeAlimentaire'],
    ['1-5 rating', 'rating'],
    ['RSVP code', 'rsvpCode'],
    ['Name', 'name'],
    ['???', ''],
    ['日本', ''],
  ])('%s -> %s', (title, name) => expect(nameFromTitle(title)).toBe(name));

  it('keeps the first words of a long title', () => {
    const name = nameFromTitle('How many guests do you bring with you to the party this summer?');
    expect(name).toBe('howManyGuestsDoYouBringWithYouTo');
    expect(name.length).toBeLessThanOrEqual(32);
  });
});

describe('a new question named by its title', () => {
  const saved = blankScreen('Party', 'form');

  it('follows the title key by key, a questionN first', () => {
    const added = addQuestion(saved, 'yes-no', 1);
    expect(added.name).toBe('question1');
    const typed = typeTitle(added.text, saved, added.name, 'Will you come?');
    expect(typed.name).toBe('willYouCome');
    expect(questionsOf(typed.text).map((q) => q.name)).toEqual(['name', 'willYouCome']);
    expect(checkScreenFiles([{ name: 'party.json', text: typed.text }]).problems).toEqual([]);
  });

  it('takes a number when another question has the name, and a reserved name is never taken', () => {
    const added = addQuestion(saved, 'short-text', 1);
    expect(typeTitle(added.text, saved, added.name, 'Your name').name).toBe('yourName');
    const second = addQuestion(saved, 'short-text', 1);
    const taken = retitle(second.text, saved, second.name, 'Name');
    expect(taken.name).toBe('name2');
    expect(retitle(second.text, saved, second.name, 'Answers').name).toBe('answers2');
  });

  it('goes back to questionN when the title has no word left, and follows again', () => {
    const added = addQuestion(saved, 'choice', 1);
    const cleared = typeTitle(added.text, saved, added.name, '');
    expect(cleared.name).toBe('question1');
    expect(typeTitle(cleared.text, saved, cleared.name, 'Diet').name).toBe('diet');
  });

  it('follows until named by hand, a kind’s own name too; a question the file had keeps its name', () => {
    const added = addQuestion(saved, 'yes-no', 1);
    const typed = typeTitle(added.text, saved, added.name, 'Will you come?');
    // Saved since, it still follows: it was made in this sitting.
    expect(retitle(typed.text, saved, typed.name, 'Coming?').name).toBe('coming');
    // In the file when it was opened: a live form or a template may use it.
    expect(retitle(typed.text, typed.text, typed.name, 'Coming?').name).toBe('willYouCome');
    // Named by hand.
    const byHand = renameQuestion(typed.text, 'willYouCome', 'attending');
    expect(nameFollowsTitle(byHand, saved, 'attending')).toBe(false);
    expect(retitle(byHand, saved, 'attending', 'Coming?').name).toBe('attending');
    // An email question starts as `email`, and follows its title like any other.
    const email = addQuestion(saved, 'email', 1);
    expect(email.name).toBe('email');
    expect(retitle(email.text, saved, email.name, 'Work email').name).toBe('workEmail');
  });

  it('carries its condition, page, formula, prefill and email along in the same edit', () => {
    const added = addQuestion(saved, 'yes-no', 1);
    const guests = addQuestion(added.text, 'number', 2);
    let text = setCondition(guests.text, guests.name, added.name, { kind: 'is', value: true });
    // The blank screen's own email goes: the test writes one of its own below.
    text = setAt(text, ['email'], undefined);
    text = text.replace(
      /\n}\n$/,
      [
        ',',
        '  "steps": [{ "title": "Hi {{question1}}", "fields": ["name", "question1"], "when": { "var": "question1" } }],',
        '  "calculated": { "question2": { "if": [{ "var": ["question1", false] }, 1, 0] } },',
        '  "prefill": { "question1": "query.coming" },',
        '  "email": { "template": "t", "params": { "coming": "{{ question1 }}", "all": "{{question10}}" } },',
        '  "success": { "title": "Thanks {{question1}}" }',
        '}',
        '',
      ].join('\n'),
    );
    const { text: renamed, name } = retitle(text, saved, added.name, 'Will you come?');
    expect(name).toBe('willYouCome');
    expect(valueInText(renamed, ['schema', 'properties', 'willYouCome', 'title'])).toBe(
      'Will you come?',
    );
    expect(valueInText(renamed, ['schema', 'allOf', 0, 'if'])).toEqual({
      properties: { willYouCome: { const: true } },
      required: ['willYouCome'],
    });
    expect(valueInText(renamed, ['steps', 0])).toEqual({
      title: 'Hi {{willYouCome}}',
      fields: ['name', 'willYouCome'],
      when: { var: 'willYouCome' },
    });
    expect(valueInText(renamed, ['calculated', 'question2'])).toEqual({
      if: [{ var: ['willYouCome', false] }, 1, 0],
    });
    expect(valueInText(renamed, ['prefill'])).toEqual({ willYouCome: 'query.coming' });
    // `{{question10}}` names another question: left as it is.
    expect(valueInText(renamed, ['email', 'params'])).toEqual({
      coming: '{{ willYouCome }}',
      all: '{{question10}}',
    });
    expect(valueInText(renamed, ['success', 'title'])).toBe('Thanks {{willYouCome}}');
    // Only the strings that name it changed: the rest of the text is as it was.
    expect(renamed.length - text.length).toBe(
      ('willYouCome'.length - 'question1'.length) * 10 +
        ('Will you come?'.length - 'Yes or no?'.length),
    );
  });

  it('renames the copy address, `required` and `ui:order`, and a rename back gives the same file', () => {
    const text = [
      '{',
      '  "title": "T",',
      '  "schema": {',
      '    "type": "object",',
      '    "required": ["mail"],',
      '    "properties": { "mail": { "type": "string", "format": "email" } }',
      '  },',
      '  "uiSchema": { "ui:order": ["mail"], "mail": { "ui:help": "h" } },',
      '  "captcha": true,',
      '  "email": { "template": "t", "confirmation": { "template": "c", "to": "mail" } }',
      '}',
      '',
    ].join('\n');
    const renamed = renameQuestion(text, 'mail', 'email');
    expect(renamed).toBe(text.replaceAll('"mail"', '"email"'));
    expect(renameQuestion(renamed, 'email', 'mail')).toBe(text);
  });
});

describe('a name typed by hand', () => {
  const text = addQuestion(blankScreen('Party', 'form'), 'yes-no', 1).text;
  it.each([
    ['willYouCome', undefined],
    ['name', 'Another question is named "name"'],
    ['2guests', 'Letters (a to z), digits and _ only, a letter first, like willYouCome'],
    ['will-you', 'Letters (a to z), digits and _ only, a letter first, like willYouCome'],
    ['to_email', '"to_email" is a name the email uses itself: pick another'],
    ['question1', undefined],
  ])('%s', (name, problem) => expect(nameProblem(text, 'question1', name)).toBe(problem));
});

describe('a rename in a translation file', () => {
  const french = [
    '{',
    '  "$schema": "./_translation.schema.json",',
    '  "fields": {',
    '    "address": { "title": "Adresse" },',
    '    "address.city": { "title": "Ville" },',
    '    "addressee": { "title": "Destinataire" }',
    '  },',
    '  "success": { "message": "Envoyé à {{ address.city }}, {{addressee}}" }',
    '}',
    '',
  ].join('\n');

  it('carries the question’s texts, its inner questions’ and its {{name}} to the new name', () => {
    expect(renameInTranslation(french, 'address', 'home')).toBe(
      french
        .replace('"address":', '"home":')
        .replace('"address.city"', '"home.city"')
        .replace('{{ address.city }}', '{{ home.city }}'),
    );
  });

  it('leaves a file without the question as it is, and a rename back gives the same file', () => {
    expect(renameInTranslation(french, 'email', 'mail')).toBe(french);
    const there = renameInTranslation(french, 'addressee', 'to');
    expect(renameInTranslation(there, 'to', 'addressee')).toBe(french);
  });
});
