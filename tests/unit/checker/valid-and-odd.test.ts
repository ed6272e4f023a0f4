import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import { afterAll, describe, expect, test } from 'vitest';
import { formatProblem } from '../../../src/checker/format';
import { checkThemeFile } from '../../../src/checker/theme-rules';
import { validatorOptions } from '../../../src/screen/validation/validator-options';
import { readSchemaFiles } from '../../../src/build/schemas-dir';
import { check, problemsOf, text, validScreen, where } from './helpers';

// Issue 32: files rjsf renders are accepted, odd ones are refused with a message.

const withFields = (properties: Record<string, unknown>, uiSchema?: unknown) => {
  const screen = validScreen();
  Object.assign((screen.schema as { properties: object }).properties, properties);
  if (uiSchema !== undefined) screen.uiSchema = uiSchema;
  return screen;
};

const tuple = {
  type: 'array',
  title: 'Fixed items',
  items: [
    { type: 'string', title: 'A text' },
    { type: 'boolean', title: 'A yes or no' },
  ],
  additionalItems: { type: 'number', title: 'More' },
};

describe('valid rjsf uiSchemas are accepted', () => {
  test('a fixed list dressed item by item ("items" as a list) and its extra items ("additionalItems")', () => {
    const screen = withFields(
      { fixed: tuple },
      {
        fixed: {
          items: [{ 'ui:widget': 'textarea' }, { 'ui:widget': 'select' }],
          additionalItems: { 'ui:widget': 'updown' },
        },
      },
    );
    const result = check({ 'form.json': text(screen) });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  test('each entry of a tuple uiSchema is checked against its own item', () => {
    const screen = withFields(
      { fixed: tuple },
      {
        fixed: {
          items: [{ 'ui:widget': 'updown' }, {}, {}],
          additionalItems: { 'ui:widget': 'checkbox' },
        },
      },
    );
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      '"ui:widget" "updown" does not fit a text field: use "text", "password", "email", "hostname", "ipv4", "ipv6", "uri", "data-url", "radio", "select", "textarea", "hidden", "date", "datetime", "date-time", "alt-date", "alt-datetime", "time", "color", "file" or "phone"',
      'the uiSchema "items" has 3 entries, but the list has 2 fixed items: dress the extra items under "additionalItems", or remove this entry',
      '"ui:widget" "checkbox" does not fit a number field: use "text", "select", "updown", "range", "radio" or "hidden"',
    ]);
  });

  test('"items" as a list for a list that is not fixed says what it fits', () => {
    const screen = withFields(
      { tags: { type: 'array', items: { type: 'string' } } },
      { tags: { items: [{ 'ui:widget': 'textarea' }] } },
    );
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'the uiSchema "items" is a list, which only fits a list of fixed items ("items" written as a list in the schema): write one object for every item, like "items": { "ui:widget": "textarea" }',
    ]);
  });
});

describe('odd field names are refused', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'a field named "%s"',
    (name) => {
      // Through JSON, as a file holds it: an object literal would take "__proto__" as its prototype.
      const source = text(validScreen()).replace(
        '"properties": {',
        `"properties": {\n      "${name}": { "type": "string" },`,
      );
      expect(problemsOf(source).map(formatProblem)).toEqual([
        `schemas/form.json:${where(source, `"${name}"`).line}:${where(source, `"${name}"`).column} "${name}" is a name every JavaScript object has already, so the form would mix the field up with it: rename the field, like "${name.replace(/^_+|_+$/g, '')}_answer"`,
      ]);
    },
  );

  test('"required" listing such names, with no field of that name (draft-07 suite, required.json)', () => {
    const screen = validScreen();
    (screen.schema as { required: string[] }).required = ['name', 'toString', 'constructor'];
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      '"toString" is a name every JavaScript object has already, so the form would mix the field up with it: rename the field, like "toString_answer"',
      '"constructor" is a name every JavaScript object has already, so the form would mix the field up with it: rename the field, like "constructor_answer"',
    ]);
  });

  test('"sameAs" naming "constructor" or "toString" names no field', () => {
    const screen = withFields({
      again: { type: 'string', sameAs: 'constructor' },
      other: { type: 'string', sameAs: 'toString' },
    });
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'there is no field "constructor" next to this one; use one of: name, email, other',
      'there is no field "toString" next to this one; use one of: name, email, again',
    ]);
  });
});

