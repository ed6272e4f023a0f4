import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/** Where a green `npm test` writes down how long it took (tests/output/ is not kept in git). */
export const TEST_DURATION_FILE = path.resolve(
  import.meta.dirname,
  '../../tests/output/test-duration.json',
);

/** One green run of the stages: when, how long, and how busy the machine was (issue 33's goal 4). */
export type TestDuration = {
  /** When the run finished, ISO 8601. */
  date: string;
  seconds: number;
  stages: { command: string; seconds: number }[];
  /** 1, 5 and 15-minute load averages at the start and at the end. */
  loadAtStart: number[];
  loadAtEnd: number[];
  cores: number;
};

/** Runs a command as a stage of the test run, its output shown as it comes. */
function run(command: readonly string[]): Promise<number> {
  const [program = '', ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs the stages one after the other, stopping at the first that fails
 * (its exit code is returned). Only a run where all passed is written to
 * `record`: a failed run's time says nothing about the goal.
 */
export async function timeStages(
  stages: readonly (readonly string[])[],
  record: string = TEST_DURATION_FILE,
): Promise<number> {
  const loadAtStart = loadavg();
  const start = performance.now();
  const times: TestDuration['stages'] = [];
  for (const stage of stages) {
    const stageStart = performance.now();
    const code = await run(stage);
    if (code !== 0) return code;
    times.push({ command: stage.join(' '), seconds: (performance.now() - stageStart) / 1000 });
  }
  const duration: TestDuration = {
    date: new Date().toISOString(),
    seconds: (performance.now() - start) / 1000,
    stages: times,
    loadAtStart,
    loadAtEnd: loadavg(),
    cores: cpus().length,
  };
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(record, `${JSON.stringify(duration, null, 2)}\n`);
  return 0;
}

/** The last green run written down, if there is one. */
export function lastTestDuration(record: string = TEST_DURATION_FILE): TestDuration | undefined {
  if (!existsSync(record)) return undefined;
  return JSON.parse(readFileSync(record, 'utf8')) as TestDuration;
}
