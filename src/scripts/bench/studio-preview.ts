import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { percentile } from './percentile';
import { startDevServer } from '../dev-server';

/**
 * How long a change typed in the studio takes to show in its form (issue 31,
 * part 9: within 100 ms on a 50-question screen): from the key to the frame
 * after the form shows it, for a question's title, its help, a choice's words
 * and its required switch, on `rsbuild dev` (the studio lives there).
 * `npx tsx src/scripts/bench/studio-preview.ts` starts its own dev server over
 * a copy of the shared files and this screen, and prints p50 and p90;
 * STUDIO_PROFILE=<file>.cpuprofile also writes Chromium's CPU profile of the
 * edits (DevTools' Performance panel opens it).
 */

export const STUDIO_QUESTIONS = 50;
export const STUDIO_SLUG = `studio-${STUDIO_QUESTIONS}`;

/** Texts, choices, yes/no and numbers in turn, as a long survey has them. */
export function studioScreen(count = STUDIO_QUESTIONS) {
  const properties: Record<string, unknown> = {};
  for (let i = 1; i <= count; i++) {
    const title = `Question ${i}`;
    properties[`q${i}`] =
      i % 4 === 2
        ? {
            type: 'string',
            title,
            oneOf: [
              { const: 'a', title: `Alpha ${i}` },
              { const: 'b', title: `Beta ${i}` },
            ],
          }
        : i % 4 === 3
          ? { type: 'boolean', title }
          : i % 4 === 0
            ? { type: 'number', title, minimum: 0 }
            : { type: 'string', title, maxLength: 80 };
  }
  return {
    title: `${count} questions`,
    hidden: true,
    submit: 'none',
    schema: { type: 'object', properties },
  };
}

/** What the form must show once the edit is drawn: a text in it, or a required mark on a field. */
type Shown = { text: string; at?: string } | { requiredMark: string; on: boolean };

type Watched = {
  shown: Shown | undefined;
  start: number;
  times: number[];
};

/**
 * In the page: each keydown starts the clock of the edit being watched; a
 * change of the page that makes the form show it ends it, at the frame after.
 */
function watchEdits() {
  const w = window as unknown as { studioEdit: Watched };
  w.studioEdit = { shown: undefined, start: NaN, times: [] };
  addEventListener(
    'keydown',
    (e) => {
      if (w.studioEdit.shown && Number.isNaN(w.studioEdit.start)) w.studioEdit.start = e.timeStamp;
    },
    true,
  );
  new MutationObserver(() => {
    const { shown, start } = w.studioEdit;
    if (!shown || Number.isNaN(start)) return;
    const form = document.querySelector('[aria-label="The form"]');
    const done =
      'text' in shown
        ? ((shown.at ? form?.querySelector(shown.at) : form)?.textContent ?? '').includes(
            shown.text,
          )
        : Boolean(
            form?.querySelector(`label[for="${shown.requiredMark}"] .MuiFormLabel-asterisk`),
          ) === shown.on;
    if (!done) return;
    w.studioEdit.shown = undefined;
    requestAnimationFrame(() =>
      setTimeout(() => {
        w.studioEdit.times.push(performance.now() - start);
        w.studioEdit.start = NaN;
      }),
    );
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Presses `key` in the focused field and waits until the form shows `shown`. */
async function timedEdit(page: Page, key: string, shown: Shown) {
  const before = await page.evaluate((s) => {
    const w = window as unknown as { studioEdit: Watched };
    w.studioEdit.shown = s;
    w.studioEdit.start = NaN;
    return w.studioEdit.times.length;
  }, shown);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (n) => (window as unknown as { studioEdit: Watched }).studioEdit.times.length > n,
    before,
  );
}

/** Between two edits: the time a person takes between keys, so the checker behind may finish. */
const BETWEEN_EDITS_MS = 300;

/**
 * Milliseconds from the key to the frame after the form shows the change, for
 * `rounds` edits of each kind: a letter added to question 1's title, to its
 * help, its required switch turned, and a letter added to a choice's words.
 */
export async function studioPreviewTimes(
  browser: Browser,
  url: string,
  { rounds = 5, profile }: { rounds?: number; profile?: string } = {},
) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.addInitScript(watchEdits);
  await page.goto(`${url}/studio?file=${STUDIO_SLUG}.json`);
  const form = page.getByRole('region', { name: 'The form' });
  await form.getByRole('textbox', { name: `Question ${STUDIO_QUESTIONS - 1}` }).waitFor();
  // Sampled through CDP, not a full trace: tracing makes React's development build log each
  // component it draws to the timeline, which is most of the time then.
  const cdp = profile ? await page.context().newCDPSession(page) : undefined;
  await cdp?.send('Profiler.enable');
  await cdp?.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp?.send('Profiler.start');
  const timed = async (field: string, key: string, shown: (i: number) => Shown) => {
    for (let i = 0; i < rounds; i++) {
      await page.getByRole('textbox', { name: field, exact: true }).focus();
      await page.keyboard.press('End');
      await timedEdit(page, key, shown(i));
      await page.waitForTimeout(BETWEEN_EDITS_MS);
    }
  };
  await page.getByRole('button', { name: /^Question 1\b/ }).click();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  await timed('Title', 'x', (i) => ({ text: `Question 1${'x'.repeat(i + 1)}` }));
  await timed('Help (a line under the question)', 'y', (i) => ({
    text: `y${'y'.repeat(i)}`,
    at: '#root_q1__help',
  }));
  for (let i = 0; i < rounds; i++) {
    await page.getByRole('checkbox', { name: /^Required/ }).focus();
    await timedEdit(page, 'Space', { requiredMark: 'root_q1', on: i % 2 === 0 });
    await page.waitForTimeout(BETWEEN_EDITS_MS);
  }
  await page.getByRole('button', { name: /^Question 2\b/ }).click();
  await timed('Choice 1: words', letters[0] ?? 'a', (i) => ({
    text: `Alpha 2${'a'.repeat(i + 1)}`,
  }));
  const times = await page.evaluate(
    () => (window as unknown as { studioEdit: Watched }).studioEdit.times,
  );
  if (cdp && profile) {
    const { profile: taken } = await cdp.send('Profiler.stop');
    writeFileSync(profile, JSON.stringify(taken));
  }
  await page.close();
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    max: Math.max(...times),
    edits: times.length,
    times,
  };
}

async function main() {
  const root = path.resolve(import.meta.dirname, '../../..');
  const tmp = mkdtempSync(path.join(tmpdir(), 'forms-studio-preview-'));
  const schemas = path.join(tmp, 'schemas');
  mkdirSync(schemas);
  for (const name of readdirSync(path.join(root, 'schemas'))) {
    if (name.startsWith('_'))
      copyFileSync(path.join(root, 'schemas', name), path.join(schemas, name));
  }
  writeFileSync(
    path.join(schemas, `${STUDIO_SLUG}.json`),
    `${JSON.stringify(studioScreen(), null, 2)}\n`,
  );
  const port = Number(process.env.BENCH_PORT ?? 4503);
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const loadAtStart = load();
  const stop = await startDevServer(port, schemas);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const result = await studioPreviewTimes(browser, `http://127.0.0.1:${port}`, {
      profile: process.env.STUDIO_PROFILE,
    });
    console.log(
      `studio, ${STUDIO_QUESTIONS} questions, ${result.edits} edits: shown in the form p50 ${result.p50.toFixed(1)} ms, p90 ${result.p90.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (load average ${loadAtStart} at the start, ${load()} at the end)`,
    );
  } finally {
    await browser.close();
    stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
