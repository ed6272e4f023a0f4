// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../../src/kernel/i18n/i18n';
import { ThemedForm } from '../../../src/form/themed-form';
import { formValidator } from '../../../src/form/validation/form-validator';
import { renderThemedForm, submitted } from '../render-themed-form';

const renderForm = (schema: RJSFSchema, uiSchema: UiSchema = {}) =>
  renderThemedForm({ schema, uiSchema });

describe('a yes/no question', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['visited'],
    properties: {
      visited: { type: 'boolean', title: 'Have you been here before?' },
      parking: {
        type: 'boolean',
        title: 'Do you need parking?',
        oneOf: [
          { const: true, title: 'Yes, a space' },
          { const: false, title: 'No, I come on foot' },
        ],
      },
      newsletter: { type: 'boolean', title: 'Send me the newsletter', default: false },
      terms: { type: 'boolean', title: 'I accept the terms', const: true },
      asked: { type: 'boolean', title: 'Remember me' },
    },
  };
  const ui: UiSchema = { asked: { 'ui:widget': 'checkbox' } };

  it('is two buttons, Yes and No, neither chosen until the person answers', () => {
    renderForm(schema, ui);
    const group = screen.getByRole('radiogroup', { name: 'Have you been here before?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it("reads the author's words for Yes and No", () => {
    renderForm(schema, ui);
    expect(screen.getByRole('radio', { name: 'Yes, a space' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No, I come on foot' })).not.toBeChecked();
  });

  it('stays a checkbox with a default, a const or when the author asks for one', async () => {
    renderForm(schema, ui);
    expect(await screen.findByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /accept the terms/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Remember me/ })).toBeInTheDocument();
  });

  it('unanswered and required, says so; "No" is an answer that is sent', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(schema, ui);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please answer Yes or No')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('radio', { name: 'No' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Please answer Yes or No')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit).visited).toBe(false);
  });

  describe('in German', () => {
    afterEach(() => showLanguage('en'));

    it('is Ja and Nein, and unanswered says so in German', async () => {
      await showLanguage('de');
      const user = userEvent.setup();
      renderForm(schema, ui);
      expect(screen.getByRole('radio', { name: 'Ja' })).not.toBeChecked();
      expect(screen.getByRole('radio', { name: 'Nein' })).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Bitte antworten Sie mit Ja oder Nein')).toBeInTheDocument();
    });
  });
});

describe('a list of groups', () => {
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      customer: {
        type: 'object',
        title: 'Customer',
        properties: { name: { type: 'string', title: 'Name' } },
      },
      items: {
        type: 'array',
        title: 'Items',
        items: {
          type: 'object',
          properties: { product: { type: 'string', title: 'Product' } },
        },
      },
    },
  };
  const renderList = () =>
    render(
      <ThemedForm
        schema={schema}
        validator={formValidator}
        formData={{ items: [{ product: 'Pens' }, { product: 'Paper' }] }}
      />,
    );

  it("titles each item one level below the list's title", async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Item 1', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Items', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer', level: 2 })).toBeInTheDocument();
  });

  it('after Remove, moves the focus to the next item, or to Add when none follows', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Remove item 1' }));
    await waitFor(() =>
      expect(screen.getAllByRole('textbox', { name: 'Product' })).toHaveLength(1),
    );
    expect(screen.getByRole('textbox', { name: 'Product' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Product' })).toHaveValue('Paper');
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Product' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveFocus();
  });
});
