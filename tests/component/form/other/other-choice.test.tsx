// @vitest-environment jsdom
import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { renderThemedForm } from '../../render-themed-form';

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

const renderForm = () => renderThemedForm({ schema });

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

it('moving from Other to its box is not leaving the question: no mistake until it is left', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click((await screen.findAllByRole('radio', { name: 'Other' }))[0] as HTMLElement);
  const box = screen.getByRole('textbox', { name: 'Other: Please specify' });
  expect(box).toHaveFocus();
  expect(screen.queryByText('Write your answer in the box beside it')).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Music' }));
  expect(await screen.findByText('Write your answer in the box beside it')).toBeVisible();
});

it('the Other box takes no more than the answer\'s maxLength leaves after "Other: " (issue 45)', async () => {
  const user = userEvent.setup();
  const limited = structuredClone(schema) as {
    properties: Record<string, Record<string, unknown>>;
  };
  Object.assign(limited.properties.heard ?? {}, { maxLength: 30 });
  Object.assign(limited.properties.likes ?? {}, { items: { type: 'string', maxLength: 12 } });
  renderThemedForm({ schema: limited as RJSFSchema });
  await user.click((await screen.findAllByRole('radio', { name: 'Other' }))[0] as HTMLElement);
  await user.click(screen.getByRole('checkbox', { name: 'Other' }));
  const [single, several] = screen.getAllByRole('textbox', { name: 'Other: Please specify' });
  expect(single).toHaveAttribute('maxlength', '23');
  expect(several).toHaveAttribute('maxlength', '5');
});
