import { describe, expect, it } from 'vitest';
import { goalRows, type Figures } from '../../../../src/scripts/bench/goals';
import type { Latency } from '../../../../src/scripts/bench/typing-latency';

const latency = (firstKeysP50: number, usableAfterPaintMs: number): Latency => ({
  usableMs: 400,
  hydratedMs: 900,
  completeMs: 2000,
  usableAfterPaintMs,
  firstKeysP50,
  p50: 9,
  p90: 14,
});
const run = (performance: number, tbtMs: number) => ({
  performance,
  tbtMs,
  accessibility: 100,
  bestPractices: 100,
});

/** A green `npm test` of so many minutes, as src/scripts/npm-test.ts writes it down. */
const testRun = (minutes: number) => ({
  date: '2026-11-25T16:02:11.000Z',
  seconds: minutes * 60,
  stages: [],
  loadAtStart: [3.21, 4, 5],
  loadAtEnd: [6.5, 5, 5],
  cores: 2,
});

// The bench prints one line per goal of issue 33, every one of them even when a part was not run.
describe("the bench's table of goals", () => {
  const measures = (figures: Figures) => goalRows(figures).map((r) => r.measure);
  const every = [
    'home: Lighthouse performance (every run)',
    'home: Lighthouse TBT (every run)',
    'home: Lighthouse accessibility (every run)',
    'home: Lighthouse best practices (every run)',
    '/contact: Lighthouse performance (every run)',
    '/contact: Lighthouse TBT (every run)',
    '/contact: Lighthouse accessibility (every run)',
    '/contact: Lighthouse best practices (every run)',
    // A screen that keeps its responses holds Lighthouse's goals too (issue 42).
    '/contact-kept (keeps responses): Lighthouse performance (every run)',
    '/contact-kept (keeps responses): Lighthouse TBT (every run)',
    '/contact-kept (keeps responses): Lighthouse accessibility (every run)',
    '/contact-kept (keeps responses): Lighthouse best practices (every run)',
    'home: first-load JS up to hydration, gzipped',
    '/contact: first-load JS up to hydration, gzipped',
    'flat (1000 answers): first keys p50, ours/stock',
    'flat (1000 answers): first field usable after first paint',
    'sections (1000 answers): first keys p50, ours/stock',
    'sections (1000 answers): first field usable after first paint',
    '`npm test` on a clean clone',
  ];

  it('has a line for every goal, each with its goal, and says what was not measured', () => {
    const rows = goalRows({ firstLoadBytes: {}, lighthouse: {}, typing: {} });
    expect(rows.map((r) => r.measure)).toEqual(every);
    expect(rows.every((r) => r.goal !== '' && r.met === 'not measured')).toBe(true);
  });

  it('shows every Lighthouse run and is met only when all of them are', () => {
    const rows = goalRows({
      firstLoadBytes: {},
      lighthouse: { '/contact': [run(96, 120), run(93, 180), run(97, 90)] },
      typing: {},
    });
    const performance = rows.find(
      (r) => r.measure === '/contact: Lighthouse performance (every run)',
    );
    expect(performance).toMatchObject({ figure: '96, 93, 97', met: 'MISSED' });
    const tbt = rows.find((r) => r.measure === '/contact: Lighthouse TBT (every run)');
    expect(tbt).toMatchObject({ figure: '120 ms, 180 ms, 90 ms', met: 'MISSED' });
  });

  it('judges bytes against the goal, and typing against 16 ms, half of stock and 300 ms', () => {
    const figures: Figures = {
      firstLoadBytes: { home: 99 * 1024, '/contact': 205 * 1024, stock: 262 * 1024 },
      lighthouse: {},
      typing: {
        flat: { ours: latency(12, 250), stock: latency(30, 2900) },
        sections: { ours: latency(15, 320), stock: latency(20, 2800) },
      },
      testRun: testRun(11),
    };
    const met = Object.fromEntries(goalRows(figures).map((r) => [r.measure, r.met]));
    expect(met['home: first-load JS up to hydration, gzipped']).toBe('met');
    expect(met['/contact: first-load JS up to hydration, gzipped']).toBe('MISSED');
    expect(met['flat (1000 answers): first keys p50, ours/stock']).toBe('met');
    expect(met['sections (1000 answers): first keys p50, ours/stock']).toBe('MISSED');
    expect(met['sections (1000 answers): first field usable after first paint']).toBe('MISSED');
    expect(met['`npm test` on a clean clone']).toBe('met');
    expect(measures(figures)).toEqual(every);
  });

  it("shows npm test's own last green run with its date and load, met up to 12 minutes", () => {
    const row = goalRows({
      firstLoadBytes: {},
      lighthouse: {},
      typing: {},
      testRun: testRun(13.5),
    }).find((r) => r.measure === '`npm test` on a clean clone');
    expect(row).toMatchObject({
      figure: '13.5 min (2026-11-25, load 3.21 to 6.50)',
      met: 'MISSED',
    });
  });
});
