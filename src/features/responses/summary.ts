import { answerWording, isAnswered } from '../../screen/answer-text';
import type { KeptResponse } from '../../screen/kept-response';
import type { ScreenFile } from '../../screen/types';
import type { Question } from './questions';
import {
  answerAt,
  emptyTally,
  tallyAll,
  valueKey,
  type Counts,
  type QuestionTally,
  type Tallies,
} from './tally';
import { byHour, calendarDay, daysOverTime, type TimeBuckets } from './time-buckets';

/** One bar: an answer and how many gave it. */
export type Bar = { label: string; count: number };

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
  /** The answers written, newest first: every one, or the latest when the page has read only those. */
  | { kind: 'text'; latest: Written[] }
  | { kind: 'files'; drawn: number; typed: number }
);

/** The words a page shows for what the screen file cannot say itself. */
export type SummaryWords = { yes: string; no: string };

/** Responses newest first: the order every list of answers is read in. */
export const newestFirst = (responses: readonly KeptResponse[]): KeptResponse[] =>
  [...responses].sort((a, b) => b.submittedAt - a.submittedAt || (a.id < b.id ? -1 : 1));

/** Counts of each option in the options' order, then any value no option names (an older version's). */
function countChoices(
  counts: Counts,
  options: readonly { value: unknown; label: string }[],
): Bar[] {
  const known = new Set(options.map((o) => valueKey(o.value)));
  const named = options.map((o) => ({ label: o.label, count: counts.get(valueKey(o.value)) ?? 0 }));
  const unnamed = [...counts]
    .filter(([key]) => !known.has(key))
    .map(([key, count]) => ({ label: String(JSON.parse(key)), count }));
  return [...named, ...unnamed];
}

/** The numbers counted, smallest first, each with how many gave it. */
const numbersOf = (counts: Counts): [number, number][] =>
  [...counts]
    .map(([key, n]): [unknown, number] => [JSON.parse(key), n])
    .filter((e): e is [number, number] => typeof e[0] === 'number')
    .sort((a, b) => a[0] - b[0]);

