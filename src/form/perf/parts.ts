import { isObject } from '../../kernel/is-object';
import { NPS_WIDGET, OPINION_WIDGET, RATING_WIDGET } from '../../screen/scales';
import { GRID_WIDGET, RANKING_WIDGET } from '../../screen/grid-ranking';
import { hasLink } from '../../screen/linked-words';
import { SIGNATURE_WIDGET } from '../../screen/signature';
import { isYesNoQuestion, RADIO_LIMIT } from '../field-kinds';

/**
 * A part of rjsf or MUI that few screens draw or reach. The bundler swaps the
 * original module for a stand-in where `replaces.in` (a folder) imports
 * `replaces.request` (rsbuild.config.ts, through standInReplacements), and a
 * screen whose schema needs the part carries `module` in its own chunk (the
 * screens plugin writes that import), so it is there at once.
 *
 * When it loads, by `standIn`:
 * - `component`: drawn by rjsf; the stand-in draws the part the screen
 *   carried, or else loads it (`load`) the first time it is drawn.
 * - `function` and `{ methods }`: called by rjsf synchronously, so they cannot
 *   load on first use: the screen must carry them (partsFor errs widely on
 *   that side), and a screen without them fails loudly.
 */
export type Part = {
  /**
   * What the screen chunk imports; `load` imports the same module (a test holds
   * them together). A package path, or for the app's own parts a path from
   * this folder, starting with `.`.
   */
  module: string;
  load: () => Promise<{ default: unknown }>;
  /** The import of rjsf or MUI it takes the place of; none for a widget of the app's own registry. */
  replaces?: { request: RegExp; in: RegExp };
  standIn: 'component' | 'function' | { methods: readonly string[] };
  /** Properties the original's export carries that its importers read. */
  statics?: Record<string, unknown>;
  /**
   * Only looks (a ripple, a line): when its code cannot be fetched (offline)
   * it is left out, where any other part fails the form loudly.
   */
  decorative?: true;
};

const RJSF_MUI_WIDGETS = /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Widgets$/;
const RJSF_CORE_FIELDS = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields$/;
const RJSF_CORE_WIDGETS = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]widgets$/;
const RJSF_MUI_TEMPLATES = /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Templates$/;
const RJSF_CORE_TEMPLATES = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]templates$/;

/**
 * A default of rjsf's core registry that rjsf-mui or the app draws in its
 * place (or that only an option no screen sets draws): imported by `./<file>`
 * in `folder`, loaded the first time one is drawn, carried by no screen.
 */
function undrawn(module: string, load: Part['load'], folder: RegExp): Part {
  const file = module.slice(module.lastIndexOf('/') + 1).replace(/\./g, '\\.');
  return {
    module,
    load,
    replaces: { request: new RegExp(`^\\./${file}$`), in: folder },
    standIn: 'component',
  };
}

/**
 * Never drawn by a screen (the app's registry, rjsf-mui's theme and
 * ThemedForm's options draw something else), yet imported by rjsf's
 * registry into every form's first load.
 */
