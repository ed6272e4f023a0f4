import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, watch, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { firestoreRules } from '../checker/firestore-rules';
import { DEMO_PROJECT } from './auth-emulator';

/**
 * The real Firestore emulator, rules included: Debian's (Google Cloud's apt
 * repository) `google-cloud-cli-firestore-emulator`, which runs on Java 17, or
 * the jar firebase-tools downloaded for a user who ran its emulators, which
 * needs Java 21. Its launcher starts a Java child that outlives a kill of the
 * launcher alone, so it runs in a process group of its own, stopped whole.
 */

/** What starts the emulator on this machine, and where it was found. */
export type FoundEmulator = { command: string; args: string[]; from: string };

/** Said in one line wherever no emulator is found (npm start, npm test). */
export const EMULATOR_MISSING =
  "no Firestore emulator on this machine, so answers are not kept locally: install it with `apt-get install google-cloud-cli-firestore-emulator` (Google Cloud's apt repository; Java 17), or run `npx firebase setup:emulators:firestore` (Java 21)";

const DEBIAN_PACKAGE = 'google-cloud-cli-firestore-emulator';
const LAUNCHER = 'cloud_firestore_emulator';
const KNOWN_LAUNCHER = `/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/${LAUNCHER}`;

/** The launcher the Debian package installed, by its own file list, else where it always goes. */
function debianLauncher(): string | undefined {
  const listed = spawnSync('dpkg', ['-L', DEBIAN_PACKAGE], { encoding: 'utf8' });
  const fromList =
    listed.status === 0
      ? listed.stdout.split('\n').find((line) => line.endsWith(`/${LAUNCHER}`))
      : undefined;
  return [fromList, KNOWN_LAUNCHER].find((file) => file !== undefined && existsSync(file));
}

/** A Google Cloud SDK installed by hand (its own installer): the launcher beside its `gcloud`. */
function sdkLauncher(): string | undefined {
  const which = spawnSync('which', ['gcloud'], { encoding: 'utf8' });
  if (which.status !== 0) return undefined;
  const gcloud = realpathSync(which.stdout.trim());
  const launcher = path.join(
    path.dirname(gcloud),
    '..',
    'platform',
    'cloud-firestore-emulator',
    LAUNCHER,
  );
  return existsSync(launcher) ? launcher : undefined;
}

/** Java's major version (17, 21), or undefined without Java. */
function javaVersion(): number | undefined {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${run.stderr}${run.stdout}`);
  return match ? Number(match[1]) : undefined;
}

/** The newest jar firebase-tools downloaded (`firebase setup:emulators:firestore`). */
function firebaseToolsJar(env: NodeJS.ProcessEnv): string | undefined {
  const dir =
    env.FIREBASE_EMULATORS_PATH ?? path.join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return jars.length > 0 ? path.join(dir, jars.at(-1)!) : undefined;
}

/** How to start one emulator file: a jar with Java 21, else a launcher; undefined when absent. */
function emulatorAt(file: string): FoundEmulator | undefined {
  if (!existsSync(file)) return undefined;
  if (!file.endsWith('.jar')) return { command: file, args: ['start'], from: file };
  return (javaVersion() ?? 0) >= 21
    ? { command: 'java', args: ['-Duser.language=en', '-jar', file], from: file }
    : undefined;
}

/**
 * How to start the emulator here, or undefined when there is none that can run.
 * FIRESTORE_EMULATOR_PATH (a launcher or firebase-tools' jar) is the only place
 * looked at when set: pointed nowhere, the machine is one without an emulator.
 */
export function findFirestoreEmulator(
  env: NodeJS.ProcessEnv = process.env,
): FoundEmulator | undefined {
  if (env.FIRESTORE_EMULATOR_PATH) return emulatorAt(env.FIRESTORE_EMULATOR_PATH);
  const launcher = debianLauncher() ?? sdkLauncher();
  if (launcher) return emulatorAt(launcher);
  const jar = firebaseToolsJar(env);
  return jar ? emulatorAt(jar) : undefined;
}

export type EmulatorOptions = {
  port: number;
  /** The rules file it enforces, loaded again whenever the file changes. */
  rulesFile: string;
  projectId?: string;
  /** Where its own lines go (npm start prefixes them); silent by default. */
  log?: (line: string) => void;
};

export type RunningEmulator = {
  /** `127.0.0.1:<port>`, as PUBLIC_FIRESTORE_EMULATOR_HOST and the SDKs take it. */
  host: string;
  stop(): void;
  /** Settles when the emulator has stopped, by `stop` or by itself. */
  exited: Promise<number | null>;
};

/** `demo-` projects never reach a real one: the SDKs and the emulator both know the prefix. */
export const EMULATOR_PROJECT = DEMO_PROJECT;

/**
 * Loads a rules text into a running emulator; returns the emulator's complaint
 * (a rules file that does not compile, `L3:12 Unexpected ';'`) or undefined.
 */
export async function loadRules(host: string, projectId: string, rules: string) {
  const answer = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (answer.ok) return undefined;
  const said = (await answer.json().catch(() => ({}))) as { error?: { message?: string } };
  return said.error?.message ?? `the emulator answered ${answer.status}`;
}

/** Java's log stamps, stack traces and the emulator's greeting: kept for a failure's message only. */
const JAVA_NOISE =
  /^(\w{3} \d{1,2}, \d{4} |INFO: |\s+at |\s*\.\.\. \d+ more|Caused by|If you are |\s+export |Note: Support|Dev App Server|API endpoint|\d+\.\d+\.\d+\.\d+:\d+$)/;

/** Whether a Firestore emulator answers on `host` (its root says `Ok`). */
async function answers(host: string): Promise<boolean> {
  try {
    const reply = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    return reply.ok;
  } catch {
    return false;
  }
}

/**
 * Pays the emulator's first-request cost: it does its own start-up work on its first write,
 * not before it answers on its port, and that write took 25 s at load 30 (0.3 s after it).
 * One commit as the emulator's owner (past the rules, so it logs no refusal) that writes a
 * document and deletes it, so nothing stays; resolves to the emulator's status (200).
 */
export async function warmUp(host: string, projectId: string = EMULATOR_PROJECT) {
  const documents = `projects/${projectId}/databases/(default)/documents`;
  const name = `${documents}/warm-up/first-write`;
  const answer = await fetch(`http://${host}/v1/${documents}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ writes: [{ update: { name, fields: {} } }, { delete: name }] }),
    signal: AbortSignal.timeout(120_000),
  });
  return answer.status;
}

