import type { PartName } from './parts';

/**
 * Where a part of parts.ts comes from, for the build alone (the browser never
 * reads it: the regular expressions and paths were 0.8 KB of every form's
 * first load). `module` is what a screen's chunk imports to carry the part,
 * and what its `load` imports too (a test holds them together): a package
 * path, or for the app's own parts a path from this folder, starting with `.`.
 * `replaces` is the import of rjsf or MUI it takes the place of (where `in`, a
 * folder, imports `request`: src/build/form-perf-swaps.ts); none for a widget
 * of the app's own registry.
 */
export type PartSource = { module: string; replaces?: { request: RegExp; in: RegExp } };

const RJSF_MUI_WIDGETS = /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Widgets$/;
const RJSF_CORE_FIELDS = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields$/;
const RJSF_CORE_WIDGETS = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]widgets$/;
const RJSF_MUI_TEMPLATES = /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]Templates$/;
const RJSF_CORE_TEMPLATES = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]templates$/;

/** A default of rjsf's core registry (parts.ts, UNRENDERED): imported by `./<file>` in `folder`. */
function unrendered(module: string, folder: RegExp): PartSource {
  const file = module.slice(module.lastIndexOf('/') + 1).replace(/\./g, '\\.');
  return { module, replaces: { request: new RegExp(`^\\./${file}$`), in: folder } };
}

const UNRENDERED = {
  CoreArrayFieldTemplate: unrendered(
    '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreArrayFieldItemTemplate: unrendered(
    '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreBaseInputTemplate: unrendered(
    '@rjsf/core/lib/components/templates/BaseInputTemplate.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreCyclicSchemaExpandTemplate: unrendered(
    '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreErrorList: unrendered(
    '@rjsf/core/lib/components/templates/ErrorList.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreObjectFieldTemplate: unrendered(
    '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreWrapIfAdditionalTemplate: unrendered(
    '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreUnsupportedField: unrendered(
    '@rjsf/core/lib/components/templates/UnsupportedField.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreArrayFieldItemButtonsTemplate: unrendered(
    '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js',
    RJSF_CORE_TEMPLATES,
  ),
  CoreCheckboxWidget: unrendered(
    '@rjsf/core/lib/components/widgets/CheckboxWidget.js',
    RJSF_CORE_WIDGETS,
  ),
  CoreCheckboxesWidget: unrendered(
    '@rjsf/core/lib/components/widgets/CheckboxesWidget.js',
    RJSF_CORE_WIDGETS,
  ),
  CoreRadioWidget: unrendered(
    '@rjsf/core/lib/components/widgets/RadioWidget.js',
    RJSF_CORE_WIDGETS,
  ),
  CoreRatingWidget: unrendered(
    '@rjsf/core/lib/components/widgets/RatingWidget.js',
    RJSF_CORE_WIDGETS,
  ),
  CoreSelectWidget: unrendered(
    '@rjsf/core/lib/components/widgets/SelectWidget.js',
    RJSF_CORE_WIDGETS,
  ),
  CoreTextareaWidget: unrendered(
    '@rjsf/core/lib/components/widgets/TextareaWidget.js',
    RJSF_CORE_WIDGETS,
  ),
  FallbackField: unrendered('@rjsf/core/lib/components/fields/FallbackField.js', RJSF_CORE_FIELDS),
  LayoutMultiSchemaField: unrendered(
    '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js',
    RJSF_CORE_FIELDS,
  ),
  OptionalDataControlsField: unrendered(
    '@rjsf/core/lib/components/fields/OptionalDataControlsField.js',
    RJSF_CORE_FIELDS,
  ),
  FieldErrorList: {
    module: '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js',
    replaces: { request: /^\.\.\/FieldErrorTemplate\/index\.js$/, in: RJSF_MUI_TEMPLATES },
  },
  HoistStatics: {
    module: '@emotion/react/_isolated-hnrs',
    replaces: { request: /_isolated-hnrs/, in: /[\\/]@emotion[\\/]react[\\/]dist$/ },
  },
  CircularProgress: {
    module: '@mui/material/CircularProgress',
    replaces: {
      request: /^\.\.\/CircularProgress\/index\.mjs$/,
      in: /[\\/]@mui[\\/]material[\\/](Button|IconButton)$/,
    },
  },
  TouchRipple: {
    module: '@mui/material/ButtonBase/TouchRipple',
    replaces: { request: /^\.\/TouchRipple\.mjs$/, in: /[\\/]@mui[\\/]material[\\/]ButtonBase$/ },
  },
  ErrorList: {
    module: '@rjsf/mui/lib/ErrorList/ErrorList.js',
    replaces: { request: /^\.\.\/ErrorList\/index\.js$/, in: RJSF_MUI_TEMPLATES },
  },
} satisfies Record<string, PartSource>;

