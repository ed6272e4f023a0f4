import {
  getUiOptions,
  getWidget,
  resolveDefaultWidget,
  type RegistryWidgetsType,
  type RJSFSchema,
  type SchemaUtilsType,
  type Widget,
} from '@rjsf/utils';
import { isObject } from '../kernel/is-object';
import { itemSchema, resolveSchema } from './navigate';

/** How deep options and lists of a field are followed (a `$ref` may lead back to the field). */
const MAX_DEPTH = 8;

/**
 * The widgets of the form's registry by their own names: rjsf core's, which the app's theme
 * replaces in part and keeps every name of (tests/unit/checker/edges.test.ts holds this list
 * to rjsf's own registry, tests/component/form/rendered-widget.test.tsx the answers below to
 * the form's).
 */
export const REGISTRY_WIDGETS = [
  'AltDateWidget', 'AltDateTimeWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget',
  'DateWidget', 'DateTimeWidget', 'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget',
  'RadioWidget', 'RangeWidget', 'RatingWidget', 'SelectWidget', 'TextWidget', 'TextareaWidget',
  'TimeWidget', 'UpDownWidget', 'URLWidget',
]; // prettier-ignore

// A placeholder for each of them: enough for rjsf's own getWidget to say which one it would
// render, with no widget's code loaded (the checker runs in Node).
const placeholders = new Map<string, Widget>(REGISTRY_WIDGETS.map((name) => [name, () => null]));
const placeholderWidgets: RegistryWidgetsType = Object.fromEntries(placeholders);
// Whether a field is a choice only decides between rjsf's "select" and "text": neither is a box
// this module looks for.
const noChoices = { isSelect: () => false } as unknown as SchemaUtilsType;

/** What makes a field a password box: the input type asked for, the widget named, or the schema's `format`. */
export type PasswordCause = 'inputType' | 'widget' | 'format';

/**
 * The field as rjsf renders it with its `allOf` parts merged in (retrieveSchema merges them):
 * a `format` in one part and a `type` in another make one field.
 */
function withAllOf(schema: RJSFSchema, root: RJSFSchema): RJSFSchema {
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = schema.allOf.map((part) => resolveSchema(part, root));
  return Object.assign({}, ...parts, schema) as RJSFSchema;
}

/**
 * Why react-jsonschema-form would render `schema` with `ui` (its part of the uiSchema) as a
 * password box, decided by rjsf's own resolution: the options as getUiOptions reads them
 * (`ui:widget`, `ui:inputType` and `ui:options`, the later key winning), the widget named or
 * the one its `format` leads to (resolveDefaultWidget, `allOf` merged in), looked up as
 * getWidget does. Any input rjsf renders takes its type from `inputType` first
 * (getInputProps), and the browser reads that type in any case ("PASSWORD" is a password box).
 */
export function passwordCause(
  schema: RJSFSchema,
  ui: unknown,
  root: RJSFSchema = schema,
): PasswordCause | undefined {
  const { options, widget } = registryWidget(schema, ui, root);
  const { inputType } = options;
  if (typeof inputType === 'string' && inputType.toLowerCase() === 'password') return 'inputType';
  if (widget !== 'PasswordWidget') return undefined;
  return options.widget === undefined ? 'format' : 'widget';
}

/**
 * The widget of rjsf's registry (a REGISTRY_WIDGETS name) it renders for `schema` with `ui`,
 * and the options it renders it with; none for a widget of the app's own or none at all.
 */
function registryWidget(schema: RJSFSchema, ui: unknown, root: RJSFSchema) {
  const part = isObject(ui) ? ui : {};
  // rjsf ignores a `ui:widget` object (with a console error): so does this, without the error.
  const uiSchema = isObject(part['ui:widget']) ? { ...part, 'ui:widget': undefined } : part;
  const options = getUiOptions(uiSchema);
  const field = withAllOf(schema, root);
  const asked =
    options.widget ??
    resolveDefaultWidget(field, uiSchema, noChoices, placeholderWidgets).defaultWidget;
  let widget: string | undefined;
  try {
    const rendered = typeof asked === 'string' && getWidget(field, asked, placeholderWidgets);
    for (const [name, placeholder] of placeholders)
      if (rendered && rendered === getWidget(field, placeholder)) widget = name;
  } catch {
    // A widget rjsf has not for this field: it renders nothing (and the checker says so).
  }
  return { options, widget };
}

/**
 * Whether only the person may give the field its answer, never a link's prefill: a file, by
 * its `format` (a signature or any other widget on a `data-url` field holds a file too) or by
 * rjsf's file widget named on a text field, alone, in a list or in an option the person may
 * pick; or a box that must be ticked (`"const": true`, a consent).
 */
export function isPersonsOwn(
  schema: RJSFSchema,
  ui: unknown,
  root: RJSFSchema,
  depth = 0,
): boolean {
  if (depth > MAX_DEPTH) return false;
  const field = withAllOf(schema, root);
  if (field.format === 'data-url' || (field.type === 'boolean' && field.const === true))
    return true;
  if (registryWidget(schema, ui, root).widget === 'FileWidget') return true;
  const inner = (s: RJSFSchema, u: unknown) => isPersonsOwn(s, u, root, depth + 1);
  if (renderedOptions(schema, ui, root).some((option) => inner(option.schema, option.ui)))
    return true;
  const items = schema.type === 'array' && isObject(schema.items);
  return items && inner(itemSchema(schema, 0, root), isObject(ui) ? ui.items : undefined);
}

/** One option of a field's `oneOf`/`anyOf` as rjsf renders it once picked, and where it is written. */
export type RenderedOption = {
  schema: RJSFSchema;
  ui: unknown;
  /** From the field's schema to the option: `["oneOf", 1]`. */
  path: [string, number];
  /** From the field's uiSchema to the option's, when it has one of its own. */
  uiPath: (string | number)[];
};

/**
 * The options a field offers with `oneOf`/`anyOf`, each as rjsf's MultiSchemaField renders the
 * one picked: merged with the field's other keys, and dressed by its own uiSchema
 * (`ui.oneOf[i]`, `ui.anyOf[i]`) where the field's uiSchema has one, else by the field's.
 */
export function renderedOptions(
  schema: RJSFSchema,
  ui: unknown,
  root: RJSFSchema,
): RenderedOption[] {
  const found: RenderedOption[] = [];
  const { oneOf, anyOf, ...rest } = schema;
  for (const [key, list] of [
    ['oneOf', oneOf],
    ['anyOf', anyOf],
  ] as const) {
    if (!Array.isArray(list)) continue;
    const own: unknown = isObject(ui) ? ui[key] : undefined;
    for (const [i, option] of list.entries()) {
      const hasOwn = Array.isArray(own) && i < own.length;
      found.push({
        schema: { ...rest, ...resolveSchema(option, root) },
        ui: hasOwn ? own[i] : ui,
        path: [key, i],
        uiPath: hasOwn ? [key, i] : [],
      });
    }
  }
  return found;
}
