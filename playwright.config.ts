import { defineConfig } from '@playwright/test';
import { EMBED_HOST_ORIGIN } from './tests/fixtures/embed-host';
import { E2E_FIRESTORE_PORT } from './tests/fixtures/firestore-port';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The local EmailJS-compatible sink the production build sends to in tests.
const SINK_PORT = Number(process.env.SINK_PORT ?? 4310);
// The Firebase Auth emulator the e2e build signs in against, and the two
// helper ports firebase-tools opens beside it (hub, logging).
const AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? 9199);
const HUB_PORT = Number(process.env.E2E_EMULATOR_HUB_PORT ?? PORT + 7);
const LOGGING_PORT = Number(process.env.E2E_EMULATOR_LOGGING_PORT ?? PORT + 8);
// The Firestore emulator where screens that keep responses write (src/scripts/firestore-emulator.ts),
// with the rules the e2e build writes from its screens.
const FIRESTORE_PORT = E2E_FIRESTORE_PORT;
const FIRESTORE_RULES = 'tests/output/e2e-firestore.rules';
const E2E_SCHEMAS = 'tests/output/e2e-schemas';
const LONG_SPECS = ['studio*.spec.ts', 'dev-server.spec.ts', 'author-preview.spec.ts'];

// Debian's Chromium: Playwright's own browser download cannot reach its host
// here. The flags keep it off the network it cannot reach anyway.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  projects: [
    // `npm test` runs e2e-long, then e2e, from one queue: the long serial specs (each on a server
    // of its own) start first, so the two workers finish together instead of one waiting out the
    // last long spec alone (docs/decisions/performance.md).
    { name: 'e2e-long', testMatch: LONG_SPECS },
    { name: 'e2e', testIgnore: ['screenshots.spec.ts', ...LONG_SPECS] },
    // Pictures of the main states, for people to look at (npm run screenshots): every state they
    // show is asserted by the e2e tests too, so npm test leaves them out.
    { name: 'screenshots', testMatch: 'screenshots.spec.ts' },
  ],
  outputDir: 'tests/output/test-results',
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // How long an expectation waits for the state it names. Playwright's 5 s was passed on a
  // loaded 2-core machine by pages that did get there: the sign-in page a signed-in screen
  // sends a person to comes after its code and MUI's, and a form's chunk after the page. A
  // right page passes at once, so only a failure waits longer.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    // A failure keeps its trace (actions, console, network, sources) and a picture of the end.
    // The trace's page snapshots and filmstrip are left out: recording them for every test
    // took about a tenth of the e2e run (docs/decisions/performance.md).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // The production build, served as a static host would (single-page fallback).
      // Built from schemas/ plus the test screens of tests/fixtures/schemas/ (all
      // `hidden`), copied together so authors never see test screens in schemas/.
      command: [
        `rm -rf ${E2E_SCHEMAS} && mkdir -p ${E2E_SCHEMAS}`,
        `cp schemas/*.json tests/fixtures/schemas/*.json ${E2E_SCHEMAS}/`,
        `SCHEMAS_DIR=${E2E_SCHEMAS} npx rsbuild build`,
        `npx rsbuild preview --port ${PORT} --host 127.0.0.1`,
      ].join(' && '),
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      env: {
        PUBLIC_EMAILJS_ORIGIN: `http://127.0.0.1:${SINK_PORT}`,
        PUBLIC_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
        // "No answer" tests wait this long instead of the real 20 s.
        PUBLIC_EMAILJS_TIMEOUT_MS: '3000',
        PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}`,
        PUBLIC_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
        FIRESTORE_RULES,
        // The captcha test screen; the test serves the captcha fake for Google's script.
        PUBLIC_RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
        // The one host page allowed to frame the forms (tests/e2e/after-send.spec.ts).
        PUBLIC_EMBED_ORIGINS: EMBED_HOST_ORIGIN,
      },
    },
    {
      command: 'npx tsx src/scripts/sink/main.ts',
      url: `http://127.0.0.1:${SINK_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      // The test build's page is the one the sink answers.
      env: { SINK_PORT: String(SINK_PORT), SINK_APP_ORIGINS: `http://127.0.0.1:${PORT}` },
    },
    {
      command: 'npx tsx src/scripts/firestore-emulator.ts',
      // Ready once it says so, not once it answers on its port (a url here would race this and
      // win): its slow first write is paid by then (warmUp), before any spec's wait for "kept".
      // Or it says there is none.
      wait: { stdout: /^(?:Firestore emulator on |no Firestore emulator on this machine)/m },
      env: { FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT), FIRESTORE_RULES },
      reuseExistingServer: false,
      timeout: 120_000,
      // Asked, not killed: the launcher stops the emulator's Java process, which a kill of the
      // launcher alone would leave running (src/scripts/firestore-emulator.ts).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: 'npx tsx src/scripts/auth-emulator.ts',
      url: `http://127.0.0.1:${AUTH_PORT}/`,
      env: {
        AUTH_EMULATOR_PORT: String(AUTH_PORT),
        EMULATOR_HUB_PORT: String(HUB_PORT),
        EMULATOR_LOGGING_PORT: String(LOGGING_PORT),
      },
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
