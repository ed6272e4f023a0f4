import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { serveStatic } from './static-server';
import { percentile } from './percentile';

/**
 * How long one question at a time takes to move on (issue 35: within 50 ms
 * on a 200-question survey): from Enter to the frame after the next question
 * took the focus, measured in the page with performance marks. bench.ts adds
 * it to its table; `npx tsx src/scripts/bench/next-question.ts` builds the
 * survey alone and measures only this.
 */

export const SURVEY_QUESTIONS = 200;
export const SURVEY_SLUG = `one-at-a-time-${SURVEY_QUESTIONS}`;

/**
 * The survey: 20 sections of 10 optional questions (texts, choices, yes/no,
 * numbers); every section after the first has a `when` on the first answer,
 * so the interpreter decides the path at each move, as a survey with logic jumps.
 */
export function surveyScreen(count = SURVEY_QUESTIONS) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const title = `Question ${i + 1}`;
    properties[`q${i}`] =
      i % 4 === 1
        ? { type: 'string', title, enum: ['a', 'b', 'c'] }
        : i % 4 === 2
          ? { type: 'boolean', title }
          : i % 4 === 3
            ? { type: 'number', title, minimum: 0 }
            : { type: 'string', title, maxLength: 80 };
  }
  const steps = Array.from({ length: Math.ceil(count / 10) }, (_, s) => ({
    title: `Section ${s + 1}`,
    fields: Array.from({ length: Math.min(10, count - s * 10) }, (_, f) => `q${s * 10 + f}`),
    ...(s > 0 && { when: { '!=': [{ var: 'q0' }, 'stop'] } }),
  }));
  return {
    title: `${count} questions, one at a time`,
    hidden: true,
    submit: 'none',
    layout: 'one-at-a-time',
    schema: { type: 'object', properties },
    steps,
  };
}

/** Milliseconds from Enter to the frame after the next question has the focus, for each move. */
export async function nextQuestionTimes(browser: Browser, url: string, moves: number) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter') performance.mark('next-question-start');
      },
      true,
    );
    addEventListener(
      'focusin',
      () => {
        if (performance.getEntriesByName('next-question-start').length === 0) return;
        requestAnimationFrame(() =>
          setTimeout(() => {
            performance.measure('next-question', 'next-question-start');
            performance.clearMarks('next-question-start');
          }),
        );
      },
      true,
    );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-ready]');
  await page.locator('#root_q0').focus();
  for (let move = 1; move <= moves; move++) {
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => performance.getEntriesByName('next-question').length >= n,
      move,
    );
  }
  const times = await page.evaluate(() =>
    performance.getEntriesByName('next-question').map((m) => m.duration),
  );
  await page.close();
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    max: Math.max(...times),
    moves: times.length,
  };
}

/** The survey built alone, served, and measured: this part of the bench without the rest. */
async function main() {
  const root = path.resolve(import.meta.dirname, '../../..');
  const tmp = mkdtempSync(path.join(tmpdir(), 'forms-next-question-'));
  const schemas = path.join(tmp, 'schemas');
  mkdirSync(schemas);
  for (const name of readdirSync(path.join(root, 'schemas'))) {
    if (name.startsWith('_'))
      copyFileSync(path.join(root, 'schemas', name), path.join(schemas, name));
  }
  writeFileSync(path.join(schemas, `${SURVEY_SLUG}.json`), JSON.stringify(surveyScreen()));
  const dist = path.join(tmp, 'app');
  execFileSync('npx', ['rsbuild', 'build'], {
    cwd: root,
    env: { ...process.env, SCHEMAS_DIR: schemas, DIST_DIR: dist },
    stdio: 'pipe',
    maxBuffer: 64 * 1024 * 1024,
  });
  const port = Number(process.env.BENCH_PORT ?? 4502);
  const server = await serveStatic(dist, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const result = await nextQuestionTimes(
      browser,
      `http://127.0.0.1:${port}/${SURVEY_SLUG}`,
      SURVEY_QUESTIONS - 1,
    );
    console.log(
      `${SURVEY_QUESTIONS} questions one at a time, ${result.moves} moves: next question p50 ${result.p50.toFixed(1)} ms, p90 ${result.p90.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
