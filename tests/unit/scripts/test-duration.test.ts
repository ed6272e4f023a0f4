import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { lastTestDuration, timeStages } from '../../../src/scripts/test-duration';

// `npm test` runs its stages through timeStages (src/scripts/npm-test.ts); here, trivial stages.
const dir = mkdtempSync(path.join(tmpdir(), 'test-duration-'));
const record = path.join(dir, 'output', 'test-duration.json');
afterEach(() => rmSync(path.join(dir, 'output'), { recursive: true, force: true }));

it('writes down how long a green run took, each stage, and the machine load', async () => {
  const pass = [process.execPath, '-e', 'process.exit(0)'];
  expect(await timeStages([pass, pass], record)).toBe(0);
  const run = lastTestDuration(record);
  expect(run?.stages.map((s) => s.command)).toEqual([pass.join(' '), pass.join(' ')]);
  expect(run?.seconds).toBeGreaterThan(0);
  expect(run?.seconds).toBeGreaterThanOrEqual(
    (run?.stages ?? []).reduce((sum, s) => sum + s.seconds, 0),
  );
  expect(Date.parse(run?.date ?? '')).not.toBeNaN();
  expect(run?.loadAtStart).toHaveLength(3);
  expect(run?.loadAtEnd).toHaveLength(3);
});

it('stops at the first stage that fails, with its exit code, and writes nothing down', async () => {
  const fail = [process.execPath, '-e', 'process.exit(3)'];
  const marker = path.join(dir, 'second stage ran');
  const never = [
    process.execPath,
    '-e',
    'require("fs").writeFileSync(process.argv[1], "")',
    marker,
  ];
  expect(await timeStages([fail, never], record)).toBe(3);
  expect(existsSync(marker)).toBe(false);
  expect(existsSync(record)).toBe(false);
  expect(lastTestDuration(record)).toBeUndefined();
});
