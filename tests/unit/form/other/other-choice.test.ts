import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { afterAll, describe, expect, it } from 'vitest';
import { validatorModuleCode } from '../../../../src/build/validator-code';
import { partsFor } from '../../../../src/form/perf/parts';
import { friendlyErrors } from '../../../../src/form/validation/transform-errors';
import { answerText } from '../../../../src/screen/answer-text';
import { translateScreen } from '../../../../src/screen/translations';
import type { ScreenFile, ScreenTranslation } from '../../../../src/screen/types';
import { validatorOptions } from '../../../../src/screen/validation/validator-options';
import { problemsOf, text, validScreen, where } from '../../checker/helpers';

const heard = { type: 'string', choices: ['A friend', 'A search'], other: 'Other' };
const likes = { type: 'array', items: { type: 'string' }, choices: ['Food'], other: 'Other' };
const schema = { type: 'object', properties: { heard, likes } } as RJSFSchema;

function messages(validator: ValidatorType, data: unknown) {
  return validator
    .validateFormData(data, schema, undefined, friendlyErrors)
    .errors.map((e) => `${e.property ?? ''} ${e.message ?? ''}`);
}

function behavesAsOtherRule(validator: () => ValidatorType) {
  it('takes a choice, or Other with its words', () => {
    expect(messages(validator(), { heard: 'A friend', likes: ['Food', 'Other: Jazz'] })).toEqual(
      [],
    );
    expect(messages(validator(), { heard: 'Other: A poster' })).toEqual([]);
  });

  it('asks for the words once Other is chosen, and refuses an answer not offered', () => {
    const wrong = ' Write your answer in the box beside it';
    expect(messages(validator(), { heard: 'Other: ', likes: ['Other:  '] })).toEqual([
      `.heard${wrong}`,
      `.likes${wrong}`,
    ]);
    expect(messages(validator(), { heard: 'A poster' })).toEqual([`.heard${wrong}`]);
  });
}

describe('"choices" with "other" in the form validator', () => {
  const validator = customizeValidator(validatorOptions);
  behavesAsOtherRule(() => validator);
});

describe('"choices" with "other" precompiled for a screen (no eval)', async () => {
  const output = path.resolve(import.meta.dirname, '../../../output');
  mkdirSync(output, { recursive: true });
  const dir = mkdtempSync(path.join(output, 'other-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'validator.mjs');
  writeFileSync(file, validatorModuleCode(schema, JSON.stringify(schema)));
  const { validator } = (await import(/* @vite-ignore */ file)) as { validator: ValidatorType };
  behavesAsOtherRule(() => validator);
});

describe('a choice with Other', () => {
  it('is carried by the screens that have one', () => {
    expect(partsFor(schema, {})).toContain('OtherChoiceWidget');
    expect(partsFor({ type: 'object', properties: { p: { type: 'string' } } }, {})).toEqual([]);
  });

  it('reads "Other: <words>" in the email', () => {
    const data = { heard: 'Other: A poster', likes: ['Food', 'Other: Jazz'] };
    expect(answerText('heard', { schema, uiSchema: {} }, data)).toBe('Other: A poster');
    expect(answerText('likes', { schema, uiSchema: {} }, data)).toBe('Food, Other: Jazz');
  });

  it('has its mistakes named at their place', () => {
    const screen = validScreen();
    const properties = (screen.schema as { properties: Record<string, unknown> }).properties;
    properties.heard = { type: 'string', choices: ['A friend', 'Other'], other: 'Other' };
    let source = text(screen);
    let [problem] = problemsOf(screen);
    expect(problem?.message).toContain(
      '"Other" is one of the "choices" too: take it out of the list, the form adds it last',
    );
    expect(problem).toMatchObject(where(source, '"other"'));
    properties.heard = { type: 'string', choices: ['A friend'] };
    source = text(screen);
    [problem] = problemsOf(screen);
    expect(problem?.message).toContain('add "other": "Other" beside it');
    expect(problem).toMatchObject(where(source, '"choices"'));
  });
});

describe('a choice with Other in another language', () => {
  it('shows the translated words, and keeps the answers of the file', () => {
    const screen = { title: 'Form', schema, uiSchema: {} } as unknown as ScreenFile;
    const french = {
      fields: {
        heard: { choices: { 'A friend': 'Un ami', 'A search': 'Une recherche' }, other: 'Autre' },
      },
    } as unknown as ScreenTranslation;
    const out = translateScreen(screen, french);
    expect(out.schema).toBe(schema);
    expect(out.uiSchema?.heard).toEqual({
      'ui:enumNames': ['Un ami', 'Une recherche'],
      'ui:options': { otherName: 'Autre' },
    });
  });
});
