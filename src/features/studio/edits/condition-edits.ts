import { findNodeAtLocation, type JSONPath } from 'jsonc-parser';
import { isObject } from '../../../kernel/is-object';
import { choicesOf } from '../kinds/choice/choice-edits';
import {
  fieldPath,
  ruleOfTest,
  setRequired,
  type Condition,
  type ConditionTest,
} from './field-edits';
import { indentAt, insertEntry, setAt, treeOf, valueInText } from './json-text';
import { questionsOf, type Question } from './questions';
import { withoutEmptyBranch } from './question-edits';
import { showsOnCondition, type QuestionKind } from '../kinds/kind-table';
import { rememberedIndex, rememberPlace } from './places';

/**
 * "Show this question when an earlier question is an answer", written as the
 * guide writes a condition (docs/guide/conditions.md): the question's
 * field moves, its text as written, from `properties` into an `allOf` entry
 * `{ "if": <the earlier answer>, "then": { "properties": <the question> } }`,
 * and back when the condition is taken away.
 */

const PROPERTIES = ['schema', 'properties'];

/** The value's text as written, and the indentation of the line it starts on. */
function writtenAt(text: string, path: JSONPath): { raw: string; indent: string } | undefined {
  const tree = treeOf(text);
  const node = tree && findNodeAtLocation(tree, path);
  if (!node) return undefined;
  return {
    raw: text.slice(node.offset, node.offset + node.length),
    indent: indentAt(text, node.offset),
  };
}

