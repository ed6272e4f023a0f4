import { describe, expect, test } from 'vitest';
import { questionsOf } from '../../../../src/features/responses/questions';
import {
  responsesOverTime,
  summarizeResponses,
  type QuestionSummary,
} from '../../../../src/features/responses/summary';
import { tallyAll } from '../../../../src/features/responses/tally';
import {
  byHour,
  calendarDay,
  daysOverTime,
  overTime,
} from '../../../../src/features/responses/time-buckets';
import type { ScreenFile } from '../../../../src/screen/types';
import { response, survey, words } from './survey';

const questions = questionsOf(survey);
const summaryOf = (key: string, answers: Record<string, unknown>[]) => {
  const found = summarizeResponses(
    questions,
    answers.map((a, i) => response(a, i)),
    survey,
    words,
  ).find((s) => s.question.key === key);
  if (!found) throw new Error(`no question ${key}`);
  return found;
};
const as = <K extends QuestionSummary['kind']>(s: QuestionSummary, kind: K) => {
  if (s.kind !== kind) throw new Error(`${s.question.key} is ${s.kind}, not ${kind}`);
  return s as Extract<QuestionSummary, { kind: K }>;
};

describe('questionsOf', () => {
  test('every kind, in the form order, a group field by field, no password', () => {
    expect(questions.map((q) => [q.key, q.kind])).toEqual([
      ['name', 'text'],
      ['came', 'yes-no'],
      ['topic', 'choice'],
      ['diet', 'choice'],
      ['heard', 'choice'],
      ['stars', 'scale'],
      ['recommend', 'nps'],
      ['stay', 'grid'],
      ['priorities', 'ranking'],
      ['age', 'number'],
      ['day', 'date'],
      ['address.city', 'text'],
      ['signature', 'file'],
    ]);
    expect(questions.find((q) => q.key === 'address.city')?.title).toBe('Address › City');
  });

  test('choice words from the file: titles, ui:enumNames, Other', () => {
    const topic = questions.find((q) => q.key === 'topic');
    const diet = questions.find((q) => q.key === 'diet');
    const heard = questions.find((q) => q.key === 'heard');
    expect(topic).toMatchObject({
      multiple: false,
      options: [
        { value: 'idea', label: 'An idea' },
        { value: 'praise', label: 'Praise' },
      ],
    });
    expect(diet).toMatchObject({
      multiple: true,
      options: [
        { value: 'vegan', label: 'Vegan' },
        { value: 'halal', label: 'Halal' },
      ],
    });
    expect(heard).toMatchObject({
      other: 'Other',
      options: [{ label: 'A friend' }, { label: 'A search' }],
    });
  });

  test('steps put questions in the order a person meets them', () => {
    const stepped = {
      ...survey,
      steps: [
        { title: 'b', fields: ['age'] },
        { title: 'a', fields: ['name'] },
      ],
    } as ScreenFile;
    expect(
      questionsOf(stepped)
        .slice(0, 3)
        .map((q) => q.key),
    ).toEqual(['age', 'name', 'came']);
  });

  test('a field shown on a condition is a question too, right after the one deciding it', () => {
    const screen = {
      title: 'c',
      schema: {
        type: 'object',
        properties: { kind: { type: 'string', enum: ['bug', 'idea'] }, last: { type: 'string' } },
        dependencies: { kind: { properties: { steps: { type: 'string', title: 'Steps' } } } },
      },
    } as unknown as ScreenFile;
    expect(questionsOf(screen).map((q) => q.key)).toEqual(['kind', 'steps', 'last']);
  });

  test('a plain whole number from 1 to 5 reads as a scale, a wider one as a number', () => {
    const screen = {
      title: 'n',
      schema: {
        type: 'object',
        properties: {
          few: { type: 'integer', minimum: 1, maximum: 5 },
          many: { type: 'integer', minimum: 1, maximum: 100 },
          ease: { type: 'integer', minimum: 1, maximum: 7 },
        },
      },
      uiSchema: { ease: { 'ui:widget': 'opinion', 'ui:options': { low: 'Hard', high: 'Easy' } } },
    } as unknown as ScreenFile;
    expect(questionsOf(screen)).toMatchObject([
      { key: 'few', kind: 'scale', min: 1, max: 5 },
      { key: 'many', kind: 'number' },
      { key: 'ease', kind: 'scale', min: 1, max: 7, low: 'Hard', high: 'Easy' },
    ]);
  });
});

