import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { lighthousePage, lighthouseRows, type PageScores } from './lighthouse-pages';
import { prerenderDistOf } from '../build/prerender';

// `npm run lighthouse`: Lighthouse 12 over the production build, served by
// `rsbuild preview` as in the end-to-end tests, in Debian's Chromium. Prints
// each category's score per page and every audit that keeps accessibility or
// best practices below 100 (exit 1 then); full reports go to tests/output/lighthouse/.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4502);
const CHROME_PORT = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 9222);
const PAGES = ['/', '/contact'];
const REPORTS = path.join(ROOT, 'tests/output/lighthouse');

async function waitForServer(url: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const dist = mkdtempSync(path.join(tmpdir(), 'lighthouse-dist-'));
const env = { ...process.env, DIST_DIR: dist };
console.log('Building the production app…');
execFileSync('npx', ['rsbuild', 'build'], { cwd: ROOT, env, stdio: 'ignore' });
const server = spawn('npx', ['rsbuild', 'preview', '--port', String(PORT), '--host', '127.0.0.1'], {
  cwd: ROOT,
  env,
  stdio: 'ignore',
  detached: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', `--remote-debugging-port=${CHROME_PORT}`, '--disable-gpu'],
});
let failed = false;
try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForServer(`${base}/`);
  const pages: PageScores[] = [];
  for (const route of PAGES) {
    const page = await lighthousePage(base, route, CHROME_PORT, REPORTS);
    pages.push(page);
    for (const line of page.failing) console.error(`${route} ${line}`);
    if (page.failing.length > 0) failed = true;
  }
  const rows = lighthouseRows(pages);
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  console.log(
    `\nReports: ${path.relative(ROOT, REPORTS)}/ (mobile emulation, simulated throttling)`,
  );
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid);
  rmSync(dist, { recursive: true, force: true });
  rmSync(prerenderDistOf(dist), { recursive: true, force: true });
}
if (failed) {
  console.error('\nAccessibility and best practices must both score 100.');
  process.exit(1);
}
