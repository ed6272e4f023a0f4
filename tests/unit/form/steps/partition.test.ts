import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { stepOfProperty, stepSchema, stepUiSchema } from '../../../../src/form/steps/partition';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password', 'plan'],
  errorMessage: { required: { email: 'Email, please', plan: 'Pick a plan' } },
  definitions: { address: { type: 'object', properties: { city: { type: 'string' } } } },
  properties: {
    email: { type: 'string' },
    password: { type: 'string' },
    plan: { type: 'string', enum: ['free', 'team'] },
    seats: { type: 'integer' },
    address: { $ref: '#/definitions/address' },
  },
  dependencies: { seats: ['plan'], password: ['email'] },
  if: { properties: { plan: { const: 'team' } } },
  then: { required: ['seats'] },
  anyOf: [{ required: ['email'] }, { required: ['password'] }],
} as RJSFSchema;

describe('a step of a multi-step form', () => {
  it('shows and requires only its own fields, and keeps shared definitions', () => {
    const part = stepSchema(schema, ['email', 'password']);
    expect(Object.keys(part.properties ?? {})).toEqual(['email', 'password']);
    expect(part.required).toEqual(['email', 'password']);
    expect(part.definitions).toEqual(schema.definitions);
    expect(part.additionalProperties).toBeUndefined();
    expect((part as { errorMessage?: unknown }).errorMessage).toEqual({
      required: { email: 'Email, please' },
    });
  });

  it('keeps a conditional only in the step holding all its fields', () => {
    const account = stepSchema(schema, ['email', 'password']);
    expect(account.dependencies).toEqual({ password: ['email'] });
    expect(account.anyOf).toEqual(schema.anyOf);
    expect(account.if).toBeUndefined();

    const plan = stepSchema(schema, ['plan', 'seats', 'address']);
    expect(plan.dependencies).toEqual({ seats: ['plan'] });
    expect(plan.if).toEqual(schema.if);
    expect(plan.then).toEqual(schema.then);
    expect(plan.anyOf).toBeUndefined();
  });

  it('orders only its own fields', () => {
    const ui = stepUiSchema(
      { 'ui:order': ['plan', 'email', '*'], email: { 'ui:autofocus': true } },
      ['email'],
    );
    expect(ui).toEqual({ 'ui:order': ['email', '*'], email: { 'ui:autofocus': true } });
  });

  it('finds the step an error belongs to, nested fields included', () => {
    const steps = [{ fields: ['email', 'password'] }, { fields: ['plan', 'address'] }];
    expect(stepOfProperty(steps, '.address.city')).toBe(1);
    expect(stepOfProperty(steps, '.password')).toBe(0);
    expect(stepOfProperty(steps, '.unknown')).toBe(-1);
  });
});
