// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OneAtATimeForm } from '../../../../src/form/steps/one-at-a-time-form';
import { StepsForm } from '../../../../src/form/steps/steps-form';
import { formValidator } from '../../../../src/form/validation/form-validator';
import { loadLogic, loadPiping } from '../../../../src/screen/logic/logic-loader';
import type { Step } from '../../../../src/screen/types';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'attended', 'rating'],
  properties: {
    name: { type: 'string', title: 'What is your name?' },
    attended: { type: 'boolean', title: 'Did you come, {{name}}?' },
    rating: { type: 'string', title: 'How was it?', enum: ['great', 'fine', 'poor'] },
    comments: { type: 'string', title: 'Anything else?' },
  },
  if: { properties: { rating: { const: 'poor' } }, required: ['rating'] },
  then: {
    properties: { wrong: { type: 'string', title: 'What went wrong?' } },
    required: ['wrong'],
  },
};
const uiSchema: UiSchema = { comments: { 'ui:widget': 'textarea' } };
const steps: Step[] = [
  { title: 'About you', fields: ['name', 'attended'] },
  { title: 'The day', fields: ['rating', 'wrong'], when: { '==': [{ var: 'attended' }, true] } },
  { title: 'Last word', fields: ['comments'] },
];

beforeAll(async () => {
  await Promise.all([loadLogic(), loadPiping()]);
});

function renderSurvey(formData?: unknown) {
  const onSubmit = vi.fn();
  render(
    <OneAtATimeForm
      schema={schema}
      uiSchema={uiSchema}
      validator={formValidator}
      steps={steps}
      formData={formData}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuetext');

describe('one question at a time', () => {
  it('shows one question, goes on by Enter once it is answered, and pipes the answer on', async () => {
    const { user } = renderSurvey();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(progress()).toBe('Question 1 of 3');
    await user.click(screen.getByRole('textbox', { name: 'What is your name?' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'What is your name?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.keyboard('Ada{Enter}');
    const attended = await screen.findByRole('radiogroup', { name: 'Did you come, Ada?' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus());
    expect(attended).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('picks a choice by its letter, skips a step whose when is false, and Shift+Tab goes back', async () => {
    const { user } = renderSurvey({ name: 'Ada' });
    // Resumed at the first question without an answer.
    await screen.findByRole('radiogroup', { name: 'Did you come, Ada?' });
    screen.getByRole('radio', { name: 'Yes' }).focus();
    await user.keyboard('b');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.keyboard('{Enter}');
    const comments = await screen.findByRole('textbox', { name: 'Anything else?' });
    expect(progress()).toBe('Question 3 of 3');
    await waitFor(() => expect(comments).toHaveFocus());
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('asks a question under a condition only when it holds, and sends without the skipped answers', async () => {
    const { user, onSubmit } = renderSurvey({ name: 'Ada', attended: true });
    await screen.findByRole('radiogroup', { name: 'How was it?' });
    expect(progress()).toBe('Question 3 of 4');
    screen.getAllByRole('radio')[0]?.focus();
    await user.keyboard('c{Enter}');
    const wrong = await screen.findByRole('textbox', { name: 'What went wrong?' });
    expect(progress()).toBe('Question 4 of 5');
    await user.type(wrong, 'The queue{Enter}');
    const comments = await screen.findByRole('textbox', { name: 'Anything else?' });
    // A long text: Shift+Enter is a new line; Enter sends on the last question.
    await user.type(comments, 'one{Shift>}{Enter}{/Shift}two');
    expect(comments).toHaveValue('one\ntwo');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]?.[0] as { formData: unknown }).formData).toEqual({
      name: 'Ada',
      attended: true,
      rating: 'poor',
      wrong: 'The queue',
      comments: 'one\ntwo',
    });
  });

  it('leaves the answers of a skipped question out of what is sent', async () => {
    const { user, onSubmit } = renderSurvey({ name: 'Ada', attended: false, rating: 'poor' });
    const comments = await screen.findByRole('textbox', { name: 'Anything else?' });
    await user.click(comments);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]?.[0] as { formData: unknown }).formData).toEqual({
      name: 'Ada',
      attended: false,
    });
  });
});

describe('answers that arrive after the first render (a draft, once the app hydrates the page)', () => {
  it('one question at a time: are taken, and the person goes on at the first question without an answer', async () => {
    const props = { schema, uiSchema, validator: formValidator, steps };
    const { rerender } = render(<OneAtATimeForm {...props} formData={undefined} />);
    expect(screen.getByRole('textbox', { name: 'What is your name?' })).toBeInTheDocument();
    rerender(<OneAtATimeForm {...props} formData={{ name: 'Ada', attended: true }} />);
    expect(await screen.findByRole('radiogroup', { name: 'How was it?' })).toBeInTheDocument();
  });

  it('step by step: are taken into the step shown', async () => {
    const props = { schema, uiSchema, validator: formValidator, steps };
    const { rerender } = render(<StepsForm {...props} formData={undefined} />);
    rerender(<StepsForm {...props} formData={{ name: 'Ada' }} />);
    expect(await screen.findByRole('textbox', { name: 'What is your name?' })).toHaveValue('Ada');
  });
});

describe('the last button while the captcha is not ticked yet', () => {
  const props = { schema, uiSchema, validator: formValidator, steps: [steps[2] as Step] };
  it('step by step: cannot send, and says Send, not Sending', () => {
    render(<StepsForm {...props} sendBlocked />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByText('Sending…')).toBeNull();
  });

  it('one question at a time: the same', () => {
    render(<OneAtATimeForm {...props} sendBlocked />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByText('Sending…')).toBeNull();
  });
});
