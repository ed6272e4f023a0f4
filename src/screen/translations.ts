import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { isObject, valueAt as at } from '../kernel/is-object';
import { choiceValues, GRID_WIDGET, gridRows } from './grid-ranking';
import { resolveSchema, schemaBranches } from './navigate';
import type { ScreenFile, ScreenTranslation } from './types';

/**
 * Every text a person reads on a screen, where a translation file gives it
 * (`key`) and where the translated screen takes it (`slot`). One list for the
 * checker (which keys exist, which texts a language lacks) and for
 * translateScreen, so the two can never disagree on what is translatable.
 */
export type ScreenText = {
  /** Path in the translation file, like `["fields", "address.city", "title"]`. */
  key: (string | number)[];
  /** The words in the screen file's own (default) language. */
  text: string;
  /**
   * Where the words go: a path in the screen file, or `error` for an
   * `errorMessage`, which lives in the schema; the schema stays as it is,
   * since the precompiled validator refuses any other (translatedErrorMessages).
   */
  slot: { in: 'screen'; path: (string | number)[] } | { in: 'error' };
};

type Path = (string | number)[];

/** How deep `$ref`s and conditionals may nest before the walk stops (they may refer to each other). */
const MAX_DEPTH = 16;

const words = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The texts of the screen itself, outside its fields. */
function screenLevelTexts(screen: ScreenFile, add: (t: ScreenText) => void) {
  const plain = (key: Path, path: Path = key) => {
    const text = at(screen, path);
    if (words(text)) add({ key, text, slot: { in: 'screen', path } });
  };
  plain(['title']);
  plain(['description']);
  plain(['submitLabel'], ['uiSchema', 'ui:submitButtonOptions', 'submitText']);
  plain(['opening', 'message']);
  (Array.isArray(screen.steps) ? screen.steps : []).forEach((_, i) => plain(['steps', i, 'title']));
  plain(['success', 'title']);
  plain(['success', 'message']);
  const results = screen.success?.results;
  (Array.isArray(results) ? results : []).forEach((_, i) => {
    plain(['success', 'results', i, 'title']);
    plain(['success', 'results', i, 'message']);
  });
}

/** A choice's stored value, written as the translation file names it. */
function constantOf(option: unknown, root: RJSFSchema): string | undefined {
  const s = resolveSchema(option, root);
  const value = Object.hasOwn(s, 'const')
    ? s.const
    : Array.isArray(s.enum) && s.enum.length === 1
      ? s.enum[0]
      : undefined;
  return value === undefined ? undefined : String(value);
}

/**
 * The words of a field's choices: `ui:enumNames` beside an `enum`, or each
 * `oneOf`/`anyOf` option's title (its `ui:title` in the uiSchema, where rjsf
 * looks first). A list of choices takes them from its `items`.
 */
function choiceTexts(
  field: RJSFSchema,
  root: RJSFSchema,
  ui: unknown,
  uiPath: Path,
  key: Path,
  add: (t: ScreenText) => void,
) {
  // A choice with "Other" (`choices`, `other`): its answers are words, shown as a translation gives them.
  if (Array.isArray(field.choices) && typeof field.other === 'string') {
    const names = at(ui, [...uiPath, 'ui:enumNames']);
    field.choices.forEach((value: unknown, i: number) => {
      const text: unknown = Array.isArray(names) ? (names[i] ?? value) : value;
      if (words(text)) {
        add({
          key: [...key, 'choices', String(value)],
          text,
          slot: { in: 'screen', path: ['uiSchema', ...uiPath, 'ui:enumNames', i] },
        });
      }
    });
    const otherName = at(ui, [...uiPath, 'ui:options', 'otherName']) ?? field.other;
    if (words(otherName)) {
      add({
        key: [...key, 'other'],
        text: otherName,
        slot: { in: 'screen', path: ['uiSchema', ...uiPath, 'ui:options', 'otherName'] },
      });
    }
    return;
  }
  let s = field;
  let choiceUi = uiPath;
  if (isObject(field.items) && !Array.isArray(field.items)) {
    s = resolveSchema(field.items, root);
    // rjsf reads a list's choices from its items' uiSchema when it has one, else from the list's.
    if (isObject(at(ui, [...uiPath, 'items']))) choiceUi = [...uiPath, 'items'];
  }
  if (Array.isArray(s.enum)) {
    const names = at(ui, [...choiceUi, 'ui:enumNames']);
    if (!Array.isArray(names)) return;
    s.enum.forEach((value, i) => {
      const text: unknown = names[i];
      if (words(text)) {
        add({
          key: [...key, 'choices', String(value)],
          text,
          slot: { in: 'screen', path: ['uiSchema', ...choiceUi, 'ui:enumNames', i] },
        });
      }
    });
    return;
  }
  for (const group of ['oneOf', 'anyOf'] as const) {
    const options = s[group];
    if (!Array.isArray(options)) continue;
    options.forEach((option, i) => {
      const value = constantOf(option, root);
      const path = [...choiceUi, group, i, 'ui:title'];
      const text = at(ui, path) ?? resolveSchema(option, root).title;
      if (value !== undefined && words(text)) {
        add({
          key: [...key, 'choices', value],
          text,
          slot: { in: 'screen', path: ['uiSchema', ...path] },
        });
      }
    });
  }
}

