// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { likelyCountry } from '../../../../src/form/phone/phone-widget';
import { renderThemedForm, submitted } from '../../render-themed-form';

const schema: RJSFSchema = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', title: 'Phone', format: 'phone' } },
};
const uiSchema: UiSchema = { phone: { 'ui:options': { defaultCountry: 'GB' } } };

const renderForm = (formData?: unknown) => renderThemedForm({ schema, uiSchema, formData });

it('spaces the number as it is typed for the country, and sends it in international form', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  const number = await screen.findByRole('textbox', { name: /Phone/ });
  expect(screen.getByRole('combobox', { name: 'Phone: Country' })).toHaveValue('GB');
  await user.type(number, '07911123456');
  expect(number).toHaveValue('07911 123456');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(submitted(onSubmit)).toEqual({ phone: '+447911123456' });
});

it('takes its country from a number typed with its +code', async () => {
  const user = userEvent.setup();
  renderForm();
  const number = await screen.findByRole('textbox', { name: /Phone/ });
  await user.type(number, '+14155552671');
  expect(screen.getByRole('combobox', { name: 'Phone: Country' })).toHaveValue('US');
  expect(number).toHaveValue('+1 415 555 2671');
});

it('checks the number against the country chosen, by the keyboard alone', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Phone: Country' })).toHaveFocus();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Phone: Country' }), 'FR');
  await user.tab();
  await user.keyboard('07911123456');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Enter a full phone number for the chosen country')).toBeVisible();
  expect(onSubmit).not.toHaveBeenCalled();
});

it("shows a kept answer (a draft) in its country's way", async () => {
  renderForm({ phone: '+33612345678' });
  expect(await screen.findByRole('textbox', { name: /Phone/ })).toHaveValue('06 12 34 56 78');
  expect(screen.getByRole('combobox', { name: 'Phone: Country' })).toHaveValue('FR');
});

it.each([
  ['en', ['en-GB', 'fr-FR'], 'GB'],
  ['en', ['fr-FR', 'en'], 'US'],
  ['fr', ['en-GB'], 'FR'],
  ['ar', [], 'EG'],
  ['fr', ['fr-CA'], 'CA'],
])(
  'a field with no country of its own starts on the likely one: page %s, browser %j -> %s',
  (language, preferred, country) => expect(likelyCountry(language, preferred)).toBe(country),
);

it("starts a field with no country of its own on the browser's, still changeable", async () => {
  const user = userEvent.setup();
  renderThemedForm({ schema });
  const country = screen.getByRole('combobox', { name: 'Phone: Country' });
  // jsdom's browser speaks en-US.
  await waitFor(() => expect(country).toHaveValue('US'));
  await user.selectOptions(country, '');
  expect(country).toHaveValue('');
});

it('names each country box for its question, and keeps each calling code left to right', async () => {
  renderThemedForm({
    schema: {
      type: 'object',
      properties: {
        mobile: { type: 'string', title: 'Mobile', format: 'phone' },
        work: { type: 'string', title: 'Work phone', format: 'phone' },
      },
    },
    uiSchema: { mobile: { 'ui:options': { defaultCountry: 'NL' } } },
  });
  const mobile = await screen.findByRole('combobox', { name: 'Mobile: Country' });
  expect(screen.getByRole('combobox', { name: 'Work phone: Country' })).toBeInTheDocument();
  // An isolate around "+31": a right-to-left page cannot turn it into "31+".
  await waitFor(() =>
    expect(mobile.querySelector('option[value="NL"]')?.textContent).toBe(
      'Netherlands (\u2066+31\u2069)',
    ),
  );
});
