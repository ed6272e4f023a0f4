import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import optionsList from '@rjsf/utils/lib/optionsList.js';
import { RATING_WIDGET } from '../form/field-kinds';
import { isObject } from '../is-object';
import { itemSchema, propertySchema, resolveSchema } from '../schema/navigate';
import { fillPlaceholders, isSpecialPath, splitPath } from '../screen-files/placeholders';
import type { ScreenFile } from '../screen-files/types';
import type { SignedInPerson } from '../signed-in-person';

export type MappingInput = {
  slug: string;
  screen: Pick<ScreenFile, 'title' | 'schema' | 'uiSchema' | 'email'>;
  formData: unknown;
  user: SignedInPerson | null;
  submittedAt: Date;
  /** The language the form was shown in (a code such as `fr`), when the app knows it. */
  language?: string;
};

type Schema = RJSFSchema;
type Json = Record<string, unknown>;

function uiAt(ui: unknown, key: string | number): UiSchema | undefined {
  if (!isObject(ui)) return undefined;
  const next = typeof key === 'number' ? ui.items : ui[key];
  return isObject(next) ? (next as UiSchema) : undefined;
}

/** Keys in the order the form shows them: `ui:order` (with its `*`), then the schema's own order. */
function orderedKeys(schema: Schema, ui: UiSchema | undefined, data: Json): string[] {
  const s = schema;
  const keys = [...Object.keys(isObject(s.properties) ? s.properties : {})];
  for (const k of Object.keys(data)) if (!keys.includes(k)) keys.push(k);
  const order = ui?.['ui:order'];
  if (!Array.isArray(order)) return keys;
  const listed = order.filter((k): k is string => typeof k === 'string' && keys.includes(k));
  const rest = keys.filter((k) => !listed.includes(k));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = order.slice(0, star).filter((k) => listed.includes(k as string)) as string[];
  const after = order.slice(star + 1).filter((k) => listed.includes(k as string)) as string[];
  return [...before, ...rest, ...after];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '');

/** A field's title as the form shows it: its `ui:title` (a piped title too), its schema's title, or its name. */
const titleOf = (schema: Schema | undefined, key: string, ui: UiSchema | undefined) =>
  text(ui?.['ui:title']) || text(schema?.title) || key;

function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some(isAnswered);
  if (isObject(value)) return Object.values(value).some(isAnswered);
  return true;
}

/** `data:text/plain;name=notes.txt;base64,...` -> `notes.txt`: a file is named, never dumped. */
export function dataUrlFileName(value: string): string {
  const name = /^data:[^,]*?;name=([^;,]*)/.exec(value)?.[1];
  return name ? decodeURIComponent(name) : 'attached file';
}

export function isFileSchema(schema: Schema | undefined): boolean {
  return schema?.type === 'string' && schema.format === 'data-url';
}

/**
 * How a choice is written: `stored` is the answer itself (`idea`), what a
 * `{{placeholder}}` gives and what a template can compare; `shown` is the words
 * the person chose ("An idea"), for the `answers` summary a person reads.
 */
type Wording = 'stored' | 'shown';

/** Choices with a value each: an `enum`, or a `oneOf`/`anyOf` of `const`s (not a `oneOf` of branches). */
function isChoiceList(s: Schema): boolean {
  if (Array.isArray(s.enum)) return true;
  const alternatives = s.anyOf ?? s.oneOf;
  return (
    Array.isArray(alternatives) &&
    alternatives.length > 0 &&
    alternatives.every(
      (a) => isObject(a) && ('const' in a || (Array.isArray(a.enum) && a.enum.length === 1)),
    )
  );
}

/**
 * The words the form shows for a choice: rjsf's own `optionsList` (a `title`
 * beside each `const`, or `ui:enumNames`), so the email reads what was on screen.
 */
function choiceWords(value: string | number, s: Schema, ui: UiSchema | undefined): string {
  if (!isChoiceList(s)) return String(value);
  const option = optionsList(s, ui)?.find((o) => o.value === value);
  return option ? option.label : String(value);
}

/** Stars read as "4 of 5" in the summary: a 4 alone does not say out of how many. */
function isRating(s: Schema, ui: UiSchema | undefined): boolean {
  return ui?.['ui:widget'] === RATING_WIDGET && typeof s.maximum === 'number';
}

function objectLines(
  value: Json,
  schema: Schema,
  ui: UiSchema | undefined,
  root: Schema,
  wording: Wording,
): string[] {
  const lines: string[] = [];
  for (const key of orderedKeys(schema, ui, value)) {
    const v = value[key];
    if (!isAnswered(v)) continue;
    const sub = propertySchema(schema, key, root);
    const text = formatValue(v, sub ?? {}, uiAt(ui, key), root, wording);
    const title = titleOf(sub, key, uiAt(ui, key));
    if (isObject(v) || text.includes('\n')) {
      lines.push(`${title}:`, ...text.split('\n').map((l) => (l === '' ? '' : `  ${l}`)));
    } else {
      lines.push(`${title}: ${text}`);
    }
  }
  return lines;
}

