// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ThemedForm } from '../../../src/form/themed-form';
import { formValidator } from '../../../src/form/validation/form-validator';

const schema: RJSFSchema = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', title: 'Phone', format: 'phone' } },
};
const uiSchema: UiSchema = { phone: { 'ui:options': { defaultCountry: 'GB' } } };

function renderForm(formData?: unknown) {
  const onSubmit = vi.fn();
  render(
    <ThemedForm
      schema={schema}
      uiSchema={uiSchema}
      validator={formValidator}
      formData={formData}
      onSubmit={onSubmit}
    >
      <button type="submit">Send</button>
    </ThemedForm>,
  );
  return { onSubmit };
}

const sent = (onSubmit: ReturnType<typeof vi.fn>) =>
  (onSubmit.mock.calls.at(-1)?.[0] as { formData: unknown }).formData;

it('spaces the number as it is typed for the country, and sends it in international form', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  const number = await screen.findByRole('textbox', { name: /Phone/ });
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  await user.type(number, '07911123456');
  expect(number).toHaveValue('07911 123456');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(sent(onSubmit)).toEqual({ phone: '+447911123456' });
});

it('takes its country from a number typed with its +code', async () => {
  const user = userEvent.setup();
  renderForm();
  const number = await screen.findByRole('textbox', { name: /Phone/ });
  await user.type(number, '+14155552671');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  expect(number).toHaveValue('+1 415 555 2671');
});

it('checks the number against the country chosen, by the keyboard alone', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
  await user.tab();
  await user.keyboard('07911123456');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Enter a full phone number for the chosen country')).toBeVisible();
  expect(onSubmit).not.toHaveBeenCalled();
});

it("shows a kept answer (a draft) in its country's way", async () => {
  renderForm({ phone: '+33612345678' });
  expect(await screen.findByRole('textbox', { name: /Phone/ })).toHaveValue('06 12 34 56 78');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('FR');
});
