import { describe, expect, test } from 'vitest';
import { check, expectOnly, problemsOf, text, validScreen, where } from './helpers';

function withSchema(change: (schema: Record<string, unknown>) => void) {
  const screen = validScreen();
  change(screen.schema as Record<string, unknown>);
  return screen;
}
const props = (s: Record<string, unknown>) =>
  s.properties as Record<string, Record<string, unknown>>;

describe('checkScreenFiles: the file', () => {
  test('a valid screen has no problems', () => {
    expect(problemsOf(validScreen())).toEqual([]);
  });

  test('invalid JSON says where and what to write', () => {
    const source = '{\n  "title": "Form",\n  "schema": { "type": "object", },\n}';
    expect(problemsOf(source)[0]).toEqual({
      file: 'schemas/form.json',
      line: 3,
      column: 33,
      message:
        'invalid JSON: a key in "double quotes" is expected here (JSON allows no comma before } or ])',
    });
  });

  test('a key written twice is reported at the second one', () => {
    const source = '{\n  "title": "A",\n  "title": "B",\n  "submit": "none",\n  "schema": {}\n}';
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        line: 3,
        column: 3,
        message:
          'duplicate key "title": it is already on line 2 and only the last one would count; keep one',
      },
    ]);
  });

  test('a file name that is not a slug', () => {
    const result = check({ 'My Form.json': text(validScreen()) });
    expect(result.problems).toEqual([
      {
        file: 'schemas/My Form.json',
        line: 1,
        column: 1,
        message:
          'the file name "My Form.json" is not a slug: use lowercase letters, digits and hyphens, like "my-form.json"',
      },
    ]);
  });

  test('a file that is not an object', () => {
    expect(problemsOf('[1, 2]')).toEqual([
      {
        file: 'schemas/form.json',
        line: 1,
        column: 1,
        message: 'a screen file must be one JSON object: { "title": ..., "schema": ... }',
      },
    ]);
  });
});

describe('checkScreenFiles: keys of a screen file', () => {
  test('a missing title', () => {
    const screen = validScreen();
    delete screen.title;
    expect(problemsOf(screen)).toEqual([
      {
        file: 'schemas/form.json',
        line: 1,
        column: 1,
        message:
          'missing required key "title": add "title": "Contact us" (the heading and the name on the home page)',
      },
    ]);
  });

  test('a missing schema', () => {
    const screen = validScreen();
    delete screen.schema;
    const { actual, expected } = expectOnly(
      screen,
      '{',
      'missing required key "schema": add "schema": { "type": "object", "properties": { ... } } with the form\'s fields',
    );
    // The placeholder {{name}} has no schema to name a field of, so only the key is reported.
    expect(actual).toContainEqual(expected[0]);
  });

  test('a misspelled key gets a did-you-mean', () => {
    const screen = { ...validScreen(), desciption: 'Hello' };
    const { actual, expected } = expectOnly(
      screen,
      '"desciption"',
      'unknown key "desciption": did you mean "description"?',
    );
    expect(actual).toEqual(expected);
  });

  test('an unknown key far from any known one lists the keys', () => {
    const { actual } = expectOnly({ ...validScreen(), colour: 'red' }, '', '');
    expect(actual[0]?.message).toMatch(/^unknown key "colour": the keys are "\$schema", "title",/);
  });

  test('a bad enum value names the allowed ones', () => {
    const { actual, expected } = expectOnly(
      { ...validScreen(), access: 'members-only' },
      '"members-only"',
      '"access" must be "public" or "signed-in", not "members-only"',
    );
    expect(actual).toEqual(expected);
  });

  test('a value of the wrong type', () => {
    const { actual, expected } = expectOnly(
      { ...validScreen(), hidden: 'yes' },
      '"yes"',
      '"hidden" must be true or false, not the text "yes"',
    );
    expect(actual).toEqual(expected);
  });

  test('a path that is not a route', () => {
    const { actual, expected } = expectOnly(
      { ...validScreen(), path: 'Contact Us' },
      '"Contact Us"',
      '"path" "Contact Us" is not written as expected: it must start with / and use lowercase letters, digits and hyphens, like "/contact"',
    );
    expect(actual).toEqual(expected);
  });

  test('a screen without email', () => {
    const screen = validScreen();
    delete screen.email;
    expect(problemsOf(screen)).toEqual([
      {
        file: 'schemas/form.json',
        line: 1,
        column: 1,
        message:
          'missing required key "email": add "email": { "template": "<EmailJS template id>" } to say what is sent, "responses": true to keep the answers for you to read instead, or "submit": "none" for a screen that only shows information',
      },
    ]);
  });

  test('submit "none" needs no email', () => {
    const screen: Record<string, unknown> = { ...validScreen(), submit: 'none' };
    delete screen.email;
    expect(problemsOf(screen)).toEqual([]);
  });

  test('email without template, and a misspelled email key', () => {
    const screen = { ...validScreen(), email: { templat: 'x' } };
    const source = text(screen);
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"email": {', 2),
        message:
          'missing required key "template" in "email": add "template": "<EmailJS template id>", like "template_contact"',
      },
      {
        file: 'schemas/form.json',
        ...where(source, '"templat"'),
        message: 'unknown key "templat" in "email": did you mean "template"?',
      },
    ]);
  });

  test('a prefill source that does not exist', () => {
    const { actual, expected } = expectOnly(
      { ...validScreen(), prefill: { name: 'cookie.name' } },
      '"cookie.name"',
      'prefill source "cookie.name" is not known: use "user.email", "user.name", "user.uid" or "query.<link parameter>"',
    );
    expect(actual).toEqual(expected);
  });
});

