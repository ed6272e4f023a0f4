// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderThemedForm } from '../render-themed-form';

const schema: RJSFSchema = {
  type: 'object',
  required: ['days'],
  properties: {
    days: {
      type: 'array',
      title: 'Which days can you help?',
      description: 'Tick every day that suits you.',
      items: { type: 'string', enum: ['Saturday', 'Sunday'] },
      uniqueItems: true,
      minItems: 1,
    },
  },
};

it('asks to choose on a list of ticks sent empty, with nothing to add', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderThemedForm({ schema });
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Choose at least 1')).toBeVisible();
  expect(screen.queryByText(/Choose or add/)).toBeNull();
  expect(onSubmit).not.toHaveBeenCalled();
});
