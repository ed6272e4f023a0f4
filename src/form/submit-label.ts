import '../kernel/i18n/form-words';
import type { UiSchema } from '@rjsf/utils';
import type { Words } from '../kernel/i18n/i18n';

/**
 * The words on a form's send button: the author's
 * `ui:submitButtonOptions.submitText`, or "Send" in the language shown, which says what happens.
 */
export function submitLabel(uiSchema: UiSchema | undefined, t: Words): string {
  const options = uiSchema?.['ui:submitButtonOptions'] as { submitText?: unknown } | undefined;
  return typeof options?.submitText === 'string' ? options.submitText : t('form.send');
}