describe('summarizeResponses', () => {
  test('yes/no: both bars, counted among those who answered', () => {
    const s = as(summaryOf('came', [{ came: true }, { came: false }, { came: true }, {}]), 'bars');
    expect(s.answered).toBe(3);
    expect(s.bars).toEqual([
      { label: 'Yes', count: 2 },
      { label: 'No', count: 1 },
    ]);
  });

  test('a choice: every option in the file order, zero counts kept, a retired choice after them', () => {
    const s = as(
      summaryOf('topic', [{ topic: 'praise' }, { topic: 'praise' }, { topic: 'old' }]),
      'bars',
    );
    expect(s.bars).toEqual([
      { label: 'An idea', count: 0 },
      { label: 'Praise', count: 2 },
      { label: 'old', count: 1 },
    ]);
  });

  test('several choices: each counted, against the people who answered', () => {
    const s = as(
      summaryOf('diet', [{ diet: ['vegan', 'halal'] }, { diet: ['vegan'] }, { diet: [] }]),
      'bars',
    );
    expect(s.multiple).toBe(true);
    expect(s.answered).toBe(2);
    expect(s.bars).toEqual([
      { label: 'Vegan', count: 2 },
      { label: 'Halal', count: 1 },
    ]);
  });

  test('Other: one bar, and the words written, newest first', () => {
    const s = as(
      summaryOf('heard', [
        { heard: 'Other: a poster' },
        { heard: 'A friend' },
        { heard: 'Other: radio' },
      ]),
      'bars',
    );
    expect(s.bars).toEqual([
      { label: 'A friend', count: 1 },
      { label: 'A search', count: 0 },
      { label: 'Other', count: 2 },
    ]);
    expect(s.others.map((o) => o.text)).toEqual(['a poster', 'radio']);
  });

  test('a rating: every star counted, and the average', () => {
    const s = as(
      summaryOf('stars', [{ stars: 5 }, { stars: 4 }, { stars: 5 }, { stars: 1 }]),
      'scale',
    );
    expect(s.bars.map((b) => b.count)).toEqual([1, 0, 0, 1, 2]);
    expect(s.bars.map((b) => b.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(s.average).toBe(3.75);
  });

  test('NPS: promoters 9-10, passives 7-8, detractors 0-6, the score in points', () => {
    const given = [10, 9, 9, 8, 7, 6, 0, 10].map((recommend) => ({ recommend }));
    const s = as(summaryOf('recommend', given), 'nps');
    expect([s.promoters, s.passives, s.detractors]).toEqual([4, 2, 2]);
    expect(s.score).toBe(25);
    expect(s.bars).toHaveLength(11);
    expect(s.bars[10]).toEqual({ label: '10', count: 2 });
    expect(as(summaryOf('recommend', []), 'nps').score).toBeUndefined();
  });

  test('NPS: a score just under zero is 0, never "-0"', () => {
    // 1 promoter, 2 detractors, 297 passives: -0.33 points.
    const given = [10, 0, 0, ...Array<number>(297).fill(8)].map((recommend) => ({ recommend }));
    expect(Object.is(as(summaryOf('recommend', given), 'nps').score, 0)).toBe(true);
  });

  test('a grid row by row, each against those who answered that row', () => {
    const s = as(
      summaryOf('stay', [{ stay: { food: 'great', room: 'poor' } }, { stay: { food: 'great' } }]),
      'grid',
    );
    expect(s.rows).toEqual([
      {
        title: 'Food',
        answered: 2,
        bars: [
          { label: 'Poor', count: 0 },
          { label: 'Good', count: 0 },
          { label: 'Great', count: 2 },
        ],
      },
      {
        title: 'Room',
        answered: 1,
        bars: [
          { label: 'Poor', count: 1 },
          { label: 'Good', count: 0 },
          { label: 'Great', count: 0 },
        ],
      },
    ]);
  });

  test('a ranking by average place, best first', () => {
    const s = as(
      summaryOf('priorities', [
        { priorities: ['speed', 'price', 'support'] },
        { priorities: ['speed', 'support', 'price'] },
        { priorities: ['price', 'speed', 'support'] },
      ]),
      'ranking',
    );
    expect(s.places).toEqual([
      { label: 'Speed', average: 4 / 3, count: 3 },
      { label: 'Price', average: 2, count: 3 },
      { label: 'Support', average: 8 / 3, count: 3 },
    ]);
  });

  test('numbers: range, median and average; nothing when none', () => {
    const s = as(summaryOf('age', [{ age: 30 }, { age: 20 }, { age: 41 }, { age: 25 }]), 'number');
    expect(s).toMatchObject({ min: 20, max: 41, median: 27.5, average: 29 });
    const none = as(summaryOf('age', [{}]), 'number');
    expect([none.answered, none.min, none.median]).toEqual([0, undefined, undefined]);
  });

  test('dates by day over their span, days with none kept', () => {
    const s = as(
      summaryOf('day', [{ day: '2026-12-03' }, { day: '2026-12-01' }, { day: '2026-12-03' }]),
      'dates',
    );
    expect(s).toMatchObject({ earliest: '2026-12-01', latest: '2026-12-03' });
    expect(s.time).toEqual({
      unit: 'day',
      buckets: [
        { start: '2026-12-01', count: 1 },
        { start: '2026-12-02', count: 0 },
        { start: '2026-12-03', count: 2 },
      ],
    });
  });

  test('text: the latest first, in words', () => {
    const s = as(
      summaryOf('address.city', [{ address: { city: 'Lyon' } }, { address: { city: 'Oslo' } }]),
      'text',
    );
    expect(s.latest.map((w) => w.text)).toEqual(['Lyon', 'Oslo']);
  });

  test('a signature: drawn and typed counted apart', () => {
    const s = as(
      summaryOf('signature', [
        { signature: 'data:image/png;name=signature.png;base64,AAAA' },
        { signature: 'data:image/png;name=signature.png;typed=Ana%20Lopez;base64,AAAA' },
      ]),
      'files',
    );
    expect([s.answered, s.drawn, s.typed]).toEqual([2, 1, 1]);
  });
});

describe('over time', () => {
  test('a long span by month, then by year', () => {
    expect(overTime(['2026-01-15', '2026-06-02']).buckets.map((b) => b.start)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const years = overTime(['2010-01-01', '2026-01-01']);
    expect(years.unit).toBe('year');
    expect(years.buckets).toHaveLength(17);
  });

  test('responses counted by the day they came', () => {
    const days = responsesOverTime(
      tallyAll(questions, [response({}, 0), response({}, 60 * 24), response({}, 1)]),
    );
    expect(days.buckets.map((b) => b.count)).toEqual([1, 2]);
  });

  test('a span of a day; days counted zero are no span', () => {
    expect(overTime([])).toEqual({ unit: 'day', buckets: [] });
    const counted = new Map([
      ['2026-02-27', 0],
      ['2026-03-01', 2],
      ['2026-03-01', 2],
    ]);
    expect(daysOverTime(counted)).toEqual({
      unit: 'day',
      buckets: [{ start: '2026-03-01', count: 2 }],
    });
  });

  test('days across a month end and a leap day, none skipped', () => {
    expect(overTime(['2028-03-01', '2028-02-28']).buckets.map((b) => b.start)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  test('by the hour: counts added, a time that is no time left out', () => {
    const hours = byHour(
      new Map([
        ['08:00:00', 2],
        ['08:59:59', 1],
        ['23:10:00', 1],
        ['nonsense', 4],
      ]),
    );
    expect(hours.buckets[8]).toEqual({ start: '08', count: 3 });
    expect(hours.buckets[23]).toEqual({ start: '23', count: 1 });
    expect(hours.buckets.reduce((a, b) => a + b.count, 0)).toBe(4);
  });

  test('a calendar day from a date, an instant or nothing readable', () => {
    expect(calendarDay('2026-11-27')).toBe('2026-11-27');
    expect(calendarDay(new Date(2026, 10, 27, 23, 30).getTime())).toBe('2026-11-27');
    expect(calendarDay('not a day')).toBeUndefined();
  });
});