describe('checkScreenFiles: a schema that does not compile', () => {
  test('an unknown type name', () => {
    const screen = withSchema((s) => (props(s).name!.type = 'strng'));
    const { actual, expected } = expectOnly(
      screen,
      '"strng"',
      'unknown type "strng": did you mean "string"?',
    );
    expect(actual).toEqual(expected);
  });

  test('an unknown type far from any lists the types', () => {
    const screen = withSchema((s) => (props(s).name!.type = 'text'));
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'unknown type "text": use "array", "boolean", "integer", "null", "number", "object" or "string"',
    ]);
  });

  test('an invalid regex in pattern', () => {
    const screen = withSchema((s) => (props(s).name!.pattern = '([0-9]'));
    const { actual, expected } = expectOnly(
      screen,
      '"([0-9]"',
      '"pattern" is not a valid regular expression (/([0-9]/u: Unterminated group): check the brackets and backslashes (in JSON a regex backslash is written twice, like "^\\\\d{5}$")',
    );
    expect(actual).toEqual(expected);
  });

  test('an invalid regex as a patternProperties name', () => {
    const screen = withSchema((s) => (s.patternProperties = { '^x[': { type: 'string' } }));
    const { actual } = expectOnly(screen, '', '');
    const source = text(screen);
    expect(actual).toEqual([
      expect.objectContaining({
        ...where(source, '"^x["'),
        message: expect.stringMatching(
          /^the "patternProperties" name "\^x\[" is not a valid regular expression/,
        ),
      }),
    ]);
  });

  test('a local $ref to nothing', () => {
    const screen = withSchema((s) => {
      s.definitions = { address: { type: 'string' } };
      props(s).home = { $ref: '#/definitions/adress' };
    });
    const { actual, expected } = expectOnly(
      screen,
      '"#/definitions/adress"',
      '"$ref" points to nothing: "#/definitions/adress" has no "adress" under "definitions" in this file: did you mean "address"?',
    );
    expect(actual).toEqual(expected);
  });

  test('a $ref into a shared file that lacks the piece', () => {
    const screen = withSchema(
      (s) => (props(s).home = { $ref: '_address.json#/definitions/adress' }),
    );
    const source = text(screen);
    const result = check({
      'form.json': source,
      '_address.json': text({ definitions: { address: { type: 'object', properties: {} } } }),
    });
    expect(result.problems).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"_address.json#/definitions/adress"'),
        message:
          '"$ref" points to nothing: "_address.json#/definitions/adress" has no "adress" under "definitions" in _address.json: did you mean "address"?',
      },
    ]);
  });

  test('a $ref to a shared file that does not exist', () => {
    const screen = withSchema(
      (s) => (props(s).home = { $ref: '_adress.json#/definitions/address' }),
    );
    const source = text(screen);
    const result = check({ 'form.json': source, '_address.json': '{ "definitions": {} }' });
    expect(result.problems).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"_adress.json#/definitions/address"'),
        message:
          '"$ref" points at "_adress.json", which is not in schemas/: did you mean "_address.json"?',
      },
    ]);
  });

  test('a $ref to an outside address', () => {
    const screen = withSchema((s) => (props(s).home = { $ref: 'https://example.org/a.json' }));
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      '"$ref" cannot point at "https://example.org/a.json": write "#/definitions/<name>" for this file or "_<file>.json#/definitions/<name>" for a shared file in schemas/',
    ]);
  });

  test('a problem inside a shared file is reported in that file, once', () => {
    const shared = text({ definitions: { address: { type: 'objekt' } } });
    const one = withSchema((s) => (props(s).home = { $ref: '_address.json#/definitions/address' }));
    const result = check({ 'a.json': text(one), 'b.json': text(one), '_address.json': shared });
    expect(result.problems).toEqual([
      {
        file: 'schemas/_address.json',
        ...where(shared, '"objekt"'),
        message: 'unknown type "objekt": did you mean "object"?',
      },
    ]);
  });

  test('an unknown keyword gets a did-you-mean', () => {
    const screen = withSchema((s) => (props(s).name!.minLenght = 3));
    const { actual, expected } = expectOnly(
      screen,
      '"minLenght"',
      'unknown keyword "minLenght": did you mean "minLength"?',
    );
    expect(actual).toEqual(expected);
  });

  test('errorMessage is a known keyword', () => {
    const screen = withSchema((s) => {
      props(s).name!.minLength = 2;
      props(s).name!.errorMessage = { minLength: 'Longer, please', _: 'Check your name' };
      s.errorMessage = { required: { name: 'Your name, please' } };
    });
    expect(problemsOf(screen)).toEqual([]);
  });

  test('an errorMessage for a rule the field does not have gets a did-you-mean', () => {
    const screen = withSchema((s) => {
      props(s).name!.minLength = 2;
      props(s).name!.errorMessage = { minLenght: 'Longer, please' };
    });
    const { actual, expected } = expectOnly(
      screen,
      '"minLenght"',
      '"errorMessage" has a message for "minLenght", which is not a rule here: write it next to the rule it is about: did you mean "minLength"?',
    );
    expect(actual).toEqual(expected);
  });

  test('an errorMessage for a rule written on another schema is named', () => {
    const screen = withSchema((s) => (props(s).name!.errorMessage = { required: 'Your name!' }));
    const { actual, expected } = expectOnly(
      screen,
      '"required": "Your name!"',
      '"errorMessage" has a message for "required", which is not a rule here: write it next to the rule it is about: the rules here are "type" and "title"',
    );
    expect(actual).toEqual(expected);
  });

  test('a required message for a field that required does not list', () => {
    const screen = withSchema((s) => (s.errorMessage = { required: { nmae: 'Your name!' } }));
    const { actual, expected } = expectOnly(
      screen,
      '"nmae"',
      '"errorMessage" has a "required" message for "nmae", which "required" does not list: did you mean "name"?',
    );
    expect(actual).toEqual(expected);
  });

  test('an unknown format gets a did-you-mean', () => {
    const screen = withSchema((s) => (props(s).email!.format = 'e-mail'));
    const { actual, expected } = expectOnly(
      screen,
      '"e-mail"',
      'unknown format "e-mail": did you mean "email"?',
    );
    expect(actual).toEqual(expected);
  });

  test('required naming a field that is not defined', () => {
    const screen = withSchema((s) => (s.required = ['name', 'emial']));
    const { actual, expected } = expectOnly(
      screen,
      '"emial"',
      '"required" names "emial", which is not a field here: add it under "properties" or remove it from "required": did you mean "email"?',
    );
    expect(actual).toEqual(expected);
  });

  test('required may name fields defined in conditions, dependencies and patternProperties', () => {
    const screen = withSchema((s) => {
      s.required = ['name', 'phone', 'x-extra'];
      s.patternProperties = { '^x-': { type: 'string' } };
      s.dependencies = { email: { properties: { phone: { type: 'string' } } } };
      s.allOf = [{ if: { required: ['email'] }, then: { required: ['phone'] } }];
    });
    expect(problemsOf(screen)).toEqual([]);
  });

  test('a draft-04 style boolean bound is a bad value', () => {
    const screen = withSchema((s) => (props(s).name!.exclusiveMinimum = true));
    const { actual, expected } = expectOnly(
      screen,
      'true',
      '"exclusiveMinimum" must be a number, not true',
    );
    expect(actual).toEqual(expected);
  });

  test('whatever else the form validator cannot compile is reported at "schema"', () => {
    const screen = withSchema((s) => (props(s).name!.errorMessage = 5));
    const { actual, expected } = expectOnly(
      screen,
      '"schema"',
      'the schema does not compile: keyword "errorMessage" value is invalid at path "#/properties/name": data must be string, data must be object, data must match a schema in anyOf',
    );
    expect(actual).toEqual(expected);
  });
});