const UNDRAWN = {
  CoreArrayFieldTemplate: undrawn(
    '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js',
    () => import('@rjsf/core/lib/components/templates/ArrayFieldTemplate.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreArrayFieldItemTemplate: undrawn(
    '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js',
    () => import('@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreBaseInputTemplate: undrawn(
    '@rjsf/core/lib/components/templates/BaseInputTemplate.js',
    () => import('@rjsf/core/lib/components/templates/BaseInputTemplate.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreCyclicSchemaExpandTemplate: undrawn(
    '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js',
    () => import('@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreErrorList: undrawn(
    '@rjsf/core/lib/components/templates/ErrorList.js',
    () => import('@rjsf/core/lib/components/templates/ErrorList.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreObjectFieldTemplate: undrawn(
    '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js',
    () => import('@rjsf/core/lib/components/templates/ObjectFieldTemplate.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreWrapIfAdditionalTemplate: undrawn(
    '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js',
    () => import('@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreUnsupportedField: undrawn(
    '@rjsf/core/lib/components/templates/UnsupportedField.js',
    () => import('@rjsf/core/lib/components/templates/UnsupportedField.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreArrayFieldItemButtonsTemplate: undrawn(
    '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js',
    () => import('@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js'),
    RJSF_CORE_TEMPLATES,
  ),
  CoreCheckboxWidget: undrawn(
    '@rjsf/core/lib/components/widgets/CheckboxWidget.js',
    () => import('@rjsf/core/lib/components/widgets/CheckboxWidget.js'),
    RJSF_CORE_WIDGETS,
  ),
  CoreCheckboxesWidget: undrawn(
    '@rjsf/core/lib/components/widgets/CheckboxesWidget.js',
    () => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js'),
    RJSF_CORE_WIDGETS,
  ),
  CoreRadioWidget: undrawn(
    '@rjsf/core/lib/components/widgets/RadioWidget.js',
    () => import('@rjsf/core/lib/components/widgets/RadioWidget.js'),
    RJSF_CORE_WIDGETS,
  ),
  CoreRatingWidget: undrawn(
    '@rjsf/core/lib/components/widgets/RatingWidget.js',
    () => import('@rjsf/core/lib/components/widgets/RatingWidget.js'),
    RJSF_CORE_WIDGETS,
  ),
  CoreSelectWidget: undrawn(
    '@rjsf/core/lib/components/widgets/SelectWidget.js',
    () => import('@rjsf/core/lib/components/widgets/SelectWidget.js'),
    RJSF_CORE_WIDGETS,
  ),
  CoreTextareaWidget: undrawn(
    '@rjsf/core/lib/components/widgets/TextareaWidget.js',
    () => import('@rjsf/core/lib/components/widgets/TextareaWidget.js'),
    RJSF_CORE_WIDGETS,
  ),
  // Fields only a `ui:field` or a form option asks for.
  FallbackField: undrawn(
    '@rjsf/core/lib/components/fields/FallbackField.js',
    () => import('@rjsf/core/lib/components/fields/FallbackField.js'),
    RJSF_CORE_FIELDS,
  ),
  LayoutMultiSchemaField: undrawn(
    '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js',
    () => import('@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js'),
    RJSF_CORE_FIELDS,
  ),
  OptionalDataControlsField: undrawn(
    '@rjsf/core/lib/components/fields/OptionalDataControlsField.js',
    () => import('@rjsf/core/lib/components/fields/OptionalDataControlsField.js'),
    RJSF_CORE_FIELDS,
  ),
  // rjsf-mui's list of a field's messages: the app draws its own (FieldErrorTemplate in ../templates.tsx).
  FieldErrorList: {
    module: '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js',
    load: () => import('@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js'),
    replaces: { request: /^\.\.\/FieldErrorTemplate\/index\.js$/, in: RJSF_MUI_TEMPLATES },
    standIn: 'component',
  },
  // Emotion's copy of a component's statics, for its `withTheme`, which MUI never calls.
  HoistStatics: {
    module: '@emotion/react/_isolated-hnrs',
    load: () => import('@emotion/react/_isolated-hnrs'),
    replaces: { request: /_isolated-hnrs/, in: /[\\/]@emotion[\\/]react[\\/]dist$/ },
    standIn: 'function',
  },
  // The spinner of a button's `loading`, which the app's buttons never set.
  CircularProgress: {
    module: '@mui/material/CircularProgress',
    load: () => import('@mui/material/CircularProgress'),
    replaces: {
      request: /^\.\.\/CircularProgress\/index\.mjs$/,
      in: /[\\/]@mui[\\/]material[\\/](Button|IconButton)$/,
    },
    standIn: 'component',
  },
  // The ripple of a pressed button: MUI draws it from the first press on
  // (useLazyRipple), which fetches it; that first press shows none.
  TouchRipple: {
    module: '@mui/material/ButtonBase/TouchRipple',
    load: () => import('@mui/material/ButtonBase/TouchRipple'),
    replaces: { request: /^\.\/TouchRipple\.mjs$/, in: /[\\/]@mui[\\/]material[\\/]ButtonBase$/ },
    standIn: 'component',
    decorative: true,
  },
  // rjsf-mui's list of every problem above the form: ThemedForm sets `showErrorList={false}`.
  ErrorList: {
    module: '@rjsf/mui/lib/ErrorList/ErrorList.js',
    load: () => import('@rjsf/mui/lib/ErrorList/ErrorList.js'),
    replaces: { request: /^\.\.\/ErrorList\/index\.js$/, in: RJSF_MUI_TEMPLATES },
    standIn: 'component',
  },
} satisfies Record<string, Part>;

/** Together these were about a quarter of a form's code. */
export const PARTS = {
  // MUI's drop-down (with its menu, popover and focus trap): every text box
  // imports it through TextField, only a long list of choices draws it.
  Select: {
    module: '@mui/material/Select',
    load: () => import('@mui/material/Select'),
    replaces: {
      request: /^\.\.\/Select\/index\.mjs$/,
      in: /[\\/]@mui[\\/]material[\\/]TextField$/,
    },
    standIn: 'component',
    // TextField's form control looks for MUI's Select by this name.
    statics: { muiName: 'Select' },
  },
  // rjsf-mui's drop-down widget (with MUI's menu items), drawn with the drop-down.
  SelectWidget: {
    module: '@rjsf/mui/lib/SelectWidget/SelectWidget.js',
    load: () => import('@rjsf/mui/lib/SelectWidget/SelectWidget.js'),
    replaces: { request: /^\.\.\/SelectWidget\/SelectWidget\.js$/, in: RJSF_MUI_WIDGETS },
    standIn: 'component',
  },
  // rjsf-mui's checkbox widgets, with MUI's Checkbox: for yes/no fields and lists of choices.
  CheckboxWidget: {
    module: '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js',
    load: () => import('@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js'),
    replaces: { request: /^\.\.\/CheckboxWidget\/CheckboxWidget\.js$/, in: RJSF_MUI_WIDGETS },
    standIn: 'component',
  },
  CheckboxesWidget: {
    module: '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js',
    load: () => import('@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js'),
    replaces: {
      request: /^\.\.\/CheckboxesWidget\/CheckboxesWidget\.js$/,
      in: RJSF_MUI_WIDGETS,
    },
    standIn: 'component',
  },
  ArrayField: {
    module: '@rjsf/core/lib/components/fields/ArrayField.js',
    load: () => import('@rjsf/core/lib/components/fields/ArrayField.js'),
    replaces: { request: /^\.\/ArrayField\.js$/, in: RJSF_CORE_FIELDS },
    standIn: 'component',
  },
  MultiSchemaField: {
    module: '@rjsf/core/lib/components/fields/MultiSchemaField.js',
    load: () => import('@rjsf/core/lib/components/fields/MultiSchemaField.js'),
    replaces: { request: /^\.\/MultiSchemaField\.js$/, in: RJSF_CORE_FIELDS },
    standIn: 'component',
  },
  LayoutGridField: {
    module: '@rjsf/core/lib/components/fields/LayoutGridField.js',
    load: () => import('@rjsf/core/lib/components/fields/LayoutGridField.js'),
    replaces: { request: /^\.\/LayoutGridField\.js$/, in: RJSF_CORE_FIELDS },
    standIn: 'component',
  },
  // The app's own file field (../files/): a drop zone, each file named with
  // its size, checked against its field's limits the moment it is chosen.
  FileWidget: {
    module: '../files/file-drop-widget.tsx',
    load: () => import('../files/file-drop-widget'),
    replaces: { request: /^\.\/FileWidget\.js$/, in: RJSF_CORE_WIDGETS },
    standIn: 'component',
  },
  AltDateWidget: {
    module: '@rjsf/core/lib/components/widgets/AltDateWidget.js',
    load: () => import('@rjsf/core/lib/components/widgets/AltDateWidget.js'),
    replaces: { request: /^\.\/AltDateWidget\.js$/, in: RJSF_CORE_WIDGETS },
    standIn: 'component',
  },
  // rjsf's merge of `allOf` subschemas (with a schema-merging library): only
  // reached for `allOf`, `patternProperties`, `dependencies`, and a `$ref`
  // with siblings under a 2019-09 or 2020-12 `$schema`.
  AllOfMerge: {
    module: '@rjsf/utils/lib/schema/shallowAllOfMerge.js',
    load: () => import('@rjsf/utils/lib/schema/shallowAllOfMerge.js'),
    replaces: {
      request: /^\.\/shallowAllOfMerge\.js$/,
      in: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema$/,
    },
    standIn: 'function',
  },
  // A URI library, which rjsf only asks for a schema declaring draft 2020-12;
  // rjsf calls two of its functions.
  UriResolver: {
    module: 'fast-uri',
    load: () => import('fast-uri'),
    replaces: { request: /^fast-uri$/, in: /[\\/]@rjsf[\\/]utils[\\/]lib$/ },
    standIn: { methods: ['resolve', 'equal'] },
  },
  // The app's own list templates (../lists/), in place of rjsf-mui's card in a
  // card: only screens with a list of items draw them (registry.ts names them).
  ListTemplate: {
    module: '../lists/list-template.tsx',
    load: () => import('../lists/list-template'),
    replaces: { request: /^\.\.\/ArrayFieldTemplate\/index\.js$/, in: RJSF_MUI_TEMPLATES },
    standIn: 'component',
  },
  ListItemTemplate: {
    module: '../lists/list-item-template.tsx',
    load: () => import('../lists/list-item-template'),
    replaces: { request: /^\.\.\/ArrayFieldItemTemplate\/index\.js$/, in: RJSF_MUI_TEMPLATES },
    standIn: 'component',
  },
  // The app's star rating (../rating/): only `"ui:widget": "rating"` draws it (widgets.tsx names it).
  RatingWidget: {
    module: '../rating/rating-widget.tsx',
    load: () => import('../rating/rating-widget'),
    standIn: 'component',
  },
  // The app's opinion scale and NPS question (../opinion/), where `"ui:widget"` names them.
  OpinionWidget: {
    module: '../opinion/opinion-widget.tsx',
    load: () => import('../opinion/opinion-widget'),
    standIn: 'component',
  },
  // The app's signature pad (../signature/), with signature_pad: only `"ui:widget": "signature"` draws it.
  SignatureWidget: {
    module: '../signature/signature-widget.tsx',
    load: () => import('../signature/signature-widget'),
    standIn: 'component',
  },
  // MUI's slider: only `"ui:widget": "range"` draws it.
  RangeWidget: {
    module: '@rjsf/mui/lib/RangeWidget/RangeWidget.js',
    load: () => import('@rjsf/mui/lib/RangeWidget/RangeWidget.js'),
    replaces: { request: /^\.\.\/RangeWidget\/RangeWidget\.js$/, in: RJSF_MUI_WIDGETS },
    standIn: 'component',
  },
  // The phone field (../phone/): `"format": "phone"` draws it, with the phone metadata.
  PhoneWidget: {
    module: '../phone/phone-widget.tsx',
    load: () => import('../phone/phone-widget'),
    standIn: 'component',
  },
  // A box's words with a Markdown link (../consent/): a consent box.
  LinkedLabel: {
    module: '../consent/linked-label.tsx',
    load: () => import('../consent/linked-label'),
    standIn: 'component',
  },
  // A choice with "Other, please specify" (../other/): `"choices"` and `"other"` draw it.
  OtherChoiceWidget: {
    module: '../other/other-choice-widget.tsx',
    load: () => import('../other/other-choice-widget'),
    standIn: 'component',
  },
  // A choice grid (../grid/): `"ui:widget": "grid"` on a group draws it.
  GridField: {
    module: '../grid/grid-field.tsx',
    load: () => import('../grid/grid-field'),
    standIn: 'component',
  },
  // A ranking (../ranking/), with dnd-kit: `"ui:widget": "ranking"` on a list draws it.
  RankingWidget: {
    module: '../ranking/ranking-widget.tsx',
    load: () => import('../ranking/ranking-widget'),
    standIn: 'component',
  },
  // The line under a section's title (rjsf-mui's TitleField): forms with sections or lists.
  Divider: {
    module: '@mui/material/Divider',
    load: () => import('@mui/material/Divider'),
    replaces: {
      request: /^@mui\/material\/Divider$/,
      in: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]TitleField$/,
    },
    standIn: 'component',
    decorative: true,
  },
  // MUI's standard and filled text boxes, inside every TextField: only a uiSchema's `variant` asks for them.
  Input: {
    module: '@mui/material/Input',
    load: () => import('@mui/material/Input'),
    replaces: { request: /^\.\.\/Input\/index\.mjs$/, in: /[\\/]@mui[\\/]material[\\/]TextField$/ },
    standIn: 'component',
    statics: { muiName: 'Input' },
  },
  FilledInput: {
    module: '@mui/material/FilledInput',
    load: () => import('@mui/material/FilledInput'),
    replaces: {
      request: /^\.\.\/FilledInput\/index\.mjs$/,
      in: /[\\/]@mui[\\/]material[\\/]TextField$/,
    },
    standIn: 'component',
    statics: { muiName: 'Input' },
  },
  // MUI's round button, in rjsf-mui's buttons: a list's add, remove and move, an
  // extra property's, and a text box's clear (`ui:allowClearTextInputs`).
  IconButton: {
    module: '@mui/material/IconButton',
    load: () => import('@mui/material/IconButton'),
    replaces: {
      request: /^@mui\/material\/IconButton$/,
      in: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/](IconButton|AddButton)$/,
    },
    standIn: 'component',
  },
  // Where a text box's clear button sits, drawn only with it.
  InputAdornment: {
    module: '@mui/material/InputAdornment',
    load: () => import('@mui/material/InputAdornment'),
    replaces: {
      request: /^@mui\/material\/InputAdornment$/,
      in: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]BaseInputTemplate$/,
    },
    standIn: 'component',
  },
  ...UNDRAWN,
} as const satisfies Record<string, Part>;

export type PartName = keyof typeof PARTS;
/** The parts a screen may carry: all but those never drawn. */
type CarriedPartName = Exclude<PartName, keyof typeof UNDRAWN>;

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
 * A true/false field drawn as one checkbox: one with a `default` or a
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
    // A file field the author dressed as a signature draws the pad instead of the drop zone.
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