/** The middle value of numbers counted, or the mean of the two middle ones. */
function medianOf(numbers: readonly [number, number][], total: number): number | undefined {
  if (total === 0) return undefined;
  const at = (i: number) => {
    let seen = 0;
    for (const [value, n] of numbers) if ((seen += n) > i) return value;
    return NaN;
  };
  const middle = total >> 1;
  return total % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

const total = (numbers: readonly [number, number][]) => numbers.reduce((a, [, n]) => a + n, 0);
const averageOf = (numbers: readonly [number, number][]) => {
  const n = total(numbers);
  return n === 0 ? undefined : numbers.reduce((a, [v, c]) => a + v * c, 0) / n;
};

/** The values a Counts holds, as given (strings for dates and times). */
const givenStrings = (counts: Counts): [string, number][] =>
  [...counts]
    .map(([key, n]): [unknown, number] => [JSON.parse(key), n])
    .filter((e): e is [string, number] => typeof e[0] === 'string');

/**
 * One question summed up from its tally; what people wrote (text, "Other")
 * from `written`, the responses at hand, newest first.
 */
function summarize(
  question: Question,
  tally: QuestionTally,
  written: readonly KeptResponse[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  words: SummaryWords,
): QuestionSummary {
  const { answered, values } = tally;
  const base = { question, answered };
  switch (question.kind) {
    case 'yes-no': {
      const yes = values.get(valueKey(true)) ?? 0;
      const bars = [
        { label: words.yes, count: yes },
        { label: words.no, count: answered - yes },
      ];
      return { ...base, kind: 'bars', bars, multiple: false, others: [] };
    }
    case 'choice': {
      const bars = countChoices(values, question.options);
      const others: Written[] = [];
      if (question.other !== undefined) {
        bars.push({ label: question.other, count: tally.other });
        const prefix = `${question.other}: `;
        for (const r of written) {
          const value = answerAt(r.answers, question.path);
          for (const v of Array.isArray(value) ? value : [value]) {
            if (typeof v === 'string' && v.startsWith(prefix)) {
              others.push({ text: v.slice(prefix.length), at: r.submittedAt, id: r.id });
            }
          }
        }
      }
      return { ...base, kind: 'bars', bars, multiple: question.multiple, others };
    }
    case 'scale':
    case 'nps': {
      const numbers = numbersOf(values);
      const [min, max] = question.kind === 'nps' ? [0, 10] : [question.min, question.max];
      const steps = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      const bars = countChoices(
        values,
        steps.map((n) => ({ value: n, label: String(n) })),
      );
      if (question.kind === 'scale') {
        return { ...base, kind: 'scale', bars, average: averageOf(numbers) };
      }
      const given = total(numbers);
      const promoters = total(numbers.filter(([v]) => v >= 9));
      const detractors = total(numbers.filter(([v]) => v <= 6));
      // `+ 0`: a score just under zero rounds to -0, which would read "-0".
      const score =
        given === 0 ? undefined : Math.round(((promoters - detractors) / given) * 100) + 0;
      const passives = given - promoters - detractors;
      return { ...base, kind: 'nps', bars, promoters, passives, detractors, score };
    }
    case 'grid': {
      const rows = question.rows.map((row) => {
        const counted = tally.rows.get(row.key);
        return {
          title: row.title,
          answered: counted?.answered ?? 0,
          bars: countChoices(counted?.values ?? new Map(), question.options),
        };
      });
      return { ...base, kind: 'grid', rows };
    }
    case 'ranking': {
      const ranked = question.options.map((o) => {
        const [sum, count] = tally.places.get(valueKey(o.value)) ?? [0, 0];
        return { label: o.label, average: count === 0 ? undefined : sum / count, count };
      });
      ranked.sort((a, b) => (a.average ?? Infinity) - (b.average ?? Infinity));
      return { ...base, kind: 'ranking', places: ranked };
    }
    case 'number': {
      const numbers = numbersOf(values);
      if (numbers.length === 0) return { ...base, kind: 'number' };
      return {
        ...base,
        kind: 'number',
        min: numbers[0]![0],
        max: numbers.at(-1)![0],
        median: medianOf(numbers, total(numbers)),
        average: averageOf(numbers),
      };
    }
    case 'date': {
      const given = givenStrings(values);
      if (question.format === 'time') {
        const sorted = given.map(([t]) => t).sort();
        return {
          ...base,
          kind: 'dates',
          earliest: sorted[0],
          latest: sorted.at(-1),
          time: byHour(new Map(given)),
        };
      }
      const days = new Map<string, number>();
      for (const [value, n] of given) {
        const day = calendarDay(value);
        if (day !== undefined) days.set(day, (days.get(day) ?? 0) + n);
      }
      const sorted = given.map(([v]) => v).sort((a, b) => Date.parse(a) - Date.parse(b));
      return {
        ...base,
        kind: 'dates',
        earliest: sorted[0],
        latest: sorted.at(-1),
        time: daysOverTime(days),
      };
    }
    case 'file':
      return {
        ...base,
        kind: 'files',
        drawn: question.signature ? answered - tally.typed : 0,
        typed: tally.typed,
      };
    case 'text': {
      const wording = answerWording(question.path, screen);
      const latest: Written[] = [];
      for (const r of written) {
        const value = answerAt(r.answers, question.path);
        if (isAnswered(value)) {
          latest.push({ text: wording(value), at: r.submittedAt, id: r.id });
        }
      }
      return { ...base, kind: 'text', latest };
    }
  }
}

/**
 * Every question's answers summed up from their tallies: what the summary
 * renders, each chart also as a table. Answers to a question the screen no
 * longer asks are not counted; an answer no choice names any more (an
 * earlier version of the file) gets a bar of its own. What people wrote
 * comes from `written`, newest first: every response, or the latest read.
 */
export function summariesOf(
  questions: readonly Question[],
  tallies: Tallies,
  written: readonly KeptResponse[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  words: SummaryWords,
): QuestionSummary[] {
  return questions.map((q) =>
    summarize(q, tallies.questions.get(q.key) ?? emptyTally(), written, screen, words),
  );
}

/** Every question summed up from every response. */
export function summarizeResponses(
  questions: readonly Question[],
  responses: readonly KeptResponse[],
  screen: Pick<ScreenFile, 'schema' | 'uiSchema'>,
  words: SummaryWords,
): QuestionSummary[] {
  return summariesOf(
    questions,
    tallyAll(questions, responses),
    newestFirst(responses),
    screen,
    words,
  );
}

/** Responses by the day they came, over the span they cover. */
export const responsesOverTime = (tallies: Tallies): TimeBuckets => daysOverTime(tallies.days);
