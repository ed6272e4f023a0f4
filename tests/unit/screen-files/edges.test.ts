import { describe, expect, test } from 'vitest';
import { formatProblem } from '../../../src/shared/screen-files/format';
import { check, expectOnly, problemsOf, text, validScreen, where } from './helpers';

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

/** The valid screen with `change` made to its "name" field. */
function withName(change: Record<string, unknown>) {
  const screen = validScreen();
  const schema = screen.schema as { properties: Record<string, object> };
  schema.properties.name = { ...schema.properties.name, ...change };
  return screen;
}

describe('issue 17, item 2: what would freeze a browser or the checker is refused', () => {
  test('a catastrophic "pattern" is refused with why and a safer rewrite', () => {
    const { actual, expected } = expectOnly(
      withName({ pattern: '^(a+)+$' }),
      '"^(a+)+$"',
      '"pattern" can freeze the browser: "a+" repeats inside "(a+)+", and the two can share out the same text in many ways, so an answer like "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!" takes the browser minutes to check and the page freezes; write it so each repetition can match in one way only, like "^(a)+$" (check that it still accepts what you mean)',
    );
    expect(actual).toEqual(expected);
  });

  test.each([
    ['^(\\w+\\s?)*$', '"^(\\\\w\\\\s?)*$"'],
    ['(a*)*b', '"(a)*b"'],
  ])('%s is refused too, with the rewrite written as JSON: %s', (pattern, rewrite) => {
    const [problem, ...more] = problemsOf(withName({ pattern }));
    expect(more).toEqual([]);
    expect(problem?.message).toMatch(/^"pattern" can freeze the browser: /);
    expect(problem?.message).toContain(
      `like ${rewrite} (check that it still accepts what you mean)`,
    );
  });

  test('patterns that only look alike stay allowed: a slug, the usual email check', () => {
    for (const pattern of ['^[a-z0-9]+(?:-[a-z0-9]+)*$', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$']) {
      expect(problemsOf(withName({ pattern }))).toEqual([]);
    }
  });

  test('the same pattern in "patternProperties" is refused without hanging the checker on field names', () => {
    const screen = validScreen();
    Object.assign(screen.schema as object, {
      patternProperties: { '^(a+)+$': { type: 'string' } },
    });
    // A field name the pattern would take minutes to reject.
    screen.email = { template: 't', params: { subject: `{{${'a'.repeat(40)}!}}` } };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^the "patternProperties" name "\^\(a\+\)\+\$" can freeze the browser: /,
      ),
    ]);
  });

  test('a "pattern" longer than 500 characters is refused', () => {
    const pattern = `^(?:${Array.from({ length: 150 }, (_, i) => `w${i}`).join('|')})$`;
    expect(problemsOf(withName({ pattern })).map((p) => p.message)).toEqual([
      `"pattern" is ${pattern.length} characters long, more than the 500 a regular expression may have here: shorten it, or check the answer with "format", "enum" or several fields instead`,
    ]);
  });

  test('an enum of 100,000 values is one message, not a hang', () => {
    const screen = withName({ enum: Array.from({ length: 100_000 }, (_, i) => i) });
    const source = JSON.stringify(screen);
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"enum"'),
        message:
          '"enum" has 100000 values, more than the 1000 a choice may have: no one picks from a list that long; ask for the answer as text with a "pattern" or "format", or split the choice in two',
      },
    ]);
  });

  test('more than 1000 fields is one message, where the 1001st is added', () => {
    const group = (g: number) => ({
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 400 }, (_, i) => [`f${g}_${i}`, { type: 'string' }]),
      ),
    });
    const screen = { ...validScreen(), submit: 'none', email: undefined };
    screen.schema = { type: 'object', properties: { a: group(1), b: group(2), c: group(3) } };
    const source = text(screen);
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"properties"', 4),
        message:
          'this file has more than 1000 fields by here: no one fills in a form that long; split it into several screens',
      },
    ]);
  });

  test('a file over 1 MB is one message', () => {
    const screen = withName({ description: 'x'.repeat(1_000_000) });
    expect(problemsOf(screen)).toEqual([
      {
        file: 'schemas/form.json',
        line: 1,
        column: 1,
        message:
          'the file is 1001 KB, more than the 1000 KB (1 MB) a screen file may have: a form that big is a mistake, so check what was pasted in, or split it into screens and shared _*.json files',
      },
    ]);
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