/**
 * A grid's columns, once for the grid (its rows share them): the words of
 * its first row's choices, put where the grid reads them, its own
 * `ui:enumNames`.
 */
function gridColumnTexts(
  grid: RJSFSchema,
  root: RJSFSchema,
  ui: unknown,
  uiPath: Path,
  key: Path,
  add: (t: ScreenText) => void,
) {
  const [first] = gridRows(grid, root);
  if (!first) return;
  const values = (choiceValues(first.choice, root) ?? []).map(String);
  const rowUi = [...uiPath, first.name];
  choiceTexts(first.schema, root, ui, rowUi, key, (t) => {
    const i = values.indexOf(String(t.key.at(-1)));
    // The grid's own words for a column come first, as the grid renders them.
    const own = at(ui, [...uiPath, 'ui:enumNames', i]);
    if (i === -1) return;
    add({
      key: t.key,
      text: words(own) ? own : t.text,
      slot: { in: 'screen', path: ['uiSchema', ...uiPath, 'ui:enumNames', i] },
    });
  });
}

/** A field's own texts; `required` is the parent's message about this field. */
function fieldTexts(
  field: RJSFSchema,
  root: RJSFSchema,
  ui: unknown,
  uiPath: Path,
  key: Path,
  requiredMessage: unknown,
  add: (t: ScreenText) => void,
  choices: 'own' | 'grid' | 'none' = 'own',
) {
  const own = (name: string, uiKey: string | string[], fromSchema?: unknown) => {
    const uiKeys = Array.isArray(uiKey) ? uiKey : [uiKey];
    const written = at(ui, [...uiPath, ...uiKeys]);
    const text = written ?? fromSchema;
    if (words(text)) {
      add({
        key: [...key, name],
        text,
        slot: { in: 'screen', path: ['uiSchema', ...uiPath, ...uiKeys] },
      });
    }
  };
  own('title', 'ui:title', field.title);
  own('description', 'ui:description', field.description);
  own('help', 'ui:help');
  own('placeholder', 'ui:placeholder');
  // The words at the ends of an opinion scale.
  own('low', ['ui:options', 'low']);
  own('high', ['ui:options', 'high']);
  if (choices === 'own') choiceTexts(field, root, ui, uiPath, key, add);
  if (choices === 'grid') gridColumnTexts(field, root, ui, uiPath, key, add);
  const messages: unknown = field.errorMessage;
  const error = (rule: string, text: unknown) => {
    if (words(text)) add({ key: [...key, 'errors', rule], text, slot: { in: 'error' } });
  };
  if (typeof messages === 'string') error('all', messages);
  else if (isObject(messages)) {
    for (const [rule, text] of Object.entries(messages)) if (rule !== 'required') error(rule, text);
  }
  error('required', requiredMessage);
}

/**
 * Every text of a screen (already checked, `$ref`s bundled), in file order.
 * Fields are named by their dotted path; a list's item fields without a
 * number, since one translation serves every item. A field under several
 * conditionals is one field: its first texts count.
 */
