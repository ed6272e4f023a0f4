import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { readSchemaFiles } from '../../../src/build/schemas-dir';
import { checkScreenFiles } from '../../../src/checker/check';
import { translationNameParts } from '../../../src/checker/translation-rules';
import { validScreen } from './helpers';

const schemasDir = path.resolve(import.meta.dirname, '../../../schemas');
const { files } = readSchemaFiles(schemasDir);
const ownFiles = files.filter((f) => !f.name.startsWith('_'));
const screenFiles = ownFiles.filter((f) => !translationNameParts(f.name));
const translationFiles = ownFiles.filter((f) => translationNameParts(f.name));
const metaSchemaOf = (name: string) =>
  JSON.parse(readFileSync(path.join(schemasDir, name), 'utf8')) as Record<string, unknown>;
const metaSchema = metaSchemaOf('_screen.schema.json');
// As an editor reads it: the checker adds the app's own guard as a format (meta-check.ts).
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const validate = ajv.compile(metaSchema);
const validateTranslation = ajv.compile(metaSchemaOf('_translation.schema.json'));

describe('the shipped schemas/ folder', () => {
  test('has at least four example screens', () => {
    expect(screenFiles.length).toBeGreaterThanOrEqual(4);
  });

  test('passes the checker with zero problems', () => {
    expect(checkScreenFiles(files).problems).toEqual([]);
  });

  test.each(screenFiles.map((f) => [f.name, f.text]))(
    '%s names the editor meta-schema',
    (_n, t) => {
      expect(JSON.parse(t).$schema).toBe('./_screen.schema.json');
    },
  );

  test('has an example screen in three languages, each translation completed by its meta-schema', () => {
    expect(translationFiles.map((f) => f.name).sort()).toEqual([
      'contact.ar.json',
      'contact.fr.json',
    ]);
    for (const { text } of translationFiles) {
      const translation: unknown = JSON.parse(text);
      expect(translation).toMatchObject({ $schema: './_translation.schema.json' });
      expect(validateTranslation(translation), JSON.stringify(validateTranslation.errors)).toBe(
        true,
      );
    }
  });
});

describe('the editor meta-schema _screen.schema.json', () => {
  test('is a draft-07 schema', () => {
    expect(metaSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  test.each(screenFiles.map((f) => [f.name, f.text]))('accepts %s', (_name, t) => {
    expect(validate(JSON.parse(t)), JSON.stringify(validate.errors)).toBe(true);
  });

  test('accepts every optional key used well', () => {
    const full = {
      ...validScreen(),
      $schema: './_screen.schema.json',
      description: 'Hi',
      path: '/events/autumn-meetup',
      order: 2,
      hidden: false,
      access: 'signed-in',
      uiSchema: { name: { 'ui:autofocus': true } },
      steps: [{ title: 'All', fields: ['name', 'email'] }],
      prefill: { email: 'user.email', name: 'query.name' },
      submit: 'email',
      success: { title: 'Thanks', message: 'Sent', redirect: '/' },
      draft: false,
      captcha: true,
    };
    expect(validate(full), JSON.stringify(validate.errors)).toBe(true);
  });

  const wrong: [string, Record<string, unknown>][] = [
    ['a misspelled key', { ...validScreen(), titel: 'x' }],
    ['no title', { schema: {}, submit: 'none' }],
    ['an empty title', { ...validScreen(), title: '' }],
    ['no email without submit none', { title: 'x', schema: {} }],
    ['email without template', { ...validScreen(), email: { params: {} } }],
    ['an unknown email key', { ...validScreen(), email: { template: 't', to: 'a@b.c' } }],
    ['a bad access', { ...validScreen(), access: 'members-only' }],
    ['a bad submit', { ...validScreen(), submit: 'post' }],
    ['a path without /', { ...validScreen(), path: 'contact' }],
    ['a path with capitals', { ...validScreen(), path: '/Contact' }],
    ['order as text', { ...validScreen(), order: 'first' }],
    ['hidden as text', { ...validScreen(), hidden: 'true' }],
    ['a step without fields', { ...validScreen(), steps: [{ title: 'A' }] }],
    [
      'a step with an extra key',
      { ...validScreen(), steps: [{ title: 'A', fields: ['name'], x: 1 }] },
    ],
    ['an unknown prefill source', { ...validScreen(), prefill: { name: 'cookie.name' } }],
    ['an unknown success key', { ...validScreen(), success: { heading: 'Hi' } }],
    ['a success redirect that is no address', { ...validScreen(), success: { redirect: 'home' } }],
    ['a schema that is no schema', { ...validScreen(), schema: { type: 'strng' } }],
    ['a param that is not text', { ...validScreen(), email: { template: 't', params: { a: 1 } } }],
  ];
  test.each(wrong)('rejects %s', (_name, screen) => {
    expect(validate(screen)).toBe(false);
  });

  test('describes every key and sub-key with a description and examples', () => {
    const undocumented: string[] = [];
    const visit = (props: Record<string, Record<string, unknown>>, prefix: string) => {
      for (const [key, schema] of Object.entries(props)) {
        if (typeof schema.description !== 'string' || !Array.isArray(schema.examples)) {
          undocumented.push(prefix + key);
        }
        const nested = (schema.properties ??
          (schema.items as Record<string, unknown>)?.properties) as
          Record<string, Record<string, unknown>> | undefined;
        if (nested) visit(nested, `${prefix}${key}.`);
        const additional = schema.additionalProperties as Record<string, unknown> | undefined;
        if (key === 'prefill' && additional) visit({ '<source>': additional }, `${prefix}${key}.`);
      }
    };
    visit(metaSchema.properties as Record<string, Record<string, unknown>>, '');
    expect(undocumented).toEqual([]);
  });
});
