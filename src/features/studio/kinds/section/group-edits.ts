import { findNodeAtLocation, type JSONPath } from 'jsonc-parser';
import { isObject } from '../../../../kernel/is-object';
import {
  insertEntry,
  moveEntry,
  removeEmptying,
  setAt,
  treeOf,
  valueInText,
} from '../../edits/json-text';
import { nameFromTitle } from '../../edits/names';

/**
 * The fields of a group, as minimal edits of the file: a section's questions,
 * the fields of each item of a list, the rows of a grid. Each is named after
 * its words while it has the name they gave it (or the one it was made with,
 * `row1`, `field2`), as a question's name follows its title; the group's
 * `required` lists those that must be answered.
 */
export type GroupAt = {
  /** The group's `properties`. */
  fields: JSONPath;
  /** The group's `required`. */
  required: JSONPath;
  /** The group's `uiSchema` entry. */
  ui: JSONPath;
  /** What a field is called until it has words: `row` gives `row1`, `row2`... */
  stem: string;
};

export type GroupField = { name: string; title: string; required: boolean };

/** The group's fields as written, by name. */
export function groupEntries(text: string, at: GroupAt): [string, Record<string, unknown>][] {
  const fields = valueInText(text, at.fields);
  return isObject(fields)
    ? Object.entries(fields).flatMap(([name, field]) => (isObject(field) ? [[name, field]] : []))
    : [];
}

export function groupFields(text: string, at: GroupAt): GroupField[] {
  const required = valueInText(text, at.required);
  const listed = Array.isArray(required) ? required : [];
  return groupEntries(text, at).map(([name, field]) => ({
    name,
    title: typeof field.title === 'string' ? field.title : name,
    required: listed.includes(name),
  }));
}

/** A name no other field of the group has: `wanted`, else the stem numbered. */
function freeFieldName(taken: string[], wanted: string, stem: string): string {
  if (wanted !== '' && !taken.includes(wanted)) return wanted;
  const base = wanted || stem;
  for (let n = wanted ? 2 : 1; ; n++) if (!taken.includes(`${base}${n}`)) return `${base}${n}`;
}

/**
 * A field at the end of the group, titled `title`: `raw` is its text, as
 * written (a grid's new row copies its first row, columns and all).
 */
export function addGroupField(text: string, at: GroupAt, raw: string, title: string): string {
  const tree = treeOf(text);
  const container = tree && findNodeAtLocation(tree, at.fields);
  if (!container || container.type !== 'object') return text;
  const taken = groupEntries(text, at).map(([n]) => n);
  const name = freeFieldName(taken, '', at.stem);
  const next = insertEntry(text, container, taken.length, `${JSON.stringify(name)}: ${raw}`);
  return setAt(next, [...at.fields, name, 'title'], title);
}

/** The text of the group's first field as written, to copy. */
export function firstFieldText(text: string, at: GroupAt): string | undefined {
  const tree = treeOf(text);
  const value = tree && findNodeAtLocation(tree, at.fields)?.children?.[0]?.children?.[1];
  return value && text.slice(value.offset, value.offset + value.length);
}

/** A field's words; its name follows them while it is the name they or its making gave it. */
export function setGroupFieldTitle(text: string, at: GroupAt, name: string, title: string): string {
  const before = groupFields(text, at).find((f) => f.name === name);
  if (!before || before.title === title) return text;
  const next = setAt(text, [...at.fields, name, 'title'], title);
  const follows = new RegExp(`^${at.stem}\\d*$`).test(name) || name === nameFromTitle(before.title);
  const wanted = nameFromTitle(title);
  if (!follows || wanted === '' || wanted === name) return next;
  const taken = groupEntries(next, at)
    .map(([n]) => n)
    .filter((n) => n !== name);
  return renameGroupField(next, at, name, freeFieldName(taken, wanted, at.stem));
}

/** A field's name changed where the group names it: `properties`, `required`, `uiSchema`. */
function renameGroupField(text: string, at: GroupAt, from: string, to: string): string {
  const tree = treeOf(text);
  if (!tree) return text;
  const keyAt = (path: JSONPath) =>
    findNodeAtLocation(tree, [...path, from])?.parent?.children?.[0];
  const nodes = [
    keyAt(at.fields),
    keyAt(at.ui),
    ...(findNodeAtLocation(tree, at.required)?.children ?? []).filter((n) => n.value === from),
  ].filter((n) => n !== undefined);
  return nodes
    .sort((a, b) => b.offset - a.offset)
    .reduce(
      (next, node) =>
        next.slice(0, node.offset) + JSON.stringify(to) + next.slice(node.offset + node.length),
      text,
    );
}

export const moveGroupField = (text: string, at: GroupAt, from: number, to: number) =>
  moveEntry(text, at.fields, from, to);

/** Takes a field out, with its `required` entry and its `uiSchema` entry; `fewest` always stay. */
export function removeGroupField(text: string, at: GroupAt, name: string, fewest: number): string {
  if (groupEntries(text, at).length <= fewest) return text;
  let next = setGroupFieldRequired(text, at, name, false);
  next = setAt(next, [...at.fields, name], undefined);
  return removeEmptying(next, [...at.ui, name]);
}

/** Whether a field of the group must be answered: in the group's `required`, in the fields' order. */
export function setGroupFieldRequired(
  text: string,
  at: GroupAt,
  name: string,
  on: boolean,
): string {
  const list = valueInText(text, at.required);
  const names = Array.isArray(list) ? list.map(String) : [];
  if (on === names.includes(name)) return text;
  if (on) {
    const order = groupEntries(text, at).map(([n]) => n);
    return setAt(
      text,
      at.required,
      order.filter((n) => n === name || names.includes(n)),
    );
  }
  return names.length === 1
    ? setAt(text, at.required, undefined)
    : setAt(text, [...at.required, names.indexOf(name)], undefined);
}
