import { isObject } from '../../../../kernel/is-object';
import { questionsOf } from '../../edits/questions';
import { removeEmptying, setAt, valueInText } from '../../edits/json-text';
import { givesPoints } from '../choice/choice-edits';

/**
 * The formula of a calculated value from a picker of the common cases, as
 * JSON Logic under `calculated` (docs/guide/scores.md, "calculated"): the sum of
 * questions, questions multiplied together (and by a fixed number), how many
 * of them are answered, or the points their answers score (a quiz). Any other
 * formula is kept as written.
 */

export type Formula =
  | { kind: 'sum'; of: string[] }
  | { kind: 'times'; of: string[]; by: number | undefined }
  | { kind: 'count'; of: string[] }
  | { kind: 'points'; of: string[] }
  | { kind: 'written'; logic: unknown };

/** An answer as a number: an empty one counts as 0 (a product, as 1), so the total shows at once. */
const numberOf = (name: string, empty: number) => ({ var: [name, empty] });

export function logicOf(formula: Formula): unknown {
  switch (formula.kind) {
    case 'sum':
      return { '+': formula.of.map((name) => numberOf(name, 0)) };
    case 'times': {
      const factors: unknown[] = formula.of.map((name) => numberOf(name, 1));
      return { '*': formula.by === undefined ? factors : [...factors, formula.by] };
    }
    case 'count':
      return { '+': formula.of.map((name) => ({ if: [{ var: name }, 1, 0] })) };
    case 'points':
      return { '+': formula.of.map((name) => ({ points: name })) };
    case 'written':
      return formula.logic;
  }
}

/** The question a `{"var": ...}` reads, written as the picker writes it. */
function varName(logic: unknown, empty?: number): string | undefined {
  if (!isObject(logic) || Object.keys(logic).length !== 1) return undefined;
  const read = logic.var;
  if (typeof read === 'string') return read;
  if (empty === undefined || !Array.isArray(read) || read.length !== 2) return undefined;
  return read[1] === empty && typeof read[0] === 'string' ? read[0] : undefined;
}

function namesOf(
  list: unknown[],
  read: (item: unknown) => string | undefined,
): string[] | undefined {
  const names = list.map(read);
  return names.every((n): n is string => n !== undefined) ? names : undefined;
}

/** The formula the file writes for the question, read back as the picker's when it is one. */
export function formulaOf(text: string, name: string): Formula | undefined {
  const logic = valueInText(text, ['calculated', name]);
  if (logic === undefined) return undefined;
  const [op, args] = isObject(logic) ? (Object.entries(logic)[0] ?? []) : [];
  if (isObject(logic) && Object.keys(logic).length === 1 && Array.isArray(args)) {
    if (op === '+') {
      const sum = namesOf(args, (a) => varName(a, 0));
      if (sum) return { kind: 'sum', of: sum };
      const count = namesOf(args, (a) => {
        if (!isObject(a) || !Array.isArray(a.if) || a.if.length !== 3) return undefined;
        return a.if[1] === 1 && a.if[2] === 0 ? varName(a.if[0]) : undefined;
      });
      if (count) return { kind: 'count', of: count };
      const points = namesOf(args, (a) =>
        isObject(a) && Object.keys(a).length === 1 && typeof a.points === 'string'
          ? a.points
          : undefined,
      );
      if (points) return { kind: 'points', of: points };
    }
    if (op === '*') {
      const last = args.at(-1);
      const by = typeof last === 'number' ? last : undefined;
      const times = namesOf(by === undefined ? args : args.slice(0, -1), (a) => varName(a, 1));
      if (times) return { kind: 'times', of: times, by };
    }
  }
  return { kind: 'written', logic };
}

export function setFormula(text: string, name: string, formula: Formula): string {
  return setAt(text, ['calculated', name], logicOf(formula));
}

/** The formula in words, for the card: "Sum of Adults and Children". */
export function formulaWords(text: string, formula: Formula): string {
  const titles = new Map(questionsOf(text).map((q) => [q.name, q.title]));
  const list = (names: string[], joiner: string) => {
    const words = names.map((n) => titles.get(n) ?? n);
    return words.length < 2
      ? (words[0] ?? 'no question yet')
      : `${words.slice(0, -1).join(', ')} ${joiner} ${words.at(-1) ?? ''}`;
  };
  switch (formula.kind) {
    case 'sum':
      return `Sum of ${list(formula.of, 'and')}`;
    case 'times':
      return (
        [
          ...formula.of.map((n) => titles.get(n) ?? n),
          ...(formula.by === undefined ? [] : [String(formula.by)]),
        ].join(' times ') || 'no question yet'
      );
    case 'count':
      return `How many are answered of ${list(formula.of, 'and')}`;
    case 'points':
      return `Points of ${list(formula.of, 'and')}`;
    case 'written':
      return 'A formula written by hand';
  }
}

/**
 * Points on or off for the question's choices: on writes an empty list of
 * them (each choice then gets its own); off takes the question's points out,
 * and `points` with them when no other question has any. A score that adds
 * up points (`{"points": name}`) counts the question while it gives some:
 * off takes it out of the score, on puts it back in the questions' order.
 */
export function setGivesPoints(text: string, name: string, on: boolean): string {
  if (on === givesPoints(text, name)) return text;
  const next = on ? setAt(text, ['points', name], {}) : removeEmptying(text, ['points', name]);
  return scoresCounting(next, name, on);
}

/** Every score of the screen (a formula of points) with the question `name` counted or not. */
function scoresCounting(text: string, name: string, counted: boolean): string {
  const calculated = valueInText(text, ['calculated']);
  const order = questionsOf(text).map((q) => q.name);
  return Object.keys(isObject(calculated) ? calculated : {}).reduce((next, score) => {
    const formula = formulaOf(next, score);
    if (formula?.kind !== 'points' || formula.of.includes(name) === counted) return next;
    const before = formula.of.filter((n) => order.indexOf(n) < order.indexOf(name)).length;
    const of = counted
      ? [...formula.of.slice(0, before), name, ...formula.of.slice(before)]
      : formula.of.filter((n) => n !== name);
    return setFormula(next, score, { kind: 'points', of });
  }, text);
}
