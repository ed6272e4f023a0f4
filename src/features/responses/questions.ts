import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isObject } from '../../kernel/is-object';
import { choiceOptions, orderedKeys, type ChoiceOption } from '../../screen/answer-text';
import { conditionalsOf, inStepOrder } from '../../screen/field-order';
import { holdsFiles } from '../../screen/file-answers';
import { GRID_WIDGET, gridRows, RANKING_WIDGET } from '../../screen/grid-ranking';
import { isSecretField } from '../../screen/kept-answers';
import { plainWords } from '../../screen/linked-words';
import { itemSchema, propertySchema, resolveSchema } from '../../screen/navigate';
import { NPS_WIDGET, OPINION_WIDGET, RATING_WIDGET } from '../../screen/scales';
import { isSignatureUi } from '../../screen/signature';
import type { ScreenFile } from '../../screen/types';
import { scaleOf } from '../../form/ui-defaults';

type Schema = RJSFSchema;

/** How a question's answers are summed up on the responses page, by what it asks. */
export type QuestionShape =
  | { kind: 'yes-no' }
  /** One choice or several (`multiple`); `other`: the words an "Other: ..." answer starts with. */
  | { kind: 'choice'; options: ChoiceOption[]; multiple: boolean; other?: string }
  /** A row of whole numbers: stars, an opinion scale, or plain buttons from `min` to `max`. */
  | { kind: 'scale'; min: number; max: number; low?: string; high?: string }
  | { kind: 'nps' }
  | {
      kind: 'grid';
      rows: { key: string; title: string }[];
      options: ChoiceOption[];
      multiple: boolean;
    }
  | { kind: 'ranking'; options: ChoiceOption[] }
  | { kind: 'number' }
  | { kind: 'date'; format: 'date' | 'date-time' | 'time' }
  | { kind: 'file'; signature: boolean }
  /** Written answers, and anything else read as words (a list of groups, a phone number). */
  | { kind: 'text' };

/** One question of a screen as the responses page reads it: where its answer is and what it asks. */
export type Question = QuestionShape & {
  /** Object keys from the answers' root: `["stay"]`, a group's field `["address", "city"]`. */
  path: string[];
  /** The path dotted, unique in the screen: `address.city`. */
  key: string;
  /** The question's words as the form shows them; a group's field after the group's. */
  title: string;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '');

const uiAt = (ui: UiSchema | undefined, key: string): UiSchema | undefined =>
  isObject(ui?.[key]) ? (ui[key] as UiSchema) : undefined;

const widgetOf = (ui: UiSchema | undefined): unknown => {
  const options = ui?.['ui:options'];
  return ui?.['ui:widget'] ?? (isObject(options) ? options.widget : undefined);
};

/** An object's fields in the order the form renders them, those shown on a condition included. */
function fieldNames(schema: Schema, ui: UiSchema | undefined): string[] {
  const shown = conditionalsOf(schema as Record<string, unknown>).flatMap((c) => [
    ...c.fields.keys(),
  ]);
  return orderedKeys(schema, ui, Object.fromEntries(shown.map((name) => [name, null])));
}

/** What a field asks, from its schema and uiSchema; undefined for a group, read field by field. */
function shapeOf(s: Schema, ui: UiSchema | undefined, root: Schema): QuestionShape | undefined {
  const widget = widgetOf(ui);
  if (s.type === 'boolean') return { kind: 'yes-no' };
  if (typeof s.other === 'string' && Array.isArray(s.choices)) {
    const options = s.choices.map((c) => ({ value: c, label: String(c) }));
    return { kind: 'choice', options, multiple: s.type === 'array', other: s.other };
  }
  if (holdsFiles(s, root)) return { kind: 'file', signature: isSignatureUi(ui) };
  if (s.type === 'array') {
    const items = itemSchema(s, 0, root);
    const options = choiceOptions(items, uiAt(ui, 'items') ?? ui);
    if (options && widget === RANKING_WIDGET) return { kind: 'ranking', options };
    if (options) return { kind: 'choice', options, multiple: true };
    return { kind: 'text' };
  }
  if (s.type === 'object' || isObject(s.properties)) {
    if (widget !== GRID_WIDGET) return undefined;
    const rows = gridRows(s, root);
    const first = rows[0];
    const options = first ? (choiceOptions(first.choice, uiAt(ui, first.name)) ?? []) : [];
    return {
      kind: 'grid',
      rows: rows.map((r) => ({ key: r.name, title: titleOf(r.schema, r.name, uiAt(ui, r.name)) })),
      options,
      multiple: first?.multiple ?? false,
    };
  }
  const options = choiceOptions(s, ui);
  if (options) return { kind: 'choice', options, multiple: false };
  if (s.type === 'integer' || s.type === 'number') {
    if (widget === NPS_WIDGET) return { kind: 'nps' };
    const scale = scaleOf(s as Record<string, unknown>);
    const rated = widget === RATING_WIDGET || widget === OPINION_WIDGET;
    if (scale && (rated || widget === undefined)) {
      const opts = ui?.['ui:options'];
      const end = (name: string) => (isObject(opts) ? text(opts[name]) || undefined : undefined);
      return {
        kind: 'scale',
        min: scale[0]!,
        max: scale.at(-1)!,
        low: end('low'),
        high: end('high'),
      };
    }
    return { kind: 'number' };
  }
  if (s.format === 'date' || s.format === 'date-time' || s.format === 'time') {
    return { kind: 'date', format: s.format };
  }
  return { kind: 'text' };
}

/** A field's title as the form shows it: its `ui:title`, its schema's title, or its name. */
function titleOf(schema: Schema | undefined, key: string, ui: UiSchema | undefined): string {
  return plainWords(text(ui?.['ui:title']) || text(schema?.title) || key);
}

/**
 * Every question of a screen whose answers can be kept, in the order a person
 * meets them (its steps, then the form's order); a group's fields each as a
 * question of their own, a grid and a list as one; passwords, never kept, left out.
 */
export function questionsOf(screen: Pick<ScreenFile, 'schema' | 'uiSchema' | 'steps'>): Question[] {
  const root = screen.schema;
  const found: Question[] = [];
  const walk = (schema: Schema, ui: UiSchema | undefined, path: string[], titles: string[]) => {
    for (const name of fieldNames(schema, ui)) {
      const field = propertySchema(schema, name, root);
      if (!field) continue;
      const fieldUi = uiAt(ui, name);
      if (isSecretField(field, fieldUi ?? {})) continue;
      const title = titleOf(field, name, fieldUi);
      const shape = shapeOf(resolveSchema(field, root), fieldUi, root);
      const at = [...path, name];
      if (shape) {
        found.push({
          ...shape,
          path: at,
          key: at.join('.'),
          title: [...titles, title].join(' › '),
        });
      } else {
        walk(resolveSchema(field, root), fieldUi, at, [...titles, title]);
      }
    }
  };
  walk(resolveSchema(root, root), screen.uiSchema, [], []);
  return inStepOrder(found, (q) => q.path[0]!, screen.steps);
}
