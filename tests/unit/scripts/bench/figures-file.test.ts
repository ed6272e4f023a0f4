import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import {
  STUDIO_HEADING,
  writeBenchmarks,
  writeStudioFigures,
  type BenchRun,
} from '../../../../src/scripts/bench/figures-file';
import { goalRows } from '../../../../src/scripts/bench/goals';

const dir = mkdtempSync(path.join(tmpdir(), 'forms-benchmarks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run: BenchRun = {
  date: '2026-11-27T10:00:00.000Z',
  code: 'abc1234 (A change) with changes not committed',
  command: 'BENCH_SHAPES=flat,sections npm run bench',
  cores: 2,
  loadAtStart: '3.10 2.00 1.50',
  loadAtEnd: '1.20 1.80 1.60',
  benchmarkIndex: 'median 1988, 1858-2204',
  goals: goalRows({ firstLoadBytes: { home: 99.5 * 1024 }, lighthouse: {}, typing: {} }),
  figures: [
    {
      measure: 'flat: keystroke p50',
      ours: '9.1 ms',
      stock: '50.2 ms',
      ratio: '0.18',
      goal: '<= 16 ms, <= 0.5x',
      met: 'yes',
    },
    { measure: 'a | b', ours: '1', stock: '-', ratio: '-', goal: '', met: '' },
  ],
  firstLoads: [
    {
      page: 'home',
      scripts: [
        { file: '/static/js/index.js', bytes: 30 * 1024 },
        { file: '/static/js/lib-react.js', bytes: 60 * 1024 },
      ],
    },
  ],
  sections: [
    {
      heading: "The owners' responses page",
      lines: ['responses page, 10000 responses:', '  CSV of every response: 900 ms'],
    },
  ],
  notes: ['Build time: ours 20000.0 ms, stock 5000.0 ms.'],
};

// `npm run bench` writes its figures to one file (docs/benchmarks.md): what a reader needs to trust them.
describe('the figures file the bench writes', () => {
  it('says when, on what code, how it was run and under what load on the shared machine', async () => {
    const file = path.join(dir, 'benchmarks.md');
    await writeBenchmarks(run, file);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('2026-11-27T10:00:00.000Z');
    expect(text).toContain('`BENCH_SHAPES=flat,sections npm run bench`');
    expect(text).toContain('abc1234 (A change) with changes not committed');
    expect(text).toMatch(
      /2 cores, shared .*load average 3\.10 2\.00 1\.50 at the start and 1\.20/s,
    );
    expect(text).toContain('median 1988, 1858-2204');
  });

  it('holds every goal line, every figure and each first load by script, largest first', async () => {
    const file = path.join(dir, 'tables.md');
    await writeBenchmarks(run, file);
    const text = readFileSync(file, 'utf8');
    for (const goal of run.goals) expect(text).toContain(goal.measure);
    expect(text).toMatch(
      /\| home: first-load JS up to hydration, gzipped +\| <= 100 KB +\| 99\.5 KB/,
    );
    expect(text).toMatch(/\| flat: keystroke p50 +\| 9\.1 ms +\| 50\.2 ms +\| 0\.18/);
    // A pipe in a cell is the cell's, not a new column.
    expect(text).toContain('| a \\| b ');
    expect(text).toContain("## home: the first load's scripts, gzipped (90.0 KB)");
    expect(text.indexOf('lib-react.js')).toBeLessThan(text.indexOf('/static/js/index.js'));
    expect(text).toContain('Build time: ours 20000.0 ms');
    expect(text).toMatch(
      /## The owners' responses page\n\n- responses page, 10000 responses:\n- CSV/,
    );
  });

  it("is laid out as the repository's Prettier check wants it", async () => {
    const file = path.join(dir, 'laid-out.md');
    await writeBenchmarks(run, file);
    const options = (await resolveConfig(file)) ?? {};
    expect(await check(readFileSync(file, 'utf8'), { ...options, filepath: file })).toBe(true);
  });
});

// `npm run bench:studio` writes its own section of the same file; each command keeps the other's.
describe("the studio's figures in the same file", () => {
  const studio = ['moves by the keyboard, 6: p50 40.0 ms, p90 60.0 ms'];

  it('are added under their heading, and a run of the bench keeps them', async () => {
    const file = path.join(dir, 'studio.md');
    await writeBenchmarks(run, file);
    await writeStudioFigures(studio, file);
    await writeBenchmarks(run, file);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`## ${STUDIO_HEADING}\n\n- ${studio[0] ?? ''}\n`);
    expect(text.split(`## ${STUDIO_HEADING}`)).toHaveLength(2);
    expect(text).toContain('flat: keystroke p50');
  });

  it('replace the last studio figures and nothing else', async () => {
    const file = path.join(dir, 'studio-again.md');
    await writeBenchmarks(run, file);
    await writeStudioFigures(studio, file);
    const before = readFileSync(file, 'utf8');
    await writeStudioFigures(['moves by the pointer, 6: p50 50.0 ms, p90 70.0 ms'], file);
    const after = readFileSync(file, 'utf8');
    expect(after).not.toContain(studio[0]);
    expect(after).toContain('moves by the pointer');
    expect(after.split(`## ${STUDIO_HEADING}`)[0]).toBe(before.split(`## ${STUDIO_HEADING}`)[0]);
    const options = (await resolveConfig(file)) ?? {};
    expect(await check(after, { ...options, filepath: file })).toBe(true);
  });
});
