import { isObject } from '../kernel/is-object';
import {
  calculationOrder,
  NUMERIC_OPERATORS,
  operationOf,
  OPERATORS,
  varPath,
} from '../screen/logic/expressions';
import { suggestion } from './did-you-mean';
import { checkFieldPath, fieldsOf, typesOf } from './fields';
import { splitPath } from '../screen/placeholders';
import { own, type Located, type SchemaDoc } from './refs';
import { checkPlaceholders, pathAdvice } from './screen-rules';
import type { Problem } from '../screen/types';

type Path = (string | number)[];

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  boolean: 'a yes/no',
  object: 'a group of fields',
  array: 'a list',
};

/** Every choice value written on a field (`enum`, `const` of its oneOf/anyOf, its items'). */
function choiceTexts(node: unknown, found = new Set<string>()): Set<string> {
  if (!isObject(node)) return found;
  const list = own(node, 'enum');
  if (Array.isArray(list)) for (const v of list) found.add(String(v));
  if (Object.hasOwn(node, 'const')) found.add(String(node.const));
  for (const key of ['oneOf', 'anyOf']) {
    const options = own(node, key);
    if (Array.isArray(options)) for (const o of options) choiceTexts(o, found);
  }
  choiceTexts(own(node, 'items'), found);
  // "Other, please specify": its choices are stored as they read, and so is its "Other".
  const words = own(node, 'choices');
  if (Array.isArray(words)) for (const w of words) found.add(String(w));
  const other = own(node, 'other');
  if (typeof other === 'string') found.add(other);
  return found;
}

/**
 * What a screen file says with JSON Logic (`calculated`, `points`,
 * `steps[].when`, `success.results[].when`) and the answers it pipes into
 * texts (`{{field}}` in titles, descriptions, help, step titles and success
 * texts): an operator JSON Logic does not have, a field the schema does not
 * have, a cycle between calculated fields, and a field used as a number that
 * cannot be one. Each where it is written, with a did-you-mean.
 */
