import '../kernel/i18n/form-words';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { pageWords, type Words } from '../kernel/i18n/i18n';
import { isObject } from '../kernel/is-object';
import { resolveSchema, schemaAtPath } from '../screen/navigate';
import { isYesNoQuestion, SCALE_LIMIT } from './field-kinds';
import { NPS_WIDGET, OPINION_WIDGET, RATING_WIDGET } from '../screen/scales';
import { SIGNATURE_WIDGET } from '../screen/signature';
import { GRID_WIDGET, RANKING_WIDGET } from '../screen/grid-ranking';
import { conditionalsOf, fieldOrder } from '../screen/field-order';

type Schema = Record<string, unknown>;

/** The widgets ThemedForm names for fields whose author named none (widgets.tsx registers them). */
export const YES_NO_WIDGET = 'yesNo';
export const SCALE_WIDGET = 'scale';
export const OTHER_CHOICE_WIDGET = 'otherChoice';

/** The whole numbers a scale offers, lowest first; undefined for a field that is no small scale. */
export function scaleOf(field: Schema): number[] | undefined {
  const { minimum, maximum } = field;
  if (
    field.type !== 'integer' ||
    typeof minimum !== 'number' ||
    typeof maximum !== 'number' ||
    field.multipleOf !== undefined ||
    field.enum !== undefined ||
    field.oneOf !== undefined
  ) {
    return undefined;
  }
  const lowest = Math.ceil(minimum);
  const count = Math.floor(maximum) - lowest + 1;
  if (count < 2 || count > SCALE_LIMIT) return undefined;
  return Array.from({ length: count }, (_, i) => lowest + i);
}

/**
 * The widget a field gets by default where the schema alone cannot tell rjsf:
 * a yes/no question (a boolean with no `default` and no `const`) gets Yes and
 * No buttons, neither chosen until the person answers; a box that must be
 * ticked (`const`) or a setting that starts on an answer (`default`) stays a
 * checkbox. A small whole-number scale ("from 1 to 5", 0-10: `minimum` and
 * `maximum`, at most SCALE_LIMIT values) gets a row of buttons too. Decided on
 * the field as its file declares it: a condition on its answer (`"const":
 * true` in a `dependencies` branch) must not turn buttons into a checkbox
 * once answered.
 */
function defaultWidget(field: Schema): string | undefined {
  // A choice, or several, with "Other, please specify" (custom-checks.ts: `choices`, `other`).
  if (typeof field.other === 'string' && Array.isArray(field.choices)) return OTHER_CHOICE_WIDGET;
  if (field.type === 'boolean') return isYesNoQuestion(field) ? YES_NO_WIDGET : undefined;
  return scaleOf(field) ? SCALE_WIDGET : undefined;
}

function withDefaults(
  node: unknown,
  ui: UiSchema | undefined,
  root: RJSFSchema,
): UiSchema | undefined {
  const schema = resolveSchema(node, root) as Schema;
  let result = ui;
  const set = (key: string, value: unknown) => {
    result = { ...result, [key]: value };
  };
  if (schema.type === 'array' && isObject(schema.items)) {
    const items = withDefaults(schema.items, ui?.items as UiSchema | undefined, root);
    if (items !== ui?.items) set('items', items);
    return result;
  }
  if (!isObject(schema.properties)) return result;
  const fields = new Map(Object.entries(schema.properties as Record<string, Schema>));
  const conditionals = conditionalsOf(schema);
  for (const { fields: shown } of conditionals) {
    for (const [name, field] of shown) if (!fields.has(name)) fields.set(name, field);
  }
  for (const [name, declared] of fields) {
    const field = resolveSchema(declared, root) as Schema;
    const own = ui?.[name] as UiSchema | undefined;
    let next = withDefaults(field, own, root);
    const chosen = own?.['ui:widget'] !== undefined || own?.['ui:field'] !== undefined;
    const widget = chosen ? undefined : defaultWidget(field);
    if (widget) next = { ...next, 'ui:widget': widget };
    // rjsf renders a group with a field, never a widget: a grid is the field of that name (registry.ts).
    if (own?.['ui:widget'] === GRID_WIDGET && own['ui:field'] === undefined)
      next = { ...next, 'ui:field': GRID_WIDGET };
    if (next !== own) set(name, next);
  }
  const order = fieldOrder(Object.keys(schema.properties), conditionals, ui?.['ui:order']);
  if (order) set('ui:order', order);
  return result;
}

