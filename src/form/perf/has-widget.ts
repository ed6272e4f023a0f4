import type { RegistryWidgetsType, RJSFSchema, Widget } from '@rjsf/utils';
import getSchemaType from '@rjsf/utils/lib/getSchemaType.js';
import uncached from '@rjsf/utils/lib/hasWidget.js';

const known = new WeakMap<RegistryWidgetsType, Map<string, boolean>>();

/**
 * rjsf's hasWidget, remembered per widget name and schema type: rjsf asks it
 * for every field with a `format` (is there an "email" widget?), and finds
 * "no" by building and catching an Error holding the whole field schema,
 * which took a third of the time to open a form of many email fields. The
 * answer for a named widget depends only on the name, the field's type and
 * the registry, so it is worked out once. src/build/form-perf-swaps.ts (SPEED_SWAPS)
 * puts this in place of rjsf's own.
 */
// A default export: it stands in for rjsf's module, which has one.
export default function hasWidget(
  schema: RJSFSchema,
  widget: Widget | string,
  registeredWidgets: RegistryWidgetsType = {},
): boolean {
  if (typeof widget !== 'string') return uncached(schema, widget, registeredWidgets);
  let answers = known.get(registeredWidgets);
  if (!answers) {
    answers = new Map();
    known.set(registeredWidgets, answers);
  }
  const key = `${JSON.stringify(getSchemaType(schema) ?? null)} ${widget}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = uncached(schema, widget, registeredWidgets);
    answers.set(key, answer);
  }
  return answer;
}
