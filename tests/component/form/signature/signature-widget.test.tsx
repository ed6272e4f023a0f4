// @vitest-environment jsdom
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderThemedForm, submitted } from '../../render-themed-form';
import { signatureAnswer } from '../../../../src/form/signature/signature-png';
import { typedSignature } from '../../../../src/screen/signature';

// jsdom draws nothing: a canvas has no 2D context (so no pad to draw on) and
// gives this PNG, enough for the typed way, which is the keyboard's.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});

const schema: RJSFSchema = {
  type: 'object',
  required: ['signature'],
  properties: { signature: { type: 'string', title: 'Signature', format: 'data-url' } },
};
const uiSchema: UiSchema = { signature: { 'ui:widget': 'signature' } };

const renderForm = (formData?: unknown) => renderThemedForm({ schema, uiSchema, formData });

// That a stroke never scrolls the page (touch-action) is tried in Chromium: jsdom drops the property.
it('renders a pad named for screen readers, with Clear and the typed way', async () => {
  renderForm();
  const group = await screen.findByRole('group', { name: /Signature/ });
  const pad = screen.getByRole('img', { name: /Signature pad, empty/ });
  expect(group).toContainElement(pad);
  // Nothing to clear yet: the keyboard goes straight to the typed way.
  expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Type your name instead' })).toBeEnabled();
  expect(screen.getByText('Sign here')).toBeInTheDocument();
});

it('is signed by the keyboard alone: the switch, then the name typed, sent as a PNG that says so', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  await screen.findByRole('group', { name: /Signature/ });
  await user.tab();
  expect(screen.getByRole('button', { name: 'Type your name instead' })).toHaveFocus();
  await user.keyboard('{Enter}');
  const name = screen.getByRole('textbox', { name: 'Your full name' });
  await waitFor(() => expect(name).toHaveFocus());
  expect(screen.getByRole('img', { name: 'Your typed name, as it will be sent' })).toBeVisible();
  await user.keyboard('Ana Lopez');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const answer = submitted<{ signature?: string }>(onSubmit).signature ?? '';
  expect(answer.startsWith('data:image/png;name=signature.png;typed=Ana%20Lopez;base64,')).toBe(
    true,
  );
  expect(typedSignature(answer)).toBe('Ana Lopez');
});

it('says a required signature is missing, and the typed way gets the focus', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm();
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please sign, or type your name')).toBeVisible();
  const typeInstead = screen.getByRole('button', { name: 'Type your name instead' });
  expect(typeInstead).toHaveFocus();
  expect(typeInstead).toHaveAccessibleDescription(/Please sign, or type your name/);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('comes back typed, as it was, on a step shown again', async () => {
  renderForm({ signature: signatureAnswer(PNG, 'Ana Lopez') });
  expect(await screen.findByRole('textbox', { name: 'Your full name' })).toHaveValue('Ana Lopez');
  expect(screen.getByRole('button', { name: 'Draw instead' })).toBeInTheDocument();
});