/** Puts `raw` in place of the value at `path`, its lines moved from `indent` to their new place. */
function replaceWith(text: string, path: JSONPath, raw: string, indent: string): string {
  const tree = treeOf(text);
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
  if (!question || on === name || !showsOnCondition(question.kind)) return text;
  const current = question.condition;
  if (current) {
    const declared = valueInText(text, ['schema', 'allOf', current.branch, 'then', 'properties']);
    const alone = Object.keys(declared as object).length === 1;
    if (alone) return setAt(text, ['schema', 'allOf', current.branch, 'if'], ifOf(on, test));
    return setCondition(removeCondition(text, name), name, on, test);
  }
  const written = writtenAt(text, [...PROPERTIES, name]);
  if (!written) return text;
  const field = valueInText(text, [...PROPERTIES, name]);
  const required = question.required;
  // Taken away again, the condition puts the field back where it is now.
  rememberPlace(PROPERTIES, name, Object.keys((valueInText(text, PROPERTIES) as object) ?? {}));
  let next = setRequired(text, name, false);
  next = setAt(next, [...PROPERTIES, name], undefined);
  const then = { properties: { [name]: field }, ...(required && { required: [name] }) };
  const entry = { if: ifOf(on, test), then };
  const list = valueInText(next, ['schema', 'allOf']);
  let branch = 0;
  if (!Array.isArray(list)) {
    next = setAt(next, ['schema', 'allOf'], [entry]);
  } else {
    const tree = treeOf(next);
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

/**
 * Shows the question always again: its field goes back among the others where
 * it was before its condition (places.ts), else after the question rendered
 * before it.
 */
export function removeCondition(text: string, name: string): string {
  const question = questionsOf(text).find((q) => q.name === name);
  const condition = question?.condition;
  if (!question || !condition) return text;
  const path = fieldPath(text, name);
  const written = writtenAt(text, path);
  if (!written) return text;
  let next = setRequired(text, name, false);
  next = withoutEmptyBranch(setAt(next, path, undefined), condition.branch);
  // Back where it was rendered: after the nearest top-level question before it.
  const keys = Object.keys((valueInText(next, PROPERTIES) as object | undefined) ?? {});
  const rendered = questionsOf(text).map((q) => q.name);
  const before = rendered.slice(0, rendered.indexOf(name)).filter((n) => keys.includes(n));
  const tree = treeOf(next);
  const properties = tree && findNodeAtLocation(tree, PROPERTIES);
  if (!properties) return text;
  const index = rememberedIndex(PROPERTIES, name, keys) ?? keys.indexOf(before.at(-1) ?? '') + 1;
  next = insertEntry(next, properties, index, `${JSON.stringify(name)}: 0`);
  next = replaceWith(next, [...PROPERTIES, name], written.raw, written.indent);
  return question.required ? setRequired(next, name, true) : next;
}

/** The kinds whose answer a condition compares by number: "at least", "at most". */
export const NUMERIC_KINDS: readonly (QuestionKind | undefined)[] = [
  'number',
  'scale',
  'rating',
  'opinion',
  'nps',
  'calculated',
];

/** The kinds whose answers a condition picks from a list. */
const CHOSEN_KINDS: readonly (QuestionKind | undefined)[] = [
  'yes-no',
  'checkbox',
  'choice',
  'several-choices',
];

/** An earlier question a condition can ask, with the answers to pick from. */
export type Decider = {
  name: string;
  title: string;
  /** Its answers, for a yes/no or a choice; numbers are compared instead. */
  answers: { value: unknown; words: string }[];
  numeric: boolean;
  /** A list of choices: the condition is that the answer includes one. */
  several: boolean;
};

function answersOf(text: string, question: Question): Decider['answers'] {
  const path = fieldPath(text, question.name);
  const field = valueInText(text, path);
  if (!isObject(field)) return [];
  if (field.type === 'boolean') {
    const own = Array.isArray(field.oneOf) ? field.oneOf : [];
    const wordsOf = (value: boolean, fallback: string) => {
      const entry: unknown = own.find((c: unknown) => isObject(c) && c.const === value);
      return isObject(entry) && typeof entry.title === 'string' ? entry.title : fallback;
    };
    return [
      { value: true, words: wordsOf(true, 'Yes') },
      { value: false, words: wordsOf(false, 'No') },
    ];
  }
  const holder = field.type === 'array' ? field.items : field;
  const words = choicesOf(text, question.name) ?? [];
  const list: unknown[] = isObject(holder)
    ? Array.isArray(holder.oneOf)
      ? holder.oneOf.map((c: unknown) => (isObject(c) ? c.const : undefined))
      : Array.isArray(holder.enum)
        ? holder.enum
        : []
    : [];
  return list.map((value, i) => ({ value, words: words[i]?.words ?? String(value) }));
}

/** The questions rendered before `name` (and not shown on a condition) whose answer can decide it. */
export function decidersOf(text: string, name: string): Decider[] {
  const questions = questionsOf(text);
  return decidersAmong(
    text,
    questions.slice(
      0,
      questions.findIndex((q) => q.name === name),
    ),
  );
}

/** Those of `questions` (not shown on a condition) whose answer can decide what shows. */
export function decidersAmong(text: string, questions: Question[]): Decider[] {
  return questions.flatMap((q) => {
    if (q.condition) return [];
    const numeric = NUMERIC_KINDS.includes(q.kind);
    // Only these have answers to list: the others are not read (a long screen stays quick).
    const listed = CHOSEN_KINDS.includes(q.kind);
    if (!numeric && !listed) return [];
    const answers = numeric ? [] : answersOf(text, q);
    if (!numeric && answers.length === 0) return [];
    return [
      {
        name: q.name,
        title: q.title,
        answers,
        numeric,
        several: q.kind === 'several-choices',
      },
    ];
  });
}

/** The condition in words: "Will you come? is Yes", "Guests is at least 2". */
export function conditionWords(text: string, condition: Pick<Condition, 'on' | 'test'>): string {
  const on = questionsOf(text).find((q) => q.name === condition.on);
  const title = on?.title ?? condition.on;
  const { test } = condition;
  if (test.kind === 'at-least') return `${title} is at least ${test.value}`;
  if (test.kind === 'at-most') return `${title} is at most ${test.value}`;
  const answer = on ? answersOf(text, on).find((a) => a.value === test.value) : undefined;
  const words = answer?.words ?? String(test.value);
  return test.kind === 'includes' ? `${title} includes ${words}` : `${title} is ${words}`;
}

/**
 * The same condition in JSON Logic, as the guide writes a step's `when`
 * (docs/guide/form-layout.md, "A page shown on a condition"): `{ "==": [{ "var":
 * "attended" }, true] }`, `>=` and `<=` for a number, `in` for one of several
 * choices.
 */
export function logicOfTest(on: string, test: ConditionTest): unknown {
  const answer = { var: on };
  switch (test.kind) {
    case 'is':
      return { '==': [answer, test.value] };
    case 'at-least':
      return { '>=': [answer, test.value] };
    case 'at-most':
      return { '<=': [answer, test.value] };
    case 'includes':
      return { in: [test.value, answer] };
  }
}

const LOGIC_KINDS: Record<string, ConditionTest['kind']> = {
  '==': 'is',
  '>=': 'at-least',
  '<=': 'at-most',
  in: 'includes',
};

/** A `when` written as `logicOfTest` writes it, read back; any other logic is the author's own. */
export function testOfLogic(logic: unknown): Pick<Condition, 'on' | 'test'> | undefined {
  if (!isObject(logic) || Object.keys(logic).length !== 1) return undefined;
  const [op = '', args] = Object.entries(logic)[0] ?? [];
  const kind = LOGIC_KINDS[op];
  if (!kind || !Array.isArray(args) || args.length !== 2) return undefined;
  const [read, value] = kind === 'includes' ? [args[1], args[0]] : [args[0], args[1]];
  if (!isObject(read) || Object.keys(read).length !== 1 || typeof read.var !== 'string') {
    return undefined;
  }
  if (isObject(value) || Array.isArray(value)) return undefined;
  if (kind === 'at-least' || kind === 'at-most') {
    return typeof value === 'number' ? { on: read.var, test: { kind, value } } : undefined;
  }
  return { on: read.var, test: { kind, value } };
}
