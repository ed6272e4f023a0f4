import { readFileSync } from 'node:fs';
import path from 'node:path';
import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../../src/checker/check';
import { addQuestion } from '../../../../../../src/features/studio/edits/question-edits';
import { valueInText } from '../../../../../../src/features/studio/edits/json-text';
import {
  formulaOf,
  formulaWords,
  setFormula,
  type Formula,
} from '../../../../../../src/features/studio/kinds/calculated/formula-edits';

const root = path.resolve(import.meta.dirname, '../../../../../..');
const tickets = readFileSync(path.join(root, 'schemas/tickets.json'), 'utf8');
const problemsOf = (text: string) => checkScreenFiles([{ name: 'form.json', text }]).problems;

describe('a calculated value from the formula picker', () => {
  it.each<[Formula, string, { adults?: number; children?: number }, number]>([
    [
      { kind: 'sum', of: ['adults', 'children'] },
      'Sum of How many adults, {{name}}? and How many children?',
      { adults: 2 },
      2,
    ],
    [
      { kind: 'times', of: ['adults'], by: 25 },
      'How many adults, {{name}}? times 25',
      { adults: 3, children: 1 },
      75,
    ],
    [
      { kind: 'count', of: ['adults', 'children'] },
      'How many are answered of How many adults, {{name}}? and How many children?',
      { adults: 2 },
      1,
    ],
  ])(
    '%o is written in JSON Logic, read back, said in words, and works',
    (formula, words, answers, value) => {
      const next = setFormula(tickets, 'total', formula);
      expect(formulaOf(next, 'total')).toEqual(formula);
      expect(formulaWords(next, formula)).toBe(words);
      expect(problemsOf(next)).toEqual([]);
      expect(jsonLogic.apply(valueInText(next, ['calculated', 'total']) as never, answers)).toBe(
        value,
      );
    },
  );

  it('keeps a formula written by hand as it is', () => {
    expect(formulaOf(tickets, 'total')).toEqual({
      kind: 'written',
      logic: valueInText(tickets, ['calculated', 'total']),
    });
  });

  it('a new calculated value from the palette is an empty sum the checker accepts', () => {
    const { text, name } = addQuestion(tickets, 'calculated', 3);
    expect(formulaOf(text, name)).toEqual({ kind: 'sum', of: [] });
    expect(problemsOf(text)).toEqual([]);
  });
});