describe('checkScreenFiles: rules no answer can pass', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['minLength > maxLength', { minLength: 5, maxLength: 2 }, '"maxLength"', 'no answer can pass: "maxLength" 2 is below "minLength" 5; make the text length range possible, e.g. "maxLength": 5'],
    ['minimum > maximum', { type: 'number', minimum: 10, maximum: 1 }, '"maximum"', 'no answer can pass: "maximum" 1 is below "minimum" 10; make the number range possible, e.g. "maximum": 10'],
    ['exclusiveMinimum = maximum', { type: 'number', exclusiveMinimum: 3, maximum: 3 }, '"maximum"', 'no answer can pass: "maximum" 3 is equal to "exclusiveMinimum" 3; make the number range possible, e.g. "maximum": 4'],
    ['minimum = exclusiveMaximum', { type: 'number', minimum: 3, exclusiveMaximum: 3 }, '"exclusiveMaximum"', 'no answer can pass: "exclusiveMaximum" 3 is equal to "minimum" 3; make the number range possible, e.g. "exclusiveMaximum": 4'],
    ['minItems > maxItems', { type: 'array', items: {}, minItems: 3, maxItems: 1 }, '"maxItems"', 'no answer can pass: "maxItems" 1 is below "minItems" 3; make the number of entries range possible, e.g. "maxItems": 3'],
    ['minProperties > maxProperties', { type: 'object', minProperties: 2, maxProperties: 1 }, '"maxProperties"', 'no answer can pass: "maxProperties" 1 is below "minProperties" 2; make the number of fields range possible, e.g. "maxProperties": 2'],
  ]; // prettier-ignore
  test.each(cases)('%s', (_name, field, needle, message) => {
    const screen = withSchema((s) => (props(s).extra = field));
    const { actual, expected } = expectOnly(screen, needle, message);
    expect(actual).toEqual(expected);
  });

  test('equal bounds that are inclusive are fine', () => {
    const screen = withSchema(
      (s) => (props(s).pin = { type: 'string', minLength: 4, maxLength: 4 }),
    );
    expect(problemsOf(screen)).toEqual([]);
  });
});

