import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs the Firebase Auth emulator of firebase-tools for a `demo-` project
 * (no account, no network, no Java: the Auth emulator is plain Node) with the
 * settings of firebase.json. AUTH_EMULATOR_PORT, EMULATOR_HUB_PORT and
 * EMULATOR_LOGGING_PORT move it, so a test run can sit beside `npm start`.
 */
export const DEMO_PROJECT = 'demo-forms';

type FirebaseJson = { emulators?: Record<string, Record<string, unknown> | boolean> };

function configWithPorts(root: string): string {
  const file = path.join(root, 'firebase.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as FirebaseJson;
  const emulators = { ...json.emulators };
  let moved = false;
  const override = (key: string, variable: string) => {
    const value = process.env[variable];
    if (!value) return;
    const current = emulators[key];
    emulators[key] = { ...(typeof current === 'object' ? current : {}), port: Number(value) };
    moved = true;
  };
  override('auth', 'AUTH_EMULATOR_PORT');
  override('hub', 'EMULATOR_HUB_PORT');
  override('logging', 'EMULATOR_LOGGING_PORT');
  if (!moved) return file;
  const dir = mkdtempSync(path.join(tmpdir(), 'forms-auth-emulator-'));
  const copy = path.join(dir, 'firebase.json');
  writeFileSync(copy, JSON.stringify({ ...json, emulators }, null, 2));
  return copy;
}

export function authEmulatorArgs(root: string): string[] {
  return [
    path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    DEMO_PROJECT,
    '--config',
    configWithPorts(root),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const child = spawn(process.execPath, authEmulatorArgs(process.cwd()), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code) => process.exit(code ?? 0));
}
