import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authEmulatorLine } from '../../../src/scripts/auth-emulator-output';

const HOST = '127.0.0.1:9099';
const shown = (text: string) =>
  text
    .split('\n')
    .map((line) => authEmulatorLine(line, HOST))
    .filter((line) => line !== undefined);

describe("npm start's lines of the Auth emulator", () => {
  it('a start as firebase-tools 15 prints it is one line: where sign-ins go', () => {
    const start = readFileSync(path.join(import.meta.dirname, 'auth-emulator-start.txt'), 'utf8');
    expect(shown(start)).toEqual([`ready on ${HOST}: sign-ins stay on this computer`]);
  });

  it('keeps every line it does not know, warnings and errors first', () => {
    const trouble = [
      '⚠  emulators: Port 9099 is not open on 127.0.0.1, could not start Authentication Emulator.',
      'i  emulators: To select a different host/port, specify that host/port in a firebase.json config file:',
      'Error: Could not start Authentication Emulator, port taken.',
      '⚠  emulators: It seems that you are running multiple instances of the emulator suite for project my-real-project. This may result in unexpected behavior.',
      '⚠  Unable to fetch the CLI MOTD and remote config. Something else.',
    ];
    expect(shown(trouble.join('\n'))).toEqual(trouble);
  });
});
