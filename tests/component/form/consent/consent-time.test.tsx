// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderThemedForm } from '../../render-themed-form';

const schema: RJSFSchema = {
  type: 'object',
  required: ['agree'],
  properties: {
    at: { type: 'string', format: 'date-time', title: 'Arrival' },
    agree: {
      type: 'boolean',
      title: 'I agree to the [privacy policy](https://example.org/privacy)',
      const: true,
    },
  },
};

const renderForm = () => renderThemedForm({ schema });

it('renders a consent box with its link, asks for the tick, and takes it by the keyboard', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  const link = await screen.findByRole('link', { name: 'privacy policy' });
  expect(link).toHaveAttribute('href', 'https://example.org/privacy');
  expect(link).toHaveAttribute('target', '_blank');
  const box = screen.getByRole('checkbox', { name: /I agree to the privacy policy/ });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please tick this box to go on')).toBeVisible();
  box.focus();
  await user.keyboard(' ');
  expect(box).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
});

it('names the time zone under a date and time', async () => {
  renderForm();
  const user = userEvent.setup();
  // American English: month, day, year, then a 12-hour clock.
  const box = await screen.findByRole('group', { name: 'Arrival' });
  await user.click(within(box).getAllByRole('spinbutton')[0]!);
  await user.keyboard('112420260230p');
  const zone = new Intl.DateTimeFormat('en', { timeZoneName: 'long' })
    .formatToParts(new Date('2026-11-24T14:30'))
    .find((p) => p.type === 'timeZoneName')?.value;
  expect(await screen.findByText(new RegExp(`2:30 PM \\(${zone ?? ''}\\)`))).toBeVisible();
});
