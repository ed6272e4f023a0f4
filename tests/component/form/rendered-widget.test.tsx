// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { draftAnswers, isSecretField } from '../../../src/screen/kept-answers';
import { renderThemedForm } from '../render-themed-form';

afterEach(cleanup);

// Issue 45, finding 3: the secrecy the checker and the runtime strip decide (rendered-widget.ts,
// with placeholders for the widgets) against what the app's own form renders for the same field.
// No field rendered as a password box may be found not secret.
const variants: [string, RJSFSchema, UiSchema, boolean][] = [
  ['a plain text field', { type: 'string' }, {}, false],
  ['"ui:widget": "password"', { type: 'string' }, { 'ui:widget': 'password' }, true],
  ['"ui:widget": "PasswordWidget"', { type: 'string' }, { 'ui:widget': 'PasswordWidget' }, true],
  ['"ui:options" widget', { type: 'string' }, { 'ui:options': { widget: 'password' } }, true],
  ['"ui:inputType": "password"', { type: 'string' }, { 'ui:inputType': 'password' }, true],
  ['"ui:options" inputType', { type: 'string' }, { 'ui:options': { inputType: 'password' } }, true],
  ['"format": "password"', { type: 'string', format: 'password' }, {}, true],
  ['an email box asked for a password type', { type: 'string', format: 'email' }, { 'ui:inputType': 'password' }, true],
  ['the later key naming a text box', { type: 'string' }, { 'ui:options': { widget: 'password' }, 'ui:widget': 'text' }, false],
  ['"format": "email"', { type: 'string', format: 'email' }, {}, false],
  ['a number', { type: 'number' }, { 'ui:widget': 'updown' }, false],
  // Tried again on 2026-11-28: each rendered a password box and was found not secret.
  ['an input type in capitals', { type: 'string' }, { 'ui:inputType': 'PASSWORD' }, true],
  ['"format" in an "allOf" part', { allOf: [{ type: 'string' }, { format: 'password' }] }, {}, true],
  ['"format" in the "oneOf" option shown first', { oneOf: [{ type: 'string', format: 'password', title: 'Text' }, { type: 'number', title: 'Number' }] }, {}, true],
  ['the "oneOf" option\'s own uiSchema', { oneOf: [{ type: 'string', title: 'Text' }, { type: 'number', title: 'Number' }] }, { oneOf: [{ 'ui:widget': 'password' }, {}] }, true],
  ['the "anyOf" option\'s own uiSchema', { anyOf: [{ type: 'string', title: 'Text' }, { type: 'number', title: 'Number' }] }, { anyOf: [{ 'ui:inputType': 'password' }, {}] }, true],
]; // prettier-ignore

test.each(variants)('%s: a password box exactly when secret', (_what, field, ui, secret) => {
  const { container } = renderThemedForm({
    schema: { type: 'object', properties: { answer: { title: 'Answer', ...field } } },
    uiSchema: { answer: ui },
  });
  expect(container.querySelectorAll('input[type="password"]').length).toBe(secret ? 1 : 0);
  expect(isSecretField(field, ui)).toBe(secret);
});

// `inputType` counts for any widget: a text area asked for one renders text, and is kept secret
// all the same (on a screen that emails the checker refuses it, as it does every password).
test('a text area asked for a password type is secret, though it renders text', () => {
  const field: RJSFSchema = { type: 'string', maxLength: 2000 };
  const ui: UiSchema = { 'ui:inputType': 'password' };
  const { container } = renderThemedForm({
    schema: { type: 'object', properties: { answer: { title: 'Answer', ...field } } },
    uiSchema: { answer: ui },
  });
  expect(container.querySelector('textarea')).not.toBeNull();
  expect(isSecretField(field, ui)).toBe(true);
});

// Where the password box is a field inside the one the uiSchema names: what the draft keeps of
// the answers says whether it was found.
const inside: [string, RJSFSchema, UiSchema, number][] = [
  ['a key "additionalProperties" allows', { type: 'object', additionalProperties: { type: 'string' } }, { additionalProperties: { 'ui:widget': 'password' } }, 1],
  ['a key "patternProperties" allows', { type: 'object', patternProperties: { '^p': { type: 'string' } } }, { additionalProperties: { 'ui:widget': 'password' } }, 1],
  ['a field of a group\'s "oneOf" option', { type: 'object', oneOf: [{ title: 'A', properties: { p: { type: 'string', title: 'P' } } }] }, { oneOf: [{ p: { 'ui:widget': 'password' } }] }, 1],
  ['"ui:globalOptions" asking every box for a password type', { type: 'object', properties: { p: { type: 'string', title: 'P' } } }, { 'ui:globalOptions': { inputType: 'password' } }, 0],
]; // prettier-ignore

test.each(inside)(
  '%s: a password box exactly when the draft leaves it out',
  (_what, schema, uiSchema, boxes) => {
    const formData = { p: 'hunter2' };
    const { container } = renderThemedForm({ schema, uiSchema, formData });
    expect(container.querySelectorAll('input[type="password"]').length).toBe(boxes);
    expect(draftAnswers({ schema, uiSchema }, formData)).toEqual(boxes ? {} : formData);
  },
);
