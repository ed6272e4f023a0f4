import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJsGzip } from '../../../src/scripts/bench/first-load';
import { FIRST_LOAD_BUDGETS } from '../../../src/scripts/bench/goals';
import { serveStatic } from '../../../src/scripts/bench/static-server';
import { pageFile, prerenderDistOf, SHELL_PAGE } from '../../../src/build/prerender';
import { readCatalogue } from '../../../src/build/catalogues';
import { escapeHtml } from '../../../src/build/escape-html';
import { checkSchemasDir } from '../../../src/build/schemas-dir';
import { BUILD_ENV, describeShippedFiles } from './shipped-files';

// The production build, checked as shipped: one build into a temporary folder.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BUILD_TEST_PORT ?? 4509);
const KB = 1024;
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'forms-build-'));
  try {
    execFileSync('npx', ['rsbuild', 'build'], {
      cwd: ROOT,
      env: { ...process.env, ...BUILD_ENV, NODE_ENV: 'production', DIST_DIR: dist },
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // What rsbuild said is the failure: a bundle replacement that matched nothing, by name.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`npx rsbuild build failed:\n${String(stdout)}${String(stderr)}`, {
      cause: error,
    });
  }
}, 240_000);

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(prerenderDistOf(dist), { recursive: true, force: true });
});

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f));
}

describe('the built scripts', () => {
  it('never compile code at run time, so script-src without unsafe-eval suffices', () => {
    const files = scripts(path.join(dist, 'static/js'));
    expect(files.length).toBeGreaterThan(3);
    // A call of the global eval, not a method of that name (Firestore's full SDK carries re2js,
    // whose matchers have one: `x.eval(t, r)`, `}eval(t, r) {`).
    const compiling = files.filter((f) =>
      /new Function\(|(?<![.\w$}])eval\(/.test(readFileSync(f, 'utf8')),
    );
    expect(compiling.map((f) => path.relative(dist, f))).toEqual([]);
  });

  it("carry React Router's production files, without its development warnings", () => {
    // rsbuild.config.ts points a build there: the package points every bundler at its others.
    const warning = 'You rendered descendant <Routes>';
    const files = scripts(path.join(dist, 'static/js'));
    expect(files.filter((f) => readFileSync(f, 'utf8').includes(warning))).toEqual([]);
  });

  it('ship the strict policy in the page', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/http-equiv="Content-Security-Policy"[^>]*script-src 'self'/);
    expect(html).not.toContain('unsafe-eval');
  });
});

