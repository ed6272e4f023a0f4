import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { dropOffSteps, questionSteps } from '../../../src/screen/question-steps';

describe('one question at a time', () => {
  const survey = {
    type: 'object',
    properties: {
      name: { type: 'string' },
      secret: { type: 'string' },
      rating: { type: 'integer' },
    },
    if: { properties: { rating: { const: 1 } } },
    then: { properties: { why: { type: 'string' } } },
  } as RJSFSchema;

  it('makes each field a question, those under a condition too, in the order rendered, hidden ones left out', () => {
    const questions = questionSteps(
      survey,
      { 'ui:order': ['rating', '*'], secret: { 'ui:widget': 'hidden' } },
      undefined,
    );
    expect(questions.map((q) => q.fields)).toEqual([['rating'], ['name'], ['why']]);
  });

  it("takes the screen's steps apart, each question keeping its step's title and when", () => {
    const when = { '==': [{ var: 'name' }, 'Ada'] };
    const questions = questionSteps(survey, {}, [
      { title: 'You', fields: ['name'] },
      { title: 'More', fields: ['rating', 'why'], when },
    ]);
    expect(questions).toEqual([
      { title: 'You', fields: ['name'] },
      { title: 'More', fields: ['rating'], when },
      { title: 'More', fields: ['why'], when },
    ]);
  });
});

describe('the steps drop-off counts', () => {
  const schema = {
    type: 'object',
    properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
  } as RJSFSchema;
  const steps = [
    { title: 'First', fields: ['a', 'b'] },
    { title: 'Second', fields: ['c'] },
  ];

  it("are a screen's pages", () => {
    expect(dropOffSteps({ schema, steps })).toEqual(steps);
  });

  it('are its questions when it shows one at a time, its pages taken apart', () => {
    const counted = dropOffSteps({ schema, steps, layout: 'one-at-a-time' });
    expect(counted.map((s) => s.fields)).toEqual([['a'], ['b'], ['c']]);
    expect(dropOffSteps({ schema, layout: 'one-at-a-time' })).toHaveLength(3);
  });

  it('are none on a form of one page', () => {
    expect(dropOffSteps({ schema })).toEqual([]);
  });
});
