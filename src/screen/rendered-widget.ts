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
 * Why react-jsonschema-form would render `schema` with `ui` (its part of the uiSchema) as a
 * password box, decided by rjsf's own resolution: the options as getUiOptions reads them
 * (`ui:widget`, `ui:inputType` and `ui:options`, the later key winning), the widget named or
 * the one its `format` leads to (resolveDefaultWidget), looked up as getWidget does. Any input
 * rjsf renders takes its type from `inputType` first (getInputProps).
 */
export function passwordCause(schema: RJSFSchema, ui: unknown): PasswordCause | undefined {
  const part = isObject(ui) ? ui : {};
  // rjsf ignores a `ui:widget` object (with a console error): so does this, without the error.
  const uiSchema = isObject(part['ui:widget']) ? { ...part, 'ui:widget': undefined } : part;
  const options = getUiOptions(uiSchema);
  if (options.inputType === 'password') return 'inputType';
  const named = options.widget;
  const widget =
    named ?? resolveDefaultWidget(schema, uiSchema, noChoices, placeholderWidgets).defaultWidget;
  if (typeof widget !== 'string') return undefined;
  try {
    const rendered = getWidget(schema, widget, placeholderWidgets);
    if (rendered !== getWidget(schema, passwordBox)) return undefined;
  } catch {
    // A widget rjsf has not for this field: it renders nothing (and the checker says so).
    return undefined;
  }
  return named === undefined ? 'format' : 'widget';
}
