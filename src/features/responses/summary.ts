import { isObject } from '../../kernel/is-object';
import { answerWording, isAnswered } from '../../screen/answer-text';
import { typedSignature } from '../../screen/signature';
import type { ScreenFile } from '../../screen/types';
import type { KeptResponse } from '../../screen/kept-response';
import type { Question } from './questions';

/** One bar: an answer and how many gave it. */
export type Bar = { label: string; count: number };

/** The answers of a question over time: how many fell in each day, month, year or hour. */
export type TimeBuckets = {
  unit: 'hour' | 'day' | 'month' | 'year';
  /** Each bucket's start, `2026-11-27`, `2026-11`, `2026` or `14` (o'clock), oldest first, none skipped. */
  buckets: { start: string; count: number }[];
};

/** A text answer with when it came and in which response. */
export type Written = { text: string; at: number; id: string };

/** A question's answers summed up, the way people read them (`answered`: how many gave one). */
export type QuestionSummary = { question: Question; answered: number } & (
  | { kind: 'bars'; bars: Bar[]; multiple: boolean; others: Written[] }
  | { kind: 'scale'; bars: Bar[]; average: number | undefined }
  | {
      kind: 'nps';
      bars: Bar[];
      promoters: number;
      passives: number;
      detractors: number;
      /** -100 to 100: the share of promoters less that of detractors, in points. */
      score: number | undefined;
    }
  | { kind: 'grid'; rows: { title: string; answered: number; bars: Bar[] }[] }
  /** Each item by its average place (1 is first), best first; `count`: how many ranked it. */
  | { kind: 'ranking'; places: { label: string; average: number | undefined; count: number }[] }
  | { kind: 'number'; min?: number; max?: number; median?: number; average?: number }
  | { kind: 'dates'; earliest?: string; latest?: string; time: TimeBuckets }
  | { kind: 'text'; latest: Written[] }
  | { kind: 'files'; drawn: number; typed: number }
);

/** The answer at a path of object keys, or undefined. */
export function answerAt(answers: unknown, path: readonly string[]): unknown {
  let node = answers;
  for (const key of path) {
    if (!isObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const averageOf = (values: readonly number[]) =>
  values.length === 0 ? undefined : sum(values) / values.length;

/** The middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

/** A date answer (`2026-11-27`) or an instant (ms, or `2026-11-27T13:00:00Z`) as a local calendar day. */
function calendarDay(value: string | number): string | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : dayOf(at);
}

/** Days from one calendar day to another, whatever the clocks did between them. */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.UTC(...ymd(b)) - Date.UTC(...ymd(a))) / 86_400_000);
const ymd = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y!, m! - 1, d!];
};

/** Short spans by day, longer ones by month, the longest by year: never more than about 60 bars. */
const MOST_DAYS = 62;
const MOST_MONTHS = 60;

/** Calendar days counted over the span they cover, every bucket between the first and last there. */
export function overTime(days: readonly string[]): TimeBuckets {
  if (days.length === 0) return { unit: 'day', buckets: [] };
  const sorted = [...days].sort();
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const months = (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12;
  const monthSpan = months + Number(last.slice(5, 7)) - Number(first.slice(5, 7));
  const unit =
    daysBetween(first, last) < MOST_DAYS ? 'day' : monthSpan < MOST_MONTHS ? 'month' : 'year';
  const keyOf = (day: string) =>
    unit === 'day' ? day : unit === 'month' ? day.slice(0, 7) : day.slice(0, 4);
  const counts = new Map<string, number>();
  for (const day of sorted) counts.set(keyOf(day), (counts.get(keyOf(day)) ?? 0) + 1);
  const starts: string[] = [];
  const [y, m, d] = ymd(first);
  for (let i = 0; ; i++) {
    const at = new Date(
      Date.UTC(
        unit === 'year' ? y + i : y,
        unit === 'month' ? m + i : unit === 'day' ? m : 0,
        unit === 'day' ? d + i : 1,
      ),
    );
    const key = keyOf(at.toISOString().slice(0, 10));
    if (key > keyOf(last)) break;
    starts.push(key);
  }
  return { unit, buckets: starts.map((start) => ({ start, count: counts.get(start) ?? 0 })) };
}

/** Times of day (`14:30:00`) counted by the hour, 0 to 23. */
function byHour(times: readonly string[]): TimeBuckets {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const t of times) {
    const hour = Number(t.slice(0, 2));
    if (hour >= 0 && hour < 24) counts[hour]! += 1;
  }
  return { unit: 'hour', buckets: counts.map((count, h) => ({ start: two(h), count })) };
}

/** The words a page shows for what the screen file cannot say itself. */
export type SummaryWords = { yes: string; no: string };

/** Responses newest first: the order every list of answers is read in. */
export const newestFirst = (responses: readonly KeptResponse[]): KeptResponse[] =>
  [...responses].sort((a, b) => b.submittedAt - a.submittedAt || (a.id < b.id ? -1 : 1));

type Answer = { value: unknown; response: KeptResponse };

/** Counts of each option in the options' order, then any answer no option names (an older version's). */
function countChoices(
  values: readonly unknown[],
  options: readonly { value: unknown; label: string }[],
): Bar[] {
  const counts = new Map<unknown, number>(options.map((o) => [o.value, 0]));
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const named = options.map((o) => ({ label: o.label, count: counts.get(o.value) ?? 0 }));
  const known = new Set(options.map((o) => o.value));
  const unnamed = [...counts]
    .filter(([v]) => !known.has(v))
    .map(([v, c]) => ({ label: String(v), count: c }));
  return [...named, ...unnamed];
}

