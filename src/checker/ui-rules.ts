import type { JSONPath } from 'jsonc-parser';
import { isObject } from '../kernel/is-object';
import {
  NPS_WIDGET,
  OPINION_TOP,
  OPINION_WIDGET,
  RATING_STARS,
  RATING_WIDGET,
} from '../screen/scales';
import { REGISTRY_WIDGETS } from '../screen/rendered-widget';
import { SIGNATURE_WIDGET } from '../screen/signature';
import { GRID_WIDGET, RANKING_WIDGET } from '../screen/grid-ranking';
import { checkGrid, checkRanking, requiredOf } from './grid-rules';
import { quotedList, suggestion } from './did-you-mean';
import { fieldsOf, forEachApplying, hasField, itemsOf, typesOf } from './fields';
import { own, type Located, type SchemaDoc } from './refs';
import type { Problem } from '../screen/types';

/**
 * The `ui:` options react-jsonschema-form 6 reads (UiSchema, UIOptionsBaseType
 * and GlobalUISchemaOptions in @rjsf/utils' types), less the templates, which
 * are components a JSON file cannot give. Any other `ui:` key is a typo the
 * form would ignore without a word.
 */
const UI_OPTIONS = [
  'ui:widget', 'ui:field', 'ui:options', 'ui:order', 'ui:title', 'ui:description', 'ui:help',
  'ui:placeholder', 'ui:autofocus', 'ui:autocomplete', 'ui:autocapitalize', 'ui:disabled',
  'ui:readonly', 'ui:emptyValue', 'ui:enumDisabled', 'ui:enumNames', 'ui:enumOrder',
  'ui:optionsSchemaSelector', 'ui:hideError', 'ui:filePreview', 'ui:inline', 'ui:inputType',
  'ui:rows', 'ui:classNames', 'ui:style', 'ui:submitButtonOptions', 'ui:globalOptions',
  'ui:rootFieldId', 'ui:fieldReplacesAnyOrOneOf', 'ui:definitions', 'ui:addable', 'ui:copyable',
  'ui:orderable', 'ui:removable', 'ui:label', 'ui:allowClearTextInputs',
  'ui:duplicateKeySuffixSeparator', 'ui:enableMarkdownInDescription', 'ui:enableMarkdownInHelp',
  'ui:enableOptionalDataFieldForType',
]; // prettier-ignore

/**
 * `ui:` keys that samples and older versions of react-jsonschema-form write (rjsf's own
 * playground sample `nested` has `ui:className`) and rjsf 6 ignores: harmless, so a warning
 * with the name it reads, where an unknown option is a typo that stops the file.
 */
const IGNORED_UI_OPTIONS = ['ui:className'];

/**
 * The short widget names by the field's type (`widgetMap` in @rjsf/utils'
 * getWidget): rjsf throws while rendering a field whose `ui:widget` is neither
 * one of these for its type nor a widget of the registry.
 */
export const WIDGETS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: [
    'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select',
    'textarea', 'hidden', 'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time',
    'color', 'file', 'phone',
  ],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
}; // prettier-ignore

/** The app's own widgets authors may name, by the field types they render. */
const APP_WIDGETS: Readonly<Record<string, readonly string[]>> = {
  [RATING_WIDGET]: ['integer'],
  [OPINION_WIDGET]: ['integer'],
  [NPS_WIDGET]: ['integer'],
  [SIGNATURE_WIDGET]: ['string'],
};

/** What each of the app's whole-number widgets renders, and a field it fits, for the messages. */
const DRAWS: Readonly<Record<string, { what: string; range: string }>> = {
  [RATING_WIDGET]: { what: 'stars', range: '"minimum": 1, "maximum": 5' },
  [OPINION_WIDGET]: { what: 'an opinion scale', range: '"minimum": 1, "maximum": 7' },
  [NPS_WIDGET]: { what: 'the 0 to 10 of an NPS question', range: '"minimum": 0, "maximum": 10' },
};

