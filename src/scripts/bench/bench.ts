import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { chromium } from '@playwright/test';
import { firstLoadJsGzip, scriptsLoadedBy } from './first-load';
import {
  BENCHMARKS_FILE,
  codeMeasured,
  writeBenchmarks,
  type BenchRun,
  type FigureRow,
} from './figures-file';
import {
  FIRST_LOAD_BUDGETS,
  goalRows,
  KEEPING_SLUG,
  LIGHTHOUSE_PAGES,
  type Figures,
  type LighthouseRun,
} from './goals';
import { generatedScreenFile, generatedShapes } from './generated-schemas';
import { lighthousePage, type PageScores } from '../lighthouse-pages';
import { serveStatic } from './static-server';
import { nextQuestionTimes, SURVEY_QUESTIONS, SURVEY_SLUG, surveyScreen } from './next-question';
import { typingLatency, type Latency } from './typing-latency';
import { responsesLines, responsesPageFigures } from './responses-page';
import { lastTestDuration } from '../test-duration';

// `npm run bench`: our production build and a stock rjsf MUI page built from the
// same packages, side by side in one Chromium, on every shape long forms take
// (generated-schemas.ts), then Lighthouse on home and /contact in the same
// Chromium: one table, shape x (ours, stock, ratio) against the goals of issue
// 18. A benchmark, not a test: it prints figures and fails only when something
// cannot run. BENCH_ROUNDS (3) rounds a figure, BENCH_PORT and the next port
// for the two sites, LIGHTHOUSE_CHROME_PORT for Chromium's debugging port;
// Lighthouse's reports go to tests/output/lighthouse/. A run can be limited
// (a full one takes long on a small machine): BENCH_SHAPES=sections,steps
// measures only those shapes (the calculated form comes with flat),
// BENCH_LIGHTHOUSE=0 leaves Lighthouse out; BENCH_PARTS=bytes,typing,lighthouse
// runs only those parts (all when unset; `responses`: the owners' page, responses-page.ts), BENCH_LIGHTHOUSE_RUNS (5) runs of
// Lighthouse a page, each shown. The first table holds issue 33's goals, each
// met or missed; the second every figure of every shape against stock. Both,
// with what was run and the machine's load, go to docs/benchmarks.md
// (figures-file.ts), the one place figures are written down.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BENCH_PORT ?? 4502);
const CHROME_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9222);
// Each shape is typed into this many times, ours and stock in turn, and the
// median taken: one round on a loaded machine can be off by half.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'bytes,typing,lighthouse,responses').split(','));
const ALL_SHAPES = generatedShapes();
const SHAPES = PARTS.has('typing') ? chosenShapes(process.env.BENCH_SHAPES) : [];
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0' && PARTS.has('lighthouse');
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// The flat form again with calculated fields (issue 20): they are worked out on every change.
const CALCULATED = { fields: 1000, calculated: 50 };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(mid)] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** The shapes BENCH_SHAPES names (all when unset); an unknown name is an error, not a shorter run. */
function chosenShapes(names: string | undefined) {
  if (!names) return ALL_SHAPES;
  const wanted = names.split(',').map((n) => n.trim());
  const unknown = wanted.filter((n) => !ALL_SHAPES.some((s) => s.name === n));
  if (unknown.length > 0) {
    const known = ALL_SHAPES.map((s) => s.name).join(', ');
    throw new Error(`BENCH_SHAPES: no shape ${unknown.join(', ')} (there are ${known})`);
  }
  return ALL_SHAPES.filter((s) => wanted.includes(s.name));
}

