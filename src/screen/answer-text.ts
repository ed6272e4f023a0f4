import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import optionsList from '@rjsf/utils/lib/optionsList.js';
import { isObject } from '../kernel/is-object';
import { dataUrlFileName, isFileSchema } from './file-answers';
import { renderedOrder } from './field-order';
import { pipedLinkedTitle, plainWords } from './linked-words';
import {
  itemSchema,
  propertySchema,
  resolveSchema,
  schemaAtPath,
  schemaBranches,
} from './navigate';
import { codeStem, splitPath } from './placeholders';
import { OUT_OF_WIDGETS } from './scales';
import { isSignatureUi, signatureText } from './signature';
import { RANKING_WIDGET } from './grid-ranking';
import type { ScreenFile } from './types';

/**
 * Answers as text, as an email and the form's piped texts show them: a
 * choice by its stored value or by its words, a file by its name, a group as
 * `Title: value` lines.
 */
type Schema = RJSFSchema;
type Json = Record<string, unknown>;

function uiAt(ui: unknown, key: string | number): UiSchema | undefined {
  if (!isObject(ui)) return undefined;
  const next = typeof key === 'number' ? ui.items : ui[key];
  return isObject(next) ? (next as UiSchema) : undefined;
}

/**
 * Keys in the order the form shows them: `ui:order` (with its `*`), then the
 * schema's own order, a question shown on a condition right after the one that
 * decides it (field-order.ts, as the form renders it).
 */
export function orderedKeys(schema: Schema, ui: UiSchema | undefined, data: Json): string[] {
  const s = schema;
  const keys = [...Object.keys(isObject(s.properties) ? s.properties : {})];
  for (const k of Object.keys(data)) if (!keys.includes(k)) keys.push(k);
  const order = renderedOrder(s, ui?.['ui:order']);
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
function titleOf(schema: Schema | undefined, key: string, ui: UiSchema | undefined): string {
  const piped = pipedLinkedTitle(ui?.['ui:options']);
  if (piped) return piped.map((part) => part.text).join('');
  return plainWords(text(ui?.['ui:title']) || text(schema?.title) || key);
}

/** Whether a person gave an answer: something other than empty, in a list or group at least one thing. */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some(isAnswered);
  if (isObject(value)) return Object.values(value).some(isAnswered);
  return true;
}

/**
 * How an answer is written: `shown` is the words the person chose ("An idea",
 * "4 of 5"), what the `answers` summary, a field's own param and a
 * `{{placeholder}}` give; `stored` is the answer as the form holds it (`idea`,
 * `4`), what `{{name_code}}` gives for a template that needs the code.
 */
export type Wording = 'stored' | 'shown';

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

/** One choice of a field: its stored value and the words the form shows for it. */
export type ChoiceOption = { value: unknown; label: string };

/**
 * A choice list's options in the form's order, with the words the form shows:
 * rjsf's own `optionsList` (a `title` beside each `const`, or `ui:enumNames`);
 * undefined for a field that is no choice list.
 */
export function choiceOptions(s: Schema, ui: UiSchema | undefined): ChoiceOption[] | undefined {
  if (!isChoiceList(s)) return undefined;
  return (optionsList(s, ui) ?? []).map((o) => ({ value: o.value, label: o.label }));
}

/** The words the form shows for a choice, so the email reads what was on screen. */
function choiceWords(value: string | number, s: Schema, ui: UiSchema | undefined): string {
  const option = choiceOptions(s, ui)?.find((o) => o.value === value);
  return option ? option.label : String(value);
}

/**
 * An answer in the two ways it is written (`Wording`), made in one walk: a
 * choice differs between them, every other answer reads the same in both.
 */
export type AnswerText = Record<Wording, string>;

const both = (text: string): AnswerText => ({ stored: text, shown: text });
const joined = (texts: AnswerText[], separator: string): AnswerText => ({
  stored: texts.map((t) => t.stored).join(separator),
  shown: texts.map((t) => t.shown).join(separator),
});

/** One answered field of a group: its key, its title as the form shows it, and its text. */
export type FieldText = { key: string; title: string; text: AnswerText; group: boolean };

