import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, test } from 'vitest';
import { formatProblem } from '../../../src/checker/format';
import { REGISTRY_FIELDS } from '../../../src/checker/ui-rules';
import { REGISTRY_WIDGETS } from '../../../src/screen/rendered-widget';
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
    const screen: Record<string, unknown> = { ...validScreen(), submit: 'none', email: undefined };
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

/** The valid screen with a uiSchema. */
const withUi = (uiSchema: unknown) => ({ ...validScreen(), uiSchema });

describe('issue 17, item 5: mistakes that went through are reported', () => {
  test.each<[string, unknown, string, string, number?]>([
    [
      '"ui:order" leaving a field out without "*"',
      { 'ui:order': ['email'] },
      '[',
      '"ui:order" leaves out "name", and the form would not open: add it, or add "*" where every field not listed goes',
      2,
    ],
    [
      'an unknown "ui:widget"',
      { name: { 'ui:widget': 'textara' } },
      '"textara"',
      'unknown "ui:widget" "textara": did you mean "textarea"?',
    ],
    [
      'a "ui:widget" of another type',
      { email: { 'ui:widget': 'checkboxes' } },
      '"checkboxes"',
      '"ui:widget" "checkboxes" does not fit a text field: use "text", "password", "email", "hostname", "ipv4", "ipv6", "uri", "data-url", "radio", "select", "textarea", "hidden", "date", "datetime", "date-time", "alt-date", "alt-datetime", "time", "color", "file" or "phone"',
    ],
    [
      'an unknown "ui:field"',
      { name: { 'ui:field': 'StringFeild' } },
      '"StringFeild"',
      'unknown "ui:field" "StringFeild": did you mean "StringField"?',
    ],
    [
      'a misspelled option',
      { name: { 'ui:placehodler': 'Ana' } },
      '"ui:placehodler"',
      'unknown uiSchema option "ui:placehodler": did you mean "ui:placeholder"?',
    ],
    [
      'an option without "ui:"',
      { name: { placeholder: 'Ana' } },
      '"placeholder"',
      '"placeholder" needs "ui:" in front to be an option: write "ui:placeholder"',
    ],
  ])('uiSchema: %s', (_what, uiSchema, needle, message, nth = 1) => {
    const { actual, expected } = expectOnly(withUi(uiSchema), needle, message, nth);
    expect(actual).toEqual(expected);
  });

  test("the widget and field names the checker knows are the form registry's", () => {
    const registry = getDefaultRegistry();
    // The app's theme replaces some of these widgets by name, and adds none.
    expect([...REGISTRY_WIDGETS].sort()).toEqual(Object.keys(registry.widgets).sort());
    expect([...REGISTRY_FIELDS].sort()).toEqual(Object.keys(registry.fields).sort());
  });

  test('"ui:order" naming a missing field: that one, and the field it leaves out', () => {
    expect(problemsOf(withUi({ 'ui:order': ['name', 'emial'] })).map((p) => p.message)).toEqual([
      '"ui:order" leaves out "email", and the form would not open: add it, or add "*" where every field not listed goes',
      '"ui:order" names "emial", which is not a field here: did you mean "email"?',
    ]);
  });

  test('a uiSchema keyed by a misspelled field is a warning: the form still works (issue 32)', () => {
    const source = text(withUi({ nmae: { 'ui:widget': 'textarea' } }));
    const result = check({ 'form.json': source });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"nmae"'),
        message:
          'the uiSchema names "nmae", which is not a field of the form, so the form leaves it unused: did you mean "name"?',
      },
    ]);
  });

  test('"ui:className" (rjsf\'s own sample `nested`) is a warning naming "ui:classNames" (issue 45)', () => {
    const source = text(withUi({ name: { 'ui:className': 'wide' } }));
    const result = check({ 'form.json': source });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"ui:className"'),
        message:
          '"ui:className" is no option of this form\'s version of react-jsonschema-form, so the form leaves it unused: did you mean "ui:classNames"?',
      },
    ]);
  });

  test('the uiSchema of a group and of list items is checked against their own fields', () => {
    const screen = validScreen();
    const schema = screen.schema as { properties: Record<string, unknown> };
    schema.properties.address = { type: 'object', properties: { city: { type: 'string' } } };
    schema.properties.people = {
      type: 'array',
      items: { type: 'object', properties: { age: { type: 'integer' } } },
    };
    screen.uiSchema = {
      address: { citty: { 'ui:widget': 'textarea' } },
      people: { items: { age: { 'ui:widget': 'updown' }, aeg: {} } },
    };
    const result = check({ 'form.json': text(screen) });
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((p) => p.message)).toEqual([
      'the uiSchema names "citty", which is not a field of "address", so the form leaves it unused: did you mean "city"?',
      'the uiSchema names "aeg", which is not a field of "people.items", so the form leaves it unused: did you mean "age"?',
    ]);
  });

  test('a correct uiSchema (order with "*", widgets by type, nested fields) passes', () => {
    const screen = withUi({
      'ui:order': ['email', '*'],
      name: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 }, 'ui:placeholder': 'Ana' },
      email: { 'ui:widget': 'TextWidget', 'ui:help': 'We answer here' },
      'ui:submitButtonOptions': { submitText: 'Send' },
    });
    expect(problemsOf(screen)).toEqual([]);
  });

  test('a number beyond what JavaScript holds (1e400) is reported where written', () => {
    const source = text(withName({ maxLength: 5 })).replace('"maxLength": 5', '"maxLength": 1e400');
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '1e400'),
        message:
          'the number 1e400 is too large for a browser, which would read it as infinity: write a number with at most 308 digits, or leave the rule out',
      },
    ]);
  });

  test('"const" contradicting "enum" or "type"', () => {
    expect(problemsOf(withName({ const: 'a', enum: ['b', 'c'] })).map((p) => p.message)).toEqual([
      'no answer can pass: "const" "a" is not one of the "enum" values; make it one of them, or remove "const" or "enum"',
    ]);
    expect(problemsOf(withName({ const: 5 })).map((p) => p.message)).toEqual([
      'no answer can pass: "const" 5 is not of "type" "string"; write the value as that type, like "5", or change "type"',
    ]);
  });

  test('a false schema for a field or for the whole form', () => {
    const field = validScreen();
    (field.schema as { properties: Record<string, unknown> }).properties.email = false;
    const { actual, expected } = expectOnly(
      field,
      'false',
      'the field "email" has the schema false, so no answer can pass and the form can never be sent: give it a schema like { "type": "string" }, or remove the field',
    );
    expect(actual).toEqual(expected);
    expect(problemsOf({ ...validScreen(), schema: false }).map((p) => p.message)).toEqual([
      '"schema" is false, which makes no form: write the form\'s fields, like { "type": "object", "properties": { "name": { "type": "string" } } }',
    ]);
  });

  test('a "$ref" into _theme.json, which holds no pieces of forms', () => {
    const screen = validScreen();
    (screen.schema as { properties: Record<string, unknown> }).properties.email = {
      $ref: '_theme.json#/primaryColor',
    };
    const result = check({
      'form.json': text(screen),
      '_theme.json': text({ primaryColor: '#1565c0' }),
      '_address.json': text({ definitions: { address: { type: 'object' } } }),
    });
    expect(result.problems.map((p) => p.message)).toEqual([
      '"$ref" points into "_theme.json", which holds the look of the app, not pieces of forms: point at a shared file of fields, like "_address.json"',
    ]);
  });

  test('"enumNames" (react-jsonschema-form 5) points to "ui:enumNames"', () => {
    const { actual, expected } = expectOnly(
      withName({ enum: ['a', 'b'], enumNames: ['A', 'B'] }),
      '"enumNames"',
      '"enumNames" is not used by this form (react-jsonschema-form 6 ignores it, so the choices would show their codes): move the labels to the uiSchema, as "ui:enumNames": [...] under this field, or write the choices as "oneOf": [{ "const": ..., "title": ... }]',
    );
    expect(actual).toEqual(expected);
  });

  test('a recursive "$ref" (a tree of nodes), which the build cannot compile, is refused', () => {
    const screen = validScreen();
    const schema = screen.schema as { definitions?: object; properties: Record<string, unknown> };
    schema.definitions = {
      node: {
        type: 'object',
        properties: {
          label: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/definitions/node' } },
        },
      },
    };
    schema.properties.tree = { $ref: '#/definitions/node' };
    const { actual, expected } = expectOnly(
      screen,
      '"#/definitions/node"',
      '"$ref" "#/definitions/node" leads back to where it is written (a field that holds itself, like a tree): the build cannot turn the rules of such a form into code ahead of time (see "Shared pieces with $ref", docs/guide/shared-pieces.md); write out a fixed number of levels instead',
      2,
    );
    expect(actual).toEqual(expected);
  });
});

