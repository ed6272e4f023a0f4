import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../src/checker/check';
import {
  choicesOf,
  givesPoints,
  removeChoice,
  setChoiceCode,
  setChoicePoints,
  setGivesPoints,
} from '../../../src/features/studio/choice-edits';
import { deleteQuestion, valueAt } from '../../../src/features/studio/file-edits';
import { formulaOf, formulaWords, setFormula } from '../../../src/features/studio/formula-edits';
import { withCalculated } from '../../../src/screen/logic/evaluate';
import type { ScreenLogic } from '../../../src/screen/logic/expressions';

const problemsOf = (text: string) => checkScreenFiles([{ name: 'quiz.json', text }]).problems;

// Two questions and a score, as a person starts a quiz: no points anywhere yet.
const QUIZ = `{
  "title": "Capitals",
  "schema": {
    "type": "object",
    "properties": {
      "france": {
        "type": "string",
        "title": "The capital of France?",
        "oneOf": [
          { "const": "paris", "title": "Paris" },
          { "const": "lyon", "title": "Lyon" }
        ]
      },
      "cities": {
        "type": "array",
        "title": "Which are capitals?",
        "items": { "type": "string", "enum": ["rome", "milan", "bern"] },
        "uniqueItems": true
      },
      "score": { "type": "integer", "title": "Score" }
    }
  },
  "uiSchema": { "cities": { "ui:widget": "checkboxes" } },
  "calculated": { "score": { "+": [] } },
  "email": { "template": "template_quiz" }
}
`;

/** Points switched on for both questions, and given to the right answers. */
function scoredQuiz(): string {
  let text = setGivesPoints(QUIZ, 'france', true);
  text = setGivesPoints(text, 'cities', true);
  text = setChoicePoints(text, 'france', 0, 1);
  text = setChoicePoints(text, 'cities', 0, 1);
  return setChoicePoints(text, 'cities', 2, 1);
}

const scoreOf = (text: string, answers: Record<string, unknown>) =>
  (
    withCalculated(
      {
        calculated: valueAt(text, ['calculated']) as ScreenLogic['calculated'],
        points: valueAt(text, ['points']) as ScreenLogic['points'],
      },
      answers,
    ) as Record<string, unknown>
  ).score;

describe('a quiz by pointing: points per choice and a score that adds them', () => {
  it('points switched on write an empty list the checker accepts; off takes them out again', () => {
    const on = setGivesPoints(QUIZ, 'france', true);
    expect(givesPoints(on, 'france')).toBe(true);
    expect(valueAt(on, ['points'])).toEqual({ france: {} });
    expect(problemsOf(on)).toEqual([]);
    expect(setGivesPoints(on, 'france', false)).toBe(QUIZ);
  });

  it('each choice takes its points by its code, read back with the choices; empty takes them out', () => {
    const text = scoredQuiz();
    expect(valueAt(text, ['points'])).toEqual({
      france: { paris: 1 },
      cities: { rome: 1, bern: 1 },
    });
    expect(choicesOf(text, 'france')).toEqual([
      { words: 'Paris', code: 'paris', points: 1 },
      { words: 'Lyon', code: 'lyon' },
    ]);
    expect(valueAt(setChoicePoints(text, 'france', 0, undefined), ['points', 'france'])).toEqual(
      {},
    );
    expect(problemsOf(text)).toEqual([]);
  });

  it('a choice whose code changes keeps its points; one removed, or its question deleted, takes them', () => {
    const text = scoredQuiz();
    const renamed = setChoiceCode(text, 'france', 0, 'paris-fr');
    expect(valueAt(renamed, ['points', 'france'])).toEqual({ 'paris-fr': 1 });
    expect(problemsOf(renamed)).toEqual([]);
    expect(valueAt(removeChoice(text, 'cities', 2), ['points', 'cities'])).toEqual({ rome: 1 });
    const deleted = deleteQuestion(deleteQuestion(text, 'france'), 'cities');
    expect(valueAt(deleted, ['points'])).toBeUndefined();
  });

  it('"the points of the answers" is written, read back, said in words, and scores', () => {
    const text = setFormula(scoredQuiz(), 'score', { kind: 'points', of: ['france', 'cities'] });
    expect(valueAt(text, ['calculated', 'score'])).toEqual({
      '+': [{ points: 'france' }, { points: 'cities' }],
    });
    expect(formulaOf(text, 'score')).toEqual({ kind: 'points', of: ['france', 'cities'] });
    expect(formulaWords(text, { kind: 'points', of: ['france', 'cities'] })).toBe(
      'Points of The capital of France? and Which are capitals?',
    );
    expect(problemsOf(text)).toEqual([]);
    expect(scoreOf(text, { france: 'paris', cities: ['rome', 'bern'] })).toBe(3);
    expect(scoreOf(text, { france: 'lyon', cities: ['milan'] })).toBe(0);
  });
});
