// A machine without the Firestore emulator, made by pointing FIRESTORE_EMULATOR_PATH nowhere:
// the store's tests say so in one line and are counted as skipped, never passed in silence.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { firestoreRules } from '../../../src/checker/firestore-rules';
import {
  EMULATOR_MISSING,
  EMULATOR_PROJECT,
  findFirestoreEmulator,
  startFirestoreEmulator,
  warmUp,
} from '../../../src/scripts/firestore-emulator';

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

const found = findFirestoreEmulator();

test.skipIf(!found)(
  'its warm-up write, made as it starts, says nothing of itself and keeps nothing',
  async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forms-warm-'));
    const rulesFile = path.join(dir, 'firestore.rules');
    writeFileSync(rulesFile, firestoreRules({ screens: [], owners: [] }));
    const said: string[] = [];
    const port = 20000 + ((process.pid + 7) % 20000);
    const emulator = await startFirestoreEmulator(found!, {
      port,
      rulesFile,
      log: (line) => said.push(line),
    });
    try {
      const documents = `http://${emulator.host}/v1/projects/${EMULATOR_PROJECT}/databases/(default)/documents`;
      const left = await fetch(`${documents}/warm-up`, {
        headers: { authorization: 'Bearer owner' },
      });
      expect(await left.json()).toEqual({});
      expect(await warmUp(emulator.host)).toBe(200);
      expect(said.join('\n')).not.toMatch(/fail|refus|denied|exception/i);
    } finally {
      emulator.stop();
      await emulator.exited;
    }
  },
  180_000,
);
