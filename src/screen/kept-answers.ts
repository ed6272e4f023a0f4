import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { holdsFiles } from './file-answers';
import { knownAnswers } from './navigate';

/**
 * A password field (`"ui:widget": "password"`, or `"writeOnly": true`): its
 * answer is a secret of the person's, so it is never kept in a draft nor
 * put into an email, whatever the screen file says.
 */
export function isSecretField(schema: RJSFSchema, ui: Record<string, unknown>): boolean {
  const options = ui['ui:options'];
  return (
    ui['ui:widget'] === 'password' ||
    (isObject(options) && options.widget === 'password') ||
    schema.writeOnly === true
  );
}

/** A file field, alone or as a list: its answer is the whole file, too big and too private for a draft. */
function isFileField(schema: RJSFSchema, ui: Record<string, unknown>, root: RJSFSchema): boolean {
  return ui['ui:widget'] === 'file' || holdsFiles(schema, root);
}

type Screen = { schema: RJSFSchema; uiSchema?: unknown };

/** What a draft keeps of the answers: neither passwords nor files (chosen again after a reload). */
export function draftAnswers(screen: Screen, data: unknown): unknown {
  return knownAnswers(
    screen.schema,
    data,
    (schema, ui) => isSecretField(schema, ui) || isFileField(schema, ui, screen.schema),
    screen.uiSchema,
  );
}

/** What may be sent of the answers: every known one but passwords. */
export function sendableAnswers(screen: Screen, data: unknown): unknown {
  return knownAnswers(screen.schema, data, isSecretField, screen.uiSchema);
}
