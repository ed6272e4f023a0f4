import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCheck } from '../fixtures/check-cli';
import { DEV_EMBED_HOST_PORT, serveHostPage } from '../fixtures/embed-host';
import { expect, test } from '../fixtures/dev-server';
import { keyToPaint, longestBlock, watchMainThread } from '../fixtures/responsiveness';

// The dev server and the build, each on its own copy of schemas/, so editing
// files here never touches the real screens or the production-build server.
const root = path.resolve(import.meta.dirname, '../..');
const rsbuild = path.join(root, 'node_modules/.bin/rsbuild');

test.describe('the dev server follows schemas/ without a restart', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const forms = (page: import('@playwright/test').Page) =>
    page.getByRole('list', { name: 'Forms' }).getByRole('link');

  test('a new file appears on the home page', async ({ page, devServer }) => {
    await page.goto('/');
    await expect(forms(page).first()).toBeVisible();
    devServer.write('feedback.json', {
      title: 'Feedback wall',
      order: 0,
      submit: 'none',
      schema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } },
    });
    await expect(forms(page).first()).toHaveText(/Feedback wall/, { timeout: 30_000 });
    await forms(page).first().click();
    // The dev server compiles the new screen's chunk when it is first asked for.
    await expect(page.getByRole('textbox', { name: 'Note' })).toBeVisible({ timeout: 30_000 });
  });

  test('a changed title updates', async ({ page, devServer }) => {
    await page.goto('/');
    await expect(forms(page).first()).toHaveText(/Feedback wall/);
    const screen = JSON.parse(devServer.read('feedback.json'));
    devServer.write('feedback.json', { ...screen, title: 'Ideas wall' });
    await expect(forms(page).first()).toHaveText(/Ideas wall/, { timeout: 30_000 });
  });

  test('a broken file shows its messages on its own screen, the others keep working', async ({
    page,
    devServer,
  }) => {
    const contact = JSON.parse(devServer.read('contact.json'));
    devServer.write('contact.json', { ...contact, access: 'members-only' });
    await page.goto('/contact');
    await expect(
      page.getByText(
        /schemas\/contact\.json:\d+:\d+ "access" must be "public" or "signed-in", not "members-only"/,
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
    await page.goto('/registration');
    // The dev server compiles a screen's chunk on first visit: slow on a loaded machine.
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Contact us/ })).toContainText('to fix');
    await page.screenshot({ path: 'tests/output/dev-home-broken-contact.png', fullPage: true });
  });

  test('the look follows _theme.json, and a broken one shows its messages, not a blank page', async ({
    page,
    devServer,
  }) => {
    const original = devServer.read('_theme.json');
    const banner = page.getByRole('banner');
    await page.goto('/');
    await expect(banner).toContainText('Forms');
    devServer.write(
      '_theme.json',
      '{ "productName": "Acme forms", "mode": "light", "primaryColor": "#2e7d32" }',
    );
    await expect(banner).toContainText('Acme forms', { timeout: 30_000 });
    // The app bar is rendered by the theme's stylesheet, not by MUI: it follows the file too.
    await expect(banner).toHaveCSS('background-color', 'rgb(46, 125, 50)', { timeout: 30_000 });
    devServer.write('_theme.json', '{\n  "productName": "Acme forms",\n  "mode": "night"\n}');
    await expect(
      page.getByText(
        'schemas/_theme.json:3:11 "mode" must be "light", "dark" or "system", not "night"',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText('Acme forms');
    await expect(forms(page).first()).toBeVisible();
    devServer.write('_theme.json', original);
  });

  // Issue 45, finding 1: both patterns passed the checker, and in Chromium Send with 200
  // characters blocked the page 6.7 s; after it, each key cost 1.46 s. Whatever the page renders
  // for them, a person doing the same finds it answering; the author finds why at the pattern.
  test('a pattern whose time grows with a power of the answer never reaches the page', async ({
    page,
    devServer,
  }) => {
    devServer.write('words.json', {
      title: 'Words',
      hidden: true,
      schema: {
        type: 'object',
        properties: {
          words: {
            type: 'string',
            title: 'Up to five words',
            pattern: '^\\w*\\s*\\w*\\s*\\w*\\s*\\w*\\s*\\w*$',
          },
          letters: { type: 'string', title: 'Letters', pattern: '^a*a*a*a*a*a*b$' },
        },
      },
      email: { template: 'template_words' },
    });
    await page.goto('/words');
    const refusals = page.getByText(
      /schemas\/words\.json:\d+:\d+ "pattern" can freeze the browser/,
    );
    const letters = page.getByRole('textbox', { name: 'Letters' });
    await expect(refusals.first().or(letters)).toBeVisible({ timeout: 30_000 });
    await watchMainThread(page);
    const words = page.getByRole('textbox', { name: 'Up to five words' });
    const send = page.getByRole('button', { name: 'Send', exact: true });
    let latency = 0;
    if ((await letters.count()) > 0) {
      await words.fill(`${'a'.repeat(199)}!`);
      await letters.fill(`${'a'.repeat(120)}!`);
      await send.click();
      await expect(page.getByText(/not written the expected way/).first()).toBeVisible();
      latency = await keyToPaint(letters, 'a');
    }
    const blocked = await longestBlock(page);
    test
      .info()
      .annotations.push({ type: 'figures', description: `${blocked} ms, key ${latency} ms` });
    expect(blocked).toBeLessThan(2000);
    expect(latency).toBeLessThan(1000);
    await expect(refusals).toHaveCount(2);
    await expect(letters).toHaveCount(0);
    unlinkSync(devServer.at('words.json'));
  });

  // A second attacker (2026-11-28): recheck finds this lookahead by trying answers and calls it
  // the square; it is the cube, and the square had no bound on maxLength: Send blocked 2.1 s
  // at 2000 characters in the built site.
  test('a pattern of the square on a long maxLength never reaches the page', async ({
    page,
    devServer,
  }) => {
    devServer.write('ahead.json', {
      title: 'Ahead',
      hidden: true,
      schema: {
        type: 'object',
        properties: {
          ahead: {
            type: 'string',
            title: 'Looked ahead',
            maxLength: 3000,
            pattern: '^(?=\\w*\\s*\\w*\\s*\\w*$).*$',
            errorMessage: { pattern: 'Up to three words' },
          },
        },
      },
      email: { template: 'template_ahead' },
    });
    await page.goto('/ahead');
    const refusal = page.getByText(/schemas\/ahead\.json:\d+:\d+ "maxLength" 3000 is too long/);
    const box = page.getByRole('textbox', { name: 'Looked ahead' });
    await expect(refusal.or(box)).toBeVisible({ timeout: 30_000 });
    await watchMainThread(page);
    if ((await box.count()) > 0) {
      await box.fill(`${'a'.repeat(2999)}!`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Up to three words')).toBeVisible();
    }
    const blocked = await longestBlock(page);
    test.info().annotations.push({ type: 'figures', description: `${blocked} ms` });
    expect(blocked).toBeLessThan(1000);
    await expect(refusal).toBeVisible();
    unlinkSync(devServer.at('ahead.json'));
  });

  // Issue 45, finding 10: outside /__studio the dev server checked no Host (a name rebound to
  // 127.0.0.1 read the bundle, unpublished screens included), and an <img> on another site
  // opened /etc/hostname in the author's editor through /__open-in-editor. A second attacker
  // (2026-11-28): a <script> tag of another site read a screen chunk's source, its page opened
  // the hot-update socket, and it could frame the studio.
  test('another site reads nothing by a rebound name, a script tag or the socket, opens no editor', async ({
    page,
    devServer,
  }) => {
    const status = (host: string, at: string, headers: Record<string, string> = {}) =>
      new Promise<number | undefined>((resolve, reject) =>
        get(
          { host: '127.0.0.1', port: devServer.port, path: at, headers: { host, ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode);
          },
        ).on('error', reject),
      );
    expect(await status(`rebound.example:${devServer.port}`, '/')).toBe(403);
    expect(await status(`rebound.example:${devServer.port}`, '/contact')).toBe(403);
    expect(await status(`127.0.0.1:${devServer.port}`, '/')).toBe(200);
    expect(await status(`localhost:${devServer.port}`, '/')).toBe(200);

    const open = (name: string) =>
      `/__open-in-editor?file=${encodeURIComponent(devServer.at(name))}`;
    // Another site: a page of its own server, at another name than the dev server's. Besides
    // the image, it runs a screen's chunk with a chunk-loading global of its own, which read
    // every module's source (a hidden screen's text included), and opens the hot-update socket
    // with the token the bundle carries.
    const token = /'([0-9a-f]{16})'/.exec(
      await (await fetch(`${devServer.url}/static/js/index.js`)).text(),
    )?.[1];
    const otherSite = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<img src="${devServer.url}${open('contact.json')}">
        <script>
          window.read = [];
          window.rspackChunkschema_forms = { push: (c) => window.read.push(...Object.values(c[1]).map(String)) };
          window.socket = new Promise((resolve) => {
            const ws = new WebSocket('${devServer.url.replace('http', 'ws')}/rsbuild-hmr?token=${token}');
            ws.onmessage = (m) => resolve('read: ' + m.data);
            ws.onerror = () => resolve('refused');
          });
        </script>
        <script src="${devServer.url}/static/js/async/screen-about.js"></script>
        <iframe src="${devServer.url}/studio"></iframe>`);
    });
    await new Promise<void>((resolve) => otherSite.listen(0, 'localhost', resolve));
    const { port } = otherSite.address() as AddressInfo;
    // Refused, the answer is blocked as an image too: wait for the request to end either way.
    const isEditor = (r: { url: () => string }) => r.url().includes('/__open-in-editor');
    const settled = Promise.race([
      page.waitForEvent('requestfinished', isEditor),
      page.waitForEvent('requestfailed', isEditor),
    ]);
    await page.goto(`http://localhost:${port}/`);
    await settled;
    expect(await page.evaluate(() => (window as unknown as { read: string[] }).read)).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { socket: Promise<string> }).socket),
    ).toBe('refused');
    // A framed studio would take that page's clicks: the frame gets the refusal instead.
    await expect(
      page.frameLocator('iframe').getByText(/the dev server answers only its own pages/),
    ).toBeVisible();
    otherSite.close();
    const fromElsewhere = { 'sec-fetch-site': 'cross-site' };
    expect(await status(`127.0.0.1:${devServer.port}`, open('contact.json'), fromElsewhere)).toBe(
      403,
    );
    // The dev server's own page may: its file is the one the editor gets.
    await page.goto('/');
    expect(await page.evaluate((at) => fetch(at).then((r) => r.status), open('about.json'))).toBe(
      200,
    );
    await expect
      .poll(() => existsSync(devServer.editorLog) && readFileSync(devServer.editorLog, 'utf8'))
      .toBe(`${devServer.at('about.json')}\n`);
  });

  // The guard refused every frame of another site, the listed embedding sites' too, so an
  // author could not try embedding under npm start; now the site's frame headers decide.
  test('a listed site frames an embed page as on the site; another site, or another page, is refused', async ({
    page,
    devServer,
  }) => {
    const frames = (...paths: string[]) =>
      `<!doctype html><title>Another site</title>${paths
        .map((at) => `<iframe src="${devServer.url}${at}" width="600" height="500"></iframe>`)
        .join('')}`;
    const listed = await serveHostPage(
      frames('/embed/support-request', '/contact'),
      DEV_EMBED_HOST_PORT,
    );
    const unlisted = await serveHostPage(frames('/embed/support-request'), 0);
    try {
      await page.goto(`${listed.origin}/`);
      const embed = page.frameLocator('iframe').first();
      // A screen no earlier test of this file changes (contact.json is left refused above).
      await expect(embed.getByRole('heading', { name: 'Support request' })).toBeVisible({
        timeout: 60_000,
      });
      // The screen alone, working: its answer checked in the frame.
      await expect(embed.getByRole('banner')).toHaveCount(0);
      await embed.getByRole('button', { name: /^Send/ }).click();
      await expect(embed.getByRole('textbox', { name: /Email/ })).toBeFocused();
      // Any other page of the dev server stays refused, by the guard, in words.
      await expect(
        page
          .frameLocator('iframe')
          .nth(1)
          .getByText(/the dev server answers only its own pages/),
      ).toBeVisible();

      // A site not listed: the answer names the listed one alone, and the browser refuses it.
      const answer = page.waitForResponse((r) => r.url().startsWith(`${devServer.url}/embed/`));
      await page.goto(`${unlisted.origin}/`);
      const headers = (await answer).headers();
      expect(headers['content-security-policy']).toBe(`frame-ancestors ${listed.origin}`);
      expect(headers['x-frame-options']).toBe('DENY');
      const child = () => page.frames().find((f) => f !== page.mainFrame());
      await expect.poll(() => child()?.url()).toMatch(/^chrome-error:/);
    } finally {
      listed.server.close();
      unlisted.server.close();
    }
  });

  test('a deleted file disappears', async ({ page, devServer }) => {
    await page.goto('/');
    await expect(forms(page).first()).toHaveText(/Ideas wall/);
    unlinkSync(devServer.at('feedback.json'));
    await expect(page.getByRole('link', { name: /Ideas wall/ })).toHaveCount(0, {
      timeout: 30_000,
    });
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('npm run build', () => {
  test('fails on a bad schemas/ folder with the messages of npm run check', () => {
    test.setTimeout(120_000);
    const fixture = path.join(root, 'tests/fixtures/schemas/bad');
    const dist = mkdtempSync(path.join(tmpdir(), 'bad-dist-'));
    const env = { ...process.env, SCHEMAS_DIR: fixture, DIST_DIR: dist };
    const build = spawnSync(rsbuild, ['build'], { cwd: root, env, encoding: 'utf8' });
    const check = runCheck(fixture);
    rmSync(dist, { recursive: true, force: true });
    expect(build.status).not.toBe(0);
    // Both name the files where they are, from the project's folder.
    const messages = check.stderr
      .split('\n')
      .filter((l) => l.startsWith('tests/fixtures/schemas/bad/'));
    expect(messages.length).toBe(12);
    for (const line of messages) expect(build.stdout + build.stderr).toContain(line);
    // The messages alone: a stack trace under them says nothing to an author.
    expect(build.stdout + build.stderr).not.toMatch(/^\s+at /m);
  });
});