/** The fields of the form's registry, the names `ui:field` may give. */
export const REGISTRY_FIELDS = [
  'AnyOfField', 'ArrayField', 'BooleanField', 'CyclicSchemaField', 'FallbackField',
  'LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField', 'NumberField', 'ObjectField',
  'OneOfField', 'OptionalDataControlsField', 'SchemaField', 'StringField', 'NullField',
]; // prettier-ignore

const TYPE_WORDS: Record<string, string> = {
  boolean: 'a yes/no field',
  string: 'a text field',
  number: 'a number field',
  integer: 'a whole-number field',
  array: 'a list',
};

/** uiSchema keys that are neither a field nor a `ui:` option: they describe parts of the schema. */
const SCHEMA_PARTS = ['items', 'additionalItems', 'additionalProperties', 'anyOf', 'oneOf'];

/** An index past any tuple: `itemsOf` then gives a fixed list's `additionalItems` (or a list's `items`). */
const EXTRA_ITEM = Number.MAX_SAFE_INTEGER;

/** What the uiSchema check finds: mistakes that stop the file, and leftovers the form ignores. */
export type UiSchemaCheck = { problems: Problem[]; warnings: Problem[] };

/**
 * The `uiSchema` against the schema it dresses: every key names a field of
 * the schema at its level or is a `ui:` option rjsf knows, `ui:order` lists
 * the fields there are (all of them, or `*` for the rest), and `ui:widget` /
 * `ui:field` name what the form has. rjsf itself ignores most of these
 * mistakes silently, or throws while rendering the form.
 */
