// A machine without the Firestore emulator, made by pointing FIRESTORE_EMULATOR_PATH nowhere:
// the store's tests say so in one line and are counted as skipped, never passed in silence.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { EMULATOR_MISSING, findFirestoreEmulator } from '../../../src/scripts/firestore-emulator';

const root = path.resolve(import.meta.dirname, '../../..');
const NOWHERE = path.join(root, 'tests/output/no-firestore-emulator-here');

test('FIRESTORE_EMULATOR_PATH pointing nowhere finds no emulator, whatever is installed', () => {
  expect(findFirestoreEmulator({ FIRESTORE_EMULATOR_PATH: NOWHERE })).toBeUndefined();
});

test('without an emulator, npm test says so in one line and skips the rules suite', () => {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      '--configLoader',
      'runner',
      '--reporter',
      'default',
      'tests/unit/checker/firestore-rules.test.ts',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FIRESTORE_EMULATOR_PATH: NOWHERE, NO_COLOR: '1', CI: '' },
      timeout: 120_000,
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  const said = output
    .split('\n')
    .filter((line) =>
      line.includes(`Firestore rules and store tests skipped: ${EMULATOR_MISSING}`),
    );
  expect(said, output).toHaveLength(1);
  expect(output).toMatch(/Tests\s+\d+ skipped \(\d+\)/);
  expect(output).not.toMatch(/\d+ passed/);
}, 150_000);
