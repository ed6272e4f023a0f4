import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, test } from 'vitest';
import { pipedUiSchema, pipeText } from '../../../src/screen/piping';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    member: { type: 'boolean', title: 'Member?' },
    date: { type: 'string', title: 'Which date suits you, {{name}}?' },
    address: {
      type: 'object',
      properties: { city: { type: 'string', description: 'Where in {{address.country}}?' } },
    },
  },
};

describe('piping', () => {
  test('an answer fills its placeholder, as the email shows it; empty until answered', () => {
    const screen = { schema };
    expect(pipeText('Hi {{name}} ({{member}})', screen, { name: 'Ana', member: true })).toBe(
      'Hi Ana (Yes)',
    );
    expect(pipeText('Hi {{name}}', screen, undefined)).toBe('Hi ');
  });

  test('titles and descriptions of fields, nested ones too, through the uiSchema', () => {
    const ui = pipedUiSchema({ schema }, {}, { name: 'Ana', address: { country: 'Peru' } });
    expect(ui).toEqual({
      date: { 'ui:title': 'Which date suits you, Ana?' },
      address: { city: { 'ui:description': 'Where in Peru?' } },
    });
    expect(schema.properties?.date).toMatchObject({ title: 'Which date suits you, {{name}}?' });
  });

  test("the author's own help is piped; nothing piped gives the same uiSchema back", () => {
    const plain = { name: { 'ui:help': 'Plain help' } };
    const noPipes = { type: 'object', properties: { name: { type: 'string' } } } as RJSFSchema;
    expect(pipedUiSchema({ schema: noPipes }, plain, {})).toBe(plain);
    const help = { date: { 'ui:help': 'For {{name}}' } };
    expect(pipedUiSchema({ schema }, help, { name: 'Bo' })).toMatchObject({
      date: { 'ui:help': 'For Bo' },
    });
  });
});
