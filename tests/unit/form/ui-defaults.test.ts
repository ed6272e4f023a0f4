import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { uiDefaults, unansweredWords } from '../../../src/form/ui-defaults';

// support-request.json's shape: fields a condition shows are declared in its branches.
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    kind: { type: 'string', enum: ['bug', 'billing'] },
    contactByPhone: { type: 'boolean' },
    cv: { type: 'string', format: 'data-url' },
  },
  dependencies: {
    contactByPhone: {
      oneOf: [
        { properties: { contactByPhone: { const: false } } },
        { properties: { contactByPhone: { const: true }, phone: { type: 'string' } } },
      ],
    },
  },
  allOf: [
    {
      if: { properties: { kind: { const: 'bug' } }, required: ['kind'] },
      then: { properties: { steps: { type: 'string' }, severity: { type: 'string' } } },
      else: { properties: { details: { type: 'string' } } },
    },
  ],
};

describe('fields a condition shows', () => {
  it('come right after the field that decides them, not after the whole form', () => {
    expect(uiDefaults(schema, {})['ui:order']).toEqual([
      'email',
      'kind',
      'steps',
      'severity',
      'details',
      'contactByPhone',
      'phone',
      'cv',
      '*',
    ]);
  });

  it("keep the author's ui:order, whose * stands for the rest in that order", () => {
    expect(uiDefaults(schema, { 'ui:order': ['cv', '*', 'email'] })['ui:order']).toEqual([
      'cv',
      'kind',
      'steps',
      'severity',
      'details',
      'contactByPhone',
      'phone',
      '*',
      'email',
    ]);
    const every = ['cv', 'email', 'kind', 'contactByPhone', 'phone', 'steps'];
    expect(uiDefaults(schema, { 'ui:order': every })['ui:order']).toEqual(every);
  });

  it('leave a form without conditions as rjsf orders it', () => {
    const plain: RJSFSchema = { type: 'object', properties: { a: { type: 'string' } } };
    expect(uiDefaults(plain, {})['ui:order']).toBeUndefined();
  });
});

describe('the words of a required field left unanswered', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['stars', 'scale'],
    properties: {
      stars: { type: 'integer', minimum: 1, maximum: 5 },
      scale: { type: 'integer', minimum: 1, maximum: 5 },
    },
  };
  const missing = (name: string): RJSFValidationError => ({
    name: 'required',
    property: `.${name}`,
    message: 'Please fill this in',
    stack: `.${name} Please fill this in`,
  });

  it('ask for a rating on stars, for a number on a scale of buttons, also rendered as radio buttons', () => {
    const words = unansweredWords([missing('stars'), missing('scale')], schema, {
      stars: { 'ui:widget': 'rating' },
      scale: { 'ui:widget': 'radio' },
    }).map((e) => e.message);
    expect(words).toEqual(['Please choose a rating', 'Please choose a number']);
  });
});

describe('the words of a list with too few or too many items', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      days: {
        type: 'array',
        items: { type: 'string', enum: ['Sat', 'Sun'] },
        uniqueItems: true,
        minItems: 1,
      },
      sizes: {
        type: 'array',
        items: { oneOf: [{ const: 'S' }, { const: 'M' }] },
        uniqueItems: true,
        maxItems: 1,
      },
      guests: { type: 'array', items: { type: 'string' }, minItems: 2 },
    },
  };
  const broken = (rule: string, name: string, limit: number): RJSFValidationError => ({
    name: rule,
    property: `.${name}`,
    params: { limit },
    message: 'Choose or add',
    stack: `.${name} Choose or add`,
  });

  it('ask to choose on a list of ticks, which has nothing to add', () => {
    const words = unansweredWords(
      [broken('minItems', 'days', 1), broken('maxItems', 'sizes', 1)],
      schema,
    ).map((e) => e.message);
    expect(words).toEqual(['Choose at least 1', 'Choose at most 1']);
  });

  it('keep "Choose or add" on a list the person adds items to', () => {
    const [error] = unansweredWords([broken('minItems', 'guests', 2)], schema);
    expect(error?.message).toBe('Choose or add');
  });
});
