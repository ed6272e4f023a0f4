import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { checkScreenFiles } from '../../../src/checker/check';
import type { Problem, SourceFile } from '../../../src/screen/types';
import { readSchemaFiles } from '../../../src/build/schemas-dir';

// The authors' guide is what non-developers copy from: every JSON example in it
// must be accepted by the same checker as `npm run check`, or the guide teaches
// a mistake.
const schemasDir = path.resolve(import.meta.dirname, '../../../schemas');
const guideDir = path.resolve(import.meta.dirname, '../../../docs/guide');
const pages = [
  path.join(schemasDir, 'README.md'),
  ...readdirSync(guideDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(guideDir, name)),
];
const { files } = readSchemaFiles(schemasDir);
const sharedPieces = files.filter((f) => f.name.startsWith('_'));
const readJson = (name: string) => JSON.parse(readFileSync(path.join(schemasDir, name), 'utf8'));
const screenKeys = Object.keys(readJson('_screen.schema.json').properties);
// Keywords that sit on the form's schema itself rather than on one field.
const schemaKeywords = ['dependencies', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf'];

type Json = Record<string, unknown>;
/** Where an example is: a guide page's name and the line its block starts on. */
type Example = { at: string; value: Json };

/** Each ```json block of the guide's pages, parsed; a block of bare `"key": value` lines is read as an object. */
function guideExamples(): Example[] {
  return pages.flatMap((page) => {
    const text = readFileSync(page, 'utf8');
    return [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => {
      const at = `${path.basename(page)}:${text.slice(0, m.index).split('\n').length}`;
      const body = m[1] ?? '';
      try {
        return { at, value: JSON.parse(body) as Json };
      } catch {
        return { at, value: JSON.parse(`{${body}}`) as Json };
      }
    });
  });
}

const examples = guideExamples();
const isScreen = (v: Json) => 'title' in v && 'schema' in v;
const isTheme = (v: Json) => v.$schema === './_theme.schema.json';
const isTranslation = (v: Json) => v.$schema === './_translation.schema.json';
const isOwners = (v: Json) => v.$schema === './_owners.schema.json';

const problemsOf = (screen: Json): Problem[] => {
  const file: SourceFile = { name: 'example.json', text: JSON.stringify(screen, null, 2) };
  return checkScreenFiles([...sharedPieces, file]).problems;
};

/**
 * A fragment only makes sense inside a screen: it is tried in a bare screen, in
 * each shipped screen and in each complete screen of the guide (a `steps`
 * example names the fields of `sign-up.json`, say). It passes when one of them
 * takes it with no problem; otherwise the fewest problems found are returned.
 */
function problemsInSomeHost(fragment: Json): Problem[] {
  const bare: Json = {
    title: 'Example',
    schema: { type: 'object', properties: {} },
    email: { template: 'template_example' },
  };
  const hosts = [
    bare,
    ...files.filter((f) => !f.name.startsWith('_')).map((f) => JSON.parse(f.text) as Json),
    ...examples.map((e) => e.value).filter(isScreen),
  ];
  const keys = Object.keys(fragment);
  const place = (host: Json): Json => {
    const copy = structuredClone(host);
    const schema = copy.schema as Json;
    if (keys.every((k) => screenKeys.includes(k))) return { ...copy, ...fragment };
    if (keys.every((k) => schemaKeywords.includes(k))) {
      return { ...copy, schema: { ...schema, ...fragment } };
    }
    const properties = { ...(schema.properties as Json), ...fragment };
    return { ...copy, schema: { ...schema, properties } };
  };
  let fewest: Problem[] | undefined;
  for (const host of hosts) {
    const problems = problemsOf(place(host));
    if (problems.length === 0) return [];
    if (!fewest || problems.length < fewest.length) fewest = problems;
  }
  return fewest ?? [];
}

describe('the JSON examples of the guide (schemas/README.md, docs/guide)', () => {
  test('are many, one for every key and rule the guide explains', () => {
    expect(examples.length).toBeGreaterThanOrEqual(40);
    const shown = new Set(examples.flatMap((e) => Object.keys(e.value)));
    for (const key of screenKeys) expect(shown, `an example of "${key}"`).toContain(key);
  });

  test.each(examples.filter((e) => isScreen(e.value)).map((e) => [e.at, e.value] as const))(
    'the complete screen at %s passes the checker',
    (_at, screen) => {
      expect(problemsOf(screen)).toEqual([]);
    },
  );

  test.each(
    examples
      .filter(
        (e) =>
          !isScreen(e.value) && !isTheme(e.value) && !isTranslation(e.value) && !isOwners(e.value),
      )
      .map((e) => [e.at, Object.keys(e.value).join(', '), e.value] as const),
  )('the example at %s (%s) passes the checker inside a screen', (_at, _keys, fragment) => {
    expect(problemsInSomeHost(fragment)).toEqual([]);
  });

  test('the translation example translates every text of contact.json, with no problem or warning', () => {
    const translations = examples.filter((e) => isTranslation(e.value));
    expect(translations.length).toBeGreaterThan(0);
    const contact = files.find((f) => f.name === 'contact.json');
    if (!contact) throw new Error('schemas/contact.json is gone');
    for (const { value } of translations) {
      const file: SourceFile = { name: 'contact.fr.json', text: JSON.stringify(value, null, 2) };
      const result = checkScreenFiles([...sharedPieces, contact, file]);
      expect([...result.problems, ...result.warnings]).toEqual([]);
      expect(result.screens[0]?.languages).toEqual(['fr']);
    }
  });

  test('the owners example is a valid _owners.json: a screen keeping answers needs no owners of its own', () => {
    const owners = examples.filter((e) => isOwners(e.value));
    expect(owners.length).toBeGreaterThan(0);
    const keeping: SourceFile = {
      name: 'example.json',
      text: JSON.stringify({
        title: 'Example',
        responses: true,
        schema: { type: 'object', properties: { name: { type: 'string' } } },
      }),
    };
    for (const { value } of owners) {
      const file: SourceFile = { name: '_owners.json', text: JSON.stringify(value) };
      const result = checkScreenFiles([keeping, file]);
      expect(result.problems).toEqual([]);
      expect(result.owners).toEqual(['ana@example.org', 'ben@example.org']);
    }
  });

  test('the theme example is a valid _theme.json', () => {
    const themes = examples.filter((e) => isTheme(e.value));
    expect(themes.length).toBeGreaterThan(0);
    const validate = new Ajv({ allErrors: true, strict: false }).compile(
      readJson('_theme.schema.json'),
    );
    for (const theme of themes) {
      expect(validate(theme.value) ? [] : validate.errors).toEqual([]);
    }
  });
});
