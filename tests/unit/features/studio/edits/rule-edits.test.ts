import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addQuestion } from '../../../../../src/features/studio/edits/question-edits';
import { questionsOf } from '../../../../../src/features/studio/edits/questions';
import { valueInText } from '../../../../../src/features/studio/edits/json-text';
import { scaleOf } from '../../../../../src/form/ui-defaults';
import {
  PATTERN_PRESETS,
  patternNeedsMessage,
  presetOf,
  rulesOf,
  setRule,
  setRuleMessage,
  setWholeNumbers,
  standardMessage,
  tryPattern,
  type Rule,
} from '../../../../../src/features/studio/edits/rule-edits';
import { checkScreenFiles } from '../../../../../src/checker/check';

const root = path.resolve(import.meta.dirname, '../../../../..');
const contact = readFileSync(path.join(root, 'schemas/contact.json'), 'utf8');
const problemsOf = (text: string) => checkScreenFiles([{ name: 'form.json', text }]).problems;
const shipped = ['schemas', 'tests/fixtures/schemas'].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => readFileSync(path.join(root, folder, name), 'utf8')),
);

describe('rules in words', () => {
  it('reads every shipped file’s rules, and setting each to what it says changes no byte', () => {
    let seen = 0;
    for (const text of shipped) {
      let next = text;
      for (const q of questionsOf(text)) {
        const { values, messages } = rulesOf(next, q.name);
        for (const [rule, value] of Object.entries(values) as [Rule, number | string][]) {
          seen++;
          next = setRule(next, q.name, rule, value);
          if (messages[rule]) next = setRuleMessage(next, q.name, rule, messages[rule]);
        }
      }
      expect(next === text).toBe(true);
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('changes a length and nothing else', () => {
    expect(setRule(contact, 'name', 'maxLength', 60)).toBe(
      contact.replace('"maxLength": 80 }', '"maxLength": 60 }'),
    );
  });

  it('adds a limit with its own message, and removing the limit takes both out', () => {
    const withEmail = setRule(contact, 'email', 'maxLength', 120);
    const next = setRuleMessage(withEmail, 'email', 'maxLength', 'Keep it under 120 characters');
    expect(next).toBe(
      contact.replace(
        '"format": "email" }',
        '"format": "email",\n        "maxLength": 120,\n        "errorMessage": { "maxLength": "Keep it under 120 characters" }\n      }'.replace(
          /\n\s*/g,
          ' ',
        ),
      ),
    );
    expect(problemsOf(next)).toEqual([]);
    expect(setRuleMessage(next, 'email', 'maxLength', '')).toBe(withEmail);
    expect(setRule(next, 'email', 'maxLength', undefined)).toBe(contact);
  });

  it('keeps the other messages when one rule goes', () => {
    let next = setRuleMessage(contact, 'name', 'minLength', 'Two letters at least');
    next = setRuleMessage(next, 'name', 'maxLength', 'Shorter, please');
    next = setRule(next, 'name', 'minLength', undefined);
    expect(valueInText(next, ['schema', 'properties', 'name', 'errorMessage'])).toEqual({
      maxLength: 'Shorter, please',
    });
    expect(problemsOf(next)).toEqual([]);
  });

  it('leaves one message for every rule (errorMessage as a text) as it is', () => {
    const one = contact.replace(
      '"maxLength": 80 }',
      '"maxLength": 80, "errorMessage": "Just your name" }',
    );
    expect(rulesOf(one, 'name').oneMessage).toBe('Just your name');
    expect(setRuleMessage(one, 'name', 'minLength', 'Mine')).toBe(one);
  });

  it('takes whole numbers only and gives back the very same file', () => {
    const { text, name } = addQuestion(contact, 'number', 1);
    const whole = setWholeNumbers(text, name, true);
    expect(whole).toBe(text.replace('"type": "number"', '"type": "integer"'));
    expect(rulesOf(whole, name).wholeNumbers).toBe(true);
    expect(problemsOf(whole)).toEqual([]);
    expect(setWholeNumbers(whole, name, false)).toBe(text);
  });

  it('calls a whole number with a small range a scale, as the form renders it: buttons', () => {
    const { text, name } = addQuestion(contact, 'number', 1);
    let next = setRule(setRule(text, name, 'minimum', 0), name, 'maximum', 4);
    const field = () =>
      valueInText(next, ['schema', 'properties', name]) as Record<string, unknown>;
    const kind = () => questionsOf(next).find((q) => q.name === name)?.kind;
    expect([kind(), scaleOf(field())]).toEqual(['number', undefined]);
    next = setWholeNumbers(next, name, true);
    expect([kind(), scaleOf(field())]).toEqual(['scale', [0, 1, 2, 3, 4]]);
    expect(problemsOf(next)).toEqual([]);
  });

  it('shows the message the form shows', () => {
    expect(standardMessage('minimum', 16)).toBe('Enter 16 or more');
    expect(standardMessage('maximum', 4)).toBe('Enter 4 or less');
    expect(standardMessage('minLength', 10)).toBe('Use at least 10 characters');
    expect(standardMessage('maxLength', 200)).toBe('Use at most 200 characters');
    expect(standardMessage('pattern', PATTERN_PRESETS.digits.pattern(5))).toBe('Enter 5 digits');
    expect(standardMessage('pattern', '^INV-[0-9]{6}$')).toBe(
      'This is not written the expected way: check it',
    );
  });

  it('offers presets the form has words for, and knows them again', () => {
    for (const preset of ['digits', 'postcode', 'phone', 'letters'] as const) {
      const pattern = PATTERN_PRESETS[preset].pattern(4);
      expect(patternNeedsMessage(pattern)).toBe(false);
      expect(presetOf(pattern).preset).toBe(preset);
      const next = setRule(contact, 'name', 'pattern', pattern);
      expect(problemsOf(next)).toEqual([]);
    }
    expect(presetOf('^[0-9]{6}$')).toEqual({ preset: 'digits', count: 6 });
    expect(presetOf('^INV-[0-9]{6}$').preset).toBe('custom');
  });

  it('tries a pattern on examples, and says when the pattern has a mistake', () => {
    expect(tryPattern('^INV-[0-9]{6}$', 'INV-123456')).toBe(true);
    expect(tryPattern('^INV-[0-9]{6}$', 'INV-12')).toBe(false);
    expect(tryPattern("^[\\p{L} '-]+$", 'Zoë')).toBe(true);
    expect(tryPattern('^(abc$', 'abc')).toEqual({ mistake: expect.stringMatching(/./) as string });
  });
});