/**
 * One answer as email text: arrays comma-separated, objects `Title: value`
 * lines, Yes/No (also for a yes/no with its own button words, as the guide
 * promises), choices as `wording` says.
 */
function formatValue(
  value: unknown,
  schema: Schema,
  ui: UiSchema | undefined,
  root: Schema,
  wording: Wording,
): string {
  const s = resolveSchema(schema, root);
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && isFileSchema(s) && value.startsWith('data:')) {
    return dataUrlFileName(value);
  }
  if (typeof value === 'number' && wording === 'shown' && isRating(s, ui)) {
    return `${value} of ${String(s.maximum)}`;
  }
  if (typeof value === 'string' || typeof value === 'number') {
    return wording === 'shown' ? choiceWords(value, s, ui) : String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    // A list of choices names its words on its `items`, or (as rjsf reads it) on the list.
    const itemUi = (i: number) =>
      uiAt(ui, i) ?? (isChoiceList(itemSchema(s, i, root)) ? ui : undefined);
    const parts = value
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => isAnswered(item))
      .map(({ item, i }) => formatValue(item, itemSchema(s, i, root), itemUi(i), root, wording));
    // Lists of groups (e.g. order lines) stay readable as blocks; plain lists are one line.
    return value.some(isObject) ? parts.join('\n\n') : parts.join(', ');
  }
  if (isObject(value)) return objectLines(value, s, ui, root, wording).join('\n');
  return String(value);
}

/** What a `{{path}}` stands for: a special path, or the form's answer at that path. */
function valueAtPath(path: string, input: MappingInput): string {
  const { user, screen } = input;
  if (isSpecialPath(path)) {
    switch (path) {
      case 'user.email':
        return user?.email ?? '';
      case 'user.name':
        return user?.name ?? '';
      case 'user.uid':
        return user?.uid ?? '';
      case 'screen.title':
        return screen.title;
      case 'screen.slug':
        return input.slug;
      case 'submittedAt':
        return input.submittedAt.toISOString();
    }
  }
  return answerText(path, screen, input.formData);
}

/**
 * The answer at a dotted field path as text, as an email shows it (Yes/No,
 * lists comma-separated, a file by its name), or '' while unanswered: the
 * email params and the form's piped texts (`{{name}}` in a title) alike.
 */
export function answerText(
  path: string,
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  formData: unknown,
): string {
  const root = screen.schema;
  let value: unknown = formData;
  let schema: Schema | undefined = resolveSchema(root, root);
  let ui: UiSchema | undefined = screen.uiSchema;
  for (const part of splitPath(path)) {
    if (typeof part === 'number' && Array.isArray(value)) {
      value = value[part];
      schema = schema && itemSchema(schema, part, root);
    } else if (isObject(value)) {
      value = value[String(part)];
      schema = schema && propertySchema(schema, String(part), root);
    } else {
      return '';
    }
    ui = uiAt(ui, part);
  }
  return formatValue(value, schema ?? {}, ui, root, 'stored');
}

/**
 * The EmailJS template parameters of one submission. Pure: the same answers,
 * screen, person and moment always give the same parameters.
 */
export function buildEmailParams(input: MappingInput): Record<string, string> {
  const { screen, formData, user } = input;
  const root = screen.schema;
  const data = isObject(formData) ? formData : {};
  const params: Record<string, string> = {};

  if (screen.email?.params) {
    for (const [name, template] of Object.entries(screen.email.params)) {
      // One pass: a `{{...}}` typed into an answer stays text, it is never filled in.
      params[name] = fillPlaceholders(template, (path) => valueAtPath(path, input));
    }
  } else {
    const top = resolveSchema(root, root);
    for (const key of orderedKeys(top, screen.uiSchema, data)) {
      params[key] = formatValue(
        data[key],
        propertySchema(top, key, root) ?? {},
        uiAt(screen.uiSchema, key),
        root,
        'stored',
      );
    }
  }

  params.form_id = input.slug;
  params.form_title = screen.title;
  params.submitted_at = input.submittedAt.toISOString();
  if (input.language) params.language = input.language;
  params.answers = objectLines(
    data,
    resolveSchema(root, root),
    screen.uiSchema,
    root,
    'shown',
  ).join('\n');
  if (user) {
    // Not `user_id`: EmailJS's own request carries that name (the public key).
    params.signed_in_uid = user.uid;
    params.user_email = user.email ?? '';
    params.user_name = user.name ?? '';
  }
  return params;
}
