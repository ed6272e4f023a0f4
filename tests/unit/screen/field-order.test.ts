import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { buildEmailParams } from '../../../src/email/params';
import { uiDefaults } from '../../../src/form/ui-defaults';
import { orderedKeys } from '../../../src/screen/answer-text';
import { renderedOrder, inStepOrder } from '../../../src/screen/field-order';
import type { Step } from '../../../src/screen/types';

const at = new Date('2026-03-04T05:06:07.000Z');

/** The `answers` param of these answers, with `formData`'s keys in the order given. */
function answers(
  schema: RJSFSchema,
  formData: Record<string, unknown>,
  more: { uiSchema?: UiSchema; steps?: Step[] } = {},
): string[] {
  const params = buildEmailParams({
    slug: 's',
    screen: { title: 'S', schema, email: { template: 't', params: {} }, ...more },
    formData,
    user: null,
    submittedAt: at,
  });
  return (params.answers ?? '').split('\n');
}

const text = (title: string) => ({ type: 'string' as const, title });

// The guide's "if / then / else" example, with a question after the one that decides.
const support: RJSFSchema = {
  type: 'object',
  properties: { kind: text('Kind'), email: text('Email'), message: text('Message') },
  allOf: [
    {
      if: { properties: { kind: { const: 'bug' } }, required: ['kind'] },
      then: { properties: { steps: text('Steps'), severity: text('Severity') } },
    },
    {
      if: { properties: { kind: { const: 'billing' } }, required: ['kind'] },
      then: { properties: { invoice: text('Invoice') } },
      else: { properties: { details: text('Details') } },
    },
  ],
};

describe('answers in the order the form shows them', () => {
  it('puts the questions an allOf/if/then shows right after the question that decides them', () => {
    // rjsf adds an answer to a question shown later at the end of its data: the email must not follow it.
    const out = answers(support, {
      kind: 'bug',
      email: 'a@b.c',
      message: 'Hi',
      steps: 'Click',
      severity: 'High',
      details: 'More',
    });
    expect(out).toEqual([
      'Kind: bug',
      'Steps: Click',
      'Severity: High',
      'Details: More',
      'Email: a@b.c',
      'Message: Hi',
    ]);
  });

  it('puts the one an if/then/else at the top of the schema shows in place too', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { first: text('First'), member: { type: 'boolean', title: 'Member' } },
      if: { properties: { member: { const: true } }, required: ['member'] },
      then: { properties: { number: text('Number') } },
      else: { properties: { why: text('Why not') } },
    };
    const withLast = { ...schema, properties: { ...schema.properties, last: text('Last') } };
    expect(answers(withLast, { first: 'A', member: true, last: 'Z', number: '7' })).toEqual([
      'First: A',
      'Member: Yes',
      'Number: 7',
      'Last: Z',
    ]);
  });

  it('puts the ones dependencies show after their key, in the order they are written', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        callMe: { type: 'boolean', title: 'Call me' },
        topic: text('Topic'),
      },
      dependencies: {
        callMe: {
          oneOf: [
            { properties: { callMe: { const: false } } },
            {
              properties: { callMe: { const: true }, phone: text('Phone'), when: text('When') },
            },
          ],
        },
      },
    };
    expect(answers(schema, { topic: 'T', callMe: true, when: 'Noon', phone: '123' })).toEqual([
      'Call me: Yes',
      'Phone: 123',
      'When: Noon',
      'Topic: T',
    ]);
  });

  it('puts a question decided by several after the last of them on the form', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { a: text('A'), b: text('B'), c: text('C') },
      if: { properties: { b: { const: 'x' }, a: { const: 'y' } } },
      then: { properties: { shown: text('Shown') } },
    };
    expect(answers(schema, { a: 'y', b: 'x', c: 'z', shown: 's' })).toEqual([
      'A: y',
      'B: x',
      'Shown: s',
      'C: z',
    ]);
  });

  it('places questions of a condition nested in a then after the outer question', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { come: { type: 'boolean', title: 'Come' }, rating: text('Rating') },
      allOf: [
        {
          if: { properties: { come: { const: true } }, required: ['come'] },
          then: {
            properties: { diet: text('Diet') },
            allOf: [
              {
                if: { properties: { diet: { const: 'other' } }, required: ['diet'] },
                then: { properties: { dietOther: text('Which') } },
              },
            ],
          },
        },
      ],
    };
    expect(answers(schema, { come: true, rating: '5', diet: 'other', dietOther: 'Halal' })).toEqual(
      ['Come: Yes', 'Diet: other', 'Which: Halal', 'Rating: 5'],
    );
  });

  it("keeps the author's ui:order, its * standing for the rest with conditional ones in place", () => {
    const data = { kind: 'bug', email: 'a@b.c', message: 'Hi', steps: 'Click' };
    expect(answers(support, data, { uiSchema: { 'ui:order': ['message', '*'] } })).toEqual([
      'Message: Hi',
      'Kind: bug',
      'Steps: Click',
      'Email: a@b.c',
    ]);
    expect(answers(support, data, { uiSchema: { 'ui:order': ['*', 'kind'] } })).toEqual([
      'Steps: Click',
      'Email: a@b.c',
      'Message: Hi',
      'Kind: bug',
    ]);
    // A ui:order that names the conditional question puts it where it says.
    expect(answers(support, data, { uiSchema: { 'ui:order': ['steps', 'kind', '*'] } })).toEqual([
      'Steps: Click',
      'Kind: bug',
      'Email: a@b.c',
      'Message: Hi',
    ]);
  });

  it('keeps a ui:order without * exactly as written', () => {
    const every = ['email', 'steps', 'message', 'kind', 'severity', 'invoice', 'details'];
    const data = { kind: 'bug', email: 'e', message: 'm', steps: 's' };
    expect(answers(support, data, { uiSchema: { 'ui:order': every } })).toEqual([
      'Email: e',
      'Steps: s',
      'Message: m',
      'Kind: bug',
    ]);
  });

  it('orders the lines of a group with a condition inside it the same way', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        guest: {
          type: 'object',
          title: 'Guest',
          properties: { child: { type: 'boolean', title: 'Child' }, name: text('Name') },
          dependencies: { child: { properties: { age: { type: 'integer', title: 'Age' } } } },
        },
      },
    };
    expect(answers(schema, { guest: { name: 'Ana', child: true, age: 7 } })).toEqual([
      'Guest:',
      '  Child: Yes',
      '  Age: 7',
      '  Name: Ana',
    ]);
  });

  it('does not depend on the order of the keys in the answers', () => {
    const data = { kind: 'bug', email: 'a@b.c', message: 'Hi', steps: 'Click', severity: 'Low' };
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    expect(answers(support, reversed)).toEqual(answers(support, data));
  });

  it('lists them page after page when the steps put questions in another order', () => {
    const steps: Step[] = [
      { title: 'About it', fields: ['message', 'kind', 'steps', 'severity'] },
      { title: 'You', fields: ['email'] },
    ];
    const schema: RJSFSchema = {
      ...support,
      properties: { email: text('Email'), kind: text('Kind'), message: text('Message') },
    };
    expect(
      answers(schema, { email: 'e', kind: 'bug', message: 'm', steps: 's' }, { steps }),
    ).toEqual(['Kind: bug', 'Steps: s', 'Message: m', 'Email: e']);
  });
});