describe('checkScreenFiles: names of fields', () => {
  const nested = () =>
    withSchema((s) => {
      s.definitions = { item: { type: 'object', properties: { product: { type: 'string' } } } };
      props(s).address = { type: 'object', properties: { city: { type: 'string' } } };
      props(s).items = { type: 'array', items: { $ref: '#/definitions/item' } };
      s.if = { properties: { name: { const: 'x' } } };
      s.then = { properties: { reason: { type: 'string' } } };
    });

  test('placeholders reach nested fields, array items, refs, conditions and special paths', () => {
    const screen = nested();
    screen.email = {
      template: 't',
      params: {
        a: '{{address.city}} {{items.0.product}} {{reason}} {{ name }}',
        b: '{{user.email}} {{screen.title}} {{screen.slug}} {{submittedAt}} {{user.uid}}',
      },
    };
    expect(problemsOf(screen)).toEqual([]);
  });

  test('a placeholder naming no field points at the placeholder', () => {
    const screen = nested();
    screen.email = { template: 't', params: { subject: 'From {{name}} in {{address.cty}}' } };
    const { actual, expected } = expectOnly(
      screen,
      '{{address.cty}}',
      'the placeholder {{address.cty}} in email param "subject" names no field: "address" has no field "cty": did you mean "city"?',
    );
    expect(actual).toEqual(expected);
  });

  test('a misspelled special placeholder', () => {
    const screen = { ...validScreen(), email: { template: 't', params: { to: '{{user.mail}}' } } };
    const { actual, expected } = expectOnly(
      screen,
      '{{user.mail}}',
      'the placeholder {{user.mail}} in email param "to" names no field: did you mean {{user.email}}?',
    );
    expect(actual).toEqual(expected);
  });

  test('a numbered item of something that is not a list', () => {
    const screen = nested();
    screen.email = { template: 't', params: { c: '{{address.0}}' } };
    expect(problemsOf(screen).map((p) => p.message)).toEqual([
      'the placeholder {{address.0}} in email param "c" names no field: "address" has no field "0": "address" is not a list, so it has no numbered items',
    ]);
  });

  test('a placeholder after escaped text still points at the right column', () => {
    const screen = {
      ...validScreen(),
      email: { template: 't', params: { s: '\u00e9\\"q\\" {{nme}}' } },
    };
    const source = text(screen);
    expect(problemsOf(source)[0]).toMatchObject({ ...where(source, '{{nme}}') });
  });

  test('prefill naming a field that does not exist', () => {
    const screen = { ...nested(), prefill: { 'address.town': 'query.town', email: 'user.email' } };
    const { actual, expected } = expectOnly(
      screen,
      '"address.town"',
      'prefill names "address.town", but "address" has no field "town": the fields there are "city"',
    );
    expect(actual).toEqual(expected);
  });

  test('steps naming an unknown field, a field twice, and fields in no step', () => {
    const screen = {
      ...validScreen(),
      steps: [
        { title: 'One', fields: ['name', 'nmae'] },
        { title: 'Two', fields: ['name'] },
      ],
    };
    const source = text(screen);
    expect(problemsOf(source)).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, '"steps"'),
        message: '"email" is in no step: add it to the "fields" of one step',
      },
      {
        file: 'schemas/form.json',
        ...where(source, '"nmae"'),
        message: 'step 1 names "nmae", which is not a top-level field: did you mean "name"?',
      },
      {
        file: 'schemas/form.json',
        ...where(source, '"name"', 4),
        message:
          '"name" is already in step 1: every field belongs to exactly one step, so remove it from one of them',
      },
    ]);
  });

  test('steps covering every field once are fine', () => {
    const screen = {
      ...validScreen(),
      steps: [
        { title: 'A', fields: ['name'] },
        { title: 'B', fields: ['email'] },
      ],
    };
    expect(problemsOf(screen)).toEqual([]);
  });
});

