import jsonLogic from 'json-logic-js';
import { isObject } from '../../kernel/is-object';
import type { Step, SuccessOptions } from '../types';
import { calculationOrder, type Expression, type ScreenLogic } from './expressions';

/**
 * The interpreter side of expressions.ts, in its own chunk: only screens
 * with calculated fields, points, conditional steps or results load it
 * (logic-loader.ts). json-logic-js walks the JSON itself, with no `eval` and
 * no `new Function`, so it runs under the app's strict CSP.
 */

// The points map rides along with the answers under a key no field can have.
const POINTS = Symbol('points');
type Data = Record<string | symbol, unknown>;

jsonLogic.add_operation('points', function (this: Data, field: unknown) {
  const table = (this[POINTS] as ScreenLogic['points'])?.[String(field)];
  const answer = this[String(field)];
  if (!table) return 0;
  // A list of choices scores each choice picked; an "Other, please specify" answer
  // (`Other: a poster`) scores the points of its "Other" words.
  const picked = Array.isArray(answer) ? answer : [answer];
  const scored = (choice: string) => {
    if (Object.hasOwn(table, choice)) return table[choice] ?? 0;
    const other = Object.keys(table).find((words) => choice.startsWith(`${words}: `));
    return other === undefined ? 0 : (table[other] ?? 0);
  };
  return picked.reduce<number>((sum, choice) => sum + scored(String(choice)), 0);
});

// The two operators that make a value bigger than what they are given: a
// formula that feeds them their own results (a merge of a merge of...) would
// double with every step and freeze the page. Past the limits the formula
// stops, and the calculated field is empty (evaluate's catch).
// 1000 items; 50,000 characters, EmailJS's own limit for all the answers.
const MAX_CALCULATED_ITEMS = 1000;
const MAX_CALCULATED_TEXT = 50_000;
jsonLogic.add_operation('merge', (...parts: unknown[]) => {
  const merged = parts.flat();
  if (merged.length > MAX_CALCULATED_ITEMS)
    throw new RangeError('a calculated value past its limit');
  return merged;
});

jsonLogic.add_operation('cat', (...parts: unknown[]) => {
  const text = parts.join('');
  if (text.length > MAX_CALCULATED_TEXT) throw new RangeError('a calculated value past its limit');
  return text;
});

/** The value of one expression over the answers; a slip (a text divided) is an empty answer, never a crash. */
export function evaluate(
  expr: Expression,
  answers: unknown,
  points?: ScreenLogic['points'],
): unknown {
  const data: Data = { ...(isObject(answers) ? answers : {}), [POINTS]: points ?? {} };
  try {
    const value: unknown = jsonLogic.apply(expr as jsonLogic.RulesLogic, data);
    return typeof value === 'number' && !Number.isFinite(value) ? undefined : value;
  } catch {
    return undefined;
  }
}

/**
 * The answers with every calculated field computed, each after those it
 * reads. When no computed value changes, the very same answers come back:
 * the form then sees no new answers and re-renders nothing (on a long form,
 * taking new answers costs a pass over every field).
 */
export function withCalculated(logic: ScreenLogic, answers: unknown): unknown {
  const calculated = logic.calculated;
  if (!calculated) return answers;
  const ordered = calculationOrder(calculated);
  // The checker refuses a cycle; should one get here, nothing is computed.
  if (!('order' in ordered)) return answers;
  const given = isObject(answers) ? answers : {};
  const data: Record<string, unknown> = { ...given };
  for (const name of ordered.order) {
    const value = evaluate(calculated[name], data, logic.points);
    if (value === undefined || value === null || value === '') delete data[name];
    else data[name] = value;
  }
  const same = ordered.order.every((name) => Object.is(data[name], given[name]));
  return same && isObject(answers) ? answers : data;
}

/** The indexes of the steps on the path these answers take: a step with a false `when` is skipped. */
export function stepsTaken(steps: readonly Step[], answers: unknown, logic: ScreenLogic): number[] {
  return steps
    .map((step, i) => ({ step, i }))
    .filter(
      ({ step }) =>
        step.when === undefined || jsonLogic.truthy(evaluate(step.when, answers, logic.points)),
    )
    .map(({ i }) => i);
}

/** The success texts for these answers: the first result whose `when` holds, over the defaults. */
export function successFor(
  success: SuccessOptions | undefined,
  answers: unknown,
  logic: ScreenLogic,
): SuccessOptions | undefined {
  const result = success?.results?.find((r) =>
    jsonLogic.truthy(evaluate(r.when, answers, logic.points)),
  );
  if (!result) return success;
  return {
    ...success,
    ...(result.title !== undefined && { title: result.title }),
    ...(result.message !== undefined && { message: result.message }),
  };
}