describe('a "$ref" leading to a "$ref", thousands of times over', () => {
  test('gets a message saying what to change, not a stack overflow', () => {
    const steps = 3000;
    const definitions: Record<string, object> = { [`a${steps}`]: { type: 'string' } };
    for (let i = 0; i < steps; i++) definitions[`a${i}`] = { $ref: `#/definitions/a${i + 1}` };
    const screen = {
      title: 'Chain',
      submit: 'none',
      schema: { type: 'object', definitions, properties: { x: { $ref: '#/definitions/a0' } } },
    };
    const [problem, ...more] = problemsOf(text(screen));
    expect(more).toEqual([]);
    expect(problem?.message).toBe(
      'the schema does not compile: its "$ref"s lead on to other "$ref"s too many times over (thousands of steps) to be checked: point each "$ref" straight at the definition it means',
    );
  });
});

describe('issue 17, item 9: email params may not take the names EmailJS and the app use', () => {
  test.each([
    ['service_id', 'EmailJS itself uses in a request'],
    ['form_id', "the app fills in itself (the screen's file name)"],
  ])(
    'without "params", a top-level field named "%s" is refused: its answer would be sent under that name',
    (name, reason) => {
      const screen = validScreen();
      screen.email = { template: 't' };
      (screen.schema as { properties: Record<string, object> }).properties[name] = {
        type: 'string',
      };
      const { actual, expected } = expectOnly(
        screen,
        `"${name}"`,
        `the field "${name}" would be sent as the email param "${name}", a name ${reason}, so its answer would never reach the email: rename the field, like "my_${name}", or list what is sent yourself in "email": { "params": { ... } }`,
      );
      expect(actual).toEqual(expected);
      // With params of the author's own, the field's name is not a param: nothing to refuse.
      screen.email = { template: 't', params: { subject: '{{name}}' } };
      expect(problemsOf(text(screen))).toEqual([]);
    },
  );

  test.each([
    ['service_id', 'EmailJS itself uses in a request'],
    ['template_id', 'EmailJS itself uses in a request'],
    ['user_id', 'EmailJS itself uses in a request'],
    ['lib_version', 'EmailJS itself uses in a request'],
    ['g-recaptcha-response', 'EmailJS itself uses in a request'],
    ['form_id', "the app fills in itself (the screen's file name)"],
    ['answers', 'the app fills in itself (every answer, as text)'],
    ['signed_in_uid', "the app fills in itself (the signed-in person's id)"],
  ])('"%s" is refused: a name %s', (param, reason) => {
    const screen = { ...validScreen(), email: { template: 't', params: { [param]: '{{name}}' } } };
    const { actual, expected } = expectOnly(
      screen,
      `"${param}"`,
      `email param "${param}" is a name ${reason}: rename it, like "my_${param.replace(/-/g, '_')}", and use that name in the EmailJS template`,
    );
    expect(actual).toEqual(expected);
  });
});

