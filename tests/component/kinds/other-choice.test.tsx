// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ThemedForm } from '../../../src/form/themed-form';
import { formValidator } from '../../../src/form/validation/form-validator';

const schema: RJSFSchema = {
  type: 'object',
  required: ['heard'],
  properties: {
    heard: {
      type: 'string',
      title: 'How did you hear of us?',
      choices: ['A friend', 'A search'],
      other: 'Other',
    },
    likes: {
      type: 'array',
      title: 'What do you like?',
      uniqueItems: true,
      items: { type: 'string' },
      choices: ['Food', 'Music'],
      other: 'Other',
    },
  } as RJSFSchema['properties'],
};

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <ThemedForm schema={schema} validator={formValidator} onSubmit={onSubmit}>
      <button type="submit">Send</button>
    </ThemedForm>,
  );
  return { onSubmit };
}

it('shows a box with Other, asks for it once chosen, and sends "Other: <text>"', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  const single = await screen.findByRole('radiogroup', { name: /How did you hear of us/ });
  expect(screen.queryByRole('textbox', { name: 'Other: Please specify' })).toBeNull();
  await user.click(screen.getAllByRole('radio', { name: 'Other' })[0] as HTMLElement);
  expect(single).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Other: Please specify' });
  expect(box).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Write your answer in the box beside it')).toBeVisible();
  await user.type(box, 'A poster');
  await user.click(screen.getByRole('checkbox', { name: 'Music' }));
  await user.click(screen.getByRole('checkbox', { name: 'Other' }));
  await user.keyboard('Jazz nights');
  await user.click(screen.getByRole('checkbox', { name: 'Food' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect((onSubmit.mock.calls[0]?.[0] as { formData: unknown }).formData).toEqual({
    heard: 'Other: A poster',
    likes: ['Food', 'Music', 'Other: Jazz nights'],
  });
});