describe('draft-07 JSON-Schema-Test-Suite cases the build validated wrongly', () => {
  const output = path.resolve(import.meta.dirname, '../../output');
  mkdirSync(output, { recursive: true });
  const dir = mkdtempSync(path.join(output, 'suite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** The validator the build ships for `schema`: ajv standalone code, loaded from disk. */
  const precompiled = (schema: RJSFSchema) => {
    const file = path.join(dir, `v${Math.random().toString(36).slice(2)}.cjs`);
    writeFileSync(file, compileSchemaValidatorsCode(schema, validatorOptions));
    const fns = createRequire(import.meta.url)(file) as ValidatorFunctions;
    return createPrecompiledValidator(fns, schema);
  };

  test('multipleOf.json "float division = inf": 1e308 is no multiple of 0.123456789', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { n: { type: 'integer', multipleOf: 0.123456789 } },
    };
    expect(problemsOf({ title: 'Numbers', submit: 'none', schema })).toEqual([]);
    const validator = precompiled(schema);
    expect(validator.isValid(schema, { n: 1e308 }, schema)).toBe(false);
    // Still right where the quotient is finite, and for a huge exact multiple.
    const half: RJSFSchema = {
      type: 'object',
      properties: { n: { type: 'number', multipleOf: 0.5 } },
    };
    const halves = precompiled(half);
    expect(halves.isValid(half, { n: 1e308 }, half)).toBe(true);
    expect(halves.isValid(half, { n: 2.5 }, half)).toBe(true);
    expect(halves.isValid(half, { n: 2.25 }, half)).toBe(false);
  });

  test('ref.json "ref overrides any sibling keywords": a rule beside $ref is refused, with the allOf that applies it', () => {
    const screen = withFields({
      list: { $ref: '#/definitions/reffed', maxItems: 2, title: 'List' },
    });
    (screen.schema as Record<string, unknown>).definitions = { reffed: { type: 'array' } };
    const source = text(screen);
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"maxItems"'),
        message:
          '"maxItems" next to "$ref" is ignored by JSON Schema draft-07 (and your editor), but the form would apply it: to apply it everywhere, write both inside "allOf": [{ "$ref": "#/definitions/reffed" }, { "maxItems":2 }]',
      },
    ]);
  });
});

describe('an unclosed placeholder is named', () => {
  test.each([
    ['{{PF}', 'closed', '{{PF}}'],
    ['Dear PF}}', 'opened', '{{PF}}'],
  ])('email param "%s"', (param, what, fix) => {
    const screen = { ...validScreen(), email: { template: 't', params: { greeting: param } } };
    const source = text(screen);
    const stray = param.replace('Dear ', '');
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, stray),
        message: `the placeholder "${stray}" in email param "greeting" is not ${what}, so it would stay as written: write ${fix}`,
      },
    ]);
  });
});

describe('a file meant as .json that the app would pass over', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'almost-json-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  test.each([
    ['shout.JSON', 'shout.json'],
    ['space.json ', 'space.json'],
    ['dot.json.', 'dot.json'],
  ])('"%s" is named, with the name to give it', (name, plain) => {
    writeFileSync(path.join(dir, name), text(validScreen()));
    const { problems } = readSchemaFiles(dir);
    expect(problems.filter((p) => p.file === `schemas/${name}`)).toEqual([
      {
        file: `schemas/${name}`,
        line: 1,
        column: 1,
        message: `"${name}" is not read as a screen file: only names ending in exactly ".json" (lowercase, nothing after it) are; rename it to "${plain}"`,
      },
    ]);
  });
});

describe('_theme.json values are only what each can be', () => {
  const refused = (key: string, value: string) =>
    checkThemeFile(JSON.stringify({ [key]: value }), () => true).problems.map((p) => p.message);
  test.each([
    ['font', 'x; } body { display: none } :root { --a:'],
    ['font', 'x</style><script>alert(1)</script>'],
    ['font', 'Georgia, url(https://evil.example/x)'],
    ['logo', '/../../../../etc/passwd'],
    ['logo', '/img/../../secret.png'],
    ['logo', 'https://example.org/a"onerror="alert(1)'],
    ['logo', 'javascript:alert(1)'],
    ['primaryColor', 'red;}body{display:none'],
  ])('%s %j is refused', (key, value) => {
    expect(refused(key, value)).toEqual([
      expect.stringMatching(new RegExp(`^"${key}" .* is not written as expected: write `)),
    ]);
  });

  test.each([
    ['font', "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"],
    ['font', '"Noto Sans JP", sans-serif'],
    ['font', 'ヒラギノ角ゴ Pro, serif'],
    ['logo', '/logo.svg'],
    ['logo', '/brand/logo-2.png'],
    ['logo', 'https://cdn.example.org/logo.png?v=2'],
  ])('%s %j is accepted', (key, value) => {
    expect(refused(key, value)).toEqual([]);
  });
});

describe('a pattern people would be told nothing about', () => {
  test('warns, at the pattern, with the message to write', () => {
    const screen = withFields({
      invoice: { type: 'string', pattern: '^INV-[0-9]{6}$', examples: ['INV-123456'] },
    });
    const source = text(screen);
    const result = check({ 'form.json': source });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"pattern"'),
        message:
          '"pattern" "^INV-[0-9]{6}$" has no message of its own, so a person whose answer does not match is only told "This is not written the expected way: check it": say what to write, like "errorMessage": { "pattern": "Write it like INV-123456" }',
      },
    ]);
  });

  test.each([
    ['a pattern the form has words for', { pattern: '^[0-9]{6}$' }],
    [
      'an own message for "pattern"',
      { pattern: '^INV-[0-9]{6}$', errorMessage: { pattern: 'Write INV-123456' } },
    ],
    ['one message for every rule', { pattern: '^INV-[0-9]{6}$', errorMessage: 'Write INV-123456' }],
  ])('no warning for %s', (_what, rules) => {
    const result = check({ 'form.json': text(withFields({ code: { type: 'string', ...rules } })) });
    expect(result).toMatchObject({ problems: [], warnings: [] });
  });

  test('a pattern that is no regular expression gets its problem, not a word about its message', () => {
    const result = check({
      'form.json': text(withFields({ code: { type: 'string', pattern: '([0-9]' } })),
    });
    expect(result.problems.map((p) => p.message)).toEqual([
      expect.stringContaining('"pattern" is not a valid regular expression'),
    ]);
    expect(result.warnings).toEqual([]);
  });
});
