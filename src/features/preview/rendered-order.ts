import type { UiSchema } from '@rjsf/utils';
import { isObject } from '../../kernel/is-object';
import { renderedOrder } from '../../screen/field-order';

/**
 * The uiSchema with each group's order written out (`ui:order`, its "*" last)
 * where the form would take it from the order of `properties`. rjsf compares
 * a new schema with the one it rendered by value, the order of keys aside, so a
 * question moved in the studio (its key moved in `properties`) kept its old
 * place until the next change; a `ui:order` is a list, compared in order.
 * Where the form has an order already (the author's, or one placing the
 * fields a condition shows), it is left as it is.
 */
export function withRenderedOrder(schema: unknown, ui: UiSchema | undefined): UiSchema | undefined {
  if (!isObject(schema)) return ui;
  if (schema.type === 'array' && isObject(schema.items)) {
    const items = withRenderedOrder(schema.items, ui?.items as UiSchema | undefined);
    return items === ui?.items ? ui : { ...ui, items };
  }
  if (!isObject(schema.properties)) return ui;
  let result = ui;
  for (const [name, field] of Object.entries(schema.properties)) {
    const own = ui?.[name] as UiSchema | undefined;
    const next = withRenderedOrder(field, own);
    if (next !== own) result = { ...result, [name]: next };
  }
  if (renderedOrder(schema, ui?.['ui:order']) === undefined) {
    result = { ...result, 'ui:order': [...Object.keys(schema.properties), '*'] };
  }
  return result;
}
