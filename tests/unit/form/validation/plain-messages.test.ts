import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, test } from 'vitest';
import { friendlyErrors } from '../../../../src/form/validation/transform-errors';
import { formValidator as validator } from '../../../../src/form/validation/form-validator';
import { showLanguage } from '../../../../src/kernel/i18n/i18n';

/** What the person sees under each field for these answers: property -> messages. */
function seen(schema: RJSFSchema, data: unknown) {
  const { errors } = validator.validateFormData(data, schema, undefined, friendlyErrors);
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.property ?? ''] ??= []).push(e.message ?? '');
  return out;
}

const field = (rules: RJSFSchema, value: unknown) =>
  seen({ type: 'object', properties: { f: rules } }, { f: value })['.f'];

describe('the messages a person sees for each generic rule are plain words', () => {
  test.each([
    [{ type: 'string', minLength: 3 }, 'ab', 'Use at least 3 characters'],
    [{ type: 'string', minLength: 1 }, '', 'Please fill this in'],
    [{ type: 'string', maxLength: 1 }, 'ab', 'Use at most 1 character'],
    [
      { type: 'string', pattern: '^INV-[0-9]{6}$' },
      'x',
      'This is not written the expected way: check it',
    ],
    [{ type: 'string', format: 'email' }, 'ana', 'Enter an email address, like ana@example.com'],
    [{ type: 'string', format: 'date' }, 'soon', 'Enter a date'],
    [
      { type: 'string', format: 'uri' },
      'example',
      'Enter a full web address, like https://example.org',
    ],
    [{ type: 'integer', minimum: 16 }, 12, 'Enter 16 or more'],
    [{ type: 'integer', maximum: 4 }, 5, 'Enter 4 or less'],
    [{ type: 'number', exclusiveMinimum: 0 }, 0, 'Enter more than 0'],
    [{ type: 'number', exclusiveMaximum: 10 }, 10, 'Enter less than 10'],
    [{ type: 'number', multipleOf: 0.5 }, 0.3, 'Enter a multiple of 0.5'],
    [{ type: 'integer' }, 2.5, 'Enter a whole number'],
    [{ type: 'string', enum: ['a', 'b'] }, 'c', 'Choose one of the options'],
    [{ type: 'boolean', const: true }, false, 'Please tick this box to go on'],
    [{ type: 'array', items: { type: 'string' }, minItems: 2 }, ['a'], 'Choose or add at least 2'],
    [
      { type: 'array', items: { type: 'string' }, uniqueItems: true },
      ['a', 'a'],
      'Each entry must be different',
    ],
  ] as [RJSFSchema, unknown, string][])('%j with %j: "%s"', (rules, value, message) => {
    expect(field(rules, value)).toEqual([message]);
  });

  test('a missing required answer is asked for under its field', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', title: 'Your name' } },
    };
    expect(seen(schema, {})).toEqual({ name: ['Please fill this in'] });
  });

  test("an author's own message and a custom check keep their words", () => {
    expect(
      field({ type: 'string', minLength: 3, errorMessage: 'Three letters, please' }, 'ab'),
    ).toEqual(['Three letters, please']);
    const schema: RJSFSchema = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string', sameAs: 'a' } as RJSFSchema },
    };
    expect(seen(schema, { a: 'x', b: 'y' })['.b']).toEqual(['must be the same as a']);
  });

  test('a failed condition shows only the rule that failed, not "must match then schema"', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        contact: { type: 'string', enum: ['phone', 'email'] },
        phone: { type: 'string' },
      },
      if: { properties: { contact: { const: 'phone' } } },
      then: { required: ['phone'] },
    };
    expect(seen(schema, { contact: 'phone' })).toEqual({ phone: ['Please fill this in'] });
  });
});

// support-request.json's "call me back": a yes/no whose Yes reveals a required phone.
const callBack: RJSFSchema = {
  type: 'object',
  properties: { callBack: { type: 'boolean', title: 'Call me back' } },
  dependencies: {
    callBack: {
      oneOf: [
        { properties: { callBack: { const: false } } },
        {
          properties: { callBack: { const: true }, phone: { type: 'string', minLength: 7 } },
          required: ['phone'],
        },
      ],
    },
  },
};

