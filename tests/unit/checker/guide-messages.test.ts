import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CheckOptions } from '../../../src/checker/check';
import { addRegexAnalyser } from '../../../src/checker/regex';
import { recheckAnalyser } from '../../../src/checker/recheck-analyser';
import { check, text, validScreen } from './helpers';

// As where Node checks the files (schemas-dir.ts), so recheck's message is reproduced too.
addRegexAnalyser(recheckAnalyser);

// The guide's table "What npm run check says" is how an author decodes a
// message. Each row is reproduced here from a file with that mistake, so a
// reworded message cannot leave the guide describing words nobody sees.
const table = readFileSync(
  path.resolve(import.meta.dirname, '../../../docs/guide/messages.md'),
  'utf8',
);
const rows = [...table.matchAll(/^\| `(.+?)` +\|/gm)].map((m) => m[1] ?? '');

const withScreen = (change: (s: Record<string, unknown>) => void) => {
  const screen = validScreen();
  change(screen);
  return { 'form.json': text(screen) };
};
const schemaOf = (s: Record<string, unknown>) => s.schema as Record<string, unknown>;
const fieldsOf = (s: Record<string, unknown>) =>
  schemaOf(s).properties as Record<string, Record<string, unknown>>;
const stepsScreen = (steps: unknown) =>
  withScreen((s) => {
    fieldsOf(s).newsletter = { type: 'boolean', title: 'Newsletter' };
    s.steps = steps;
  });
const orderScreen = (params: Record<string, string>) =>
  withScreen((s) => {
    fieldsOf(s).delivery = {
      type: 'object',
      properties: Object.fromEntries(
        ['street', 'city', 'postcode', 'country'].map((k) => [k, { type: 'string' }]),
      ),
    };
    s.email = { template: 'template_order', params };
  });
const logicScreen = (calculated: Record<string, unknown>, points?: Record<string, unknown>) =>
  withScreen((s) => {
    Object.assign(fieldsOf(s), {
      quantity: { type: 'integer' },
      size: { type: 'string', enum: ['small', 'large'] },
      shipping: { type: 'number' },
      total: { type: 'number' },
    });
    s.calculated = calculated;
    if (points) s.points = points;
  });
const addressPiece = text({ definitions: { address: { type: 'object', properties: {} } } });