/** The answered fields of a group, in the form's order, each formatted once. */
export function fieldTexts(
  value: Json,
  schema: Schema,
  ui: UiSchema | undefined,
  root: Schema,
): FieldText[] {
  const fields: FieldText[] = [];
  for (const key of orderedKeys(schema, ui, value)) {
    const v = value[key];
    if (!isAnswered(v)) continue;
    const sub = propertySchema(schema, key, root);
    const text = formatValue(v, sub ?? {}, uiAt(ui, key), root);
    fields.push({ key, title: titleOf(sub, key, uiAt(ui, key)), text, group: isObject(v) });
  }
  return fields;
}

/**
 * A title as the label of its answer: `Name:`, but a title that ends in its own question
 * mark, colon or exclamation mark stands as written (`What is it about?`, never `about?:`).
 */
function answerLabel(title: string): string {
  return /[?!:؟？！：]\s*$/.test(title) ? title.trimEnd() : `${title}:`;
}

/** A group's fields as `Title: value` lines, a group or a many-line answer indented under its title. */
export function fieldLines(fields: readonly FieldText[], wording: Wording): string[] {
  return fields.flatMap(({ title, text, group }) => {
    const t = text[wording];
    const label = answerLabel(title);
    if (!group && !t.includes('\n')) return [`${label} ${t}`];
    return [label, ...t.split('\n').map((l) => (l === '' ? '' : `  ${l}`))];
  });
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date and time as sent (an instant, `2026-11-24T13:30:00.000Z`) written
 * on the clock of the person answering, its time zone named:
 * `2026-11-24 14:30 (Europe/Paris)`; a time without its seconds, `14:30`.
 * Read by someone elsewhere, the zone says which 14:30 it was.
 */
function timeText(value: string, format: unknown): string | undefined {
  if (format === 'time') return /^(\d{2}:\d{2}):00(?:\.0+)?$/.exec(value)?.[1];
  if (format !== 'date-time') return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return undefined;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `${day} ${two(at.getHours())}:${two(at.getMinutes())} (${zone})`;
}

/** Stars and scales read as "4 of 5" in the summary: a 4 alone does not say out of how many. */
function isRating(s: Schema, ui: UiSchema | undefined): boolean {
  const widget = ui?.['ui:widget'];
  return (
    typeof widget === 'string' && OUT_OF_WIDGETS.includes(widget) && typeof s.maximum === 'number'
  );
}

/**
 * One answer as email text: arrays comma-separated, objects `Title: value`
 * lines, Yes/No (also for a yes/no with its own button words, as the guide
 * promises), choices by their stored value and by their words.
 */
function formatValue(
  value: unknown,
  schema: Schema,
  ui: UiSchema | undefined,
  root: Schema,
): AnswerText {
  const s = resolveSchema(schema, root);
  if (value === undefined || value === null) return both('');
  if (typeof value === 'boolean') return both(value ? 'Yes' : 'No');
  if (typeof value === 'string' && isFileSchema(s) && value.startsWith('data:')) {
    // A signature says how it was given: drawn (the PNG attached) or a typed name.
    return both(isSignatureUi(ui) ? signatureText(value) : dataUrlFileName(value));
  }
  if (typeof value === 'number' && isRating(s, ui)) {
    return { stored: String(value), shown: `${value} of ${String(s.maximum)}` };
  }
  const time = typeof value === 'string' ? timeText(value, s.format) : undefined;
  if (time) return both(time);
  if (typeof value === 'string' || typeof value === 'number') {
    return { stored: String(value), shown: choiceWords(value, s, ui) };
  }
  if (typeof value === 'bigint') return both(String(value));
  if (Array.isArray(value)) {
    // A list of choices names its words on its `items`, or (as rjsf reads it) on the list.
    const itemUi = (i: number) =>
      uiAt(ui, i) ?? (isChoiceList(itemSchema(s, i, root)) ? ui : undefined);
    const parts = value
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => isAnswered(item))
      .map(({ item, i }) => formatValue(item, itemSchema(s, i, root), itemUi(i), root));
    // A ranking says each item's place: "1. Price, 2. Speed".
    if (ui?.['ui:widget'] === RANKING_WIDGET) {
      const placed = (t: string, i: number) => `${i + 1}. ${t}`;
      return {
        stored: parts.map((p, i) => placed(p.stored, i)).join(', '),
        shown: parts.map((p, i) => placed(p.shown, i)).join(', '),
      };
    }
    // Lists of groups (e.g. order lines) stay readable as blocks; plain lists are one line.
    return joined(parts, value.some(isObject) ? '\n\n' : ', ');
  }
  if (isObject(value)) {
    const fields = fieldTexts(value, s, ui, root);
    return {
      stored: fieldLines(fields, 'stored').join('\n'),
      shown: fieldLines(fields, 'shown').join('\n'),
    };
  }
  return both(String(value));
}