describe('checkScreenFiles: routes', () => {
  test('two screens with the same route: a problem in each, naming the other', () => {
    const a = text({ ...validScreen(), path: '/join' });
    const b = text({ ...validScreen(), path: '/join' });
    const result = check({ 'a.json': a, 'b.json': b });
    expect(result.problems).toEqual([
      {
        file: 'schemas/a.json',
        ...where(a, '"/join"'),
        message:
          'the route "/join" is also used by schemas/b.json: give one of them another "path"',
      },
      {
        file: 'schemas/b.json',
        ...where(b, '"/join"'),
        message:
          'the route "/join" is also used by schemas/a.json: give one of them another "path"',
      },
    ]);
  });

  test('a path equal to a file name route', () => {
    const b = text({ ...validScreen(), path: '/join' });
    const result = check({ 'join.json': text(validScreen()), 'b.json': b });
    const { line, column } = where(b, '"/join"');
    expect(result.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      `schemas/b.json:${line}:${column} the route "/join" is also used by schemas/join.json: give one of them another "path"`,
      'schemas/join.json:1:1 the route "/join" is also used by schemas/b.json: give one of them another "path"',
    ]);
  });

  test.each(['/', '/sign-in', '/preview', '/responses', '/responses/form'])(
    'the app route %s is taken',
    (route) => {
      const screen = { ...validScreen(), path: route };
      const source = text(screen);
      const problems = problemsOf(source).filter((p) => p.message.includes('belongs to the app'));
      expect(problems).toEqual([
        {
          file: 'schemas/form.json',
          ...where(source, `"${route}"`),
          message: expect.stringContaining(
            `the route "${route}" belongs to the app itself: choose another "path"`,
          ),
        },
      ]);
    },
  );

  test.each(['/fr', '/ar/contact'])("a path under a language's prefix (%s) is taken", (route) => {
    const source = text({ ...validScreen(), path: route });
    const problems = problemsOf(source).filter((p) => p.message.includes('where the app puts'));
    expect(problems).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, `"${route}"`),
        message: `the route "${route}" starts with "/${route.slice(1, 3)}", where the app puts its pages in ${route.startsWith('/fr') ? 'French (fr)' : 'Arabic (ar)'}: choose another "path", like "/my-form"`,
      },
    ]);
  });

  test('a file named like an app route', () => {
    const result = check({ 'preview.json': text(validScreen()) });
    expect(result.problems).toEqual([
      {
        file: 'schemas/preview.json',
        line: 1,
        column: 1,
        message:
          'the route "/preview" belongs to the app itself: rename the file or add a "path", like "/my-preview"',
      },
    ]);
  });
});

