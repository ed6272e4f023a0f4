/**
 * What `npm start` shows of the Auth emulator's output. firebase-tools prints a dozen lines
 * written for its own users; most say nothing an author can act on here, so they are left out.
 * Only lines known to be noise are dropped, matched whole (the ready box by its frame): a warning
 * or error not listed here (a port already taken, a bad firebase.json, a crash) is printed as it
 * came.
 */
const NOISE: readonly RegExp[] = [
  // Ours is a demo- project on purpose: nothing non-emulated is reached.
  /^i {2}emulators: Starting emulators: auth$/,
  /^i {2}emulators: Detected demo project ID "demo-[\w-]+", emulated services will use a demo configuration and attempts to access non-emulated services for this project will fail\.$/,
  // The app reaches the emulator at its own host and port, never through the hub this is about.
  /^⚠ {2}emulators: It seems that you are running multiple instances of the emulator suite for project demo-[\w-]+\. This may result in unexpected behavior\.$/,
  // The machine may be offline: the message of the day is firebase-tools' news, not ours.
  /^⚠ {2}Unable to fetch the CLI MOTD and remote config\. This is not a fatal error, but may indicate an issue with your network connection\.$/,
  // firebase.json turns the UI off.
  /^⚠ {2}emulators: The Emulator UI is not starting because none of the running emulators have a UI component\.$/,
  // The "ready" box and its table: said in one line instead (AUTH_READY).
  /^[┌├└│]/,
  /^Emulator Hub host: [\d.]+ port: \d+$/,
  /^Other reserved ports: [\d, ]+$/,
  /^Issues\? Report them at https:\/\/github\.com\/firebase\/firebase-tools\/issues and attach the \*-debug\.log files\.$/,
];

/** firebase-tools' line once the emulator listens. */
const READY = /All emulators ready!/;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what it strips
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * The line `npm start` prints for one line of the emulator's output: `undefined` for noise,
 * one short line for "ready" (where sign-ins go), else the line as it came.
 */
export function authEmulatorLine(line: string, host: string): string | undefined {
  const plain = line.replace(COLOURS, '').trim();
  if (plain === '') return undefined;
  if (READY.test(plain)) return `ready on ${host}: sign-ins stay on this computer`;
  return NOISE.some((noise) => noise.test(plain)) ? undefined : line;
}
