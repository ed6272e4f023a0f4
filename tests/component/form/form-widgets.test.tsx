// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ThemedForm } from '../../../src/form/themed-form';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] },
    country: {
      type: 'string',
      title: 'Country',
      enum: ['France', 'Germany', 'Italy', 'Spain', 'Portugal'],
    },
    room: {
      type: 'string',
      title: 'Room',
      oneOf: [
        { const: 'single', title: 'Single room' },
        { const: 'double', title: 'Double room' },
      ],
    },
    extras: {
      type: 'array',
      title: 'Extras',
      uniqueItems: true,
      items: { type: 'string', enum: ['breakfast', 'parking'] },
    },
    story: { type: 'string', title: 'Story', maxLength: 2000 },
    nickname: { type: 'string', title: 'Nickname', maxLength: 40 },
    start: { type: 'string', title: 'Start', format: 'date' },
  },
};

function renderForm(uiSchema: UiSchema = {}) {
  render(<ThemedForm schema={schema} uiSchema={uiSchema} validator={validator} />);
}

test('a few choices are radio buttons in a named group, many a drop-down', async () => {
  renderForm();
  expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio', { checked: false })).toHaveLength(5);
  // The drop-down (and the checkboxes below) load on first render here; a screen with one carries it (parts.ts).
  expect(await screen.findByRole('combobox', { name: /Country/ })).toBeInTheDocument();
});

test('a oneOf of constants counts its choices the same way, and none is picked for the person', () => {
  renderForm();
  expect(screen.getByRole('radio', { name: 'Single room' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Double room' })).not.toBeChecked();
});

test('a list of choices is a checkbox per choice', async () => {
  renderForm();
  expect(await screen.findByRole('group', { name: 'Extras' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'breakfast' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'parking' })).toBeInTheDocument();
});

test('long text gets several lines, short text one, a date a date box', async () => {
  renderForm();
  expect(screen.getByRole('textbox', { name: 'Story' }).tagName).toBe('TEXTAREA');
  expect(screen.getByRole('textbox', { name: 'Nickname' }).tagName).toBe('INPUT');
  // A box of parts in the page's language: month, day and year for American English.
  const start = await screen.findByRole('group', { name: 'Start' });
  expect(
    within(start)
      .getAllByRole('spinbutton')
      .map((part) => part.getAttribute('aria-label')),
  ).toEqual(['month', 'day', 'year']);
});

test('a box takes no more characters than its maxLength, one line or several (issue 45)', () => {
  renderForm();
  expect(screen.getByRole('textbox', { name: 'Story' })).toHaveAttribute('maxlength', '2000');
  expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('maxlength', '40');
});

test("the author's ui:widget wins over the rule", async () => {
  renderForm({
    size: { 'ui:widget': 'select' },
    country: { 'ui:widget': 'radio' },
    story: { 'ui:widget': 'text' },
  });
  expect(await screen.findByRole('combobox', { name: /Size/ })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Country' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Story' }).tagName).toBe('INPUT');
});