export const PART_SOURCES = {
  Select: {
    module: '@mui/material/Select',
    replaces: {
      request: /^\.\.\/Select\/index\.mjs$/,
      in: /[\\/]@mui[\\/]material[\\/]TextField$/,
    },
  },
  SelectWidget: {
    module: '@rjsf/mui/lib/SelectWidget/SelectWidget.js',
    replaces: { request: /^\.\.\/SelectWidget\/SelectWidget\.js$/, in: RJSF_MUI_WIDGETS },
  },
  CheckboxWidget: {
    module: '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js',
    replaces: { request: /^\.\.\/CheckboxWidget\/CheckboxWidget\.js$/, in: RJSF_MUI_WIDGETS },
  },
  CheckboxesWidget: {
    module: '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js',
    replaces: {
      request: /^\.\.\/CheckboxesWidget\/CheckboxesWidget\.js$/,
      in: RJSF_MUI_WIDGETS,
    },
  },
  ArrayField: {
    module: '@rjsf/core/lib/components/fields/ArrayField.js',
    replaces: { request: /^\.\/ArrayField\.js$/, in: RJSF_CORE_FIELDS },
  },
  MultiSchemaField: {
    module: '@rjsf/core/lib/components/fields/MultiSchemaField.js',
    replaces: { request: /^\.\/MultiSchemaField\.js$/, in: RJSF_CORE_FIELDS },
  },
  LayoutGridField: {
    module: '@rjsf/core/lib/components/fields/LayoutGridField.js',
    replaces: { request: /^\.\/LayoutGridField\.js$/, in: RJSF_CORE_FIELDS },
  },
  FileWidget: {
    module: '../files/file-drop-widget.tsx',
    replaces: { request: /^\.\/FileWidget\.js$/, in: RJSF_CORE_WIDGETS },
  },
  AltDateWidget: {
    module: '@rjsf/core/lib/components/widgets/AltDateWidget.js',
    replaces: { request: /^\.\/AltDateWidget\.js$/, in: RJSF_CORE_WIDGETS },
  },
  AllOfMerge: {
    module: '@rjsf/utils/lib/schema/shallowAllOfMerge.js',
    replaces: {
      request: /^\.\/shallowAllOfMerge\.js$/,
      in: /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema$/,
    },
  },
  UriResolver: {
    module: 'fast-uri',
    replaces: { request: /^fast-uri$/, in: /[\\/]@rjsf[\\/]utils[\\/]lib$/ },
  },
  ListTemplate: {
    module: '../lists/list-template.tsx',
    replaces: { request: /^\.\.\/ArrayFieldTemplate\/index\.js$/, in: RJSF_MUI_TEMPLATES },
  },
  ListItemTemplate: {
    module: '../lists/list-item-template.tsx',
    replaces: { request: /^\.\.\/ArrayFieldItemTemplate\/index\.js$/, in: RJSF_MUI_TEMPLATES },
  },
  RatingWidget: {
    module: '../rating/rating-widget.tsx',
  },
  OpinionWidget: {
    module: '../opinion/opinion-widget.tsx',
  },
  SignatureWidget: {
    module: '../signature/signature-widget.tsx',
  },
  RangeWidget: {
    module: '@rjsf/mui/lib/RangeWidget/RangeWidget.js',
    replaces: { request: /^\.\.\/RangeWidget\/RangeWidget\.js$/, in: RJSF_MUI_WIDGETS },
  },
  PhoneWidget: {
    module: '../phone/phone-widget.tsx',
  },
  DateFieldWidget: {
    module: '../dates/date-field-widget.tsx',
  },
  LinkedLabel: {
    module: '../consent/linked-label.tsx',
  },
  OtherChoiceWidget: {
    module: '../other/other-choice-widget.tsx',
  },
  GridField: {
    module: '../grid/grid-field.tsx',
  },
  RankingWidget: {
    module: '../ranking/ranking-widget.tsx',
  },
  Divider: {
    module: '@mui/material/Divider',
    replaces: {
      request: /^@mui\/material\/Divider$/,
      in: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]TitleField$/,
    },
  },
  Input: {
    module: '@mui/material/Input',
    replaces: { request: /^\.\.\/Input\/index\.mjs$/, in: /[\\/]@mui[\\/]material[\\/]TextField$/ },
  },
  FilledInput: {
    module: '@mui/material/FilledInput',
    replaces: {
      request: /^\.\.\/FilledInput\/index\.mjs$/,
      in: /[\\/]@mui[\\/]material[\\/]TextField$/,
    },
  },
  IconButton: {
    module: '@mui/material/IconButton',
    replaces: {
      request: /^@mui\/material\/IconButton$/,
      in: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/](IconButton|AddButton)$/,
    },
  },
  InputAdornment: {
    module: '@mui/material/InputAdornment',
    replaces: {
      request: /^@mui\/material\/InputAdornment$/,
      in: /[\\/]@rjsf[\\/]mui[\\/]lib[\\/]BaseInputTemplate$/,
    },
  },
  ...UNRENDERED,
} satisfies Record<PartName, PartSource>;