export function checkUiSchema(
  data: Record<string, unknown>,
  root: Located,
  shared: ReadonlyMap<string, SchemaDoc>,
): UiSchemaCheck {
  const source = root.doc.source;
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const at = (path: JSONPath, message: string, key = false) =>
    problems.push(source.problem(['uiSchema', ...path], message, { key }));

  // A stack, not recursion, like the schema walk; depth is bounded by the file's anyway.
  const stack: { ui: unknown; path: JSONPath; schemas: Located[]; required?: boolean }[] = [
    { ui: own(data, 'uiSchema'), path: [], schemas: [root] },
  ];
  for (let level = stack.pop(); level; level = stack.pop()) {
    const { ui, path, schemas, required } = level;
    if (!isObject(ui)) {
      if (path.length > 0 && ui !== undefined)
        at(
          path,
          `the uiSchema of "${String(path[path.length - 1])}" must be an object, like { "ui:widget": "textarea" }`,
        );
      continue;
    }
    const fields = schemas.map((s) => fieldsOf(s, shared));
    const names = [...new Set(fields.flatMap((f) => [...f.names.keys()]))];
    const open = fields.some((f) => f.patterns.length > 0 || f.open.length > 0);
    const types = new Set(schemas.flatMap((s) => [...typesOf(s, shared)]));
    for (const [key, value] of Object.entries(ui)) {
      if (key.startsWith('ui:')) {
        if (IGNORED_UI_OPTIONS.includes(key)) {
          warnings.push(
            source.problem(
              ['uiSchema', ...path, key],
              `"${key}" is no option of this form's version of react-jsonschema-form, so the form leaves it unused${suggestion(key, UI_OPTIONS, 'the options are')}`,
              { key: true },
            ),
          );
        } else if (!UI_OPTIONS.includes(key)) {
          at(
            [...path, key],
            `unknown uiSchema option "${key}"${suggestion(key, UI_OPTIONS, 'the options are')}`,
            true,
          );
        }
        continue;
      }
      if (SCHEMA_PARTS.includes(key)) {
        if (key === 'items' && Array.isArray(value)) {
          // rjsf dresses a fixed list's items one by one (ArrayField's renderFixedArray).
          const fixed = schemas.flatMap((s) => fixedItemsOf(s, shared));
          if (fixed.length === 0)
            at(
              [...path, key],
              'the uiSchema "items" is a list, which only fits a list of fixed items ("items" written as a list in the schema): write one object for every item, like "items": { "ui:widget": "textarea" }',
            );
          value.forEach((ui, i) => {
            const itemPath = [...path, key, i];
            if (fixed.length > 0 && !fixed.some((n) => i < n))
              at(
                itemPath,
                `the uiSchema "items" has ${value.length} entries, but the list has ${Math.max(...fixed)} fixed items: dress the extra items under "additionalItems", or remove this entry`,
              );
            else
              stack.push({
                ui,
                path: itemPath,
                schemas: schemas.flatMap((s) => itemsOf(s, i, shared)),
              });
          });
        } else if (key === 'items' || key === 'additionalItems')
          stack.push({
            ui: value,
            path: [...path, key],
            schemas: schemas.flatMap((s) => itemsOf(s, key === 'items' ? 0 : EXTRA_ITEM, shared)),
          });
        continue;
      }
      const byName = fields.flatMap((f) => f.names.get(key) ?? []);
      if (byName.length > 0)
        stack.push({
          ui: value,
          path: [...path, key],
          schemas: byName,
          required: schemas.some((s) => requiredOf(s, shared).includes(key)),
        });
      else if (open && fields.some((f) => hasField(f, key))) continue;
      else if (UI_OPTIONS.includes(`ui:${key}`)) {
        at(
          [...path, key],
          `"${key}" needs "ui:" in front to be an option: write "ui:${key}"`,
          true,
        );
      } else {
        // A leftover the form ignores (rjsf dresses only the fields there are): a warning, so a typo still shows.
        const where =
          path.length === 0
            ? 'the form'
            : `"${path.filter((p) => typeof p === 'string').join('.')}"`;
        warnings.push(
          source.problem(
            ['uiSchema', ...path, key],
            names.length > 0
              ? `the uiSchema names "${key}", which is not a field of ${where}, so the form leaves it unused${suggestion(key, names, 'the fields are')}`
              : `the uiSchema of ${where} has "${key}", which is no field and no option, so the form leaves it unused${suggestion(`ui:${key}`, UI_OPTIONS, 'the options are')}`,
            { key: true },
          ),
        );
      }
    }
    const options = own(ui, 'ui:options');
    const widget = own(ui, 'ui:widget') ?? own(options, 'widget');
    const atWidget = (m: string) =>
      at(
        own(ui, 'ui:widget') !== undefined
          ? [...path, 'ui:widget']
          : [...path, 'ui:options', 'widget'],
        m,
      );
    const dressed = schemas.find((s) => isObject(s.node)) ?? schemas[0];
    if ((widget === GRID_WIDGET || widget === RANKING_WIDGET) && dressed)
      problems.push(
        ...(widget === GRID_WIDGET
          ? checkGrid(dressed, types, shared, atWidget, required === true)
          : checkRanking(dressed, types, shared, atWidget)),
      );
    else if (typeof widget === 'string' && widget in APP_WIDGETS)
      problems.push(...checkAppWidget(widget, schemas, types, atWidget));
    else checkWidget(widget, types, atWidget);
    const field = own(ui, 'ui:field') ?? own(options, 'field');
    if (typeof field === 'string' && !REGISTRY_FIELDS.includes(field)) {
      at(
        own(ui, 'ui:field') !== undefined
          ? [...path, 'ui:field']
          : [...path, 'ui:options', 'field'],
        `unknown "ui:field" "${field}"${suggestion(field, REGISTRY_FIELDS, 'the fields the form has are')}`,
      );
    }
    checkOrder(own(ui, 'ui:order'), names, open, (rel, m) => at([...path, 'ui:order', ...rel], m));
  }
  return { problems, warnings };
}