function prepareSchemas(dir: string) {
  mkdirSync(dir, { recursive: true });
  // Every example screen, so Lighthouse's home lists what people see.
  for (const name of readdirSync(path.join(ROOT, 'schemas'))) {
    if (name.endsWith('.json'))
      copyFileSync(path.join(ROOT, 'schemas', name), path.join(dir, name));
  }
  // The contact screen keeping its responses: its first load and Lighthouse beside /contact's.
  const contact = JSON.parse(
    readFileSync(path.join(ROOT, 'schemas/contact.json'), 'utf8'),
  ) as object;
  writeFileSync(
    path.join(dir, `${KEEPING_SLUG}.json`),
    JSON.stringify({ ...contact, hidden: true, responses: { owners: ['owner@example.org'] } }),
  );
  // The survey shown one question at a time (next-question.ts).
  writeFileSync(path.join(dir, `${SURVEY_SLUG}.json`), JSON.stringify(surveyScreen()));
  // Only the shapes measured: each is rendered at build time.
  for (const shape of SHAPES) {
    writeFileSync(path.join(dir, `shape-${shape.name}.json`), JSON.stringify(shape.screen));
  }
  if (SHAPES.some((s) => s.name === 'flat')) {
    writeFileSync(
      path.join(dir, `fields-${CALCULATED.fields}-calculated.json`),
      JSON.stringify(generatedScreenFile(CALCULATED.fields, CALCULATED.calculated)),
    );
  }
}

function buildOurs(schemasDir: string, distDir: string) {
  const start = performance.now();
  try {
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: ROOT,
      env: { ...process.env, SCHEMAS_DIR: schemasDir, DIST_DIR: distDir },
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // Quiet unless it fails (the generated choices render the checker's warnings): then what rsbuild said is the error.
    console.error(String((error as { stderr?: Buffer }).stderr ?? error));
    throw error;
  }
  return performance.now() - start;
}

