import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { GoalRow } from './goals';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Where `npm run bench` writes the figures of its run: the one place they are written down. */
export const BENCHMARKS_FILE = path.join(ROOT, 'docs/benchmarks.md');

/** The commit measured, and whether changes not committed were measured with it. */
export function codeMeasured() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const changed =
    git(
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      '.',
      `:!${path.relative(ROOT, BENCHMARKS_FILE)}`,
    ) !== '';
  return `${git('log', '-1', '--format=%h (%s)')}${changed ? ' with changes not committed' : ''}`;
}

/** A line of the table of every figure, as the bench prints it. */
export type FigureRow = {
  measure: string;
  ours: string;
  stock: string;
  ratio: string;
  goal: string;
  met: string;
};

/** One run of the bench: what was run, on what, under what load, and what it measured. */
export type BenchRun = {
  /** When it ended, ISO 8601. */
  date: string;
  /** The code measured: a commit, and whether the work tree had changes on top. */
  code: string;
  /** How it was started (the BENCH_* settings). */
  command: string;
  cores: number;
  /** 1, 5 and 15-minute load averages. */
  loadAtStart: string;
  loadAtEnd: string;
  /** Lighthouse's CPU benchmark of the machine during its runs, when Lighthouse ran. */
  benchmarkIndex?: string;
  goals: GoalRow[];
  figures: FigureRow[];
  /** Every script of each budgeted page's first load, gzipped. */
  firstLoads: { page: string; scripts: { file: string; bytes: number }[] }[];
  /** Parts measured apart from the tables (the owners' responses page): a heading and its lines. */
  sections: { heading: string; lines: string[] }[];
  /** Lines under the tables: the measure's floor, build times, how each figure is taken. */
  notes: string[];
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The file's text, before Prettier lays its tables out. */
export function benchmarksMarkdown(run: BenchRun): string {
  const lines = [
    '# Benchmark figures',
    '',
    'Written by `npm run bench` (`src/scripts/bench/bench.ts`) at the end of each run: not edited',
    'by hand. Each run replaces the last; git keeps the earlier ones. How the bench measures, and',
    'the levers behind the figures: `docs/decisions/performance.md`.',
    '',
    `- Run: ${run.date}, \`${run.command}\`, on ${run.code}.`,
    `- Machine: ${run.cores} cores, shared with other engineers' builds and tests: load average ` +
      `${run.loadAtStart} at the start and ${run.loadAtEnd} at the end (1, 5, 15 min).` +
      (run.benchmarkIndex
        ? ` Lighthouse's CPU benchmark of it (benchmarkIndex): ${run.benchmarkIndex}; its 4x` +
          ' slowdown is made for a desktop of 1500-2000.'
        : ''),
    '',
    "## Issue 33's goals",
    '',
    ...table(
      ['measure', 'goal', 'figure', 'stock', 'met'],
      run.goals.map((g) => [g.measure, g.goal, g.figure, g.stock, g.met]),
    ),
    '',
    '## Every figure, beside a stock react-jsonschema-form page',
    '',
    ...table(
      ['measure', 'ours', 'stock', 'ours/stock', 'goal', 'met'],
      run.figures.map((f) => [f.measure, f.ours, f.stock, f.ratio, f.goal, f.met]),
    ),
  ];
  for (const { page, scripts } of run.firstLoads) {
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    lines.push(
      '',
      `## ${page}: the first load's scripts, gzipped (${kb(total)})`,
      '',
      ...table(
        ['script', 'gzipped'],
        [...scripts].sort((a, b) => b.bytes - a.bytes).map((s) => [`\`${s.file}\``, kb(s.bytes)]),
      ),
    );
  }
  for (const { heading, lines: measured } of run.sections) {
    lines.push('', `## ${heading}`, '', ...measured.map((line) => `- ${line.trim()}`));
  }
  lines.push('', ...run.notes.flatMap((note) => [note, '']));
  return lines.join('\n');
}

/**
 * The heading of the figures `npm run bench:studio` writes into the file: the last section, kept
 * by each run of `npm run bench`, replaced by each of its own.
 */
export const STUDIO_HEADING = 'The studio: an edit or a move shown in its form';

const studioSectionStart = (markdown: string) => markdown.indexOf(`\n## ${STUDIO_HEADING}\n`);

async function writeFormatted(file: string, markdown: string) {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(markdown, { ...options, filepath: file }));
}

/** Writes the run's figures to `file`, laid out as `prettier --check` expects. */
export async function writeBenchmarks(run: BenchRun, file = BENCHMARKS_FILE) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const studio = studioSectionStart(before);
  const kept = studio === -1 ? '' : before.slice(studio);
  await writeFormatted(file, `${benchmarksMarkdown(run)}${kept}`);
}

/** Writes the studio's figures (`lines`) into `file`, in place of the last ones. */
export async function writeStudioFigures(lines: string[], file = BENCHMARKS_FILE) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark figures\n';
  const studio = studioSectionStart(before);
  const rest = studio === -1 ? before.trimEnd() : before.slice(0, studio).trimEnd();
  const section = ['', `## ${STUDIO_HEADING}`, '', ...lines.map((line) => `- ${line}`), ''];
  await writeFormatted(file, `${rest}\n${section.join('\n')}`);
}
