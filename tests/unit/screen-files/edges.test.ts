import { describe, expect, test } from 'vitest';
import { formatProblem } from '../../../src/shared/screen-files/format';
import { check, problemsOf, text, validScreen, where } from './helpers';

/** `depth` copies of `open`, then `inner`, then as many `close`: JSON nested `depth` levels deep. */
const nested = (depth: number, open: string, close: string, inner: string) =>
  open.repeat(depth) + inner + close.repeat(depth);

const TOO_DEEP = /^nested deeper than 64 levels \(\{ and \[ inside one another\): /;

describe('issue 17, item 1: input that crashed the checker gets one message', () => {
  test.each([
    ['objects', nested(5000, '{"a":', '}', '{}')],
    ['arrays', `{"type":"string","enum":${nested(5000, '[', ']', '1')}}`],
    ['allOf', nested(3000, '{"allOf":[', ']}', '{}')],
    ['items', nested(3000, '{"type":"array","items":', '}', '{}')],
  ])('a schema of %s nested thousands of levels deep', (_shape, schema) => {
    const source = `{"title":"Deep","submit":"none","schema":${schema}}`;
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(TOO_DEEP);
    // At the bracket that opens level 65: the root object is level 1.
    let opened = 0;
    const offset = [...source].findIndex((c) => (c === '{' || c === '[') && ++opened === 65);
    expect(problems[0]).toMatchObject({ line: 1, column: offset + 1 });
  });

  test('a schema nested just under the limit is checked and compiles as usual', () => {
    // 30 allOf levels, a field at the bottom: 63 levels of { and [ in all.
    const schema = nested(30, '{"allOf":[', ']}', '{"properties":{"name":{"type":"string"}}}');
    const result = check({ 'deep.json': `{"title":"Deep","submit":"none","schema":${schema}}` });
    expect(result.problems).toEqual([]);
    expect(result.screens[0]?.screen).not.toBeNull();
  });
});

describe('issue 17, item 3: every message is one readable line', () => {
  test('a file name with ":" or a line break is quoted, so the position after it can be read', () => {
    const lines = check({ 'a:b.json': text(validScreen()), 'c\nd.json': text(validScreen()) })
      .problems.map(formatProblem)
      .sort();
    expect(lines).toEqual([
      '"schemas/a:b.json":1:1 the file name "a:b.json" is not a slug: use lowercase letters, digits and hyphens, like "a-b.json"',
      '"schemas/c\\nd.json":1:1 the file name "c\\nd.json" is not a slug: use lowercase letters, digits and hyphens, like "c-d.json"',
    ]);
  });

  test('a 100 KB placeholder is cut to its ends in the message, and the advice stays', () => {
    const long = 'p'.repeat(100_000);
    const screen = {
      ...validScreen(),
      email: { template: 't', params: { subject: `{{${long}}}` } },
    };
    const [problem, ...more] = problemsOf(screen);
    expect(more).toEqual([]);
    expect(problem?.message).toBe(
      `the placeholder {{${'p'.repeat(38)}…(99954 characters)…pppppppp}} in email param "subject" names no field: there is no field "${'p'.repeat(39)}…(99953 characters)…pppppppp": the fields there are "name" and "email"`,
    );
  });

  test('a long key is cut, and a key with a line break in it stays on one line', () => {
    const screen = validScreen();
    const schema = screen.schema as { properties: Record<string, Record<string, unknown>> };
    schema.properties.name = { type: 'string', ['x'.repeat(200_000)]: 1, 'a\nb': 2 };
    const messages = problemsOf(screen).map((p) => p.message);
    expect(messages).toEqual([
      `unknown keyword "${'x'.repeat(39)}…(199953 characters)…xxxxxxxx": keywords include "$id", "$schema", "$ref", "$comment", "title", "description", "default", "readOnly", "writeOnly", "examples", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern", "additionalItems", "items", ...`,
      'unknown keyword "a\\nb": keywords include "$id", "$schema", "$ref", "$comment", "title", "description", "default", "readOnly", "writeOnly", "examples", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern", "additionalItems", "items", ...',
    ]);
  });
});

describe('issue 17, item 4: files editors write are read as they show them', () => {
  test('a UTF-8 byte order mark (Windows Notepad) is accepted, and columns on line 1 are unchanged', () => {
    expect(problemsOf(`\uFEFF${text(validScreen())}`)).toEqual([]);
    const source = `\uFEFF{ "titel": "Form", "submit": "none", "schema": { "type": "object" } }`;
    expect(problemsOf(source).map(formatProblem)).toContain(
      'schemas/form.json:1:3 unknown key "titel": did you mean "title"?',
    );
  });

  test.each([
    ['\r', 'CR only (classic Mac)'],
    ['\r\n', 'CRLF (Windows)'],
  ])('line ends %j, %s, count as the editor counts them', (newline) => {
    const screen = validScreen();
    (screen.schema as { properties: { email: { format: string } } }).properties.email.format =
      'emial';
    const lf = text(screen);
    const [problem, ...more] = problemsOf(lf.replace(/\n/g, newline));
    expect(more).toEqual([]);
    expect(problem).toMatchObject(where(lf, '"emial"'));
  });
});
