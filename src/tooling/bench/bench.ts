import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { chromium, type Browser } from '@playwright/test';
import { firstLoadJsGzip } from './first-load';
import { generatedSchema, generatedScreenFile } from './generated-schemas';
import { serveStatic } from './static-server';

// `npm run bench`: our production build and a stock rjsf MUI page built from the
// same packages, side by side in one Chromium. A benchmark, not a test: it
// prints figures and fails only when something cannot run.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BENCH_PORT ?? 4502);
const SIZES = [50, 200, 1000];
// The long form again with calculated fields (issue 20): they are worked out on every change.
const CALCULATED = { fields: 1000, calculated: 50 };
const KEYS = 30;
const WARM_UP_KEYS = 3;
const KEY_INTERVAL_MS = 100;
const FIRST_KEYS = 5;
const FIRST_KEY_INTERVAL_MS = 50;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function prepareSchemas(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(path.join(ROOT, 'schemas'))) {
    if (name === 'contact.json' || name.startsWith('_')) {
      copyFileSync(path.join(ROOT, 'schemas', name), path.join(dir, name));
    }
  }
  for (const n of SIZES) {
    writeFileSync(path.join(dir, `fields-${n}.json`), JSON.stringify(generatedScreenFile(n)));
  }
  writeFileSync(
    path.join(dir, `fields-${CALCULATED.fields}-calculated.json`),
    JSON.stringify(generatedScreenFile(CALCULATED.fields, CALCULATED.calculated)),
  );
}

function buildOurs(schemasDir: string, distDir: string) {
  const start = performance.now();
  execFileSync('npx', ['rsbuild', 'build'], {
    cwd: ROOT,
    env: { ...process.env, SCHEMAS_DIR: schemasDir, DIST_DIR: distDir },
    stdio: 'ignore',
  });
  return performance.now() - start;
}

async function buildStock(distDir: string) {
  const start = performance.now();
  const rsbuild = await createRsbuild({
    cwd: ROOT,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { index: path.join(import.meta.dirname, 'stock/index.tsx') } },
      output: { distPath: { root: distDir }, cleanDistPath: true },
      // The stock page as the naive app was: everything in one bundle.
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  const elapsed = performance.now() - start;
  mkdirSync(path.join(distDir, 'bench-schemas'));
  for (const n of SIZES) {
    writeFileSync(
      path.join(distDir, 'bench-schemas', `fields-${n}.json`),
      JSON.stringify({ schema: generatedSchema(n) }),
    );
  }
  return elapsed;
}

/** Milliseconds from keydown to the frame after it, for every key since the last call. */
const takeLatencies = () => (window as unknown as { latencies: number[] }).latencies.splice(0);

/**
 * Usable: from navigation until the form's first field is there and a frame
 * has passed (ours: in the page as the build drew it); then a few keys typed
 * into that field at once show whether it really is. Taken over: until the app
 * has made the page its own (validation and sending work); stock has nothing
 * before its code has drawn the form, so that is when it is usable. Complete:
 * until the last field is there. Then keydown to the frame after it, for every
 * key typed into a field in the middle of the complete form.
 */
async function typingLatency(browser: Browser, url: string, fields: number) {
  const first = 'root_field0';
  const last = `root_field${fields - 1}`;
  const page = await browser.newPage();
  await page.addInitScript(
    (ids) => {
      const w = window as unknown as {
        latencies: number[];
        shown: Record<string, number>;
        takenOver: number;
      };
      w.latencies = [];
      addEventListener(
        'keydown',
        (e) => {
          const t = e.timeStamp;
          requestAnimationFrame(() => setTimeout(() => w.latencies.push(performance.now() - t)));
        },
        true,
      );
      // When a field is first on the page, to the frame: Playwright's own waiting
      // checks less and less often (up to every 500 ms), which would add its delay.
      // (No named functions in here: tsx would wrap them in a helper the page lacks.)
      w.shown = {};
      new MutationObserver(() => {
        for (const id of ids) {
          if (!(id in w.shown) && document.getElementById(id)) {
            w.shown[id] = NaN;
            requestAnimationFrame(() => setTimeout(() => (w.shown[id] = performance.now())));
          }
        }
      }).observe(document, { childList: true, subtree: true });
      w.takenOver = NaN;
      // (The page has no <html> element yet: the mark is looked for on the whole document.)
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.ready) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (w.takenOver = performance.now())));
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
    },
    [first, last],
  );
  // An evaluated promise, not waitForFunction, which the app's CSP (no eval) would block.
  const shownAt = (id: string) =>
    page.evaluate(
      (i) =>
        new Promise<number>((resolve) => {
          const { shown } = window as unknown as { shown: Record<string, number> };
          const poll = setInterval(() => {
            if (shown[i]) {
              clearInterval(poll);
              resolve(shown[i]);
            }
          }, 5);
        }),
      id,
    );
  await page.goto(url, { waitUntil: 'commit' });
  const usableMs = await shownAt(first);
  await page.focus(`#${first}`);
  for (let i = 0; i < FIRST_KEYS; i++) {
    await page.keyboard.press(String.fromCharCode(97 + i));
    await page.waitForTimeout(FIRST_KEY_INTERVAL_MS);
  }
  const completeMs = await shownAt(last);
  const takenOverMs = await page.evaluate(
    () => (window as unknown as { takenOver: number }).takenOver,
  );
  await page.waitForTimeout(100);
  const firstKeys = await page.evaluate(takeLatencies);
  await page.click(`#root_field${fields / 2}`);
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(KEY_INTERVAL_MS);
  }
  await page.waitForTimeout(500);
  const all = await page.evaluate(takeLatencies);
  await page.close();
  const latencies = all.slice(WARM_UP_KEYS);
  return {
    usableMs,
    // Stock has no mark: its form is its code's from the start.
    takenOverMs: Number.isNaN(takenOverMs) ? usableMs : takenOverMs,
    completeMs,
    firstKeysP50: percentile(firstKeys, 50),
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
  };
}