/** The schema and uiSchema at a path of object keys (`["stay", "food"]`), each resolved. */
function fieldAt(
  path: readonly string[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
): { schema: Schema; ui: UiSchema | undefined } {
  const root = screen.schema;
  let schema: Schema | undefined = resolveSchema(root, root);
  let ui: UiSchema | undefined = screen.uiSchema;
  for (const key of path) {
    schema = schema && propertySchema(schema, key, root);
    ui = uiAt(ui, key);
  }
  return { schema: schema ?? {}, ui };
}

/**
 * How the field at a path of object keys reads, its schema found once: for the
 * same field of many responses (a column of the responses' export). `shown`
 * gives the choices' words, as the email's `answers` summary does.
 */
export function answerWording(
  path: readonly string[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  wording: Wording = 'shown',
): (value: unknown) => string {
  const { schema, ui } = fieldAt(path, screen);
  return (value) => formatValue(value, schema, ui, screen.schema)[wording];
}

/** How deep a search for choices goes into groups and lists (a `$ref` may lead back). */
const CODES_DEPTH = 8;

/**
 * Whether a field's answer has a code apart from its words: a choice (but a
 * yes/no, which reads Yes or No either way), a rating or scale ("4 of 5"
 * against 4), or a grid, ranking, list or group holding one. Such a field of a
 * screen without `email.params` also sends its code, as `<name>_code`.
 */
export function hasCodes(
  schema: Schema,
  ui: UiSchema | undefined,
  root: Schema,
  depth = 0,
): boolean {
  if (depth > CODES_DEPTH) return false;
  const s = resolveSchema(schema, root);
  if (isRating(s, ui)) return true;
  if (s.type !== 'boolean' && isChoiceList(s)) return true;
  if (s.type === 'array' || s.items !== undefined) {
    const items = Array.isArray(s.items) ? s.items : [s.items];
    const itemUi = uiAt(ui, 0) ?? ui;
    return items.some((item) => isObject(item) && hasCodes(item, itemUi, root, depth + 1));
  }
  const groups = [s, ...schemaBranches(s)].filter(isObject);
  return groups.some(
    (g) =>
      isObject(g.properties) &&
      Object.entries(g.properties).some(
        ([key, sub]) => isObject(sub) && hasCodes(sub as Schema, uiAt(ui, key), root, depth + 1),
      ),
  );
}

/**
 * What a placeholder's path names: the field at that path in words, or, for
 * `name_code` where the form has no field of that name, `name`'s stored answer.
 */
export function placeholderAnswer(
  path: string,
  root: Schema,
): { path: (string | number)[]; wording: Wording } {
  const parts = splitPath(path);
  const stem = codeStem(path);
  if (stem === undefined || schemaAtPath(root, parts)) return { path: parts, wording: 'shown' };
  return { path: splitPath(stem), wording: 'stored' };
}

/** The answer at a field path as text in one wording, or '' while unanswered. */
export function answerAt(
  path: readonly (string | number)[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  formData: unknown,
  wording: Wording,
): string {
  const root = screen.schema;
  let value: unknown = formData;
  let schema: Schema | undefined = resolveSchema(root, root);
  let ui: UiSchema | undefined = screen.uiSchema;
  for (const part of path) {
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
  return formatValue(value, schema ?? {}, ui, root)[wording];
}

/**
 * What a `{{path}}` gives, in an email param and in the form's piped texts
 * (`{{name}}` in a title) alike: the answer as the `answers` summary writes it
 * (a choice in its words, Yes/No, lists comma-separated, a file by its name),
 * `{{name_code}}` the stored answer; '' while unanswered.
 */
export function answerText(
  path: string,
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  formData: unknown,
): string {
  const target = placeholderAnswer(path, screen.schema);
  return answerAt(target.path, screen, formData, target.wording);
}