/** A file (or files) with the mistake each row of the table describes, by the row's first words. */
const mistakes: [string, Record<string, string>, CheckOptions?][] = [
  ['invalid JSON: a key in', { 'form.json': '{ "title": "Form", }' }],
  ['invalid JSON: a value is expected', { 'form.json': '{ "title": "Form", "x": [1, ] }' }],
  ['invalid JSON: the file ends here', { 'form.json': '{ "title": "Form", "schema": ' }],
  ['invalid JSON: the file is empty', { 'form.json': '\n' }],
  ['invalid JSON: a comma is missing', { 'form.json': '{ "title": "Form"\n "schema": {} }' }],
  ['invalid JSON: this is not JSON here', { 'form.json': '{ "title": \'Form\' }' }],
  ['invalid JSON: a closing }', { 'form.json': '{ "title": "Form"' }],
  ['invalid JSON: comments', { 'form.json': '{\n  // a note\n  "title": "Form"\n}' }],
  [
    'duplicate key "title"',
    { 'form.json': '{\n  "draft": true,\n  "title": "A",\n  "title": "B"\n}' },
  ],
  ['the file name "My Form.json"', { 'My Form.json': text(validScreen()) }],
  ['a screen file must be one JSON object', { 'form.json': '[]' }],
  [
    'unknown key "titel"',
    withScreen((s) => {
      s.titel = s.title;
      delete s.title;
    }),
  ],
  ['unknown key "templte"', withScreen((s) => (s.email = { templte: 'template_form' }))],
  ['"access" must be', withScreen((s) => (s.access = 'members-only'))],
  ['"submit" must be', withScreen((s) => (s.submit = 'mail'))],
  ['"layout" must be', withScreen((s) => (s.layout = 'one-at-time'))],
  [
    'step <n> is shown only when',
    withScreen((s) => {
      s.layout = 'one-at-a-time';
      fieldsOf(s).newsletter = { type: 'boolean', title: 'Newsletter' };
      s.steps = [
        { title: 'One', fields: ['name', 'email'] },
        { title: 'Two', fields: ['newsletter'], when: { '==': [{ var: 'newsletter' }, true] } },
      ];
    }),
  ],
  ['"hidden" must be', withScreen((s) => (s.hidden = 'yes'))],
  ['"order" must be', withScreen((s) => (s.order = '1'))],
  ['"title" must not be empty', withScreen((s) => (s.title = ''))],
  ['missing required key "title"', withScreen((s) => delete s.title)],
  ['missing required key "schema"', withScreen((s) => delete s.schema)],
  ['missing required key "email"', withScreen((s) => delete s.email)],
  [
    'missing required key "template"',
    withScreen((s) => (s.email = { service: 'default_service' })),
  ],
  [
    'missing required key "fields"',
    withScreen((s) => (s.steps = [{ title: 'One', fields: ['name', 'email'] }, { title: 'Two' }])),
  ],
  ['"path" "Contact"', withScreen((s) => (s.path = 'Contact'))],
  ['"redirect" "thanks"', withScreen((s) => (s.success = { redirect: 'thanks' }))],
  ['prefill source "user.phone"', withScreen((s) => (s.prefill = { email: 'user.phone' }))],
  ['unknown type "strng"', withScreen((s) => (fieldsOf(s).name = { type: 'strng' }))],
  ['unknown type "text"', withScreen((s) => (fieldsOf(s).name = { type: 'text' }))],
  [
    'unknown keyword "minLenght"',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', minLenght: 2 })),
  ],
  [
    'unknown format "e-mail"',
    withScreen((s) => (fieldsOf(s).email = { type: 'string', format: 'e-mail' })),
  ],
  [
    '"pattern" is not a valid regular expression',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', pattern: '^(\\d{5}$' })),
  ],
  [
    '"$ref" points to nothing',
    withScreen((s) => {
      schemaOf(s).definitions = { address: { type: 'object', properties: {} } };
      fieldsOf(s).home = { $ref: '#/definitions/adress' };
    }),
  ],
  [
    '"$ref" points at "_adress.json"',
    {
      '_address.json': addressPiece,
      ...withScreen((s) => (fieldsOf(s).home = { $ref: '_adress.json#/definitions/address' })),
    },
  ],
  [
    '"$ref" cannot point at "address.json"',
    withScreen((s) => (fieldsOf(s).home = { $ref: 'address.json' })),
  ],
  ['"required" names "emial"', withScreen((s) => (schemaOf(s).required = ['name', 'emial']))],
  [
    'no answer can pass: "maxLength"',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', minLength: 10, maxLength: 5 })),
  ],
  [
    'no answer can pass: "maximum"',
    withScreen((s) => (fieldsOf(s).age = { type: 'integer', minimum: 5, maximum: 1 })),
  ],
  ['the placeholder {{emial}}', orderScreen({ reply_to: '{{emial}}' })],
  ['the placeholder {{delivery.town}}', orderScreen({ city: '{{delivery.town}}' })],
  ['the placeholder {{user.mail}}', orderScreen({ sent_by: '{{user.mail}}' })],
  ['the placeholder "{{}}"', orderScreen({ subject: 'From {{}}' })],
  [
    'step 2 names "phone"',
    stepsScreen([
      { title: 'One', fields: ['name', 'email'] },
      { title: 'Two', fields: ['phone', 'newsletter'] },
    ]),
  ],
  [
    '"email" is already in step 1',
    stepsScreen([
      { title: 'One', fields: ['name', 'email'] },
      { title: 'Two', fields: ['email', 'newsletter'] },
    ]),
  ],
  ['"newsletter" is in no step', stepsScreen([{ title: 'One', fields: ['name', 'email'] }])],
  [
    'prefill names "adress.city"',
    withScreen((s) => {
      fieldsOf(s).address = { type: 'object', properties: { city: { type: 'string' } } };
      s.prefill = { 'adress.city': 'query.city' };
    }),
  ],
  [
    'prefill names "cv", a file, signature or consent field',
    withScreen((s) => {
      fieldsOf(s).cv = { type: 'string', format: 'data-url', title: 'CV' };
      s.prefill = { cv: 'query.cv' };
    }),
  ],
  [
    'there is no field "emial"',
    withScreen((s) => {
      fieldsOf(s).password = { type: 'string' };
      fieldsOf(s).confirmPassword = { type: 'string', sameAs: 'emial' };
    }),
  ],
  [
    '"errorMessage" has a message for "minLenght"',
    withScreen((s) => (fieldsOf(s).name = { minLength: 2, errorMessage: { minLenght: 'Longer' } })),
  ],
  [
    '"errorMessage" has a "required" message',
    withScreen((s) => (schemaOf(s).errorMessage = { required: { nmae: 'Your name, please' } })),
  ],
  [
    '"checkIn" is not a date field',
    withScreen((s) => {
      fieldsOf(s).checkIn = { type: 'string' };
      fieldsOf(s).checkOut = { type: 'string', format: 'date', after: 'checkIn' };
    }),
  ],
  [
    'write true (without quotes)',
    withScreen((s) => (fieldsOf(s).day = { type: 'string', format: 'date', afterToday: 'yes' })),
  ],
  [
    'the route "/contact" is also used',
    {
      'contact.json': text(validScreen()),
      ...withScreen((s) => (s.path = '/contact')),
    },
  ],
  ['the route "/preview" belongs', { 'preview.json': text(validScreen()) }],
  [
    '"captcha" is on, but this build has no reCAPTCHA site key',
    withScreen((s) => (s.captcha = true)),
    { deployment: { recaptchaSiteKey: false } },
  ],
  [
    'nested deeper than 64 levels',
    { 'form.json': `{"title":"Deep","schema":${'['.repeat(70)}${']'.repeat(70)}}` },
  ],
  ['the file is <size> KB', withScreen((s) => (s.description = 'x'.repeat(1_000_000)))],
  [
    'the number 1e400',
    {
      'form.json': text(validScreen()).replace(
        '"title": "Name"',
        '"title": "Name", "maxLength": 1e400',
      ),
    },
  ],
  [
    '"pattern" can freeze the browser',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', pattern: '^(a+)+$' })),
  ],
  [
    '"pattern" can freeze the browser: parts of it',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', pattern: '^(\\w|\\d)+$' })),
  ],
  [
    '"pattern" can freeze the browser: <parts> can share out the same stretch of an answer in many ways, so the time to check an answer grows with the <power> of its length and a long one, typed or pasted, freezes the page; write <rewrite>',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', pattern: '^a*a*a*b$' })),
  ],
  [
    '"pattern" can freeze the browser: <parts> can share out the same stretch of an answer in many ways, so the time to check an answer grows with the <power> of its length and a long one, typed or pasted, freezes the page; write it so',
    withScreen(
      (s) =>
        (fieldsOf(s).name = { type: 'string', pattern: '^\\w*\\s*\\w*\\s*\\w*\\s*\\w*\\s*\\w*$' }),
    ),
  ],
  [
    '"maxLength" <n> is too long for this field\'s "pattern"',
    withScreen(
      (s) =>
        (fieldsOf(s).name = {
          type: 'string',
          pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
          maxLength: 2000,
        }),
    ),
  ],
  [
    'lists inside lists start with',
    withScreen(
      (s) =>
        (fieldsOf(s).rows = {
          type: 'array',
          minItems: 1000,
          items: { type: 'array', minItems: 1000, items: { type: 'string' } },
        }),
    ),
  ],
  [
    'the form starts with',
    withScreen(
      (s) =>
        (fieldsOf(s).rows = {
          type: 'array',
          minItems: 500,
          items: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
        }),
    ),
  ],
  [
    'this formula takes up to',
    withScreen((s) => {
      const list = Array.from({ length: 1000 }, (_, i) => i);
      fieldsOf(s).total = { type: 'number' };
      s.calculated = {
        total: {
          map: [list, { reduce: [list, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 0] }],
        },
      };
    }),
  ],
  [
    '"minItems" 1000000 is more than the 1000 items',
    withScreen(
      (s) => (fieldsOf(s).name = { type: 'array', items: { type: 'string' }, minItems: 1000000 }),
    ),
  ],
  [
    '"enum" has <n> values',
    withScreen((s) => (fieldsOf(s).name = { enum: Array.from({ length: 1001 }, (_, i) => i) })),
  ],
  [
    'no answer can pass: "const"',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', const: 'b', enum: ['a'] })),
  ],
  [
    'the field "<name>" has the schema false',
    withScreen((s) => (fieldsOf(s).email = false as never)),
  ],
  [
    '"enumNames" is not used',
    withScreen((s) => (fieldsOf(s).name = { enum: ['a'], enumNames: ['A'] })),
  ],
  [
    '"$ref" "#/definitions/node" leads back',
    withScreen((s) => {
      schemaOf(s).definitions = {
        node: { type: 'object', properties: { next: { $ref: '#/definitions/node' } } },
      };
    }),
  ],
  [
    '"$ref" points into "_theme.json"',
    {
      '_theme.json': text({ primaryColor: '#1565c0' }),
      '_address.json': addressPiece,
      ...withScreen((s) => (fieldsOf(s).email = { $ref: '_theme.json#/primaryColor' })),
    },
  ],
  ['the uiSchema names "nmae"', withScreen((s) => (s.uiSchema = { nmae: {} }))],
  [
    'the uiSchema "items" is a list',
    withScreen((s) => {
      fieldsOf(s).tags = { type: 'array', items: { type: 'string' } };
      s.uiSchema = { tags: { items: [{}] } };
    }),
  ],
  [
    '"constructor" is a name',
    withScreen((s) => Object.assign(fieldsOf(s), { constructor: { type: 'string' } })),
  ],
  [
    '"maxItems" next to "$ref"',
    withScreen((s) => {
      schemaOf(s).definitions = { list: { type: 'array' } };
      fieldsOf(s).tags = { $ref: '#/definitions/list', maxItems: 2 };
    }),
  ],
  [
    'the placeholder "{{PF}"',
    withScreen((s) => (s.email = { template: 't', params: { greeting: 'Hi {{PF}' } })),
  ],
  [
    '"pattern" "^INV-[0-9]{6}$" has no message',
    withScreen((s) => (fieldsOf(s).invoice = { type: 'string', pattern: '^INV-[0-9]{6}$' })),
  ],
  [
    'unknown uiSchema option "ui:placehodler"',
    withScreen((s) => (s.uiSchema = { name: { 'ui:placehodler': 'Ana' } })),
  ],
  [
    'unknown "ui:widget" "textara"',
    withScreen((s) => (s.uiSchema = { name: { 'ui:widget': 'textara' } })),
  ],
  ['"ui:order" leaves out "email"', withScreen((s) => (s.uiSchema = { 'ui:order': ['name'] }))],
  [
    '"ui:order" names "emial"',
    withScreen((s) => (s.uiSchema = { 'ui:order': ['name', 'emial', '*'] })),
  ],
  [
    'email param "form_id"',
    withScreen((s) => (s.email = { template: 't', params: { form_id: '{{name}}' } })),
  ],
  [
    'the field "size_code" would be sent as the email param "size_code"',
    withScreen((s) => {
      fieldsOf(s).size = { type: 'string', enum: ['s', 'm'], title: 'Size' };
      fieldsOf(s).size_code = { type: 'string' };
      s.email = { template: 't' };
    }),
  ],
  [
    'the schema does not compile',
    withScreen((s) => (fieldsOf(s).name = { type: 'string', errorMessage: 5 })),
  ],
  [
    'email param "cv" has the name of the file field "cv"',
    withScreen((s) => {
      fieldsOf(s).cv = { type: 'string', format: 'data-url', title: 'CV' };
      s.email = { template: 'template_form', params: { cv: '{{cv}}' } };
    }),
  ],
  [
    '"maxSize" "2 megs" is not a size',
    withScreen((s) => {
      fieldsOf(s).cv = { type: 'string', format: 'data-url', title: 'CV' };
      s.uiSchema = { cv: { 'ui:options': { maxSize: '2 megs' } } };
    }),
  ],
  [
    '"accept" "pdf; docx" is not a list of file types',
    withScreen((s) => {
      fieldsOf(s).cv = { type: 'string', format: 'data-url', title: 'CV' };
      s.uiSchema = { cv: { 'ui:options': { accept: 'pdf; docx' } } };
    }),
  ],
  [
    '"cv" is a file inside a group, a list or a condition',
    withScreen((s) => {
      fieldsOf(s).applicant = {
        type: 'object',
        properties: { cv: { type: 'string', format: 'data-url', title: 'CV' } },
      };
    }),
  ],
  ['unknown operator "iff"', logicScreen({ total: { iff: [true, 1, 0] } })],
  ['{"var": "quantty"} names no field', logicScreen({ total: { var: 'quantty' } })],
  ['"*" computes with numbers', logicScreen({ total: { '*': [{ var: 'name' }, 2] } })],
  [
    'calculated fields read each other in a circle',
    logicScreen({ total: { var: 'shipping' }, shipping: { var: 'total' } }),
  ],
  ['"size" has no choice "lage"', logicScreen({}, { size: { lage: 1 } })],
  [
    '"total" is worked out as a number',
    withScreen((s) => {
      fieldsOf(s).total = { type: 'string' };
      s.calculated = { total: { '*': [2, 3] } };
    }),
  ],
  [
    '{{user.name}} in success.message',
    withScreen((s) => (s.success = { message: 'Bye {{user.name}}' })),
  ],
  [
    '"to" names "emial"',
    withScreen((s) => (s.email = { template: 't', confirmation: { template: 'c', to: 'emial' } })),
  ],
  [
    'the copy goes only to a checked address',
    withScreen((s) => (s.email = { template: 't', confirmation: { template: 'c', to: 'name' } })),
  ],
  [
    '"email" receives the copy, so it may be filled in only from "user.email"',
    withScreen((s) => {
      s.captcha = true;
      s.prefill = { email: 'query.email' };
      s.email = { template: 't', confirmation: { template: 'c', to: 'email' } };
    }),
  ],
  [
    '"email" receives the copy, so it may not be calculated',
    withScreen((s) => {
      s.captcha = true;
      s.calculated = { email: { cat: [{ var: 'name' }, '@example.com'] } };
      s.email = { template: 't', confirmation: { template: 'c', to: 'email' } };
    }),
  ],
  [
    'a password field has no place on a screen that emails',
    withScreen((s) => (s.uiSchema = { name: { 'ui:widget': 'password' } })),
  ],
  [
    'a copy to the person needs "captcha": true',
    withScreen((s) => (s.email = { template: 't', confirmation: { template: 'c', to: 'email' } })),
  ],
  [
    '"opens" and "closes" are times on a clock',
    withScreen((s) => (s.opening = { opens: '2026-12-01T09:00' })),
  ],
  [
    '"Europe/Berln" is not a time zone',
    withScreen((s) => (s.opening = { opens: '2026-12-01T09:00', timeZone: 'Europe/Berln' })),
  ],
  [
    '"CEST" is not a time zone',
    withScreen((s) => (s.opening = { opens: '2026-12-01T09:00', timeZone: 'CEST' })),
  ],
  [
    '"1 December 2026" is not a date and time',
    withScreen((s) => (s.opening = { opens: '1 December 2026', timeZone: 'Europe/Berlin' })),
  ],
  [
    'a star rating has 3 to 10 stars',
    withScreen((s) => {
      fieldsOf(s).stars = { type: 'integer', minimum: 1, maximum: 12 };
      s.uiSchema = { stars: { 'ui:widget': 'rating' } };
    }),
  ],
  [
    'a star rating counts from 1',
    withScreen((s) => {
      fieldsOf(s).stars = { type: 'integer', minimum: 0, maximum: 5 };
      s.uiSchema = { stars: { 'ui:widget': 'rating' } };
    }),
  ],
  [
    'an NPS question runs to 10',
    withScreen((s) => {
      fieldsOf(s).score = { type: 'integer', minimum: 0, maximum: 5 };
      s.uiSchema = { score: { 'ui:widget': 'nps' } };
    }),
  ],
  [
    'an opinion scale goes up to',
    withScreen((s) => {
      fieldsOf(s).score = { type: 'integer', minimum: 1, maximum: 12 };
      s.uiSchema = { score: { 'ui:widget': 'opinion' } };
    }),
  ],
  [
    'a grid needs rows',
    withScreen((s) => {
      fieldsOf(s).stay = { type: 'object', properties: {} };
      s.uiSchema = { stay: { 'ui:widget': 'grid' } };
    }),
  ],
  [
    'the row "<row>" of the grid has no columns',
    withScreen((s) => {
      fieldsOf(s).stay = { type: 'object', properties: { food: { type: 'string' } } };
      s.uiSchema = { stay: { 'ui:widget': 'grid' } };
    }),
  ],
  [
    'the row "<row>" of the grid is no choice',
    withScreen((s) => {
      fieldsOf(s).stay = { type: 'object', properties: { food: { type: 'integer' } } };
      s.uiSchema = { stay: { 'ui:widget': 'grid' } };
    }),
  ],
  [
    'the row "<row>" has other columns',
    withScreen((s) => {
      fieldsOf(s).stay = {
        type: 'object',
        properties: {
          food: { type: 'string', enum: ['Poor', 'Good'] },
          room: { type: 'string', enum: ['Bad', 'Good'] },
        },
      };
      s.uiSchema = { stay: { 'ui:widget': 'grid' } };
    }),
  ],
  [
    'the row "<row>" takes several answers',
    withScreen((s) => {
      fieldsOf(s).stay = {
        type: 'object',
        properties: {
          food: { type: 'string', enum: ['Poor', 'Good'] },
          room: {
            type: 'array',
            uniqueItems: true,
            items: { type: 'string', enum: ['Poor', 'Good'] },
          },
        },
      };
      s.uiSchema = { stay: { 'ui:widget': 'grid' } };
    }),
  ],
  [
    'the row "<row>" is required, but a list',
    withScreen((s) => {
      fieldsOf(s).stay = {
        type: 'object',
        required: ['room'],
        properties: {
          room: {
            type: 'array',
            uniqueItems: true,
            items: { type: 'string', enum: ['Poor', 'Good'] },
          },
        },
      };
      s.uiSchema = { stay: { 'ui:widget': 'grid' } };
    }),
  ],
  [
    'the grid has required rows',
    withScreen((s) => {
      fieldsOf(s).stay = {
        type: 'object',
        required: ['food'],
        properties: { food: { type: 'string', enum: ['Poor', 'Good'] } },
      };
      s.uiSchema = { stay: { 'ui:widget': 'grid' } };
    }),
  ],
  [
    '"ui:widget" "ranking" puts a list of items in order',
    withScreen((s) => (s.uiSchema = { name: { 'ui:widget': 'ranking' } })),
  ],
  [
    'a ranking needs the items to order',
    withScreen((s) => {
      fieldsOf(s).first = {
        type: 'array',
        uniqueItems: true,
        minItems: 2,
        items: { type: 'string' },
      };
      s.uiSchema = { first: { 'ui:widget': 'ranking' } };
    }),
  ],
  [
    'a ranking orders all <count> items',
    withScreen((s) => {
      fieldsOf(s).first = {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', enum: ['Poor', 'Good'] },
      };
      s.uiSchema = { first: { 'ui:widget': 'ranking' } };
    }),
  ],
  [
    'a ranking holds each item once',
    withScreen((s) => {
      fieldsOf(s).first = {
        type: 'array',
        minItems: 2,
        items: { type: 'string', enum: ['Poor', 'Good'] },
      };
      s.uiSchema = { first: { 'ui:widget': 'ranking' } };
    }),
  ],
  [
    '"ui:widget" "rating" draws stars',
    withScreen((s) => (s.uiSchema = { name: { 'ui:widget': 'rating' } })),
  ],
  [
    '"ui:widget" "signature" draws a signature pad',
    withScreen((s) => {
      fieldsOf(s).sign = { type: 'integer' };
      s.uiSchema = { sign: { 'ui:widget': 'signature' } };
    }),
  ],
  [
    'a signature is sent as a PNG file: add',
    withScreen((s) => (s.uiSchema = { name: { 'ui:widget': 'signature' } })),
  ],
  [
    'a signature is sent as a PNG file, not',
    withScreen((s) => {
      fieldsOf(s).sign = { type: 'string', format: 'email' };
      s.uiSchema = { sign: { 'ui:widget': 'signature' } };
    }),
  ],
  [
    '"witness" is a signature inside a group',
    withScreen((s) => {
      fieldsOf(s).parties = {
        type: 'object',
        properties: { witness: { type: 'string', format: 'data-url' } },
      };
      s.uiSchema = { parties: { witness: { 'ui:widget': 'signature' } } };
    }),
  ],
  ['the answers would be kept for nobody', withScreen((s) => (s.responses = true))],
  [
    '"<text>" is not an email address',
    withScreen((s) => (s.responses = { owners: ['ana at example.org'] })),
  ],
  [
    '"onePerPerson" counts answers',
    withScreen((s) => (s.responses = { owners: ['ana@example.org'], onePerPerson: true })),
  ],
  [
    '"dropOff" counts how far',
    withScreen((s) => (s.responses = { owners: ['ana@example.org'], dropOff: true })),
  ],
  [
    '"responses" keeps the answers of a form, but',
    withScreen((s) => {
      s.submit = 'none';
      s.responses = { owners: ['ana@example.org'] };
    }),
  ],
  [
    'the files this form takes can reach',
    withScreen((s) => {
      s.responses = { owners: ['ana@example.org'] };
      fieldsOf(s).cv = { type: 'string', format: 'data-url' };
      s.uiSchema = { cv: { 'ui:options': { maxSize: '2 MB' } } };
    }),
    { deployment: { recaptchaSiteKey: true, attachmentMaxBytes: 5 * 1024 * 1024 } },
  ],
  [
    "the database's rules check the type and size",
    withScreen((s) => {
      s.responses = { owners: ['ana@example.org'] };
      for (let i = 0; i < 40; i++) fieldsOf(s)[`q${i}`] = { type: 'string' };
    }),
  ],
  [
    '_owners.json lists no owners',
    { 'form.json': text(validScreen()), '_owners.json': text({ owners: 'ana@example.org' }) },
  ],
  [
    'the form would close before it opens',
    withScreen(
      (s) =>
        (s.opening = {
          opens: '2026-12-24T17:00',
          closes: '2026-12-01T09:00',
          timeZone: 'Europe/Berlin',
        }),
    ),
  ],
];

/** The row's message as a pattern: `<...>` stands for the part that depends on the file. */
const patternOf = (row: string) =>
  new RegExp(
    `^${row
      .split(/<[^>]+>/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

describe('the guide\'s table "What npm run check says"', () => {
  test('has a reproduced mistake for every row, and a row for every reproduced mistake', () => {
    const unmatched = rows.filter((row) => !mistakes.some(([start]) => row.startsWith(start)));
    const unused = mistakes.filter(([start]) => !rows.some((row) => row.startsWith(start)));
    expect({ unmatched, unused }).toEqual({ unmatched: [], unused: [] });
    expect(rows.length).toBeGreaterThanOrEqual(45);
  });

  test.each(mistakes)('"%s..." is what the checker says', (start, files, options) => {
    const row = rows.find((r) => r.startsWith(start)) ?? start;
    const { problems, warnings } = check(files, options);
    const messages = [...problems, ...warnings].map((p) => p.message);
    expect(
      messages.some((m) => patternOf(row).test(m)),
      messages.join('\n'),
    ).toBe(true);
  });
});
