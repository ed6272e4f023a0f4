import type { RJSFSchema } from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { passwordCause, renderedOptions } from './rendered-widget';
import { holdsFiles } from './file-answers';
import { itemSchema, knownAnswers } from './navigate';

/** How deep options and lists of a field are followed (a `$ref` may lead back to the field). */
const SECRET_DEPTH = 8;

/**
 * A password field: one the form renders as a password box, however the file asks for it
 * (rendered-widget.ts), in any of its `oneOf`/`anyOf` options, a list of them, or
 * `"writeOnly": true`. Its answer is a secret of the person's, so it is never kept in a draft
 * nor put into an email, whatever the screen file says.
 */
export function isSecretField(
  schema: RJSFSchema,
  ui: Record<string, unknown>,
  root: RJSFSchema = schema,
  depth = 0,
): boolean {
  if (depth > SECRET_DEPTH) return false;
  if (schema.writeOnly === true || passwordCause(schema, ui, root) !== undefined) return true;
  const inner = (s: RJSFSchema, u: unknown) =>
    isSecretField(s, isObject(u) ? u : {}, root, depth + 1);
  if (renderedOptions(schema, ui, root).some((option) => inner(option.schema, option.ui)))
    return true;
  // A list's items are rendered with the list's "items" uiSchema.
  return (
    schema.type === 'array' &&
    isObject(schema.items) &&
    inner(itemSchema(schema, 0, root), ui.items)
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
