import { isAnswered } from '../../screen/answer-text';
import type { KeptResponse } from '../../screen/kept-response';
import { typedSignature } from '../../screen/signature';
import { isObject } from '../../kernel/is-object';
import type { Question } from './questions';
import { dayOf } from './time-buckets';

/** How many gave each value, by the value's JSON (`"free"`, `4`, `true`). */
export type Counts = Map<string, number>;

/**
 * One question's answers counted: everything its summary renders but the words
 * people wrote, in a shape that takes one response in or out at a time and
 * so a live change is counted without counting every response again.
 */
export type QuestionTally = {
  /** How many responses answered it. */
  answered: number;
  /** Each value given; each item of a multiple choice; each number, date or time. */
  values: Counts;
  /** A choice's "Other: ..." answers. */
  other: number;
  /** A grid's rows, each with its own answered and values. */
  rows: Map<string, { answered: number; values: Counts }>;
  /** A ranking's items: the sum of the places given and how many ranked it. */
  places: Map<string, [number, number]>;
  /** Signatures typed rather than drawn. */
  typed: number;
};

/** Every question of a screen counted over `count` responses, and the responses by their day. */
export type Tallies = { count: number; days: Counts; questions: Map<string, QuestionTally> };

/** A value's key in Counts: its JSON, so `1` and `"1"` stay apart. */
export const valueKey = (value: unknown): string => JSON.stringify(value);

export const emptyTally = (): QuestionTally => ({
  answered: 0,
  values: new Map(),
  other: 0,
  rows: new Map(),
  places: new Map(),
  typed: 0,
});

const emptyTallies = (): Tallies => ({ count: 0, days: new Map(), questions: new Map() });

function bump(counts: Counts, key: string, by: number) {
  const n = (counts.get(key) ?? 0) + by;
  if (n === 0) counts.delete(key);
  else counts.set(key, n);
}

/** The answer at a path of object keys, or undefined. */
export function answerAt(answers: unknown, path: readonly string[]): unknown {
  let node = answers;
  for (const key of path) {
    if (!isObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** One answer counted in (`by` 1) or out (`by` -1) of its question's tally. */
function tallyAnswer(question: Question, tally: QuestionTally, value: unknown, by: number) {
  tally.answered += by;
  switch (question.kind) {
    case 'yes-no':
      return bump(tally.values, valueKey(value === true), by);
    case 'choice': {
      const prefix = question.other === undefined ? undefined : `${question.other}: `;
      for (const v of Array.isArray(value) ? value : [value]) {
        if (prefix && typeof v === 'string' && v.startsWith(prefix)) tally.other += by;
        else if (isAnswered(v)) bump(tally.values, valueKey(v), by);
      }
      return;
    }
    case 'scale':
    case 'nps':
    case 'number':
      return isNumber(value) ? bump(tally.values, valueKey(value), by) : undefined;
    case 'date':
      return typeof value === 'string' ? bump(tally.values, valueKey(value), by) : undefined;
    case 'grid':
      for (const row of question.rows) {
        const given = answerAt(value, [row.key]);
        if (!isAnswered(given)) continue;
        const counted = tally.rows.get(row.key) ?? { answered: 0, values: new Map() };
        tally.rows.set(row.key, counted);
        counted.answered += by;
        for (const v of [given].flat()) bump(counted.values, valueKey(v), by);
      }
      return;
    case 'ranking':
      if (!Array.isArray(value)) return;
      value.forEach((item, i) => {
        const key = valueKey(item);
        const [sum, n] = tally.places.get(key) ?? [0, 0];
        if (n + by === 0) tally.places.delete(key);
        else tally.places.set(key, [sum + by * (i + 1), n + by]);
      });
      return;
    case 'file':
      if (typeof value === 'string' && typedSignature(value) !== undefined) tally.typed += by;
      return;
    case 'text':
      return;
  }
}

/** Counts one response in (`by` 1) or out (`by` -1), changing `tallies`. */
export function tallyResponse(
  tallies: Tallies,
  questions: readonly Question[],
  response: KeptResponse,
  by: 1 | -1,
) {
  tallies.count += by;
  bump(tallies.days, dayOf(new Date(response.submittedAt)), by);
  for (const question of questions) {
    const value = answerAt(response.answers, question.path);
    if (!isAnswered(value)) continue;
    let tally = tallies.questions.get(question.key);
    if (!tally) tallies.questions.set(question.key, (tally = emptyTally()));
    tallyAnswer(question, tally, value, by);
  }
}

/** Every response counted. */
export function tallyAll(
  questions: readonly Question[],
  responses: readonly KeptResponse[],
): Tallies {
  const tallies = emptyTallies();
  for (const response of responses) tallyResponse(tallies, questions, response, 1);
  return tallies;
}

/** A copy to change, so what a page has rendered from stays as it was. */
function copyTallies(t: Tallies): Tallies {
  return {
    count: t.count,
    days: new Map(t.days),
    questions: new Map(
      [...t.questions].map(([key, q]) => [
        key,
        {
          ...q,
          values: new Map(q.values),
          rows: new Map(
            [...q.rows].map(([row, r]) => [
              row,
              { answered: r.answered, values: new Map(r.values) },
            ]),
          ),
          places: new Map(q.places),
        },
      ]),
    ),
  };
}

/** Tallies with the responses they count, by id. */
export type Counted = { tallies: Tallies; byId: ReadonlyMap<string, KeptResponse> };

/**
 * `responses` counted from what `before` counted: only the responses added,
 * changed (another object under the same id) or gone are counted in or out,
 * so a new response on a page of 10,000 costs one response's work.
 */
export function recount(
  before: Counted | undefined,
  questions: readonly Question[],
  responses: readonly KeptResponse[],
): Counted {
  const byId = new Map(responses.map((r) => [r.id, r]));
  if (!before) return { tallies: tallyAll(questions, [...byId.values()]), byId };
  const tallies = copyTallies(before.tallies);
  for (const [id, was] of before.byId) {
    const now = byId.get(id);
    if (now !== was) tallyResponse(tallies, questions, was, -1);
  }
  for (const [id, now] of byId) {
    if (before.byId.get(id) !== now) tallyResponse(tallies, questions, now, 1);
  }
  return { tallies, byId };
}
