import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { validatorModuleCode } from '../../../../src/build/validator-code';
import { answerText, fieldTexts } from '../../../../src/screen/answer-text';
import { linkedWords } from '../../../../src/screen/linked-words';
import { problemsOf, text, validScreen, where } from '../../checker/helpers';

const consent = 'I agree to the [privacy policy](https://example.org/privacy)';

describe('a consent box', () => {
  it('renders web and mail links, and leaves any other address as the words written', () => {
    expect(linkedWords(consent)).toEqual([
      { text: 'I agree to the ' },
      { text: 'privacy policy', href: 'https://example.org/privacy' },
    ]);
    expect(linkedWords('[us](mailto:a@example.org) or [x](javascript:alert(1))')).toEqual([
      { text: 'us', href: 'mailto:a@example.org' },
      { text: ' or [x](javascript:alert(1))' },
    ]);
  });

  it('reads in the email by its words, without the Markdown', () => {
    const schema = {
      type: 'object',
      properties: { agree: { type: 'boolean', title: consent, const: true } },
    } as RJSFSchema;
    const [field] = fieldTexts({ agree: true }, schema, undefined, schema);
    expect(field?.title).toBe('I agree to the privacy policy');
    expect(field?.text.shown).toBe('Yes');
  });

  it('has a link the form would not render named at its place', () => {
    const screen = validScreen();
    const properties = (screen.schema as { properties: Record<string, unknown> }).properties;
    properties.agree = { type: 'boolean', title: 'I accept the [terms](terms.html)', const: true };
    const source = text(screen);
    const [problem] = problemsOf(screen);
    expect(problem?.message).toContain(
      'the link to "terms.html" would show as plain text: write a full web address',
    );
    expect(problem).toMatchObject(where(source, '"I accept'));
    properties.agree = { type: 'boolean', title: consent, const: true };
    expect(problemsOf(screen)).toEqual([]);
  });
});

describe('times in the email', () => {
  const schema = {
    type: 'object',
    properties: {
      at: { type: 'string', format: 'time' },
      when: { type: 'string', format: 'date-time' },
    },
  } as RJSFSchema;
  const screen = { schema, uiSchema: {} };

  it('write a time without its seconds', () => {
    expect(answerText('at', screen, { at: '14:30:00' })).toBe('14:30');
    expect(answerText('at', screen, { at: '14:30:15' })).toBe('14:30:15');
  });

  it('write a date and time on the clock of the person answering, its zone named', () => {
    const instant = '2026-11-24T13:30:00.000Z';
    const local = new Date(instant);
    const two = (n: number) => String(n).padStart(2, '0');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(answerText('when', screen, { when: instant })).toBe(
      `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())} ${two(local.getHours())}:${two(local.getMinutes())} (${zone})`,
    );
  });
});

describe('"format": "time" precompiled for a screen (no eval)', async () => {
  const timeSchema = {
    type: 'object',
    properties: { at: { type: 'string', format: 'time' } },
  } as RJSFSchema;
  const output = path.resolve(import.meta.dirname, '../../../output');
  mkdirSync(output, { recursive: true });
  const dir = mkdtempSync(path.join(output, 'time-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'validator.mjs');
  writeFileSync(file, validatorModuleCode(timeSchema, JSON.stringify(timeSchema)));
  const { validator } = (await import(/* @vite-ignore */ file)) as { validator: ValidatorType };
  const errors = (at: string) => validator.validateFormData({ at }, timeSchema).errors.length;

  it('takes a time as the time box writes it, with no zone', () => {
    expect(errors('14:30:00')).toBe(0);
    expect(errors('14:30:00+01:00')).toBe(0);
    expect(errors('25:30:00')).toBe(1);
  });
});