async function main() {
  const tmp = mkdtempSync(path.join(tmpdir(), 'forms-bench-'));
  const schemasDir = path.join(tmp, 'schemas');
  const appDir = path.join(tmp, 'app');
  const stockDir = path.join(tmp, 'stock');
  prepareSchemas(schemasDir);
  // The figures depend on what else the machine runs: printed with them.
  console.log(`${cpus().length} cores, load average ${load()} (1, 5, 15 min) at the start`);
  console.log('building our app and the stock page...');
  const oursBuildMs = buildOurs(schemasDir, appDir);
  const stockBuildMs = await buildStock(stockDir);

  const app = await serveStatic(appDir, PORT);
  const stock = await serveStatic(stockDir, PORT + 1);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const ours = `http://127.0.0.1:${PORT}`;
    const theirs = `http://127.0.0.1:${PORT + 1}`;
    const firstLoad = async (url: string, ready: string) => {
      const page = await browser.newPage();
      const { bytes } = await firstLoadJsGzip(page, url, ready);
      await page.close();
      return bytes;
    };
    console.log('\nFirst-load JavaScript (gzipped, what the route requests)');
    console.table({
      'home (ours)': { size: kb(await firstLoad(`${ours}/`, 'a[href="/contact"]')) },
      'contact form screen (ours)': {
        size: kb(await firstLoad(`${ours}/contact`, 'html[data-ready] #root_name')),
      },
      '1000-field form screen (ours)': {
        size: kb(await firstLoad(`${ours}/fields-1000`, 'html[data-ready] #root_field999')),
      },
      'stock rjsf page, 50 fields': {
        size: kb(await firstLoad(`${theirs}/?fields=50`, '#root_field0')),
      },
    });

    const typing: Record<string, Record<string, string>> = {};
    const loading: Record<string, Record<string, string>> = {};
    for (const n of SIZES) {
      const a = await typingLatency(browser, `${ours}/fields-${n}`, n);
      const b = await typingLatency(browser, `${theirs}/?fields=${n}`, n);
      typing[`${n} fields`] = {
        'ours p50': ms(a.p50),
        'ours p90': ms(a.p90),
        'stock p50': ms(b.p50),
        'stock p90': ms(b.p90),
        'p50 ours/stock': (a.p50 / b.p50).toFixed(2),
      };
      loading[`${n} fields`] = {
        'usable ours': ms(a.usableMs),
        'usable stock': ms(b.usableMs),
        'taken over ours': ms(a.takenOverMs),
        'first keys p50 ours': ms(a.firstKeysP50),
        'first keys p50 stock': ms(b.firstKeysP50),
        'complete ours': ms(a.completeMs),
        'complete stock': ms(b.completeMs),
      };
    }
    const withCalculated = await typingLatency(
      browser,
      `${ours}/fields-${CALCULATED.fields}-calculated`,
      CALCULATED.fields,
    );
    typing[`${CALCULATED.fields} fields, ${CALCULATED.calculated} calculated`] = {
      'ours p50': ms(withCalculated.p50),
      'ours p90': ms(withCalculated.p90),
    };
    console.log('\nTyping into the middle of the complete form: keydown to the next frame');
    console.table(typing);
    console.log(
      '\nLoading. Usable: navigation to the first field shown (ours: drawn at build time).',
      'Taken over: to the app running the page (stock: as usable). First keys: typed into',
      'the first field right then, keydown to the next frame. Complete: to the last field shown.',
    );
    console.table(loading);
    console.log('\nBuild time');
    console.table({
      ours: { time: ms(oursBuildMs) },
      stock: { time: ms(stockBuildMs) },
    });
    console.log(`\nload average ${load()} (1, 5, 15 min) at the end`);
  } finally {
    await browser.close();
    app.close();
    stock.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