/** How many fixed items each list schema at `at` has (its `items` written as a list). */
function fixedItemsOf(at: Located, shared: ReadonlyMap<string, SchemaDoc>): number[] {
  const counts: number[] = [];
  forEachApplying(at, shared, false, ({ node }) => {
    const items = own(node, 'items');
    if (Array.isArray(items)) counts.push(items.length);
  });
  return counts;
}

function checkWidget(widget: unknown, types: Set<string>, report: (message: string) => void) {
  if (typeof widget !== 'string' || REGISTRY_WIDGETS.includes(widget)) return;
  const typed = [...types].filter((t) => t in WIDGETS_BY_TYPE);
  // Objects render no widget of their own, and an untyped field may take any.
  if (types.has('object')) return;
  const fitting = [
    ...new Set(
      (typed.length > 0 ? typed : Object.keys(WIDGETS_BY_TYPE)).flatMap(
        (t) => WIDGETS_BY_TYPE[t] ?? [],
      ),
    ),
  ];
  if (fitting.includes(widget)) return;
  const known = Object.values(WIDGETS_BY_TYPE).some((list) => list.includes(widget));
  const what = typed.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
  report(
    known
      ? `"ui:widget" "${widget}" does not fit ${what}: use ${quotedList(fitting)}`
      : `unknown "ui:widget" "${widget}"${suggestion(widget, fitting, what ? `the widgets for ${what} are` : 'the widgets are')}`,
  );
}

/**
 * A widget of the app's own: the type it renders, and the range of its
 * numbers: a star rating 1 to 3-10 (more stars nobody tells apart on a
 * phone), an NPS question 0 to 10 exactly, an opinion scale from 0 or 1 up
 * to at most 10.
 */
function checkAppWidget(
  widget: string,
  schemas: Located[],
  types: Set<string>,
  atWidget: (message: string) => void,
): Problem[] {
  if (widget === SIGNATURE_WIDGET) return checkSignature(schemas, types, atWidget);
  const fits = APP_WIDGETS[widget] ?? [];
  const { what, range } = DRAWS[widget] ?? { what: 'its answers', range: '' };
  const example = `"type": "integer", ${range}`;
  if (![...types].some((t) => fits.includes(t))) {
    atWidget(`"ui:widget" "${widget}" draws ${what} for a whole number: give the field ${example}`);
    return [];
  }
  const problems: Problem[] = [];
  const field = schemas.find((s) => isObject(s.node)) ?? schemas[0];
  if (!field) return problems;
  const at = (key: string, message: string) =>
    problems.push(field.doc.source.problem([...field.path, key], message));
  const minimum = own(field.node, 'minimum');
  const maximum = own(field.node, 'maximum');
  const wholeNumber = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
  /** A missing number is named at the widget, a wrong one at itself. */
  const report = (key: string, value: unknown, missing: string, wrong: string) => {
    if (value === undefined) atWidget(missing);
    else at(key, wrong);
  };
  if (widget === RATING_WIDGET) {
    const { fewest, most } = RATING_STARS;
    if (minimum === undefined)
      atWidget(`a star rating counts from 1: add "minimum": 1 to the field (${example})`);
    else if (minimum !== 1)
      at(
        'minimum',
        `a star rating counts from 1, not ${JSON.stringify(minimum)}: write "minimum": 1`,
      );
    if (maximum === undefined)
      atWidget(
        `a star rating needs its number of stars, ${fewest} to ${most}: add "maximum": 5 to the field`,
      );
    else if (!wholeNumber(maximum) || maximum < fewest || maximum > most)
      at(
        'maximum',
        `a star rating has ${fewest} to ${most} stars, not ${JSON.stringify(maximum)}: write "maximum": ${wholeNumber(maximum) && maximum > most ? `${most} or fewer` : 5}`,
      );
  } else if (widget === NPS_WIDGET) {
    const other = 'for another range, use "ui:widget": "opinion"';
    if (minimum !== 0)
      report(
        'minimum',
        minimum,
        `an NPS question runs from 0 to 10: add "minimum": 0 to the field (${example})`,
        `an NPS question runs from 0, not ${JSON.stringify(minimum)}: write "minimum": 0 (${other})`,
      );
    if (maximum !== 10)
      report(
        'maximum',
        maximum,
        `an NPS question runs from 0 to 10: add "maximum": 10 to the field (${example})`,
        `an NPS question runs to 10, not ${JSON.stringify(maximum)}: write "maximum": 10 (${other})`,
      );
  } else {
    if (minimum !== 0 && minimum !== 1)
      report(
        'minimum',
        minimum,
        `an opinion scale needs where it starts, 0 or 1: add "minimum": 1 to the field (${example})`,
        `an opinion scale starts at 0 or 1, not ${JSON.stringify(minimum)}: write "minimum": 1`,
      );
    const low = wholeNumber(minimum) ? minimum : 0;
    if (!wholeNumber(maximum) || maximum < low + 2 || maximum > OPINION_TOP)
      report(
        'maximum',
        maximum,
        `an opinion scale needs its top, ${low + 2} to ${OPINION_TOP}: add "maximum": 7 to the field`,
        `an opinion scale goes up to ${low + 2}-${OPINION_TOP}, not ${JSON.stringify(maximum)}: write "maximum": ${wholeNumber(maximum) && maximum > OPINION_TOP ? OPINION_TOP : 7}`,
      );
  }
  return problems;
}

