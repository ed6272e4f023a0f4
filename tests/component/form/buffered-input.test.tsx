// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { ThemedForm } from '../../../src/form/themed-form';
import { formValidator } from '../../../src/form/validation/form-validator';
import { renderThemedForm, submitted } from '../render-themed-form';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2 },
    age: { type: 'number', title: 'Age' },
    note: { type: 'string', title: 'Note' },
  },
};

const renderForm = () => renderThemedForm({ schema });

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

describe('a text field and the form around it', () => {
  it('renders nothing for the keys of a sentence, beyond marking the field filled at the first', async () => {
    const user = userEvent.setup();
    let commits = 0;
    render(
      <Profiler id="form" onRender={() => commits++}>
        <ThemedForm schema={schema} validator={formValidator} />
      </Profiler>,
    );
    const note = screen.getByRole('textbox', { name: /Note/ });
    await user.click(note);
    commits = 0;
    await user.keyboard('hello there, world');
    expect(note).toHaveValue('hello there, world');
    // MUI marks the field filled at the first letter; the other 17 keys render nothing.
    expect(commits).toBeLessThanOrEqual(2);
  });

  it('shows an answer the form gets from elsewhere, and keeps a number as it was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ThemedForm schema={schema} validator={formValidator} formData={{ name: 'Ada' }} />,
    );
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Ada');
    rerender(<ThemedForm schema={schema} validator={formValidator} formData={{ name: 'Grace' }} />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Grace');

    const age = screen.getByRole('spinbutton', { name: /Age/ });
    await user.type(age, '1.50');
    await user.tab();
    // The form holds 1.5; the person still sees what they typed.
    expect(screen.getByRole('spinbutton', { name: /Age/ })).toHaveValue(1.5);
    expect((screen.getByRole('spinbutton', { name: /Age/ }) as HTMLInputElement).value).toBe(
      '1.50',
    );
  });

  it('takes a value set from elsewhere while its field has the focus, keeping the focus', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <ThemedForm schema={schema} validator={formValidator} formData={{ note: 'old' }} />,
    );
    const note = screen.getByRole('textbox', { name: /Note/ });
    await user.click(note);
    await act(async () =>
      rerender(<ThemedForm schema={schema} validator={formValidator} formData={{ note: 'new' }} />),
    );
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('new');
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveFocus();
  });

  it('raises the label of an untouched field when an answer comes from elsewhere', () => {
    const { rerender } = render(<ThemedForm schema={schema} validator={formValidator} />);
    const label = () => screen.getByText('Note', { selector: 'label' });
    expect(label()).toHaveAttribute('data-shrink', 'false');
    rerender(<ThemedForm schema={schema} validator={formValidator} formData={{ note: 'new' }} />);
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('new');
    // Not the old input with new text behind MUI's back: the label would sit over the text.
    expect(label()).toHaveAttribute('data-shrink', 'true');
  });
});

describe('a page rendered at build time', () => {
  it('keeps what was typed before the app took the page over, and sends it', async () => {
    const onSubmit = vi.fn();
    const form = (
      <ThemedForm schema={schema} validator={formValidator} onSubmit={onSubmit}>
        <button type="submit">Send</button>
      </ThemedForm>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    // Typed into the page as it arrived: no code of the app runs yet.
    const name = container.querySelector<HTMLInputElement>('#root_name');
    if (!name) throw new Error('the rendered page has no name field');
    name.value = 'Ada';
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('textbox', { name: /Name/ })).toBe(name);
    expect(name).toHaveValue('Ada');
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitted(onSubmit)).toEqual({ name: 'Ada' });
    container.remove();
  });
});

describe('a read-only field (a calculated total, ui:readonly)', () => {
  it('is reached with Tab and read out, not greyed out as disabled, and takes no typing', async () => {
    const user = userEvent.setup();
    render(
      <ThemedForm
        schema={schema}
        uiSchema={{ age: { 'ui:readonly': true } }}
        formData={{ age: 42 }}
        validator={formValidator}
      />,
    );
    const age = screen.getByRole('spinbutton', { name: /Age/ });
    expect(age).not.toBeDisabled();
    expect(age).toHaveAttribute('readonly');
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.tab();
    expect(age).toHaveFocus();
    await user.keyboard('7');
    expect(age).toHaveValue(42);
  });
});