describe('issue 44: a choice is emailed in words, its code as "<name>_code"', () => {
  const withChoice = (email: Record<string, unknown>) => {
    const screen = validScreen();
    Object.assign((screen.schema as { properties: Record<string, object> }).properties, {
      size: { type: 'string', title: 'Size', oneOf: [{ const: 'm', title: 'Medium' }] },
      stay: {
        type: 'object',
        properties: { food: { type: 'string', enum: ['poor', 'great'] } },
      },
    });
    screen.email = email;
    return screen;
  };

  test('a placeholder may name the code of any field, at any depth', () => {
    const screen = withChoice({
      template: 't',
      params: { size: '{{size_code}}', food: '{{stay.food_code}}', who: '{{name_code}}' },
    });
    expect(problemsOf(text(screen))).toEqual([]);
  });

  test('the code of a field that does not exist names no field', () => {
    const screen = withChoice({ template: 't', params: { size: '{{sise_code}}' } });
    expect(problemsOf(text(screen)).map((p) => p.message)).toEqual([
      'the placeholder {{sise_code}} in email param "size" names no field: there is no field "sise_code": the fields there are "name", "email", "size" and "stay"',
    ]);
  });

  test('without "params", a field named after the code of a choice is refused', () => {
    const screen = withChoice({ template: 't' });
    const fields = (screen.schema as { properties: Record<string, object> }).properties;
    fields.size_code = { type: 'string' };
    // A text field has no code: "name_code" beside it is sent as itself.
    fields.name_code = { type: 'string' };
    const { actual, expected } = expectOnly(
      screen,
      '"size_code"',
      'the field "size_code" would be sent as the email param "size_code", which carries the code of "size" (its answer as stored, where "size" carries the words), so one would overwrite the other: rename the field, like "sizeCode", or list what is sent yourself in "email": { "params": { ... } }',
    );
    expect(actual).toEqual(expected);
    // With params of the author's own, each is named by its own placeholder.
    screen.email = { template: 't', params: { a: '{{size_code}}', b: '{{name_code}}' } };
    expect(problemsOf(text(screen))).toEqual([]);
  });
});
