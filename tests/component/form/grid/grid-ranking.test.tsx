// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ThemedForm } from '../../../../src/form/themed-form';
import { formValidator } from '../../../../src/form/validation/form-validator';
import { renderThemedForm, submitted } from '../../render-themed-form';

const level = {
  type: 'string',
  oneOf: [
    { const: 'poor', title: 'Poor' },
    { const: 'good', title: 'Good' },
    { const: 'great', title: 'Great' },
  ],
};
const meal = { type: 'string', enum: ['Lunch', 'Dinner'] };

const schema = {
  type: 'object',
  required: ['stay', 'meals', 'priorities'],
  properties: {
    stay: {
      type: 'object',
      title: 'How was your stay?',
      required: ['food'],
      properties: { food: { ...level, title: 'Food' }, room: { ...level, title: 'Room' } },
    },
    meals: {
      type: 'object',
      title: 'Meals',
      required: ['saturday'],
      properties: {
        saturday: { type: 'array', title: 'Saturday', uniqueItems: true, minItems: 1, items: meal },
        sunday: { type: 'array', title: 'Sunday', uniqueItems: true, items: meal },
      },
    },
    priorities: {
      type: 'array',
      title: 'What matters most?',
      uniqueItems: true,
      minItems: 3,
      items: { type: 'string', enum: ['Price', 'Speed', 'Support'] },
    },
  },
} as RJSFSchema;

const uiSchema: UiSchema = {
  stay: { 'ui:widget': 'grid' },
  meals: { 'ui:widget': 'grid' },
  priorities: { 'ui:widget': 'ranking' },
};

const renderForm = () => renderThemedForm({ schema, uiSchema });

it('a grid is a group of rows, each a radio group or a group of checkboxes named after its row', async () => {
  renderForm();
  const stay = await screen.findByRole('group', { name: 'How was your stay?' });
  const food = within(stay).getByRole('radiogroup', { name: 'Food' });
  expect(
    within(food)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent),
  ).toEqual(['Poor', 'Good', 'Great']);
  expect(food).toHaveAttribute('aria-required', 'true');
  expect(within(stay).getByRole('radiogroup', { name: 'Room' })).toBeInTheDocument();
  const saturday = screen.getByRole('group', { name: 'Saturday' });
  expect(within(saturday).getAllByRole('checkbox')).toHaveLength(2);
});

it('required rows and an unordered ranking say so; answered, the form sends rows and the ordered list', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  expect(await screen.findAllByText('Please choose an answer in this row')).toHaveLength(2);
  expect(screen.getByText('Please put these in order')).toBeVisible();
  expect(onSubmit).not.toHaveBeenCalled();

  const food = screen.getByRole('radiogroup', { name: 'Food' });
  await user.click(within(food).getByRole('radio', { name: 'Great' }));
  const saturday = screen.getByRole('group', { name: 'Saturday' });
  await user.click(within(saturday).getByRole('checkbox', { name: 'Dinner' }));
  await user.click(within(saturday).getByRole('checkbox', { name: 'Lunch' }));
  // The ranking's part loads on its first render: on a busy machine after the ticks above.
  await user.click(await screen.findByRole('button', { name: 'Move down: Price' }));
  // The focus stays on the moved item's button; the move is announced.
  expect(screen.getByRole('button', { name: 'Move down: Price' })).toHaveFocus();
  expect(screen.getByText('Price: now 2 of 3')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Move up: Price' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Move down: Price' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(submitted(onSubmit)).toMatchObject({
    stay: { food: 'great' },
    meals: { saturday: ['Lunch', 'Dinner'] },
    priorities: ['Speed', 'Support', 'Price'],
  });
  // Twenty steps, each a query and a click over the whole form, none the bulk: 12.8 s at load 36 by the ranking, mid-way.
}, 40_000);

it("unticking the last box of a row takes the row's answer away", async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  const sunday = await screen.findByRole('group', { name: 'Sunday' });
  await user.click(within(sunday).getByRole('checkbox', { name: 'Lunch' }));
  await user.click(within(sunday).getByRole('checkbox', { name: 'Lunch' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findAllByText('Please choose an answer in this row');
  expect(onSubmit).not.toHaveBeenCalled();
  const food = screen.getByRole('radiogroup', { name: 'Food' });
  await user.click(within(food).getByRole('radio', { name: 'Poor' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Saturday' })).getByRole('checkbox', {
      name: 'Lunch',
    }),
  );
  await user.click(await screen.findByRole('button', { name: 'Move up: Support' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect((submitted(onSubmit) as { meals: object }).meals).toEqual({ saturday: ['Lunch'] });
});

it('an optional ranking nobody moved is no answer and does not stop the send', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const optional = {
    type: 'object',
    properties: { priorities: (schema.properties as Record<string, object>).priorities },
  } as RJSFSchema;
  render(
    <ThemedForm
      schema={optional}
      uiSchema={{ priorities: { 'ui:widget': 'ranking' } }}
      validator={formValidator}
      onSubmit={onSubmit}
    >
      <button type="submit">Send</button>
    </ThemedForm>,
  );
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect((submitted(onSubmit) as { priorities?: unknown }).priorities ?? []).toEqual([]);
});
