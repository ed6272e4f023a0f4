// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { FriendlyForm } from '../../../src/shared/validation/friendly-form';
import { formValidator } from '../../../src/shared/validation/form-validator';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2 },
    age: { type: 'number', title: 'Age' },
    note: { type: 'string', title: 'Note' },
  },
};

function renderForm() {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(
    <FriendlyForm schema={schema} validator={formValidator} onSubmit={onSubmit} onChange={onChange}>
      <button type="submit">Send</button>
    </FriendlyForm>,
  );
  return { onSubmit, onChange };
}

const submitted = (onSubmit: ReturnType<typeof vi.fn>) =>
  (onSubmit.mock.calls.at(-1)?.[0] as { formData: unknown }).formData;

describe('a text field typed into right before sending', () => {
  it('sends the last answer when Send is clicked at once', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('spinbutton', { name: /Age/ }), '36');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toEqual({ name: 'Ada Lovelace', age: 36 });
  });

  it('sends the last answer when Enter is pressed in the field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'x');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Grace{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toEqual({ name: 'Grace', note: 'x' });
  });

  it('sends the last keystroke even when the submit comes in the same event loop turn', () => {
    const { onSubmit } = renderForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Al' } });
    fireEvent.change(name, { target: { value: 'Alan' } });
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitted(onSubmit)).toEqual({ name: 'Alan' });
  });
});

describe('a text field while it is typed', () => {
  it('shows every keystroke and tells the form once the typing pauses', async () => {
    const user = userEvent.setup();
    const { onChange } = renderForm();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Ada');
    expect(name).toHaveValue('Ada');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ formData: { name: 'Ada' } }),
        'root_name',
      ),
    );
  });

  it('checks its last answer when it is left', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'A');
    await user.tab();
    expect(await screen.findByText(/Use at least 2 characters/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'b');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.queryByText(/Use at least 2 characters/)).not.toBeInTheDocument(),
    );
  });
});
