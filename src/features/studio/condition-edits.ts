import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';
import {
  fieldPath,
  indentAt,
  insertEntry,
  questionsOf,
  ruleOfTest,
  setAt,
  setRequired,
  valueAt,
  withoutEmptyBranch,
  type ConditionTest,
} from './file-edits';

/**
 * "Show this question when an earlier question is an answer", written as the
 * guide writes a condition (schemas/README.md, section 4): the question's
 * field moves, its text as written, from `properties` into an `allOf` entry
 * `{ "if": <the earlier answer>, "then": { "properties": <the question> } }`,
 * and back when the condition is taken away.
 */

const PROPERTIES = ['schema', 'properties'];

/** The value's text as written, and the indentation of the line it starts on. */
function writtenAt(text: string, path: JSONPath): { raw: string; indent: string } | undefined {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  if (!node) return undefined;
  return {
    raw: text.slice(node.offset, node.offset + node.length),
    indent: indentAt(text, node.offset),
  };
}

/** Puts `raw` in place of the value at `path`, its lines moved from `indent` to their new place. */
function replaceWith(text: string, path: JSONPath, raw: string, indent: string): string {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  if (!node) return text;
  const moved = raw.split(`\n${indent}`).join(`\n${indentAt(text, node.offset)}`);
  return text.slice(0, node.offset) + moved + text.slice(node.offset + node.length);
}

const ifOf = (on: string, test: ConditionTest) => ({
  properties: { [on]: ruleOfTest(test) },
  // Without it, the condition would hold while the earlier question is still unanswered.
  required: [on],
});

/** Shows the question only when the question `on` is answered as `test` says. */
export function setCondition(text: string, name: string, on: string, test: ConditionTest): string {
  const question = questionsOf(text).find((q) => q.name === name);
  if (!question || on === name) return text;
  const current = question.condition;
  if (current) {
    const declared = valueAt(text, ['schema', 'allOf', current.branch, 'then', 'properties']);
    const alone = Object.keys(declared as object).length === 1;
    if (alone) return setAt(text, ['schema', 'allOf', current.branch, 'if'], ifOf(on, test));
    return setCondition(removeCondition(text, name), name, on, test);
  }
  const written = writtenAt(text, [...PROPERTIES, name]);
  if (!written) return text;
  const field = valueAt(text, [...PROPERTIES, name]);
  const required = question.required;
  let next = setRequired(text, name, false);
  next = setAt(next, [...PROPERTIES, name], undefined);
  const then = { properties: { [name]: field }, ...(required && { required: [name] }) };
  const entry = { if: ifOf(on, test), then };
  const list = valueAt(next, ['schema', 'allOf']);
  let branch = 0;
  if (!Array.isArray(list)) {
    next = setAt(next, ['schema', 'allOf'], [entry]);
  } else {
    const tree = parseTree(next);
    const node = tree && findNodeAtLocation(tree, ['schema', 'allOf']);
    if (!node) return text;
    branch = list.length;
    next = setAt(insertEntry(next, node, branch, '0'), ['schema', 'allOf', branch], entry);
  }
  return replaceWith(
    next,
    ['schema', 'allOf', branch, 'then', 'properties', name],
    written.raw,
    written.indent,
  );
}

/** Shows the question always again: its field goes back among the others, where it was drawn. */
export function removeCondition(text: string, name: string): string {
  const question = questionsOf(text).find((q) => q.name === name);
  const condition = question?.condition;
  if (!question || !condition) return text;
  const path = fieldPath(text, name);
  const written = writtenAt(text, path);
  if (!written) return text;
  let next = setRequired(text, name, false);
  next = withoutEmptyBranch(setAt(next, path, undefined), condition.branch);
  // Back where it was drawn: after the nearest top-level question before it.
  const keys = Object.keys((valueAt(next, PROPERTIES) as object | undefined) ?? {});
  const drawn = questionsOf(text).map((q) => q.name);
  const before = drawn.slice(0, drawn.indexOf(name)).filter((n) => keys.includes(n));
  const tree = parseTree(next);
  const properties = tree && findNodeAtLocation(tree, PROPERTIES);
  if (!properties) return text;
  const index = keys.indexOf(before.at(-1) ?? '') + 1;
  next = insertEntry(next, properties, index, `${JSON.stringify(name)}: 0`);
  next = replaceWith(next, [...PROPERTIES, name], written.raw, written.indent);
  return question.required ? setRequired(next, name, true) : next;
}