export function screenTexts(screen: ScreenFile): ScreenText[] {
  const texts: ScreenText[] = [];
  const seen = new Set<string>();
  const add = (t: ScreenText) => {
    const id = JSON.stringify(t.key);
    if (seen.has(id)) return;
    seen.add(id);
    texts.push(t);
  };
  screenLevelTexts(screen, add);
  const root = screen.schema;
  const ui: unknown = screen.uiSchema;
  const visit = (node: unknown, names: string[], uiPath: Path, depth: number) => {
    if (depth > MAX_DEPTH || !isObject(node)) return;
    const s = resolveSchema(node, root);
    const requiredMessages = at(s, ['errorMessage', 'required']);
    // A grid's rows share its columns, whose words the grid itself holds.
    const inGrid = at(ui, [...uiPath, 'ui:widget']) === GRID_WIDGET;
    if (isObject(s.properties)) {
      for (const [name, child] of Object.entries(s.properties)) {
        const field = resolveSchema(child, root);
        const path = [...names, name];
        const childUi = [...uiPath, name];
        const grid = at(ui, [...childUi, 'ui:widget']) === GRID_WIDGET;
        fieldTexts(
          field,
          root,
          ui,
          childUi,
          ['fields', path.join('.')],
          at(requiredMessages, [name]),
          add,
          inGrid ? 'none' : grid ? 'grid' : 'own',
        );
        visit(child, path, childUi, depth + 1);
      }
    }
    if (isObject(s.items)) visit(s.items, names, [...uiPath, 'items'], depth + 1);
    for (const branch of schemaBranches(s)) visit(branch, names, uiPath, depth + 1);
  };
  visit(root, [], [], 0);
  return texts;
}

/** A copy of `node` with `value` at `path`, creating objects (and lists, for numbers) on the way. */
function setIn(node: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(node) ? [...(node as unknown[])] : [];
    // rjsf reads every option's uiSchema: a hole would be `null` once sent as JSON.
    for (let i = 0; i < head; i++) list[i] ??= {};
    list[head] = setIn(list[head], rest, value);
    return list;
  }
  const object = isObject(node) ? { ...node } : {};
  Object.defineProperty(object, head, {
    value: setIn(object[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

/** The translation's words for a text, or `undefined` when it leaves it to the default language. */
export function translatedText(
  translation: ScreenTranslation,
  text: ScreenText,
): string | undefined {
  const value = at(translation, text.key);
  return words(value) ? value : undefined;
}

/**
 * The screen in another language: every text the translation gives replaces
 * the default language's, every other text stays as it is (the fallback).
 * Field texts go into the uiSchema (`ui:title`, `ui:enumNames`, ...), where
 * rjsf reads them first: the schema, so every field, rule, value and
 * `{{...}}` placeholder, is the very same object, which the precompiled
 * validator requires.
 */
export function translateScreen(screen: ScreenFile, translation: ScreenTranslation): ScreenFile {
  let out: unknown = screen;
  for (const text of screenTexts(screen)) {
    const words = translatedText(translation, text);
    if (words !== undefined && text.slot.in === 'screen') out = setIn(out, text.slot.path, words);
  }
  return out as ScreenFile;
}

/**
 * An author's own error messages (`errorMessage`) in the translation's
 * language, by the default language's words: the validator is compiled
 * with those, so the form swaps the message it reports for this one.
 */
export function translatedErrorMessages(
  screen: ScreenFile,
  translation: ScreenTranslation,
): Map<string, string> {
  const messages = new Map<string, string>();
  for (const text of screenTexts(screen)) {
    const words = translatedText(translation, text);
    if (words !== undefined && text.slot.in === 'error' && !messages.has(text.text))
      messages.set(text.text, words);
  }
  return messages;
}

/**
 * The form's error report with each of the author's messages in the language
 * shown (`messages` from translatedErrorMessages): rjsf's `transformErrors`.
 */
export function translateReportedErrors(messages: ReadonlyMap<string, string>) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const words = error.message === undefined ? undefined : messages.get(error.message);
      if (words === undefined) return error;
      return { ...error, message: words, stack: `${error.property ?? ''} ${words}`.trim() };
    });
}