export function checkLogic(
  data: Record<string, unknown>,
  root: Located,
  shared: ReadonlyMap<string, SchemaDoc>,
): Problem[] {
  const source = root.doc.source;
  const problems: Problem[] = [];
  const fields = fieldsOf(root, shared).names;
  const topNames = [...fields.keys()];
  const points = own(data, 'points');
  /** What a top-level field is, in words, when its declared types leave out numbers. */
  const typeWords = (name: string): string | undefined => {
    const types = new Set((fields.get(name) ?? []).flatMap((loc) => [...typesOf(loc, shared)]));
    if (types.size === 0 || types.has('number') || types.has('integer')) return undefined;
    return [...types].map((t) => TYPE_WORDS[t] ?? t).join(' or ');
  };

  const checkExpression = (expr: unknown, at: Path): void => {
    if (Array.isArray(expr)) {
      expr.forEach((item, i) => checkExpression(item, [...at, i]));
      return;
    }
    const operation = operationOf(expr);
    if (!operation) return;
    const { op, args } = operation;
    const argsAt = (i: number) =>
      Array.isArray((expr as Record<string, unknown>)[op]) ? [...at, op, i] : [...at, op];
    if (!(OPERATORS as readonly string[]).includes(op)) {
      problems.push(
        source.problem(
          [...at, op],
          `unknown operator "${op}"${suggestion(op, [...OPERATORS], 'operators include')}`,
          { key: true },
        ),
      );
      return;
    }
    if (op === 'points') {
      const field = varPath(args);
      if (field !== undefined && !(isObject(points) && Object.hasOwn(points, field))) {
        problems.push(
          source.problem(
            argsAt(0),
            `{"points": "${field}"} needs "points" to give "${field}" points per choice, like "points": { "${field}": { "<choice>": 1 } }`,
          ),
        );
      }
    }
    if (NUMERIC_OPERATORS.has(op)) {
      args.forEach((arg, i) => {
        const read = operationOf(arg);
        const path = read?.op === 'var' ? varPath(read.args) : undefined;
        const what = path === undefined || path.includes('.') ? undefined : typeWords(path);
        if (!what) return;
        problems.push(
          source.problem(
            argsAt(i),
            `"${op}" computes with numbers, but "${path}" is ${what}: use a number field (type "number" or "integer")`,
          ),
        );
      });
    }
    if (op === 'var' || op === 'points') {
      const path = varPath(args);
      if (path === undefined || path === '') return;
      const check = checkFieldPath(root, splitPath(path), shared);
      if (!check.ok) {
        problems.push(
          source.problem(
            argsAt(0),
            `{"${op}": "${path}"} names no field: ${pathAdvice(path, check)}`,
          ),
        );
      }
      return;
    }
    // Inside map, filter, reduce, all, none and some a var is the current item: only the list is a field.
    const followed = ['map', 'filter', 'reduce', 'all', 'none', 'some'].includes(op)
      ? args.slice(0, 1)
      : args;
    followed.forEach((arg, i) => checkExpression(arg, argsAt(i)));
  };

  const calculated = own(data, 'calculated');
  if (isObject(calculated)) {
    for (const [name, expr] of Object.entries(calculated)) {
      if (!fields.has(name)) {
        problems.push(
          source.problem(
            ['calculated', name],
            `calculated names "${name}", which is not a top-level field: add it to "schema" (a number for a sum), or fix the name${suggestion(name, topNames, 'the fields are')}`,
            { key: true },
          ),
        );
      }
      checkExpression(expr, ['calculated', name]);
      const top = operationOf(expr)?.op;
      const what = top && (NUMERIC_OPERATORS.has(top) || top === 'points') && typeWords(name);
      if (what) {
        problems.push(
          source.problem(
            ['calculated', name],
            `"${name}" is worked out as a number, but the schema makes it ${what}: give it "type": "number"`,
            { key: true },
          ),
        );
      }
    }
    const ordered = calculationOrder(calculated);
    if ('cycle' in ordered) {
      const [first] = ordered.cycle;
      problems.push(
        source.problem(
          ['calculated', first ?? ''],
          `calculated fields read each other in a circle (${ordered.cycle.join(' -> ')}): none of them can be worked out first; break the circle`,
          { key: true },
        ),
      );
    }
  }

  if (isObject(points)) {
    for (const [name, table] of Object.entries(points)) {
      const located = fields.get(name);
      if (!located) {
        problems.push(
          source.problem(
            ['points', name],
            `points names "${name}", which is not a top-level field${suggestion(name, topNames, 'the fields are')}`,
            { key: true },
          ),
        );
        continue;
      }
      const choices = new Set(located.flatMap((loc) => [...choiceTexts(loc.node)]));
      if (!isObject(table) || choices.size === 0) continue;
      for (const choice of Object.keys(table)) {
        if (!choices.has(choice)) {
          problems.push(
            source.problem(
              ['points', name, choice],
              `"${name}" has no choice "${choice}"${suggestion(choice, [...choices], 'its choices are')}`,
              { key: true },
            ),
          );
        }
      }
    }
  }

  const pipe = (at: Path, text: unknown, where: string) => {
    if (typeof text === 'string') {
      problems.push(...checkPlaceholders(at, text, where, { root, shared, special: false }));
    }
  };
  const steps = own(data, 'steps');
  if (Array.isArray(steps)) {
    steps.forEach((step, s) => {
      pipe(['steps', s, 'title'], own(step, 'title'), `the title of step ${s + 1}`);
      if (isObject(step) && Object.hasOwn(step, 'when')) {
        checkExpression(step.when, ['steps', s, 'when']);
      }
    });
  }
  const success = own(data, 'success');
  pipe(['success', 'title'], own(success, 'title'), 'success.title');
  pipe(['success', 'message'], own(success, 'message'), 'success.message');
  const results = own(success, 'results');
  if (Array.isArray(results)) {
    results.forEach((result, r) => {
      if (isObject(result) && Object.hasOwn(result, 'when')) {
        checkExpression(result.when, ['success', 'results', r, 'when']);
      }
      for (const key of ['title', 'message']) {
        pipe(['success', 'results', r, key], own(result, key), `success.results ${r + 1}'s ${key}`);
      }
    });
  }
  // Texts of the form's fields: titles and descriptions in the schema, texts in the uiSchema.
  const walk = (node: unknown, at: Path, keys: readonly string[]) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...at, i], keys));
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (keys.includes(key)) pipe([...at, key], value, `"${key}"`);
        else walk(value, [...at, key], keys);
      }
    }
  };
  walk(own(data, 'schema'), ['schema'], ['title', 'description']);
  walk(own(data, 'uiSchema'), ['uiSchema'], ['ui:title', 'ui:description', 'ui:help']);

  return problems;
}