/**
 * The uiSchema ThemedForm renders with: the author's, plus what a sensible
 * form needs that JSON Schema does not say (docs/guide/keys.md, "Which box a
 * field gets" and "Questions that depend on answers"). Pure, so the page
 * rendered at build time and the browser render the same form.
 */
export function uiDefaults(schema: RJSFSchema, uiSchema: UiSchema | undefined): UiSchema {
  return withDefaults(schema, uiSchema, schema) ?? {};
}

/** What a missing answer is called on a field rendered as buttons: there is nothing to "fill in". */
const UNANSWERED: Record<string, string> = {
  [YES_NO_WIDGET]: 'check.yesNo',
  [SCALE_WIDGET]: 'check.scale',
  [RATING_WIDGET]: 'check.rating',
  [OPINION_WIDGET]: 'check.scale',
  [NPS_WIDGET]: 'check.scale',
  [SIGNATURE_WIDGET]: 'check.signature',
  [RANKING_WIDGET]: 'check.ranking',
};

/** The widget the uiSchema names at a field's path (list items under `items`). */
function widgetAt(uiSchema: UiSchema | undefined, path: (string | number)[]): unknown {
  let ui: unknown = uiSchema;
  for (const part of path)
    ui = isObject(ui) ? ui[typeof part === 'number' ? 'items' : part] : undefined;
  return isObject(ui) ? ui['ui:widget'] : undefined;
}

/** A list whose items are fixed choices (checkboxes): `items` an `enum`, or `oneOf`/`anyOf` of `const`s. */
function isChoiceList(field: unknown, root: RJSFSchema): boolean {
  if (!isObject(field) || field.type !== 'array' || !isObject(field.items)) return false;
  const items = resolveSchema(field.items, root) as Schema;
  const options = items.oneOf ?? items.anyOf;
  return (
    Array.isArray(items.enum) ||
    (Array.isArray(options) && options.every((o) => isObject(o) && 'const' in o))
  );
}

/**
 * The "Please fill this in" of a required field rendered as buttons (by default,
 * or stars the author asked for), in words that fit them. An author's own
 * message (`errorMessage`) stays.
 */
export function unansweredWords(
  errors: RJSFValidationError[],
  schema: RJSFSchema,
  uiSchema?: UiSchema,
  t: Words = pageWords,
): RJSFValidationError[] {
  return errors.map((reported) => {
    let error = reported;
    const name = error.name;
    if (!error.property || (name !== 'required' && name !== 'minItems' && name !== 'maxItems'))
      return error;
    const path = error.property
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const field = schemaAtPath(schema, path);
    // A list of ticks has nothing to add: "Choose at least 1", not "Choose or add".
    if ((name === 'minItems' || name === 'maxItems') && isChoiceList(field, schema)) {
      const words = t(name === 'minItems' ? 'check.chooseAtLeast' : 'check.chooseAtMost', {
        limit: (error.params as { limit?: unknown } | undefined)?.limit,
      });
      error = { ...error, message: words, stack: `${error.property} ${words}` };
    }
    if (name === 'maxItems') return error;
    const asked = widgetAt(uiSchema, path);
    // A grid's row is a choice of buttons whatever its own widget.
    const inGrid = widgetAt(uiSchema, path.slice(0, -1)) === GRID_WIDGET;
    // A ranking, and a grid's row of ticks, start as an empty list: `minItems` says it is unanswered.
    if (error.name === 'minItems' && asked !== RANKING_WIDGET && !inGrid) return error;
    // Stars the author asked for have words of their own; other widgets keep the field's.
    const widget =
      typeof asked === 'string' && asked in UNANSWERED
        ? asked
        : field && defaultWidget(field as Schema);
    // A box that must be ticked (a consent): nothing to "fill in" either.
    const tick = isObject(field) && field.type === 'boolean' && field.const === true;
    const id = tick
      ? 'check.tick'
      : inGrid
        ? 'check.row'
        : field
          ? UNANSWERED[widget ?? '']
          : undefined;
    if (!id) return error;
    const words = t(id);
    return { ...error, message: words, stack: `${error.property} ${words}` };
  });
}
