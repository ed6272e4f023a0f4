import { isObject } from '../../kernel/is-object';
import { NPS_WIDGET, OPINION_WIDGET, RATING_WIDGET } from '../../screen/scales';
import { GRID_WIDGET, RANKING_WIDGET } from '../../screen/grid-ranking';
import { hasLink } from '../../screen/linked-words';
import { SIGNATURE_WIDGET } from '../../screen/signature';
import { isYesNoQuestion, RADIO_LIMIT } from '../field-kinds';

/**
 * A part of rjsf or MUI that few screens render or reach. The bundler swaps the
 * original module for a lazy part where rjsf or MUI imports it (part-sources.ts
 * says where, src/build/form-perf-swaps.ts swaps it), and a screen whose schema
 * needs the part carries its module in its own chunk (the screens plugin writes
 * that import), so it is there at once. This table is what the browser reads;
 * where each part comes from is the build's alone (part-sources.ts), out of
 * every form's first load.
 *
 * When it loads, by `kind`:
 * - `component`: rendered by rjsf; the lazy part renders the part the screen
 *   carried, or else loads it (`load`) the first time it is rendered.
 * - `function` and `{ methods }`: called by rjsf synchronously, so they cannot
 *   load on first use: the screen must carry them (partsFor errs widely on
 *   that side), and a screen without them fails loudly.
 */
export type Part = {
  /** Imports the module the screen chunk carries (part-sources.ts; a test holds them together). */
  load: () => Promise<{ default: unknown }>;
  kind: 'component' | 'function' | { methods: readonly string[] };
  /** Properties the original's export carries that its importers read. */
  statics?: Record<string, unknown>;
  /**
   * Only looks (a ripple, a line): when its code cannot be fetched (offline)
   * it is left out, where any other part fails the form loudly.
   */
  decorative?: true;
};

/**
 * A default of rjsf's core registry that rjsf-mui or the app renders in its
 * place (or that only an option no screen sets renders): loaded the first time
 * one is rendered, carried by no screen.
 */
const unrendered = (load: Part['load']): Part => ({ load, kind: 'component' });

/**
 * Never rendered by a screen (the app's registry, rjsf-mui's theme and
 * ThemedForm's options render something else), yet imported by rjsf's
 * registry into every form's first load.
 */
const UNRENDERED = {
  CoreArrayFieldTemplate: unrendered(
    () => import('@rjsf/core/lib/components/templates/ArrayFieldTemplate.js'),
  ),
  CoreArrayFieldItemTemplate: unrendered(
    () => import('@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js'),
  ),
  CoreBaseInputTemplate: unrendered(
    () => import('@rjsf/core/lib/components/templates/BaseInputTemplate.js'),
  ),
  CoreCyclicSchemaExpandTemplate: unrendered(
    () => import('@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js'),
  ),
  CoreErrorList: unrendered(() => import('@rjsf/core/lib/components/templates/ErrorList.js')),
  CoreObjectFieldTemplate: unrendered(
    () => import('@rjsf/core/lib/components/templates/ObjectFieldTemplate.js'),
  ),
  CoreWrapIfAdditionalTemplate: unrendered(
    () => import('@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js'),
  ),
  CoreUnsupportedField: unrendered(
    () => import('@rjsf/core/lib/components/templates/UnsupportedField.js'),
  ),
  CoreArrayFieldItemButtonsTemplate: unrendered(
    () => import('@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js'),
  ),
  CoreCheckboxWidget: unrendered(
    () => import('@rjsf/core/lib/components/widgets/CheckboxWidget.js'),
  ),
  CoreCheckboxesWidget: unrendered(
    () => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js'),
  ),
  CoreRadioWidget: unrendered(() => import('@rjsf/core/lib/components/widgets/RadioWidget.js')),
  CoreRatingWidget: unrendered(() => import('@rjsf/core/lib/components/widgets/RatingWidget.js')),
  CoreSelectWidget: unrendered(() => import('@rjsf/core/lib/components/widgets/SelectWidget.js')),
  CoreTextareaWidget: unrendered(
    () => import('@rjsf/core/lib/components/widgets/TextareaWidget.js'),
  ),
  // Fields only a `ui:field` or a form option asks for.
  FallbackField: unrendered(() => import('@rjsf/core/lib/components/fields/FallbackField.js')),
  LayoutMultiSchemaField: unrendered(
    () => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js'),
  ),
  OptionalDataControlsField: unrendered(
    () => import('@rjsf/core/lib/components/fields/OptionalDataControlsField.js'),
  ),
  // rjsf-mui's list of a field's messages: the app renders its own (FieldErrorTemplate in ../templates.tsx).
  FieldErrorList: {
    load: () => import('@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js'),
    kind: 'component',
  },
  // Emotion's copy of a component's statics, for its `withTheme`, which MUI never calls.
  HoistStatics: {
    load: () => import('@emotion/react/_isolated-hnrs'),
    kind: 'function',
  },
  // The spinner of a button's `loading`, which the app's buttons never set.
  CircularProgress: {
    load: () => import('@mui/material/CircularProgress'),
    kind: 'component',
  },
  // The ripple of a pressed button: MUI renders it from the first press on
  // (useLazyRipple), which fetches it; that first press shows none.
  TouchRipple: {
    load: () => import('@mui/material/ButtonBase/TouchRipple'),
    kind: 'component',
    decorative: true,
  },
  // rjsf-mui's list of every problem above the form: ThemedForm sets `showErrorList={false}`.
  ErrorList: {
    load: () => import('@rjsf/mui/lib/ErrorList/ErrorList.js'),
    kind: 'component',
  },
} satisfies Record<string, Part>;