/**
 * Starts the emulator on 127.0.0.1:`port` with `rulesFile`, resolved once it
 * answers (at most 90 s: a JVM on a loaded machine) and its first request is paid
 * (warmUp); every later change of the rules file is loaded into it. Rejects, with
 * the emulator's last words, when it stops before answering (a port taken, a broken Java).
 */
export async function startFirestoreEmulator(
  found: FoundEmulator,
  { port, rulesFile, projectId = EMULATOR_PROJECT, log = () => {} }: EmulatorOptions,
): Promise<RunningEmulator> {
  const host = `127.0.0.1:${port}`;
  if (await answers(host)) {
    throw new Error(
      `port ${port} is taken by another Firestore emulator: stop it, or set FIRESTORE_EMULATOR_PORT to a free port`,
    );
  }
  const child = spawn(
    found.command,
    [
      ...found.args,
      `--host=127.0.0.1`,
      `--port=${port}`,
      `--rules=${rulesFile}`,
      `--project_id=${projectId}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const said: string[] = [];
  const hear = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      said.push(line);
      if (said.length > 20) said.shift();
      if (!JAVA_NOISE.test(line)) log(line);
    }
  };
  child.stdout.on('data', hear);
  child.stderr.on('data', hear);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  // The rules file's watcher, once the emulator answers.
  const watching: { close(): void }[] = [];
  const stop = () => {
    for (const watcher of watching) watcher.close();
    // The launcher script and its Java child: the whole group.
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let stopped = false;
  void exited.then(() => (stopped = true));
  const started = Date.now();
  while (!(await answers(host))) {
    if (stopped || Date.now() - started > 90_000) {
      stop();
      throw new Error(
        `the Firestore emulator (${found.from}) did not start on port ${port}${said.length > 0 ? `; it said:\n${said.join('\n')}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The folder, not the file: a file written anew (the build's rules) is a new file to fs.watch.
  const dir = path.dirname(rulesFile);
  const name = path.basename(rulesFile);
  let loaded = readFileSync(rulesFile, 'utf8');
  const watcher = watch(dir, (_event, changed) => {
    if (changed !== name || !existsSync(rulesFile)) return;
    const rules = readFileSync(rulesFile, 'utf8');
    if (rules === loaded) return;
    loaded = rules;
    void loadRules(host, projectId, rules).then(
      (problem) =>
        log(problem ? `${name} was not loaded: ${problem}` : `${name} changed: rules loaded`),
      (error: unknown) => log(`${name} was not loaded: ${String(error)}`),
    );
  });
  watching.push(watcher);
  // Warm before saying it is there: npm start's first kept answer would wait out the app's 20 s.
  await warmUp(host, projectId).catch(() => undefined);
  return { host, stop, exited };
}

/** FIRESTORE_EMULATOR_PORT, else firebase.json's, else Firebase's own default. */
export function emulatorPort(root: string, env: NodeJS.ProcessEnv = process.env): number {
  if (env.FIRESTORE_EMULATOR_PORT) return Number(env.FIRESTORE_EMULATOR_PORT);
  const json = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    emulators?: { firestore?: { port?: number } };
  };
  return json.emulators?.firestore?.port ?? 8080;
}

/** What answers in the emulator's place where there is none: its root says so, tests read it. */
export const NO_EMULATOR = 'no Firestore emulator';

// `tsx src/scripts/firestore-emulator.ts`: the emulator alone, on FIRESTORE_EMULATOR_PORT with
// FIRESTORE_RULES (firestore.rules), until Ctrl+C; the e2e run starts it so. With none installed
// it says so in one line and answers NO_EMULATOR on the port, so the tests that need it skip
// and every other test runs.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const port = emulatorPort(root);
  const found = findFirestoreEmulator();
  if (!found) {
    const { createServer } = await import('node:http');
    // Said once it answers: the e2e run waits for either line (playwright.config.ts).
    createServer((_request, response) => response.end(NO_EMULATOR)).listen(port, '127.0.0.1', () =>
      console.log(EMULATOR_MISSING),
    );
  } else {
    const rulesFile = path.resolve(root, process.env.FIRESTORE_RULES ?? 'firestore.rules');
    // The build writes the rules later (the e2e run's own file): everything is refused till then.
    if (!existsSync(rulesFile))
      writeFileSync(rulesFile, firestoreRules({ screens: [], owners: [] }));
    const emulator = await startFirestoreEmulator(found, {
      port,
      rulesFile,
      log: (line) => console.log(line),
    }).catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
    console.log(
      `Firestore emulator on ${emulator.host}, rules from ${path.relative(root, rulesFile)}`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => emulator.stop());
    process.exitCode = (await emulator.exited) ?? 0;
  }
}