/**
 * A signature's answer is a PNG file, so its field is a file field's
 * (`"type": "string", "format": "data-url"`): the form checks it, the email
 * attaches it and drafts leave it out as they do files.
 */
function checkSignature(
  schemas: Located[],
  types: Set<string>,
  atWidget: (message: string) => void,
): Problem[] {
  const example = '"type": "string", "format": "data-url"';
  if (!types.has('string')) {
    atWidget(
      `"ui:widget" "signature" draws a signature pad, whose answer is a PNG file: give the field ${example}`,
    );
    return [];
  }
  const field = schemas.find((s) => isObject(s.node)) ?? schemas[0];
  const format = field && own(field.node, 'format');
  if (format === 'data-url' || !field) return [];
  if (format === undefined) {
    atWidget(
      `a signature is sent as a PNG file: add "format": "data-url" to the field (${example})`,
    );
    return [];
  }
  return [
    field.doc.source.problem(
      [...field.path, 'format'],
      `a signature is sent as a PNG file, not ${JSON.stringify(format)}: write "format": "data-url"`,
    ),
  ];
}

/** rjsf's orderProperties throws on a field left out without "*", and on two "*". */
function checkOrder(
  order: unknown,
  names: string[],
  open: boolean,
  report: (rel: JSONPath, message: string) => void,
) {
  if (!Array.isArray(order)) return;
  const listed = new Set<string>();
  let stars = 0;
  order.forEach((entry, i) => {
    if (typeof entry !== 'string') return;
    if (entry === '*') {
      if (++stars === 2)
        report([i], '"ui:order" has "*" twice: keep one, where the fields not listed go');
      return;
    }
    if (listed.has(entry)) report([i], `"ui:order" lists "${entry}" twice: keep one`);
    else if (!names.includes(entry) && !open)
      report(
        [i],
        `"ui:order" names "${entry}", which is not a field here${suggestion(entry, names, 'the fields are')}`,
      );
    listed.add(entry);
  });
  const left = names.filter((n) => !listed.has(n));
  if (stars === 0 && (left.length > 0 || open)) {
    report(
      [],
      left.length > 0
        ? `"ui:order" leaves out ${quotedList(left, 'and')}, and the form would not open: add ${left.length === 1 ? 'it' : 'them'}, or add "*" where every field not listed goes`
        : '"ui:order" needs "*" here, where the fields named by patterns or "additionalProperties" go: add "*"',
    );
  }
}