async function buildStock(distDir: string) {
  const start = performance.now();
  const rsbuild = await createRsbuild({
    cwd: ROOT,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { index: path.join(import.meta.dirname, 'stock/index.tsx') } },
      output: { distPath: { root: distDir }, cleanDistPath: true },
      // The stock page as the naive app was: everything in one bundle.
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  const elapsed = performance.now() - start;
  writeFileSync(path.join(distDir, `${FLOOR.first}.html`), FLOOR_PAGE);
  mkdirSync(path.join(distDir, 'bench-schemas'));
  for (const shape of ALL_SHAPES) {
    writeFileSync(
      path.join(distDir, 'bench-schemas', `${shape.name}.json`),
      JSON.stringify({ schema: shape.stockSchema }),
    );
  }
  return elapsed;
}

// An empty page with one field, typed into as the shapes are: what the measure gives for a
// page with nothing to do (the wait for the next frame), the floor of every figure of it.
const FLOOR = { first: 'floor', middle: 'floor', last: 'floor' };
const FLOOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head>
<body><label>Name <input id="${FLOOR.first}"></label></body></html>`;

/** One row of the table: what is measured, ours, stock (if it has one) and the goal. */
type Row = {
  ours: number;
  stock?: number;
  unit: 'ms' | 'KB' | 'score';
  goal: string;
  met: boolean;
};

const shown = (n: number | undefined, unit: Row['unit']) =>
  n === undefined || Number.isNaN(n)
    ? '-'
    : unit === 'ms'
      ? ms(n)
      : unit === 'KB'
        ? kb(n)
        : String(Math.round(n));

/** The median of each figure over the rounds. */
function medianOf(runs: Latency[]): Latency {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Latency)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Latency;
}

/** A script of a first load by its path, without the content hash that changes with every build. */
const scriptName = (url: string) => new URL(url).pathname.replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');

/** How this run was started: the settings that change what it measures. */
const benchCommand = () =>
  [
    ...Object.entries(process.env)
      .filter(([name]) => /^BENCH_(PARTS|SHAPES|ROUNDS|LIGHTHOUSE|LIGHTHOUSE_RUNS)$/.test(name))
      .map(([name, value]) => `${name}=${value}`),
    'npm run bench',
  ].join(' ');

async function main() {
  const tmp = mkdtempSync(path.join(tmpdir(), 'forms-bench-'));
  const schemasDir = path.join(tmp, 'schemas');
  const appDir = path.join(tmp, 'app');
  const stockDir = path.join(tmp, 'stock');
  prepareSchemas(schemasDir);
  // The figures depend on what else the machine runs: printed with them.
  const loadAtStart = load();
  console.log(`${cpus().length} cores, load average ${loadAtStart} (1, 5, 15 min) at the start`);
  console.log('building our app and the stock page...');
  const oursBuildMs = buildOurs(schemasDir, appDir);
  const stockBuildMs = PARTS.has('bytes') || SHAPES.length > 0 ? await buildStock(stockDir) : NaN;
  if (Number.isNaN(stockBuildMs)) mkdirSync(stockDir, { recursive: true });

  const app = await serveStatic(appDir, PORT);
  const stock = await serveStatic(stockDir, PORT + 1);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      `--remote-debugging-port=${CHROME_PORT}`,
    ],
  });
  try {
    const ours = `http://127.0.0.1:${PORT}`;
    const theirs = `http://127.0.0.1:${PORT + 1}`;
    const firstLoad = async (url: string, ready: string) => {
      const page = await browser.newPage();
      const { bytes, perFile } = await firstLoadJsGzip(page, url, ready);
      await page.close();
      return { bytes, perFile };
    };
    const firstLoads: BenchRun['firstLoads'] = [];
    const rows: Record<string, Row> = {};
    // `npm test` is not run here: its last green run wrote down how long it took.
    const figures: Figures = {
      firstLoadBytes: {},
      lighthouse: {},
      typing: {},
      testRun: lastTestDuration(),
    };
    const flat = ALL_SHAPES[0];
    if (PARTS.has('bytes')) {
      const stockFirstLoad = flat
        ? (await firstLoad(`${theirs}/?shape=flat`, `#${flat.first}`)).bytes
        : NaN;
      figures.firstLoadBytes.stock = stockFirstLoad;
      // The budgets of tests/unit/build/, against the stock page's one bundle.
      for (const { page, route, ready, goalKb } of FIRST_LOAD_BUDGETS) {
        const { bytes, perFile } = await firstLoad(`${ours}${route}`, ready);
        figures.firstLoadBytes[page] = bytes;
        firstLoads.push({
          page,
          scripts: perFile.map((f) => ({ ...f, file: scriptName(f.file) })),
        });
        rows[`${page}: first-load JS`] = {
          ours: bytes,
          stock: stockFirstLoad,
          unit: 'KB',
          goal: `<= ${goalKb} KB`,
          met: bytes <= goalKb * 1024,
        };
      }

      // A keeping screen loads no more before hydration than /contact; Firestore's code comes
      // once the person is at a field (screen-form.tsx), measured here as what that focus adds.
      const page = await browser.newPage();
      const before = await firstLoadJsGzip(
        page,
        `${ours}/${KEEPING_SLUG}`,
        'html[data-ready] #root_name',
      );
      const writes = /firestore-writes\.[0-9a-f]+\.js$/;
      const early = before.perFile.some((f) => writes.test(new URL(f.file).pathname));
      const focused = early
        ? []
        : await scriptsLoadedBy(page, () => page.locator('#root_name').focus(), writes);
      console.log(
        `/${KEEPING_SLUG}, the first field focused loads: ${focused.map((f) => `${scriptName(f.file)} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
      );
      const added = focused.reduce((sum, f) => sum + f.bytes, 0);
      await page.close();
      const contactBytes = figures.firstLoadBytes['/contact'] ?? NaN;
      rows[`/${KEEPING_SLUG} (keeps responses): first-load JS`] = {
        ours: before.bytes,
        unit: 'KB',
        goal: '<= /contact',
        met: before.bytes <= contactBytes,
      };
      rows[
        `/${KEEPING_SLUG}: scripts the first field focused loads (Firestore's writes, the email's send)${early ? ': Firestore came in the first load' : ''}`
      ] = {
        ours: added,
        unit: 'KB',
        goal: '',
        met: true,
      };
    }

    let floor: Latency | undefined;
    if (SHAPES.length > 0) {
      const runs: Latency[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        runs.push(await typingLatency(browser, `${theirs}/${FLOOR.first}.html`, FLOOR));
      }
      floor = medianOf(runs);
      rows["empty page, one field (the measure's floor): first keys p50"] = {
        ours: floor.firstKeysP50,
        unit: 'ms',
        goal: '',
        met: true,
      };
    }
    for (const shape of SHAPES) {
      const mine: Latency[] = [];
      const stocks: Latency[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        mine.push(await typingLatency(browser, `${ours}/shape-${shape.name}`, shape));
        stocks.push(await typingLatency(browser, `${theirs}/?shape=${shape.name}`, shape));
      }
      const a = medianOf(mine);
      const b = medianOf(stocks);
      figures.typing[shape.name] = { ours: a, stock: b };
      rows[`${shape.name}: keystroke p50`] = {
        ours: a.p50,
        stock: b.p50,
        unit: 'ms',
        goal: '<= 16 ms, <= 0.5x',
        met: a.p50 <= 16 && a.p50 <= b.p50 / 2,
      };
      rows[`${shape.name}: keystroke p90`] = {
        ours: a.p90,
        stock: b.p90,
        unit: 'ms',
        goal: '',
        met: true,
      };
      rows[`${shape.name}: usable`] = {
        ours: a.usableMs,
        stock: b.usableMs,
        unit: 'ms',
        goal: '<= 300 ms',
        met: a.usableMs <= 300,
      };
      rows[`${shape.name}: first keys p50`] = {
        ours: a.firstKeysP50,
        stock: b.firstKeysP50,
        unit: 'ms',
        goal: '',
        met: true,
      };
      rows[`${shape.name}: hydrated`] = {
        ours: a.hydratedMs,
        stock: b.hydratedMs,
        unit: 'ms',
        goal: '',
        met: true,
      };
      rows[`${shape.name}: complete`] = {
        ours: a.completeMs,
        stock: b.completeMs,
        unit: 'ms',
        goal: '<= stock',
        met: a.completeMs <= b.completeMs,
      };
    }
    if (flat && SHAPES.includes(flat)) {
      const runs: Latency[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        runs.push(
          await typingLatency(browser, `${ours}/fields-${CALCULATED.fields}-calculated`, flat),
        );
      }
      rows[`flat, ${CALCULATED.calculated} calculated: keystroke p50`] = {
        ours: medianOf(runs).p50,
        unit: 'ms',
        goal: '<= 16 ms',
        met: medianOf(runs).p50 <= 16,
      };
    }

    if (PARTS.has('typing')) {
      const moves = await nextQuestionTimes(
        browser,
        `${ours}/${SURVEY_SLUG}`,
        SURVEY_QUESTIONS - 1,
      );
      rows[`${SURVEY_QUESTIONS} questions one at a time: next question p50`] = {
        ours: moves.p50,
        unit: 'ms',
        goal: '<= 50 ms',
        met: moves.p50 <= 50,
      };
    }

    const reports = path.join(ROOT, 'tests/output/lighthouse');
    const benchmarks: number[] = [];
    for (const { page, route } of LIGHTHOUSE ? LIGHTHOUSE_PAGES : []) {
      const runs: PageScores[] = [];
      for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
        runs.push(await lighthousePage(ours, route, CHROME_PORT, reports));
      }
      figures.lighthouse[page] = runs.map((r): LighthouseRun => ({
        performance: r.scores.performance ?? NaN,
        tbtMs: r.metrics['total-blocking-time'],
        accessibility: r.scores.accessibility ?? NaN,
        bestPractices: r.scores['best-practices'] ?? NaN,
      }));
      const lcp = median(runs.map((r) => r.metrics['largest-contentful-paint']));
      rows[`${page}: Lighthouse LCP (median)`] = {
        ours: lcp,
        unit: 'ms',
        goal: '<= 2000 ms',
        met: lcp <= 2000,
      };
      for (const line of new Set(runs.flatMap((r) => r.failing))) console.error(`${route} ${line}`);
      benchmarks.push(...runs.map((r) => r.benchmarkIndex));
    }
    const benchmarkIndex =
      benchmarks.length > 0
        ? `median ${Math.round(median(benchmarks))}, ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}`
        : undefined;
    if (benchmarkIndex) {
      console.log(
        `\nLighthouse's CPU benchmark of this machine during its runs (benchmarkIndex): ${benchmarkIndex};`,
        'its 4x CPU slowdown is made for a desktop of 1500-2000.',
      );
    }

    // The owners' responses page (issue 42), on a build and emulators of its own.
    const responses = PARTS.has('responses')
      ? responsesLines(await responsesPageFigures(browser))
      : [];
    const loadAtEnd = load();
    const goals = goalRows(figures);
    console.log(
      `\nIssue 33's goals, one run: load average ${loadAtStart} at the start, ${loadAtEnd} at the end (1, 5, 15 min, ${cpus().length} cores).`,
    );
    console.table(goals);
    const floorNote = floor
      ? `The typing measure's floor in this run: ${ms(floor.firstKeysP50)} for the first keys into an ` +
        'empty page with one field (keydown to the next frame, which is 0 to 16.7 ms away).'
      : undefined;
    if (floorNote) console.log(floorNote);
    const howNote =
      `Every figure: one run, ${ROUNDS} rounds a figure (median). Keystroke: keydown to the next frame, typed ` +
      'into the middle of the complete form. Usable: navigation to the first field on the screen ' +
      '(ours: rendered at build time). First keys: typed into it right then. Hydrated: to the app ' +
      'running the page (stock: as usable). Complete: to the last field on the screen. Lighthouse: ' +
      `mobile, simulated slow 4G and 4x CPU, ${LIGHTHOUSE_RUNS} runs a page. Shapes: flat 1000 fields, sections 90 x 10, ` +
      'nested 9 x 10 x 10, a list of 300 items of 3; steps: 9 of 10 sections, stock the first step ' +
      'alone as its own form. First-load JS: every script a page requests until it can be used, gzipped.';
    console.log(`\n${howNote}`);
    const figureRows: FigureRow[] = Object.entries(rows).map(([measure, r]) => ({
      measure,
      ours: shown(r.ours, r.unit),
      stock: shown(r.stock, r.unit),
      ratio: r.stock === undefined ? '-' : (r.ours / r.stock).toFixed(2),
      goal: r.goal,
      met: r.goal ? (r.met ? 'yes' : 'NO') : '',
    }));
    console.table(
      Object.fromEntries(
        figureRows.map(({ measure, ratio, ...row }) => [measure, { ...row, 'ours/stock': ratio }]),
      ),
    );
    const buildNote = `Build time: ours ${ms(oursBuildMs)}, stock ${ms(stockBuildMs)}.`;
    console.log(buildNote);
    if (responses.length > 0) console.log(`\n${responses.join('\n')}`);
    console.log(`\nload average ${loadAtEnd} (1, 5, 15 min) at the end`);
    await writeBenchmarks({
      date: new Date().toISOString(),
      code: codeMeasured(),
      command: benchCommand(),
      cores: cpus().length,
      loadAtStart,
      loadAtEnd,
      benchmarkIndex,
      goals,
      figures: figureRows,
      firstLoads,
      sections:
        responses.length > 0 ? [{ heading: "The owners' responses page", lines: responses }] : [],
      notes: [floorNote, howNote, buildNote].filter((n) => n !== undefined),
    });
    console.log(`figures written to ${path.relative(ROOT, BENCHMARKS_FILE)}`);
  } finally {
    await browser.close();
    app.close();
    stock.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
