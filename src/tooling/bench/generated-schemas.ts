import type { RJSFSchema } from '@rjsf/utils';

/**
 * A flat form of `count` fields like the ones screens have: mostly short
 * texts with rules, some emails, numbers and choices, a few required.
 */
export function generatedSchema(count: number): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (let i = 0; i < count; i++) {
    const title = `Field ${i + 1}`;
    if (i % 10 === 3) properties[`field${i}`] = { type: 'string', title, format: 'email' };
    else if (i % 10 === 6) properties[`field${i}`] = { type: 'number', title, minimum: 0 };
    else if (i % 10 === 9)
      properties[`field${i}`] = { type: 'string', title, enum: ['a', 'b', 'c'] };
    else properties[`field${i}`] = { type: 'string', title, minLength: 2, maxLength: 80 };
  }
  return { type: 'object', required: ['field0', 'field1'], properties };
}

/**
 * The same form as a screen file of the app; with `calculated`, that many of
 * its number fields (every other one, from the second) are worked out from
 * the number field before them, as an order's line totals are.
 */
export function generatedScreenFile(count: number, calculated = 0) {
  const formulas: Record<string, unknown> = {};
  for (let i = 16; i < count && Object.keys(formulas).length < calculated; i += 20) {
    formulas[`field${i}`] = { '*': [{ var: [`field${i - 10}`, 0] }, 2] };
  }
  return {
    title: `${count} fields${calculated ? `, ${calculated} calculated` : ''}`,
    hidden: true,
    submit: 'none',
    schema: generatedSchema(count),
    ...(calculated > 0 && { calculated: formulas }),
  };
}