/** Together these were about a quarter of a form's code. */
export const PARTS = {
  // MUI's drop-down (with its menu, popover and focus trap): every text box
  // imports it through TextField, only a long list of choices renders it.
  Select: {
    load: () => import('@mui/material/Select'),
    kind: 'component',
    // TextField's form control looks for MUI's Select by this name.
    statics: { muiName: 'Select' },
  },
  // rjsf-mui's drop-down widget (with MUI's menu items), rendered with the drop-down.
  SelectWidget: {
    load: () => import('@rjsf/mui/lib/SelectWidget/SelectWidget.js'),
    kind: 'component',
  },
  // rjsf-mui's checkbox widgets, with MUI's Checkbox: for yes/no fields and lists of choices.
  CheckboxWidget: {
    load: () => import('@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js'),
    kind: 'component',
  },
  CheckboxesWidget: {
    load: () => import('@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js'),
    kind: 'component',
  },
  ArrayField: {
    load: () => import('@rjsf/core/lib/components/fields/ArrayField.js'),
    kind: 'component',
  },
  MultiSchemaField: {
    load: () => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'),
    kind: 'component',
  },
  LayoutGridField: {
    load: () => import('@rjsf/core/lib/components/fields/LayoutGridField.js'),
    kind: 'component',
  },
  // The app's own file field (../files/): a drop zone, each file named with
  // its size, checked against its field's limits the moment it is chosen.
  FileWidget: {
    load: () => import('../files/file-drop-widget'),
    kind: 'component',
  },
  AltDateWidget: {
    load: () => import('@rjsf/core/lib/components/widgets/AltDateWidget.js'),
    kind: 'component',
  },
  // rjsf's merge of `allOf` subschemas (with a schema-merging library): only
  // reached for `allOf`, `patternProperties`, `dependencies`, and a `$ref`
  // with siblings under a 2019-09 or 2020-12 `$schema`.
  AllOfMerge: {
    load: () => import('@rjsf/utils/lib/schema/shallowAllOfMerge.js'),
    kind: 'function',
  },
  // A URI library, which rjsf only asks for a schema declaring draft 2020-12;
  // rjsf calls two of its functions.
  UriResolver: {
    load: () => import('fast-uri'),
    kind: { methods: ['resolve', 'equal'] },
  },
  // The app's own list templates (../lists/), in place of rjsf-mui's card in a
  // card: only screens with a list of items render them (registry.ts names them).
  ListTemplate: {
    load: () => import('../lists/list-template'),
    kind: 'component',
  },
  ListItemTemplate: {
    load: () => import('../lists/list-item-template'),
    kind: 'component',
  },
  // The app's star rating (../rating/): only `"ui:widget": "rating"` renders it (widgets.tsx names it).
  RatingWidget: {
    load: () => import('../rating/rating-widget'),
    kind: 'component',
  },
  // The app's opinion scale and NPS question (../opinion/), where `"ui:widget"` names them.
  OpinionWidget: {
    load: () => import('../opinion/opinion-widget'),
    kind: 'component',
  },
  // The app's signature pad (../signature/), with signature_pad: only `"ui:widget": "signature"` renders it.
  SignatureWidget: {
    load: () => import('../signature/signature-widget'),
    kind: 'component',
  },
  // MUI's slider: only `"ui:widget": "range"` renders it.
  RangeWidget: {
    load: () => import('@rjsf/mui/lib/RangeWidget/RangeWidget.js'),
    kind: 'component',
  },
  // The date, time and date-and-time fields (../dates/), with MUI X's field and date-fns:
  // `"format": "date"`, `"time"` or `"date-time"` renders them.
  DateFieldWidget: {
    load: () => import('../dates/date-field-widget'),
    kind: 'component',
  },
  // The phone field (../phone/): `"format": "phone"` renders it, with the phone metadata.
  PhoneWidget: {
    load: () => import('../phone/phone-widget'),
    kind: 'component',
  },
  // A box's words with a Markdown link (../consent/): a consent box.
  LinkedLabel: {
    load: () => import('../consent/linked-label'),
    kind: 'component',
  },
  // A choice with "Other, please specify" (../other/): `"choices"` and `"other"` render it.
  OtherChoiceWidget: {
    load: () => import('../other/other-choice-widget'),
    kind: 'component',
  },
  // A choice grid (../grid/): `"ui:widget": "grid"` on a group renders it.
  GridField: {
    load: () => import('../grid/grid-field'),
    kind: 'component',
  },
  // A ranking (../ranking/), with dnd-kit: `"ui:widget": "ranking"` on a list renders it.
  RankingWidget: {
    load: () => import('../ranking/ranking-widget'),
    kind: 'component',
  },
  // The line under a section's title (rjsf-mui's TitleField): forms with sections or lists.
  Divider: {
    load: () => import('@mui/material/Divider'),
    kind: 'component',
    decorative: true,
  },
  // MUI's standard and filled text boxes, inside every TextField: only a uiSchema's `variant` asks for them.
  Input: {
    load: () => import('@mui/material/Input'),
    kind: 'component',
    statics: { muiName: 'Input' },
  },
  FilledInput: {
    load: () => import('@mui/material/FilledInput'),
    kind: 'component',
    statics: { muiName: 'Input' },
  },
  // MUI's round button, in rjsf-mui's buttons: a list's add, remove and move, an
  // extra property's, and a text box's clear (`ui:allowClearTextInputs`).
  IconButton: {
    load: () => import('@mui/material/IconButton'),
    kind: 'component',
  },
  // Where a text box's clear button sits, rendered only with it.
  InputAdornment: {
    load: () => import('@mui/material/InputAdornment'),
    kind: 'component',
  },
  ...UNRENDERED,
} as const satisfies Record<string, Part>;