describe('the pages of the screens, rendered at build time', () => {
  const { screens, theme } = checkSchemasDir(path.join(ROOT, 'schemas'));
  /** #root of a rendered page: its route, and its line for when its app cannot come, in its language. */
  const rootOf = (route: string, language: string) =>
    `<div id="root" data-prerendered="${route}" data-offline="${escapeHtml(readCatalogue(language)['page.offline'] ?? '')}">`;

  it('exist for every public screen, with its form, title and policy and no inline script', () => {
    const open = screens.filter((s) => s.access === 'public');
    // The theme's colours (light, and dark) are set in the app's stylesheet, made at build time.
    const primary = /--mui-palette-primary-main:/g;
    // Every sheet, those of lazily loaded pages (static/css/async/) included.
    const sheets = readdirSync(path.join(dist, 'static/css'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(dist, 'static/css', f), 'utf8'));
    const inSheet = sheets.map((sheet) => sheet.match(primary)?.length ?? 0);
    expect(inSheet.filter((n) => n > 0)).toHaveLength(1);
    expect(open.length).toBeGreaterThan(3);
    for (const { route, title, screen } of open) {
      const html = readFileSync(path.join(dist, pageFile(route)), 'utf8');
      expect(html).toContain(rootOf(route, theme.languages.default));
      expect(html).toContain(`<title>${title} · ${theme.productName}</title>`);
      expect(html).toMatch(/http-equiv="Content-Security-Policy"[^>]*script-src 'self'/);
      // The form and its first questions are there before any script runs.
      expect(html).toMatch(/<form[^>]*>/);
      if (Object.keys(screen?.schema.properties ?? {}).length > 0) {
        expect(html).toMatch(/<(input|textarea)[^>]* id="root_/);
      }
      // Only the app's own script files: the policy allows no inline script.
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
      // Set by that stylesheet (written into the page) and not once more by MUI.
      expect(html.match(primary)?.length).toBe(Math.max(...inSheet));
    }
  });

  it('exist under every other offered language, in it, with the policy and no inline script', () => {
    const rendered = screens.filter((s) => s.access === 'public' && !s.opening);
    const { default: first, offered } = theme.languages;
    const others = offered.filter((l) => l !== first);
    expect(others.length).toBeGreaterThan(0);
    for (const language of others) {
      // A screen is rendered in the languages it has texts in; home in every one.
      const speaking = rendered.filter((s) => s.languages?.includes(language)).map((s) => s.route);
      for (const route of ['/', ...speaking]) {
        const address = `/${language}${route}`;
        const html = readFileSync(path.join(dist, pageFile(address)), 'utf8');
        // Its line for when the app cannot come (offline) is in its language too.
        expect(html).toContain(rootOf(address, language));
        expect(html).toMatch(new RegExp(`<html lang="${language}"`));
        // Without JavaScript it can be read and filled in, not sent: the page says so in its language.
        expect(html).toContain(`<noscript>${readCatalogue(language)['page.noScript']}</noscript>`);
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${route}" />`);
        expect(html).toMatch(/http-equiv="Content-Security-Policy"[^>]*script-src 'self'/);
        expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
      }
    }
  });

  it('include home, while every address without a page of its own gets the empty app', () => {
    const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(home).toContain(rootOf('/', theme.languages.default));
    // Its list of screens is there before any script runs.
    expect(home).toMatch(/<a [^>]*href="\/contact"/);
    const shell = readFileSync(path.join(dist, SHELL_PAGE), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(/http-equiv="Content-Security-Policy"[^>]*script-src 'self'/);
  });

  it('do not exist in a language the screen has no texts in', () => {
    expect(() => readFileSync(path.join(dist, pageFile('/fr/about')))).toThrow(/ENOENT/);
    expect(readFileSync(path.join(dist, pageFile('/fr/contact')), 'utf8')).toContain(
      '<link rel="alternate" hreflang="ar" href="/ar/contact" />',
    );
  });

  it('do not exist for a signed-in screen, which depends on who opens it', () => {
    const closed = screens.filter((s) => s.access === 'signed-in');
    expect(closed.length).toBeGreaterThan(0);
    for (const { route } of closed) {
      expect(() => readFileSync(path.join(dist, pageFile(route)))).toThrow(/ENOENT/);
    }
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

  const measured = new Map<string, number>();

  async function firstLoad(route: string, ready: string) {
    const page = await browser.newPage();
    const result = await firstLoadJsGzip(page, `http://127.0.0.1:${PORT}${route}`, ready);
    await page.close();
    return result;
  }

  it('loads no form library, ajv or Firebase on the home page', async () => {
    const { bytes, files } = await firstLoad('/', 'a[href="/contact"]');
    expect(files.filter((f) => /screen-|firebase/.test(f))).toEqual([]);
    measured.set('/', bytes / KB);
  }, 60_000);

  it('loads only its own validator on a public form screen', async () => {
    const { bytes, files } = await firstLoad('/contact', 'html[data-ready] #root_name');
    expect(files.filter((f) => /screen-/.test(f)).map((f) => path.basename(f))).toEqual([
      expect.stringMatching(/^screen-contact\./),
    ]);
    measured.set('/contact', bytes / KB);
  }, 60_000);

  // The bench's budgets (src/scripts/bench/goals.ts): the goal, or the figure reached below it.
  it.each(FIRST_LOAD_BUDGETS)(
    'is at most $guardKb KB on $page (goal $goalKb KB)',
    ({ route, guardKb }) => {
      expect(measured.get(route)).toBeLessThanOrEqual(guardKb);
    },
  );
});