describe('checkScreenFiles: what the build is configured with', () => {
  const captchaScreen = () => text({ ...validScreen(), captcha: true });

  test('a captcha screen in a build without a reCAPTCHA site key is named at "captcha"', () => {
    const source = captchaScreen();
    const { problems } = check(
      { 'form.json': source },
      { deployment: { recaptchaSiteKey: false } },
    );
    expect(problems).toEqual([
      {
        file: 'schemas/form.json',
        ...where(source, 'true'),
        message:
          '"captcha" is on, but this build has no reCAPTCHA site key, so nobody could send: set PUBLIC_RECAPTCHA_SITE_KEY for the build (see README.md), or remove "captcha"',
      },
    ]);
  });

  test('with a site key, or where the screen itself says captcha is not configured, all is well', () => {
    const files = { 'form.json': captchaScreen() };
    expect(check(files, { deployment: { recaptchaSiteKey: true } }).problems).toEqual([]);
    expect(check(files).problems).toEqual([]);
  });
});

describe('checkScreenFiles: the entries', () => {
  test('a broken screen keeps its own problems and no usable screen', () => {
    const result = check({ 'a.json': '{ "title": ', 'b.json': text(validScreen()) });
    const [a, b] = result.screens;
    expect(a?.problems.length).toBeGreaterThan(0);
    expect(a?.screen).toBeNull();
    expect(b?.problems).toEqual([]);
    expect(b?.screen?.title).toBe('Form');
  });

  test('shared files must be valid JSON too', () => {
    const result = check({ 'a.json': text(validScreen()), '_parts.json': '{ "a": 1,, }' });
    expect(result.problems[0]).toEqual({
      file: 'schemas/_parts.json',
      line: 1,
      column: 10,
      message:
        'invalid JSON: a key in "double quotes" is expected here (JSON allows no comma before } or ])',
    });
  });
});
