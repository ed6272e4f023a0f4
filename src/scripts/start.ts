import { spawn, type ChildProcess } from 'node:child_process';
import { loadEnv } from '@rsbuild/core';
import { LOCAL_RECAPTCHA_SITE_KEY } from '../kernel/config/local-captcha';
import { authEmulatorArgs } from './auth-emulator';
import { authEmulatorLine } from './auth-emulator-output';
import {
  EMULATOR_MISSING,
  emulatorPort,
  findFirestoreEmulator,
  startFirestoreEmulator,
  type RunningEmulator,
} from './firestore-emulator';

// `npm start`: the app with its embedded defaults, every part in one terminal,
// each line prefixed with the part it comes from; Ctrl+C stops them all.
const children: ChildProcess[] = [];
let firestore: RunningEmulator | undefined;

function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  /** What is printed of each line: `undefined` leaves it out. */
  shown: (line: string) => string | undefined = (line) => line,
): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(shown)
      .filter((line) => line !== undefined)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (c: Buffer) => process.stdout.write(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[${name}] stopped with exit code ${code}; stopping the rest.`);
      stopAll(code);
    }
  });
  children.push(child);
  return child;
}

function stopAll(code = 0): never {
  for (const c of children) c.kill('SIGTERM');
  firestore?.stop();
  process.exit(code);
}

process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

// The project may be set in the shell or in a .env file, as the build reads it.
const env = { ...loadEnv({ cwd: process.cwd(), mode: 'development' }).parsed, ...process.env };
const appEnv: NodeJS.ProcessEnv = {};

// Without an EmailJS key, sends go to the local sink instead, so every form
// can be tried end to end with nothing configured.
// rsbuild dev's port: fixed, so the sink knows the one page it answers.
const devPort = env.PORT ?? '3000';
if (!env.PUBLIC_EMAILJS_PUBLIC_KEY) {
  const sinkPort = env.SINK_PORT ?? '3001';
  // No reCAPTCHA key either: a local fake box whose tokens the sink checks
  // (src/kernel/config/local-captcha.ts), so captcha screens and the copy to the person send too.
  const captchaFake = !env.PUBLIC_RECAPTCHA_SITE_KEY;
  run('sink', process.execPath, ['--import', 'tsx', 'src/scripts/sink/main.ts'], {
    SINK_PORT: sinkPort,
    // The dev server's page is the only one that may call the sink.
    SINK_APP_ORIGINS: `http://localhost:${devPort},http://127.0.0.1:${devPort}`,
    ...(captchaFake && { SINK_CAPTCHA: 'fake' }),
  });
  appEnv.PUBLIC_EMAILJS_ORIGIN = `http://127.0.0.1:${sinkPort}`;
  appEnv.PUBLIC_EMAILJS_PUBLIC_KEY = 'local-sink-public-key';
  if (captchaFake) appEnv.PUBLIC_RECAPTCHA_SITE_KEY = LOCAL_RECAPTCHA_SITE_KEY;
}

// No Firebase project configured: sign-in runs on the local Auth emulator, so
// it works on a fresh machine with no account anywhere.
if (!env.PUBLIC_FIREBASE_PROJECT_ID) {
  const host =
    env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${env.AUTH_EMULATOR_PORT ?? 9099}`;
  run('auth', process.execPath, authEmulatorArgs(process.cwd()), {}, (line) =>
    authEmulatorLine(line, host),
  );
  appEnv.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST = host;
}

// No project (or a demo- one, which only emulators serve) for the answers screens keep: the
// local Firestore emulator, with the rules the build generates from schemas/ (loaded again each
// time they change), when one is installed; without one, one line says how to get it.
if (!env.PUBLIC_FIREBASE_PROJECT_ID || env.PUBLIC_FIREBASE_PROJECT_ID.startsWith('demo-')) {
  const found = findFirestoreEmulator(env);
  const say = (line: string) => console.log(`[firestore] ${line}`);
  if (found) {
    const port = emulatorPort(process.cwd(), env);
    appEnv.PUBLIC_FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    startFirestoreEmulator(found, { port, rulesFile: 'firestore.rules', log: say }).then(
      (running) => {
        firestore = running;
        say(`ready on ${running.host}: the answers forms keep stay on this computer`);
      },
      (error: unknown) => say(error instanceof Error ? error.message : String(error)),
    );
  } else {
    say(EMULATOR_MISSING);
  }
}

run(
  'app',
  process.execPath,
  ['node_modules/@rsbuild/core/bin/rsbuild.js', 'dev', '--port', devPort],
  appEnv,
);
// The address authors open: rsbuild prints only the site's root.
console.log(`[start] The studio: http://localhost:${devPort}/studio (once [app] says ready)`);
