import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { ThemedForm } from '../../src/form/themed-form';
import { formValidator } from '../../src/form/validation/form-validator';

/** Renders a schema as the app's themed form with a Send button, and spies on what it submits and changes. */
export function renderThemedForm(props: {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
}) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  const { container } = render(
    <ThemedForm {...props} validator={formValidator} onSubmit={onSubmit} onChange={onChange}>
      <button type="submit">Send</button>
    </ThemedForm>,
  );
  return { onSubmit, onChange, container };
}

/** The answers of the last submit. */
export const submitted = <T = Record<string, unknown>,>(onSubmit: Mock) =>
  (onSubmit.mock.calls.at(-1)?.[0] as { formData: T }).formData;
