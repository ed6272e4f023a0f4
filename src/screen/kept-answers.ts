import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { passwordCause } from './rendered-widget';
import { holdsFiles } from './file-answers';
import { itemSchema, knownAnswers } from './navigate';

/**
 * A password field: one the form renders as a password box, however the file asks for it
 * (rendered-widget.ts), a list of them, or `"writeOnly": true`. Its answer is a secret of the
 * person's, so it is never kept in a draft nor put into an email, whatever the screen file says.
 */
export function isSecretField(
  schema: RJSFSchema,
  ui: Record<string, unknown>,
  root: RJSFSchema = schema,
): boolean {
  if (schema.writeOnly === true || passwordCause(schema, ui) !== undefined) return true;
  // A list's items are rendered with the list's "items" uiSchema.
  const items = ui.items;
  return (
    schema.type === 'array' &&
    isObject(schema.items) &&
    isSecretField(itemSchema(schema, 0, root), isObject(items) ? items : {}, root)
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
    (schema, ui) =>
      isSecretField(schema, ui, screen.schema) || isFileField(schema, ui, screen.schema),
    screen.uiSchema,
  );
}
