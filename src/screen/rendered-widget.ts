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
import { resolveSchema } from './navigate';

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

// A placeholder for each of them, the password box apart: enough for rjsf's own getWidget to say
// which one it would render, with no widget's code loaded (the checker runs in Node).
const passwordBox: Widget = () => null;
const placeholderWidgets: RegistryWidgetsType = Object.fromEntries(
  REGISTRY_WIDGETS.map((name): [string, Widget] => [
    name,
    name === 'PasswordWidget' ? passwordBox : () => null,
  ]),
);
// Whether a field is a choice only decides between rjsf's "select" and "text": neither is a password box.
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
  const part = isObject(ui) ? ui : {};
  // rjsf ignores a `ui:widget` object (with a console error): so does this, without the error.
  const uiSchema = isObject(part['ui:widget']) ? { ...part, 'ui:widget': undefined } : part;
  const options = getUiOptions(uiSchema);
  const { inputType } = options;
  if (typeof inputType === 'string' && inputType.toLowerCase() === 'password') return 'inputType';
  const field = withAllOf(schema, root);
  const named = options.widget;
  const widget =
    named ?? resolveDefaultWidget(field, uiSchema, noChoices, placeholderWidgets).defaultWidget;
  if (typeof widget !== 'string') return undefined;
  try {
    const rendered = getWidget(field, widget, placeholderWidgets);
    if (rendered !== getWidget(field, passwordBox)) return undefined;
  } catch {
    // A widget rjsf has not for this field: it renders nothing (and the checker says so).
    return undefined;
  }
  return named === undefined ? 'format' : 'widget';
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
