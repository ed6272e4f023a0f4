import { describe, expect, test } from 'vitest';
import { questionsOf } from '../../../../src/features/responses/questions';
import { summariesOf, summarizeResponses } from '../../../../src/features/responses/summary';
import {
  recount,
  tallyAll,
  tallyResponse,
  valueKey,
  type Counted,
} from '../../../../src/features/responses/tally';
import type { KeptResponse } from '../../../../src/screen/kept-response';
import type { ScreenFile } from '../../../../src/screen/types';
import { keptSurveyAnswers, keptSurveyScreen } from '../../../../src/scripts/bench/kept-survey';
import { response, survey, words } from './survey';

const bench = keptSurveyScreen(['owner@example.org']) as unknown as ScreenFile;
const benchQuestions = questionsOf(bench);
const benchResponse = (n: number, answers = keptSurveyAnswers(n)): KeptResponse => ({
  id: `b${n}`,
  answers,
  // Spread over about four months, so days, months and the clock's changes all show.
  submittedAt: Date.UTC(2026, 6, 1) + n * 7 * 3_600_000,
  language: 'en',
  version: 'v1',
});

/** Deterministic choices for the sequences below. */
function random(seed: number) {
  let s = seed;
  return (below: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % below;
  };
}

describe('tallies', () => {
  test('a key per value as JSON: 1, "1" and true stay apart', () => {
    expect(new Set([valueKey(1), valueKey('1'), valueKey(true), valueKey('true')]).size).toBe(4);
  });

  test('every response counted in and then out leaves nothing behind', () => {
    const responses = Array.from({ length: 300 }, (_, i) => benchResponse(i));
    const tallies = tallyAll(benchQuestions, responses);
    expect(tallies.count).toBe(300);
    expect([...tallies.questions.keys()]).toHaveLength(benchQuestions.length);
    for (const r of responses) tallyResponse(tallies, benchQuestions, r, -1);
    expect(tallies.count).toBe(0);
    expect(tallies.days.size).toBe(0);
    for (const [key, q] of tallies.questions) {
      expect([key, q.answered, q.values.size, q.other, q.places.size, q.typed]).toEqual([
        key,
        0,
        0,
        0,
        0,
        0,
      ]);
      for (const row of q.rows.values()) expect([row.answered, row.values.size]).toEqual([0, 0]);
    }
  });

  test('recounting after adds, deletes and changes equals counting from scratch', () => {
    const pick = random(42);
    let kept: KeptResponse[] = [];
    let counted: Counted | undefined;
    let next = 0;
    for (let step = 0; step < 60; step++) {
      const move = pick(4);
      if (move <= 1 || kept.length === 0) {
        // A burst of new ones, as a live listener brings them.
        const burst = Array.from({ length: 1 + pick(8) }, () => benchResponse(next++));
        kept = [...kept, ...burst];
      } else if (move === 2) {
        kept = kept.filter((_, i) => i !== pick(kept.length));
      } else {
        // The same id read again with other answers.
        const at = pick(kept.length);
        kept = kept.map((r, i) =>
          i === at ? { ...r, answers: keptSurveyAnswers(10_000 + step) } : r,
        );
      }
      const before = counted;
      counted = recount(before, benchQuestions, kept);
      expect(counted.tallies).toEqual(tallyAll(benchQuestions, kept));
      expect([...counted.byId.keys()]).toEqual(kept.map((r) => r.id));
      if (before) expect(counted.tallies).not.toBe(before.tallies);
    }
  });

  test('a recount leaves the tallies it started from as they were', () => {
    const first = recount(undefined, benchQuestions, [benchResponse(1), benchResponse(2)]);
    const copy = structuredClone(first.tallies);
    recount(first, benchQuestions, [benchResponse(2), benchResponse(3)]);
    expect(first.tallies).toEqual(copy);
  });

  test('the summary made from recounted tallies is the summary of every response', () => {
    const all = Array.from({ length: 400 }, (_, i) => benchResponse(i));
    let counted = recount(undefined, benchQuestions, all.slice(0, 150));
    counted = recount(counted, benchQuestions, all.slice(50, 400));
    const kept = all.slice(50, 400);
    const newest = [...kept].reverse();
    expect(summariesOf(benchQuestions, counted.tallies, newest, bench, words)).toEqual(
      summarizeResponses(benchQuestions, kept, bench, words),
    );
  });
});

