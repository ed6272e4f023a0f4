import { setGivesPoints } from '../../../../../src/features/studio/kinds/calculated/formula-edits';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreenFiles } from '../../../../../src/checker/check';
import {
  choicesOf,
  givesPoints,
  removeChoice,
  setChoiceCode,
  setChoicePoints,
} from '../../../../../src/features/studio/kinds/choice/choice-edits';
import { deleteQuestion } from '../../../../../src/features/studio/edits/question-edits';
import { valueInText } from '../../../../../src/features/studio/edits/json-text';
import {
  formulaOf,
  formulaWords,
  setFormula,
} from '../../../../../src/features/studio/kinds/calculated/formula-edits';
import {
  addResult,
  moveResult,
  removeResult,
  setResultCondition,
  setResultMessage,
  setResultTitle,
} from '../../../../../src/features/studio/edits/result-edits';
import { settingsOf as screenSettingsOf } from '../../../../../src/features/studio/edits/screen-settings-edits';
import { successFor, withCalculated } from '../../../../../src/screen/logic/evaluate';
import type { ScreenLogic } from '../../../../../src/screen/logic/expressions';
import type { SuccessOptions } from '../../../../../src/screen/types';

const shippedQuiz = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../schemas/quiz.json'),
  'utf8',
);
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
        calculated: valueInText(text, ['calculated']) as ScreenLogic['calculated'],
        points: valueInText(text, ['points']) as ScreenLogic['points'],
      },
      answers,
    ) as Record<string, unknown>
  ).score;

describe('a quiz by pointing: points per choice and a score that adds them', () => {
  it('points switched on write an empty list the checker accepts; off takes them out again', () => {
    const on = setGivesPoints(QUIZ, 'france', true);
    expect(givesPoints(on, 'france')).toBe(true);
    expect(valueInText(on, ['points'])).toEqual({ france: {} });
    expect(problemsOf(on)).toEqual([]);
    expect(setGivesPoints(on, 'france', false)).toBe(QUIZ);
  });

  it('each choice takes its points by its code, read back with the choices; empty takes them out', () => {
    const text = scoredQuiz();
    expect(valueInText(text, ['points'])).toEqual({
      france: { paris: 1 },
      cities: { rome: 1, bern: 1 },
    });
    expect(choicesOf(text, 'france')).toEqual([
      { words: 'Paris', code: 'paris', points: 1 },
      { words: 'Lyon', code: 'lyon' },
    ]);
    expect(
      valueInText(setChoicePoints(text, 'france', 0, undefined), ['points', 'france']),
    ).toEqual({});
    expect(problemsOf(text)).toEqual([]);
  });

  it('a choice whose code changes keeps its points; one removed, or its question deleted, takes them', () => {
    const text = scoredQuiz();
    const renamed = setChoiceCode(text, 'france', 0, 'paris-fr');
    expect(valueInText(renamed, ['points', 'france'])).toEqual({ 'paris-fr': 1 });
    expect(problemsOf(renamed)).toEqual([]);
    expect(valueInText(removeChoice(text, 'cities', 2), ['points', 'cities'])).toEqual({ rome: 1 });
    const deleted = deleteQuestion(deleteQuestion(text, 'france'), 'cities');
    expect(valueInText(deleted, ['points'])).toBeUndefined();
  });

  it('"the points of the answers" is written, read back, said in words, and scores', () => {
    const text = setFormula(scoredQuiz(), 'score', { kind: 'points', of: ['france', 'cities'] });
    expect(valueInText(text, ['calculated', 'score'])).toEqual({
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

describe('thank-you texts by result, as the Screen tab writes them', () => {
  const scored = () =>
    setFormula(scoredQuiz(), 'score', { kind: 'points', of: ['france', 'cities'] });
  const successOf = (text: string, answers: Record<string, unknown>) => {
    const logic = {
      calculated: valueInText(text, ['calculated']) as ScreenLogic['calculated'],
      points: valueInText(text, ['points']) as ScreenLogic['points'],
    };
    return successFor(
      valueInText(text, ['success']) as SuccessOptions,
      withCalculated(logic, answers),
      logic,
    );
  };

  it('reads the shipped quiz’s results: an exact score, a score at least, every other answer', () => {
    expect(screenSettingsOf(shippedQuiz).results).toEqual([
      {
        title: 'Full marks!',
        message: '{{score}} of 2: you know your capitals.',
        always: false,
        condition: { on: 'score', test: { kind: 'is', value: 2 } },
      },
      expect.objectContaining({ condition: { on: 'score', test: { kind: 'at-least', value: 1 } } }),
      expect.objectContaining({ always: true }),
    ]);
  });

  it('a result for a score of at least 3 and one for every other answer pick the texts people see', () => {
    let text = addResult(scored());
    text = setResultCondition(text, 0, { on: 'score', test: { kind: 'at-least', value: 3 } });
    text = setResultTitle(text, 0, 'Full marks');
    text = addResult(text);
    text = setResultTitle(text, 1, 'Try again');
    text = setResultMessage(text, 1, 'You scored {{score}}.');
    expect(valueInText(text, ['success'])).toEqual({
      results: [
        { when: { '>=': [{ var: 'score' }, 3] }, title: 'Full marks' },
        { when: true, title: 'Try again', message: 'You scored {{score}}.' },
      ],
    });
    expect(problemsOf(text)).toEqual([]);
    expect(successOf(text, { france: 'paris', cities: ['rome', 'bern'] })?.title).toBe(
      'Full marks',
    );
    expect(successOf(text, { france: 'lyon' })?.title).toBe('Try again');
    const moved = moveResult(text, 1, 0);
    expect(successOf(moved, { france: 'paris', cities: ['rome', 'bern'] })?.title).toBe(
      'Try again',
    );
  });

  it('the last result removed takes the list and the success it made with it', () => {
    const text = scored();
    expect(removeResult(addResult(text), 0)).toBe(text);
    const two = addResult(addResult(text));
    expect(valueInText(removeResult(two, 0), ['success', 'results'])).toHaveLength(1);
  });
});