function summarize(
  question: Question,
  answers: Answer[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  words: SummaryWords,
): QuestionSummary {
  const answered = answers.length;
  const base = { question, answered };
  const numbers = () =>
    answers
      .map((a) => a.value)
      .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  switch (question.kind) {
    case 'yes-no': {
      const yes = answers.filter((a) => a.value === true).length;
      const bars = [
        { label: words.yes, count: yes },
        { label: words.no, count: answered - yes },
      ];
      return { ...base, kind: 'bars', bars, multiple: false, others: [] };
    }
    case 'choice': {
      const prefix = question.other === undefined ? undefined : `${question.other}: `;
      const others: Written[] = [];
      const chosen: unknown[] = [];
      let otherCount = 0;
      for (const { value, response } of answers) {
        for (const v of Array.isArray(value) ? value : [value]) {
          if (prefix && typeof v === 'string' && v.startsWith(prefix)) {
            otherCount += 1;
            others.push({
              text: v.slice(prefix.length),
              at: response.submittedAt,
              id: response.id,
            });
          } else if (isAnswered(v)) {
            chosen.push(v);
          }
        }
      }
      const bars = countChoices(chosen, question.options);
      if (question.other !== undefined) bars.push({ label: question.other, count: otherCount });
      return { ...base, kind: 'bars', bars, multiple: question.multiple, others };
    }
    case 'scale':
    case 'nps': {
      const values = numbers();
      const [min, max] = question.kind === 'nps' ? [0, 10] : [question.min, question.max];
      const steps = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      const bars = countChoices(
        values,
        steps.map((n) => ({ value: n, label: String(n) })),
      );
      if (question.kind === 'scale')
        return { ...base, kind: 'scale', bars, average: averageOf(values) };
      const promoters = values.filter((v) => v >= 9).length;
      const detractors = values.filter((v) => v <= 6).length;
      const score =
        values.length === 0
          ? undefined
          : Math.round(((promoters - detractors) / values.length) * 100);
      const passives = values.length - promoters - detractors;
      return { ...base, kind: 'nps', bars, promoters, passives, detractors, score };
    }
    case 'grid': {
      const rows = question.rows.map((row) => {
        const given = answers.map((a) => answerAt(a.value, [row.key])).filter((v) => isAnswered(v));
        const bars = countChoices(given.flat(), question.options);
        return { title: row.title, answered: given.length, bars };
      });
      return { ...base, kind: 'grid', rows };
    }
    case 'ranking': {
      const places = new Map<unknown, number[]>(question.options.map((o) => [o.value, []]));
      for (const { value } of answers) {
        if (!Array.isArray(value)) continue;
        value.forEach((item, i) => places.get(item)?.push(i + 1));
      }
      const ranked = question.options.map((o) => {
        const at = places.get(o.value) ?? [];
        return { label: o.label, average: averageOf(at), count: at.length };
      });
      ranked.sort((a, b) => (a.average ?? Infinity) - (b.average ?? Infinity));
      return { ...base, kind: 'ranking', places: ranked };
    }
    case 'number': {
      const values = numbers();
      if (values.length === 0) return { ...base, kind: 'number' };
      return {
        ...base,
        kind: 'number',
        min: Math.min(...values),
        max: Math.max(...values),
        median: median(values),
        average: averageOf(values),
      };
    }
    case 'date': {
      const given = answers.map((a) => a.value).filter((v): v is string => typeof v === 'string');
      if (question.format === 'time') {
        const sorted = [...given].sort();
        return {
          ...base,
          kind: 'dates',
          earliest: sorted[0],
          latest: sorted.at(-1),
          time: byHour(given),
        };
      }
      const days = given.map(calendarDay).filter((d): d is string => d !== undefined);
      const sorted = [...given].sort((a, b) => Date.parse(a) - Date.parse(b));
      return {
        ...base,
        kind: 'dates',
        earliest: sorted[0],
        latest: sorted.at(-1),
        time: overTime(days),
      };
    }
    case 'file': {
      let typed = 0;
      for (const { value } of answers) {
        if (typeof value === 'string' && typedSignature(value) !== undefined) typed += 1;
      }
      return { ...base, kind: 'files', drawn: question.signature ? answered - typed : 0, typed };
    }
    case 'text': {
      const wording = answerWording(question.path, screen);
      const latest = answers.map(({ value, response }) => ({
        text: wording(value),
        at: response.submittedAt,
        id: response.id,
      }));
      return { ...base, kind: 'text', latest };
    }
  }
}

/**
 * Every question's answers summed up, from the responses as kept: what the
 * summary draws, each chart also as a table. Answers to a question the
 * screen no longer asks are not counted; an answer no choice names any more
 * (an earlier version of the file) gets a bar of its own.
 */
export function summarizeResponses(
  questions: readonly Question[],
  responses: readonly KeptResponse[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  words: SummaryWords,
): QuestionSummary[] {
  const ordered = newestFirst(responses);
  return questions.map((question) => {
    const answers: Answer[] = [];
    for (const response of ordered) {
      const value = answerAt(response.answers, question.path);
      if (isAnswered(value)) answers.push({ value, response });
    }
    return summarize(question, answers, screen, words);
  });
}

/** Responses by the day they came, over the span they cover. */
export const responsesOverTime = (responses: readonly KeptResponse[]): TimeBuckets =>
  overTime(responses.map((r) => dayOf(new Date(r.submittedAt))));