describe('the email and the form agree', () => {
  // The form renders with uiDefaults' ui:order; the email's order of every answer is the same.
  const cases: [string, RJSFSchema, UiSchema][] = [
    ['if/then in allOf', support, {}],
    ['with a ui:order and *', support, { 'ui:order': ['email', '*', 'kind'] }],
    [
      'dependencies',
      {
        type: 'object',
        properties: { x: text('X'), y: text('Y'), z: text('Z') },
        dependencies: { y: { properties: { w: text('W') } }, x: ['z'] },
      },
      {},
    ],
  ];
  it.each(cases)('%s', (_name, schema, uiSchema) => {
    const rendered = uiDefaults(schema, uiSchema)['ui:order'] as string[];
    const every = Object.fromEntries(rendered.filter((k) => k !== '*').map((k) => [k, 'v']));
    const reversed = Object.fromEntries(Object.entries(every).reverse());
    expect(orderedKeys(schema, uiSchema, reversed)).toEqual(rendered.filter((k) => k !== '*'));
  });
});

describe('renderedOrder', () => {
  it("is the author's ui:order, or none, when no condition shows a question", () => {
    const plain = { type: 'object', properties: { a: text('A') } };
    expect(renderedOrder(plain, undefined)).toBeUndefined();
    expect(renderedOrder(plain, ['a'])).toEqual(['a']);
  });

  it('leaves a restated field (a const in the if) where it is', () => {
    const schema = {
      type: 'object',
      properties: { a: text('A'), b: text('B') },
      dependencies: {
        b: { oneOf: [{ properties: { b: { const: 'x' }, c: text('C') } }] },
      },
    };
    expect(renderedOrder(schema, undefined)).toEqual(['a', 'b', 'c', '*']);
  });
});

describe('inStepOrder', () => {
  const steps = [{ fields: ['c', 'a'] }, { fields: ['b'] }];
  it('sorts by page, keeping the order within a page, and puts a field of no page last', () => {
    expect(inStepOrder(['a', 'x', 'b', 'c'], (k) => k, steps)).toEqual(['a', 'c', 'b', 'x']);
  });
  it('changes nothing without steps', () => {
    expect(inStepOrder(['b', 'a'], (k) => k, undefined)).toEqual(['b', 'a']);
    expect(inStepOrder(['b', 'a'], (k) => k, [])).toEqual(['b', 'a']);
  });
});
