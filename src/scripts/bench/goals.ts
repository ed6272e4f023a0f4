import type { TestDuration } from '../test-duration';
import type { Latency } from './typing-latency';

/**
 * The goals of issue 33, each a line of the bench's table: what is measured,
 * the goal, the figure (every run where there are several) and whether it is
 * met. A figure the run did not measure shows as "-" and "not measured".
 */

/**
 * First-load JavaScript (gzipped, every script up to hydration) per page: the goal, and what
 * tests/unit/build guards: the goal, or under it the figure reached with a little room, so bytes
 * won back are not lost again unnoticed (docs/decisions/performance.md, "Budgets").
 */
export const FIRST_LOAD_BUDGETS = [
  { page: 'home', route: '/', ready: 'a[href="/contact"]', goalKb: 100, guardKb: 96.7 },
  {
    page: '/contact',
    route: '/contact',
    ready: 'html[data-ready] #root_name',
    goalKb: 200,
    guardKb: 197.2,
  },
] as const;

/** The contact screen keeping its responses too (issue 42): built by the bench only. */
export const KEEPING_SLUG = 'contact-kept';

export const LIGHTHOUSE_PAGES = [
  { page: 'home', route: '/' },
  { page: '/contact', route: '/contact' },
  { page: `/${KEEPING_SLUG} (keeps responses)`, route: `/${KEEPING_SLUG}` },
] as const;

/** How long a green `npm test` may take on a clean clone (issue 33, goal 4). */
export const TEST_RUN_GOAL_MINUTES = 12;

/** The 1000-answer shapes whose typing the goals are about. */
export const TYPING_SHAPES = ['flat', 'sections'] as const;

export type LighthouseRun = {
  performance: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
};

export type Figures = {
  firstLoadBytes: Partial<Record<string, number>>;
  lighthouse: Partial<Record<string, LighthouseRun[]>>;
  typing: Partial<Record<string, { ours: Latency; stock: Latency }>>;
  /** The last green `npm test` written down (src/scripts/npm-test.ts), when there is one. */
  testRun?: TestDuration;
};

export type GoalRow = {
  measure: string;
  goal: string;
  figure: string;
  stock: string;
  met: 'met' | 'MISSED' | 'not measured';
};

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loadOf = (averages: readonly number[]) => (averages[0] ?? NaN).toFixed(2);
const verdict = (measured: boolean, ok: boolean): GoalRow['met'] =>
  !measured ? 'not measured' : ok ? 'met' : 'MISSED';

function lighthouseRows(page: string, runs: LighthouseRun[] | undefined): GoalRow[] {
  const all = runs ?? [];
  const line = (
    measure: string,
    goal: string,
    value: (r: LighthouseRun) => number,
    ok: (n: number) => boolean,
    unit: (n: number) => string,
  ): GoalRow => ({
    measure: `${page}: Lighthouse ${measure} (every run)`,
    goal,
    figure: all.length > 0 ? all.map((r) => unit(value(r))).join(', ') : '-',
    stock: '-',
    met: verdict(
      all.length > 0,
      all.every((r) => ok(value(r))),
    ),
  });
  const score = (n: number) => String(Math.round(n));
  return [
    line(
      'performance',
      '>= 95 in every run',
      (r) => r.performance,
      (n) => n >= 95,
      score,
    ),
    line(
      'TBT',
      '<= 150 ms',
      (r) => r.tbtMs,
      (n) => n <= 150,
      (n) => `${Math.round(n)} ms`,
    ),
    line(
      'accessibility',
      '100',
      (r) => r.accessibility,
      (n) => n === 100,
      score,
    ),
    line(
      'best practices',
      '100',
      (r) => r.bestPractices,
      (n) => n === 100,
      score,
    ),
  ];
}

function typingRows(shape: string, pair: Figures['typing'][string]): GoalRow[] {
  const measured = pair !== undefined;
  const ours = pair?.ours;
  const stock = pair?.stock;
  const ratio = ours && stock ? ours.firstKeysP50 / stock.firstKeysP50 : NaN;
  return [
    {
      measure: `${shape} (1000 answers): first keys p50, ours/stock`,
      goal: '<= 16 ms and <= 0.5x stock',
      figure: ours ? `${ms(ours.firstKeysP50)} (${ratio.toFixed(2)}x)` : '-',
      stock: stock ? ms(stock.firstKeysP50) : '-',
      met: verdict(measured, !!ours && ours.firstKeysP50 <= 16 && ratio <= 0.5),
    },
    {
      measure: `${shape} (1000 answers): first field usable after first paint`,
      goal: '<= 300 ms',
      figure: ours ? ms(ours.usableAfterPaintMs) : '-',
      stock: stock ? ms(stock.usableAfterPaintMs) : '-',
      met: verdict(measured, !!ours && ours.usableAfterPaintMs <= 300),
    },
  ];
}

/** Every goal line, in the order the table shows them. */
export function goalRows(figures: Figures): GoalRow[] {
  const rows: GoalRow[] = [];
  for (const { page } of LIGHTHOUSE_PAGES)
    rows.push(...lighthouseRows(page, figures.lighthouse[page]));
  for (const { page, goalKb } of FIRST_LOAD_BUDGETS) {
    const bytes = figures.firstLoadBytes[page];
    rows.push({
      measure: `${page}: first-load JS up to hydration, gzipped`,
      goal: `<= ${goalKb} KB`,
      figure: bytes === undefined ? '-' : kb(bytes),
      stock: figures.firstLoadBytes.stock === undefined ? '-' : kb(figures.firstLoadBytes.stock),
      met: verdict(bytes !== undefined, (bytes ?? Infinity) <= goalKb * 1024),
    });
  }
  for (const shape of TYPING_SHAPES) rows.push(...typingRows(shape, figures.typing[shape]));
  const test = figures.testRun;
  const minutes = test ? test.seconds / 60 : Infinity;
  rows.push({
    measure: '`npm test` on a clean clone',
    goal: `<= ${TEST_RUN_GOAL_MINUTES} min`,
    // Its own run, not this one's: when, and under what load (1-minute, start and end).
    figure: test
      ? `${minutes.toFixed(1)} min (${test.date.slice(0, 10)}, load ${loadOf(test.loadAtStart)} to ${loadOf(test.loadAtEnd)})`
      : '-',
    stock: '-',
    met: verdict(test !== undefined, minutes <= TEST_RUN_GOAL_MINUTES),
  });
  return rows;
}
