import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MUST_BE_100 = ['accessibility', 'best-practices'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;

/** One Lighthouse run of one page: category scores (0-100) and metrics in ms (CLS unitless). */
export type PageScores = {
  route: string;
  scores: Record<string, number>;
  metrics: Record<(typeof METRICS)[number], number>;
  shown: Record<(typeof METRICS)[number], string>;
  /** The audits that keep accessibility or best practices below 100, in words. */
  failing: string[];
  /**
   * Lighthouse's measure of the machine's CPU (`benchmarkIndex`): its 4x
   * slowdown is made for a desktop of 1500-2000 (docs/throttling.md); on a
   * slower or loaded machine the same 4x stands for a slower phone.
   */
  benchmarkIndex: number;
};

/**
 * Lighthouse 12 (mobile emulation, simulated slow 4G and 4x CPU: its
 * defaults) on `base + route` in the Chromium listening on `chromePort`; the
 * HTML report goes to `reports`. Shared by `npm run lighthouse` and the bench.
 */
export async function lighthousePage(
  base: string,
  route: string,
  chromePort: number,
  reports: string,
): Promise<PageScores> {
  const result = await lighthouse(`${base}${route}`, {
    port: chromePort,
    output: 'html',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
  const { lhr, report } = result;
  mkdirSync(reports, { recursive: true });
  const name = route === '/' ? 'home' : route.slice(1);
  writeFileSync(path.join(reports, `${name}.html`), String(report));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing: string[] = [];
  for (const id of MUST_BE_100) {
    const category = lhr.categories[id];
    if (!category || score(id) === 100) continue;
    failing.push(`${id}: score ${score(id)}`);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push(`${id}: ${audit.id}: ${audit.title}`);
      }
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  return {
    route,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    metrics: Object.fromEntries(METRICS.map((m) => [m, metric(m)])) as PageScores['metrics'],
    shown: Object.fromEntries(METRICS.map((m) => [m, shown(m)])) as PageScores['shown'],
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The table `npm run lighthouse` prints: a row a page, scores then metrics as Lighthouse shows them. */
export function lighthouseRows(pages: PageScores[]): string[][] {
  return [
    ['page', ...CATEGORIES, 'FCP', 'LCP', 'TBT', 'CLS'],
    ...pages.map((p) => [
      p.route,
      ...CATEGORIES.map((c) => String(p.scores[c])),
      ...METRICS.map((m) => p.shown[m]),
    ]),
  ];
}