describe('summaries from tallies, kind by kind', () => {
  const questions = questionsOf(survey);
  const summaryOf = (key: string, answers: Record<string, unknown>[]) =>
    summarizeResponses(
      questions,
      answers.map((a, i) => response(a, i)),
      survey,
      words,
    ).find((s) => s.question.key === key)!;

  test('yes/no: a value other than true counts as no', () => {
    expect(summaryOf('came', [{ came: true }, { came: false }, { came: 'yes' }])).toMatchObject({
      answered: 3,
      bars: [
        { label: 'Yes', count: 1 },
        { label: 'No', count: 2 },
      ],
    });
  });

  test('a choice: shares come from the counts; a retired number and a retired text apart', () => {
    const s = summaryOf('topic', [{ topic: 7 }, { topic: '7' }, { topic: 'idea' }, { topic: 7 }]);
    expect(s).toMatchObject({
      answered: 4,
      bars: [
        { label: 'An idea', count: 1 },
        { label: 'Praise', count: 0 },
        { label: '7', count: 2 },
        { label: '7', count: 1 },
      ],
    });
  });

  test('several choices with Other: each item once, Other written newest first', () => {
    const s = summaryOf('heard', [
      { heard: 'A search' },
      { heard: 'Other: a radio show' },
      { heard: 'Other: a poster' },
    ]);
    expect(s).toMatchObject({
      bars: [
        { label: 'A friend', count: 0 },
        { label: 'A search', count: 1 },
        { label: 'Other', count: 2 },
      ],
    });
    if (s.kind !== 'bars') throw new Error(s.kind);
    // response(a, i): the first answer is the newest.
    expect(s.others.map((o) => o.text)).toEqual(['a radio show', 'a poster']);
  });

  test('a rating: a step nobody gave kept at zero, a number off the scale after it, the average of all', () => {
    const s = summaryOf('stars', [{ stars: 5 }, { stars: 5 }, { stars: 2 }, { stars: 9 }]);
    if (s.kind !== 'scale') throw new Error(s.kind);
    expect(s.bars.map((b) => [b.label, b.count])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 0],
      ['4', 0],
      ['5', 2],
      ['9', 1],
    ]);
    expect(s.average).toBe(21 / 4);
  });

  test('NPS: groups and score from repeated answers, rounded to a whole point', () => {
    const given = [10, 10, 10, 8, 3, 3].map((recommend) => ({ recommend }));
    const s = summaryOf('recommend', given);
    expect(s).toMatchObject({ promoters: 3, passives: 1, detractors: 2, score: 17 });
  });

  test('a grid: a row nobody answered has zero bars; several answers in a cell each count', () => {
    const s = summaryOf('stay', [
      { stay: { food: ['good', 'great'] } },
      { stay: { food: 'good' } },
    ]);
    if (s.kind !== 'grid') throw new Error(s.kind);
    expect(s.rows.map((r) => [r.title, r.answered, r.bars.map((b) => b.count)])).toEqual([
      ['Food', 2, [0, 2, 1]],
      ['Room', 0, [0, 0, 0]],
    ]);
  });

  test('a ranking: a partial one counts the places given; an unknown item is left out', () => {
    const s = summaryOf('priorities', [
      { priorities: ['support', 'gone'] },
      { priorities: ['price', 'support', 'speed'] },
      { priorities: 'not a ranking' },
    ]);
    if (s.kind !== 'ranking') throw new Error(s.kind);
    expect(s.places).toEqual([
      { label: 'Price', average: 1, count: 1 },
      { label: 'Support', average: 1.5, count: 2 },
      { label: 'Speed', average: 3, count: 1 },
    ]);
  });

  test('numbers: repeated values, negatives and fractions; text that looks like a number is not one', () => {
    const s = summaryOf('age', [
      { age: 3 },
      { age: 3 },
      { age: 3 },
      { age: -1.5 },
      { age: 40 },
      { age: '12' },
    ]);
    expect(s).toMatchObject({ answered: 6, min: -1.5, max: 40, median: 3, average: 47.5 / 5 });
    const even = summaryOf('age', [{ age: 1 }, { age: 1 }, { age: 5 }, { age: 9 }]);
    expect(even).toMatchObject({ median: 3, average: 4 });
  });

  test('dates: the same day twice is one bucket of two; a date and time falls on its day', () => {
    const s = summaryOf('day', [
      { day: '2026-03-02' },
      { day: '2026-03-02' },
      { day: '2026-03-01T10:00:00' },
    ]);
    expect(s).toMatchObject({
      earliest: '2026-03-01T10:00:00',
      latest: '2026-03-02',
      time: {
        unit: 'day',
        buckets: [
          { start: '2026-03-01', count: 1 },
          { start: '2026-03-02', count: 2 },
        ],
      },
    });
  });

  test('times of day by the hour, every hour there', () => {
    const clock = {
      title: 'Call',
      schema: {
        type: 'object',
        properties: { call: { type: 'string', title: 'Call', format: 'time' } },
      },
    } as unknown as ScreenFile;
    const [s] = summarizeResponses(
      questionsOf(clock),
      [{ call: '09:30:00' }, { call: '09:00:00' }, { call: '17:15:00' }].map((a) => response(a)),
      clock,
      words,
    );
    expect(s).toMatchObject({ kind: 'dates', earliest: '09:00:00', latest: '17:15:00' });
    if (s?.kind !== 'dates') throw new Error('not dates');
    expect(s.time.buckets).toHaveLength(24);
    expect(s.time.buckets.filter((b) => b.count > 0)).toEqual([
      { start: '09', count: 2 },
      { start: '17', count: 1 },
    ]);
  });

  test('text: every answer written, newest first, none left out for an empty one', () => {
    const s = summaryOf('name', [{ name: 'Ana' }, { name: '' }, { name: 'Bo' }, {}]);
    if (s.kind !== 'text') throw new Error(s.kind);
    expect([s.answered, s.latest.map((w) => w.text)]).toEqual([2, ['Ana', 'Bo']]);
  });

  test('no response at all: every question summed up as empty', () => {
    const all = summarizeResponses(questions, [], survey, words);
    expect(all.map((s) => s.answered)).toEqual(questions.map(() => 0));
  });
});
