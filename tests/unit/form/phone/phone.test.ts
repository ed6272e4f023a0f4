import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { afterAll, describe, expect, it } from 'vitest';
import { validatorModuleCode } from '../../../../src/build/validator-code';
import { partsFor } from '../../../../src/form/perf/parts';
import { friendlyErrors } from '../../../../src/form/validation/transform-errors';
import { answerText } from '../../../../src/screen/answer-text';
import { validatorOptions } from '../../../../src/screen/validation/validator-options';
import { problemsOf, text, validScreen, where } from '../../checker/helpers';

const schema = {
  type: 'object',
  properties: { phone: { type: 'string', title: 'Phone', format: 'phone' } },
} as RJSFSchema;

function messages(validator: ValidatorType, phone: string) {
  const { errors } = validator.validateFormData({ phone }, schema, undefined, friendlyErrors);
  return errors.map((e) => e.message);
}

function behavesAsPhoneRule(validator: () => ValidatorType) {
  it('accepts a real number in international form', () => {
    expect(messages(validator(), '+447911123456')).toEqual([]);
    expect(messages(validator(), '+14155552671')).toEqual([]);
  });

  it('refuses typed text, a number too short and one no country has', () => {
    for (const wrong of ['07911 123456', '+4479', '+999123456789']) {
      expect(messages(validator(), wrong)).toEqual([
        'Enter a full phone number for the chosen country',
      ]);
    }
  });
}

describe('"format": "phone" in the form validator', () => {
  const validator = customizeValidator(validatorOptions);
  behavesAsPhoneRule(() => validator);
});

describe('"format": "phone" precompiled for a screen (no eval)', async () => {
  // Inside the project, so the module's imports resolve.
  const output = path.resolve(import.meta.dirname, '../../../output');
  mkdirSync(output, { recursive: true });
  const dir = mkdtempSync(path.join(output, 'phone-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'validator.mjs');
  const code = validatorModuleCode(schema, JSON.stringify(schema));
  writeFileSync(file, code);
  const { validator } = (await import(/* @vite-ignore */ file)) as { validator: ValidatorType };
  behavesAsPhoneRule(() => validator);

  it('is the only kind of screen whose validator imports the phone metadata', () => {
    expect(code).toContain('phone-formats.ts');
    const dates = { type: 'object', properties: { d: { type: 'string', format: 'date' } } };
    expect(validatorModuleCode(dates as RJSFSchema, '{}')).not.toContain('phone');
  });
});

describe('the phone field', () => {
  it('is carried by the screens that have one, and only by them', () => {
    expect(partsFor(schema, {})).toEqual(['PhoneWidget']);
    const plain = { type: 'object', properties: { p: { type: 'string' } } };
    expect(partsFor(plain, {})).toEqual([]);
  });

  it('reads as its international form in the email', () => {
    expect(answerText('phone', { schema, uiSchema: {} }, { phone: '+447911123456' })).toBe(
      '+447911123456',
    );
  });

  it('has its default country checked at its place', () => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.phone = {
      type: 'string',
      format: 'phone',
    };
    screen.uiSchema = { phone: { 'ui:options': { defaultCountry: 'gb' } } };
    const source = text(screen);
    const [problem] = problemsOf(screen);
    expect(problem?.message).toContain(
      '"defaultCountry" "gb" is not a country\'s two-letter code: write one in capitals, like "GB", "US" or "FR": did you mean "GB"?',
    );
    expect(problem).toMatchObject(where(source, '"gb"'));
    screen.uiSchema = { phone: { 'ui:options': { defaultCountry: 'GB' } } };
    expect(problemsOf(screen)).toEqual([]);
  });
});
