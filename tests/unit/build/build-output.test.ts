import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJsGzip } from '../../../src/tooling/bench/first-load';
import { serveStatic } from '../../../src/tooling/bench/static-server';
import { BUILD_ENV, describeShippedFiles } from './shipped-files';

// The production build, checked as shipped: one build into a temporary folder.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BUILD_TEST_PORT ?? 4509);
const KB = 1024;
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'forms-build-'));
  execFileSync('npx', ['rsbuild', 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...BUILD_ENV, NODE_ENV: 'production', DIST_DIR: dist },
    stdio: 'ignore',
  });
}, 240_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f));
}

describe('the built scripts', () => {
  it('never compile code at run time, so script-src without unsafe-eval suffices', () => {
    const files = scripts(path.join(dist, 'static/js'));
    expect(files.length).toBeGreaterThan(3);
    const compiling = files.filter((f) => /new Function\(|\beval\(/.test(readFileSync(f, 'utf8')));
    expect(compiling.map((f) => path.relative(dist, f))).toEqual([]);
  });

  it('ship the strict policy in the page', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/http-equiv="Content-Security-Policy"[^>]*script-src 'self'/);
    expect(html).not.toContain('unsafe-eval');
  });
});

describeShippedFiles(() => dist);

describe('first-load JavaScript, gzipped, of what a route requests', () => {
  let server: Server;
  let browser: Browser;
  beforeAll(async () => {
    server = await serveStatic(dist, PORT);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser.close();
    server.close();
  });

  const budgets = { home: Number.NaN, form: Number.NaN };

  async function firstLoad(route: string, ready: string) {
    const page = await browser.newPage();
    const result = await firstLoadJsGzip(page, `http://127.0.0.1:${PORT}${route}`, ready);
    await page.close();
    return result;
  }

  it('loads no form library, ajv or Firebase on the home page', async () => {
    const { bytes, files } = await firstLoad('/', 'a[href="/contact"]');
    expect(files.filter((f) => /screen-|firebase/.test(f))).toEqual([]);
    budgets.home = Math.round(bytes / KB);
  }, 60_000);

  it('loads only its own validator on a public form screen', async () => {
    const { bytes, files } = await firstLoad('/contact', '#root_name');
    expect(files.filter((f) => /screen-/.test(f)).map((f) => path.basename(f))).toEqual([
      expect.stringMatching(/^screen-contact\./),
    ]);
    budgets.form = Math.round(bytes / KB);
  }, 60_000);

  it('is at most 120 KB for the home page and 220 KB for a public form screen', () => {
    expect(budgets.home).toBeLessThanOrEqual(120);
    expect(budgets.form).toBeLessThanOrEqual(220);
  });
});