export type PartName = keyof typeof PARTS;
/** The parts a screen may carry: all but those never rendered. */
type CarriedPartName = Exclude<PartName, keyof typeof UNRENDERED>;

type Json = unknown;

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

/** Every object anywhere in `value` (a schema's every subschema, and then some). */
function nodesOf(value: Json, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) {
    for (const item of value) nodesOf(item, found);
  } else if (isObject(value)) {
    found.push(value);
    for (const inner of Object.values(value)) nodesOf(inner, found);
  }
  return found;
}

const mayBeBoolean = (node: unknown) =>
  isObject(node) &&
  (node.type === 'boolean' || (Array.isArray(node.type) && node.type.includes('boolean')));

/**
 * A true/false field rendered as one checkbox: one with a `default` or a
 * `const` (a yes/no question is Yes and No buttons: ui-defaults.ts names
 * that widget, for the fields of objects only), one that may also be empty,
 * and a list's true/false items.
 */
function checkboxBoolean(schema: Json): boolean {
  return nodesOf(schema).some(
    (node) =>
      (mayBeBoolean(node) && !isYesNoQuestion(node)) ||
      mayBeBoolean(node.items) ||
      (Array.isArray(node.items) && node.items.some(mayBeBoolean)),
  );
}

/**
 * The parts a screen renders in its first frame or may render later without a
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
  const variants = valuesOf(uiSchema, ['variant']);
  const altDate = widgets.has('alt-date') || widgets.has('alt-datetime');
  const dropDown =
    widgets.has('select') ||
    altDate ||
    lists.some((list) => Array.isArray(list) && list.length > RADIO_LIMIT);
  const list = types.includes('array') || valuesOf(schema, ['items']).length > 0;
  const clear = valuesOf(uiSchema, ['ui:allowClearTextInputs', 'allowClearTextInputs']).some(
    (allowed) => allowed === true,
  );
  const extraProperties = valuesOf(schema, ['additionalProperties', 'patternProperties']).some(
    (allowed) => allowed !== false,
  );
  const needs: Record<CarriedPartName, boolean> = {
    Select: dropDown,
    SelectWidget: dropDown,
    CheckboxWidget: checkboxBoolean(schema) || widgets.has('checkbox'),
    CheckboxesWidget: list || widgets.has('checkboxes'),
    ArrayField: list,
    ListTemplate: list,
    ListItemTemplate: list,
    // A list of constants is a choice (radio buttons or a drop-down), not a choice of schemas.
    MultiSchemaField: valuesOf(schema, ['oneOf', 'anyOf']).some(
      (list) =>
        Array.isArray(list) && !list.every((option) => isObject(option) && 'const' in option),
    ),
    LayoutGridField: fields.some((f) => typeof f === 'string' && f.startsWith('Layout')),
    // A file field the author dressed as a signature renders the pad instead of the drop zone.
    FileWidget:
      valuesOf(schema, ['format']).filter((f) => f === 'data-url').length >
        valuesOf(uiSchema, ['ui:widget', 'widget']).filter((w) => w === SIGNATURE_WIDGET).length ||
      widgets.has('file') ||
      widgets.has('files'),
    AltDateWidget: altDate,
    AllOfMerge:
      valuesOf(schema, ['allOf', 'patternProperties', 'dependencies', 'dependentSchemas']).length >
        0 ||
      (drafts.some((d) => /2019-09|2020-12/.test(String(d))) && refs.length > 0),
    UriResolver: drafts.some((d) => /2020-12/.test(String(d))),
    RangeWidget: widgets.has('range'),
    RatingWidget: widgets.has(RATING_WIDGET),
    OpinionWidget: widgets.has(OPINION_WIDGET) || widgets.has(NPS_WIDGET),
    PhoneWidget: formats.has('phone') || widgets.has('phone'),
    DateFieldWidget: ['date', 'time', 'date-time'].some((f) => formats.has(f) || widgets.has(f)),
    SignatureWidget: widgets.has(SIGNATURE_WIDGET),
    OtherChoiceWidget: valuesOf(schema, ['other']).some((o) => typeof o === 'string'),
    GridField: widgets.has(GRID_WIDGET),
    RankingWidget: widgets.has(RANKING_WIDGET),
    // Every object below the top one has a title (its name at least), and so has each item of a list.
    Divider:
      isObject(schema) &&
      ('title' in schema ||
        (isObject(uiSchema) && 'ui:title' in uiSchema) ||
        nodesOf(schema).some(
          (node) => node !== schema && ('properties' in node || 'items' in node),
        )),
    Input: variants.length > 0,
    FilledInput: variants.length > 0,
    IconButton: list || clear || extraProperties,
    InputAdornment: clear,
    LinkedLabel: [...valuesOf(schema, ['title']), ...valuesOf(uiSchema, ['ui:title'])].some(
      (t) => typeof t === 'string' && hasLink(t),
    ),
  };
  return (Object.keys(PARTS) as PartName[]).filter(
    (name): name is CarriedPartName => name in needs && needs[name as CarriedPartName],
  );
}
