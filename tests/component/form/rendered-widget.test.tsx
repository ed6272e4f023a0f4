// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { cleanup } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { isSecretField } from '../../../src/screen/kept-answers';
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
