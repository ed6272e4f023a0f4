import type { UiSchema } from '@rjsf/utils';

/**
 * The words on a form's send button: the author's
 * `ui:submitButtonOptions.submitText`, or "Send", which says what happens.
 */
export function submitLabel(uiSchema: UiSchema | undefined): string {
  const options = uiSchema?.['ui:submitButtonOptions'] as { submitText?: unknown } | undefined;
  return typeof options?.submitText === 'string' ? options.submitText : 'Send';
}