describe('messages of the alternative the answer is on', () => {
  test('Yes without the phone it reveals: only the phone is asked for, Yes is not marked wrong', () => {
    expect(seen(callBack, { callBack: true })).toEqual({ phone: ['Please fill this in'] });
  });

  test('the revealed field keeps its own rules', () => {
    expect(seen(callBack, { callBack: true, phone: '12' })).toEqual({
      '.phone': ['Use at least 7 characters'],
    });
  });

  test('an answer that matches no alternative is still told so', () => {
    const ticket: RJSFSchema = {
      type: 'object',
      properties: {
        ticket: {
          type: 'string',
          oneOf: [
            { const: 'standard', title: 'Standard' },
            { const: 'student', title: 'Student' },
          ],
        },
      },
    };
    expect(seen(ticket, { ticket: 'vip' })['.ticket']).toContain('Choose one of the options');
  });
});

describe('the patterns authors use most say what is expected (issue 32)', () => {
  afterEach(() => showLanguage('en'));

  test.each([
    ['^[0-9]{6}$', '12', 'Enter 6 digits'],
    ['^\\d{1}$', '12', 'Enter 1 digit'],
    ['^\\d{4,6}$', '12', 'Enter 4 to 6 digits'],
    ['^\\d+$', 'x', 'Use digits only'],
    ['^[A-Za-z0-9 -]{3,10}$', '!', 'Enter a postcode, like SW1A 1AA'],
    ['^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$', '1', 'Enter a postcode, like SW1A 1AA'],
    ['^\\+?[0-9 ()-]{7,20}$', 'x', 'Enter a phone number, like +44 20 7946 0958'],
    ["^[\\p{L} '-]+$", '1', 'Use letters only'],
    ['^[a-zA-Z]+$', '1', 'Use the letters A to Z only'],
  ])('%s', (pattern, value, message) => {
    expect(field({ type: 'string', pattern }, value)).toEqual([message]);
  });

  test('in every language the app has catalogues for', async () => {
    const six = () => field({ type: 'string', pattern: '^[0-9]{6}$' }, '1');
    const letters = () => field({ type: 'string', pattern: '^[A-Za-z]+$' }, '1');
    const expected: Record<string, [string, string]> = {
      fr: ['Saisissez 6 chiffres', 'Utilisez uniquement les lettres de A à Z'],
      de: ['Geben Sie 6 Ziffern ein', 'Verwenden Sie nur die Buchstaben A bis Z'],
      es: ['Escriba 6 dígitos', 'Use solo las letras de la A a la Z'],
      ar: ['أدخل 6 أرقام', 'استخدم الحروف من A إلى Z فقط'],
    };
    for (const [language, [digits, az]] of Object.entries(expected)) {
      await showLanguage(language as 'fr');
      expect([...(six() ?? []), ...(letters() ?? [])]).toEqual([digits, az]);
    }
  });
});

describe('the plain words follow the language shown', () => {
  afterEach(() => showLanguage('en'));

  test('French with its decimal comma and plural, Arabic with its own plural forms', async () => {
    expect(field({ type: 'number', maximum: 2.5 }, 3)).toEqual(['Enter 2.5 or less']);
    expect(field({ type: 'string', maxLength: 1000 }, 'x'.repeat(1001))).toEqual([
      'Use at most 1000 characters',
    ]);
    await showLanguage('fr');
    expect(field({ type: 'number', maximum: 2.5 }, 3)).toEqual(['Saisissez 2,5 ou moins']);
    expect(field({ type: 'string', minLength: 3 }, 'ab')).toEqual([
      'Utilisez au moins 3 caractères',
    ]);
    await showLanguage('ar');
    expect(field({ type: 'string', minLength: 2 }, 'a')).toEqual(['استخدم حرفين على الأقل']);
    expect(field({ type: 'string', format: 'email' }, 'ana')).toEqual([
      'أدخل عنوان بريد إلكتروني، مثل ana@example.com',
    ]);
  });
});
