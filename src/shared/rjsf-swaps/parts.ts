import { RADIO_LIMIT } from '../ui/radio-limit';

/**
 * Parts of rjsf and MUI that few screens draw or reach, each swapped for a
 * stand-in (`deferred/`, by deferred-part.tsx; rsbuild.config.ts swaps
 * `request` where `from` imports it). Together they were about a quarter of
 * a form's code. A screen whose schema needs a part carries it in its own
 * chunk (the screens plugin imports `module` there), so it is there at once.
 */
export const PARTS = {
  // MUI's drop-down (with its menu, popover and focus trap): every text box
  // imports it through TextField, only a long list of choices draws it.
  Select: {
    module: '@mui/material/Select',
    from: /[\\/]@mui[\\/]material[\\/]TextField$/,
    request: /^\.\.\/Select\/index\.mjs$/,
  },
  // rjsf-mui's drop-down widget (with MUI's menu items), drawn with the drop-down.
  SelectWidget: {
    module: '@rjsf/mui/lib/SelectWidget/SelectWidget.js',
    from: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Widgets$/,
    request: /^\.\.\/SelectWidget\/SelectWidget\.js$/,
  },
  // rjsf-mui's checkbox widgets, with MUI's Checkbox: for yes/no fields and lists of choices.
  CheckboxWidget: {
    module: '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js',
    from: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Widgets$/,
    request: /^\.\.\/CheckboxWidget\/CheckboxWidget\.js$/,
  },
  CheckboxesWidget: {
    module: '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js',
    from: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Widgets$/,
    request: /^\.\.\/CheckboxesWidget\/CheckboxesWidget\.js$/,
  },
  ArrayField: {
    module: '@rjsf/core/lib/components/fields/ArrayField.js',
    from: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields$/,
    request: /^\.\/ArrayField\.js$/,
  },
  MultiSchemaField: {
    module: '@rjsf/core/lib/components/fields/MultiSchemaField.js',
    from: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields$/,
    request: /^\.\/MultiSchemaField\.js$/,
  },
  LayoutGridField: {
    module: '@rjsf/core/lib/components/fields/LayoutGridField.js',
    from: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields$/,
    request: /^\.\/LayoutGridField\.js$/,
  },
  FileWidget: {
    module: '@rjsf/core/lib/components/widgets/FileWidget.js',
    from: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]widgets$/,
    request: /^\.\/FileWidget\.js$/,
  },
  AltDateWidget: {
    module: '@rjsf/core/lib/components/widgets/AltDateWidget.js',
    from: /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]widgets$/,
    request: /^\.\/AltDateWidget\.js$/,
  },
  // rjsf's merge of `allOf` subschemas (with a schema-merging library): only
  // reached for `allOf`, `patternProperties`, `dependencies`, and a `$ref`
  // with siblings under a 2019-09 or 2020-12 `$schema`.
  AllOfMerge: {
    module: '@rjsf/utils/lib/schema/shallowAllOfMerge.js',
    from: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema$/,
    request: /^\.\/shallowAllOfMerge\.js$/,
  },
  // A URI library, which rjsf only asks for a schema declaring draft 2020-12.
  UriResolver: {
    module: 'fast-uri',
    from: /[\\/]@rjsf[\\/]utils[\\/]lib$/,
    request: /^fast-uri$/,
  },
  // MUI's slider: only `"ui:widget": "range"` draws it.
  RangeWidget: {
    module: '@rjsf/mui/lib/RangeWidget/RangeWidget.js',
    from: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Widgets$/,
    request: /^\.\.\/RangeWidget\/RangeWidget\.js$/,
  },
} as const;

export type PartName = keyof typeof PARTS;

type Json = unknown;

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/** Every value of the keys `names` anywhere in `value`. */
function valuesOf(value: Json, names: readonly string[], found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) {
    for (const item of value) valuesOf(item, names, found);
  } else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (names.includes(key)) found.push(inner);
      valuesOf(inner, names, found);
    }
  }
  return found;
}

/**
 * The parts a screen draws in its first frame or may draw later without a
 * change of schema, read from its schema and uiSchema. It errs on the side of
 * too many (a part not needed costs bytes; one missing, a 300 ms wait).
 */
export function partsFor(schema: Json, uiSchema: Json): PartName[] {
  const widgets = new Set(valuesOf(uiSchema, ['ui:widget', 'widget']));
  const fields = valuesOf(uiSchema, ['ui:field', 'field']);
  const lists = valuesOf(schema, ['enum', 'oneOf', 'anyOf']);
  const types = valuesOf(schema, ['type']).flat();
  const formats = new Set(valuesOf(schema, ['format']));
  const drafts = valuesOf(schema, ['$schema']);
  const refs = valuesOf(schema, ['$ref']);
  const altDate = widgets.has('alt-date') || widgets.has('alt-datetime');
  const dropDown =
    widgets.has('select') ||
    altDate ||
    lists.some((list) => Array.isArray(list) && list.length > RADIO_LIMIT);
  const list = types.includes('array') || valuesOf(schema, ['items']).length > 0;
  const needs: Record<PartName, boolean> = {
    Select: dropDown,
    SelectWidget: dropDown,
    CheckboxWidget: types.includes('boolean') || widgets.has('checkbox'),
    CheckboxesWidget: list || widgets.has('checkboxes'),
    ArrayField: list,
    // A list of constants is a choice (radio buttons or a drop-down), not a choice of schemas.
    MultiSchemaField: valuesOf(schema, ['oneOf', 'anyOf']).some(
      (list) =>
        Array.isArray(list) && !list.every((option) => isObject(option) && 'const' in option),
    ),
    LayoutGridField: fields.some((f) => typeof f === 'string' && f.startsWith('Layout')),
    FileWidget: formats.has('data-url') || widgets.has('file') || widgets.has('files'),
    AltDateWidget: altDate,
    AllOfMerge:
      valuesOf(schema, ['allOf', 'patternProperties', 'dependencies', 'dependentSchemas']).length >
        0 ||
      (drafts.some((d) => /2019-09|2020-12/.test(String(d))) && refs.length > 0),
    UriResolver: drafts.some((d) => /2020-12/.test(String(d))),
    RangeWidget: widgets.has('range'),
  };
  return (Object.keys(PARTS) as PartName[]).filter((name) => needs[name]);
}
