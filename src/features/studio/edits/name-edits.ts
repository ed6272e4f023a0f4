import { findNodeAtLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import { RESERVED_PARAMS } from '../../../email/reserved-names';
import { SPECIAL_PATHS } from '../../../screen/placeholders';
import { questionsOf } from './questions';
import { setTitle } from './field-edits';
import { nameStemOf } from '../kinds/kind-table';
import { nameFromTitle } from './names';

/**
 * A question's name: what its answer is stored, prefilled and emailed under
 * (`{{willYouCome}}`). A question made in this sitting takes it from its title
 * as the author types it, until the author names it; one the file had when it
 * was opened keeps its name unless the author changes it. Every place of the
 * file that names the question follows a new name.
 */

/** Names the email or the placeholders already mean something by. */
const TAKEN_ALWAYS = new Set([
  ...Object.keys(RESERVED_PARAMS),
  ...SPECIAL_PATHS.map((p) => p.split('.')[0] ?? p),
  '__proto__',
  'constructor',
  'prototype',
]);

/** What a hand-written name may be: ASCII letters, digits and `_`, a letter first. */
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** What is wrong with `name` as the new name of question `self`, or `undefined` when it is fine. */
export function nameProblem(text: string, self: string, name: string): string | undefined {
  if (!NAME.test(name)) {
    return 'Letters (a to z), digits and _ only, a letter first, like willYouCome';
  }
  if (TAKEN_ALWAYS.has(name)) return `"${name}" is a name the email uses itself: pick another`;
  const taken = questionsOf(text).some((q) => q.name === name && q.name !== self);
  return taken ? `Another question is named "${name}"` : undefined;
}

/**
 * `wanted`, else `wanted2`, `wanted3`...: a name no other question of the
 * file has; with no `wanted`, `question1`, `question2`... as a new question gets.
 */
function freeNameFor(text: string, wanted: string, self: string): string {
  const taken = new Set(questionsOf(text).map((q) => q.name));
  taken.delete(self);
  const free = (n: string) => !taken.has(n) && !TAKEN_ALWAYS.has(n);
  if (wanted !== '' && free(wanted)) return wanted;
  const stem = wanted || 'question';
  for (let n = wanted ? 2 : 1; ; n++) if (free(`${stem}${n}`)) return `${stem}${n}`;
}

/** `name` is `stem` or `stem` numbered (`question3`, `willYouCome2`). */
const numbered = (name: string, stem: string) =>
  stem !== '' && name.startsWith(stem) && /^\d*$/.test(name.slice(stem.length));

// The file as opened changes only when it is opened again: its names are read once.
let opened = { text: '', names: new Set<string>() };
function openedNamesOf(text: string): Set<string> {
  if (opened.text !== text) opened = { text, names: new Set(questionsOf(text).map((q) => q.name)) };
  return opened.names;
}

/**
 * Whether the question's name still follows its title: it was not in the
 * file when it was opened (so no live form and no template uses it yet), and
 * it is a name the studio gave it (`questionN`, the one its kind gives,
 * `phone`, or the one its title gave), not one typed by hand. Saving does not
 * stop it: a question made in this sitting follows its title until the author
 * names it.
 */
export function nameFollowsTitle(text: string, openedText: string, name: string): boolean {
  if (openedNamesOf(openedText).has(name)) return false;
  const question = questionsOf(text).find((q) => q.name === name);
  if (!question) return false;
  const stem = question.kind && nameStemOf(question.kind);
  if (stem && numbered(name, stem)) return true;
  return numbered(name, 'question') || numbered(name, nameFromTitle(question.title));
}

/**
 * A new title for the question; while its name follows its title, the name
 * (and every place that uses it) changes in the same edit. Returns the text
 * and the question's name after it.
 */
export function retitle(
  text: string,
  openedText: string,
  name: string,
  title: string,
): { text: string; name: string } {
  const follows = nameFollowsTitle(text, openedText, name);
  const next = setTitle(text, name, title);
  if (!follows) return { text: next, name };
  const derived = nameFromTitle(title);
  // No word left in the title: a `questionN` it already has is kept.
  if (derived === '' && /^question\d+$/.test(name)) return { text: next, name };
  const to = freeNameFor(next, derived, name);
  return to === name ? { text: next, name } : { text: renameQuestion(next, name, to), name: to };
}

type Edit = { node: Node; text: string };

const child = (node: Node | undefined, key: string): Node | undefined =>
  node?.type === 'object'
    ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1]
    : undefined;

/** The key node of each property of `object` named `from`. */
function keysNamed(object: Node | undefined, from: string): Node[] {
  if (object?.type !== 'object') return [];
  return (object.children ?? [])
    .map((p) => p.children?.[0])
    .filter((k): k is Node => k?.value === from);
}

/** The items of `array` that are the string `from`. */
function itemsNamed(array: Node | undefined, from: string): Node[] {
  if (array?.type !== 'array') return [];
  return (array.children ?? []).filter((n) => n.type === 'string' && n.value === from);
}

/**
 * A schema of the form and the schemas it is made of (`allOf`, `if`/`then`,
 * `dependencies`...), not the fields' own: there the question is a key of
 * `properties`, an entry of `required` or of `dependencies`.
 */
function schemaNames(schema: Node | undefined, from: string): Node[] {
  if (schema?.type !== 'object') return [];
  const found = [
    ...keysNamed(child(schema, 'properties'), from),
    ...itemsNamed(child(schema, 'required'), from),
  ];
  const dependencies = child(schema, 'dependencies');
  found.push(...keysNamed(dependencies, from));
  for (const property of dependencies?.children ?? []) {
    const value = property.children?.[1];
    found.push(...(value?.type === 'array' ? itemsNamed(value, from) : schemaNames(value, from)));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const item of child(schema, key)?.children ?? []) found.push(...schemaNames(item, from));
  }
  for (const key of ['if', 'then', 'else', 'not']) {
    found.push(...schemaNames(child(schema, key), from));
  }
  return found;
}

/** `from`, or a path into it (`from.city`), with `to` in its place; `undefined` when it is neither. */
function renamedPath(path: string, from: string, to: string): string | undefined {
  if (path === from) return to;
  return path.startsWith(`${from}.`) ? to + path.slice(from.length) : undefined;
}

/** Every JSON Logic `{"var": ...}` and `{"points": ...}` under `node` that reads the question. */
function logicEdits(node: Node | undefined, from: string, to: string): Edit[] {
  if (!node) return [];
  if (node.type === 'property') {
    const [key, value] = node.children ?? [];
    const read = key?.value === 'var' && value?.type === 'array' ? value.children?.[0] : value;
    const isLogic = key?.value === 'var' || key?.value === 'points';
    const renamed =
      isLogic && read?.type === 'string' ? renamedPath(String(read.value), from, to) : undefined;
    if (read && renamed !== undefined) return [{ node: read, text: JSON.stringify(renamed) }];
    return logicEdits(value, from, to);
  }
  return (node.children ?? []).flatMap((c) => logicEdits(c, from, to));
}

/** Every `{{from}}` or `{{from.x}}` in the strings under `node`. */
function placeholderEdits(node: Node | undefined, from: string, to: string): Edit[] {
  if (!node) return [];
  if (node.type === 'string' && typeof node.value === 'string') {
    const replaced = node.value.replace(/\{\{(\s*)([^{}]*?)(\s*)\}\}/g, (whole, a, path, b) => {
      const renamed = renamedPath(String(path), from, to);
      return renamed === undefined ? whole : `{{${String(a)}${renamed}${String(b)}}}`;
    });
    return replaced === node.value ? [] : [{ node, text: JSON.stringify(replaced) }];
  }
  // A property's key is no text shown anywhere: only its value is looked into.
  if (node.type === 'property') return placeholderEdits(node.children?.[1], from, to);
  return (node.children ?? []).flatMap((c) => placeholderEdits(c, from, to));
}

/**
 * Renames question `from` to `to` wherever the screen file names it: its
 * field, `required`, conditions, `uiSchema` and `ui:order`, formulas and
 * points, prefill, pages and their conditions, the email's params and the
 * copy's address, the thank-you texts and when each shows. Each edit replaces that one string,
 * so the rest of the file stays as written.
 */
export function renameQuestion(text: string, from: string, to: string): string {
  const tree = parseTree(text);
  if (!tree || from === to) return text;
  const at = (path: JSONPath) => findNodeAtLocation(tree, path);
  const named = (nodes: Node[]): Edit[] =>
    nodes.map((node) => ({ node, text: JSON.stringify(to) }));
  const edits: Edit[] = [
    ...named(schemaNames(at(['schema']), from)),
    ...named(keysNamed(at(['uiSchema']), from)),
    ...named(itemsNamed(at(['uiSchema', 'ui:order']), from)),
    ...named(keysNamed(at(['calculated']), from)),
    ...named(keysNamed(at(['points']), from)),
    ...pathKeyEdits(at(['prefill']), from, to),
    ...logicEdits(at(['calculated']), from, to),
    ...(at(['steps'])?.children ?? []).flatMap((step) => [
      ...named(itemsNamed(child(step, 'fields'), from)),
      ...logicEdits(child(step, 'when'), from, to),
      ...placeholderEdits(child(step, 'title'), from, to),
    ]),
    ...placeholderEdits(at(['email', 'params']), from, to),
    ...placeholderEdits(at(['success']), from, to),
    ...logicEdits(at(['success', 'results']), from, to),
  ];
  const copyTo = at(['email', 'confirmation', 'to']);
  if (copyTo?.value === from) edits.push({ node: copyTo, text: JSON.stringify(to) });
  return withEdits(text, edits);
}

/**
 * Renames question `from` to `to` in one of the screen's translation files
 * (`rsvp.fr.json`): its texts under `fields` (the question's and those of
 * the questions inside it, `from.city`) and the `{{from}}` in its words, so
 * the translation keeps them under the new name.
 */
export function renameInTranslation(text: string, from: string, to: string): string {
  const tree = parseTree(text);
  if (!tree || from === to) return text;
  return withEdits(text, [
    ...pathKeyEdits(findNodeAtLocation(tree, ['fields']), from, to),
    ...placeholderEdits(tree, from, to),
  ]);
}

/** The keys of `object` that are the question's path (`from`, `from.city`), renamed. */
function pathKeyEdits(object: Node | undefined, from: string, to: string): Edit[] {
  return (object?.type === 'object' ? (object.children ?? []) : [])
    .map((p) => p.children?.[0])
    .flatMap((key): Edit[] => {
      const renamed = key && renamedPath(String(key.value), from, to);
      return key && renamed !== undefined ? [{ node: key, text: JSON.stringify(renamed) }] : [];
    });
}

/** `text` with each edit's string replaced, the rest as written. */
const withEdits = (text: string, edits: Edit[]) =>
  edits
    .sort((a, b) => b.node.offset - a.node.offset)
    .reduce(
      (next, { node, text: replacement }) =>
        next.slice(0, node.offset) + replacement + next.slice(node.offset + node.length),
      text,
    );
