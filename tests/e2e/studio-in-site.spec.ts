import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// A second build, with the studio kept in the site (PUBLIC_STUDIO=true), in its
// own folder and served beside the usual one as a static host would.
const root = path.resolve(import.meta.dirname, '../..');
const SITE_PORT = Number(process.env.E2E_PORT ?? 4173) + 5;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const rsbuild = path.join(root, 'node_modules/.bin/rsbuild');
const repository = 'https://github.com/example-team/forms';

test.describe('the studio kept in a built site', () => {
  // A whole build of its own (prerender included) beside the other specs' work: minutes on a loaded machine.
  test.describe.configure({ mode: 'serial', timeout: 480_000 });
  let dist = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A hook's time is the project's 30 s unless set: a build under load takes about that alone.
    test.setTimeout(300_000);
    dist = mkdtempSync(path.join(tmpdir(), 'studio-site-'));
    const env = {
      ...process.env,
      PUBLIC_STUDIO: 'true',
      PUBLIC_REPOSITORY_URL: repository,
      DIST_DIR: dist,
    };
    const build = spawnSync(rsbuild, ['build'], { cwd: root, env, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    server = spawn(rsbuild, ['preview', '--port', String(SITE_PORT), '--host', '127.0.0.1'], {
      cwd: root,
      env,
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(
        () =>
          fetch(siteUrl).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
    rmSync(dist, { recursive: true, force: true });
  });

  test('edits a copy of a screen, downloads and copies it, and links to the upload page', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(`${siteUrl}/studio`);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('button', { name: /Contact us/ })
      .click();
    await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible({ timeout: 60_000 });
    // Nothing to save to: the file leaves by download or clipboard, never by a write API.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
    // Named by its title, as in the list; published, so its address opens it.
    await expect(page.getByRole('toolbar', { name: 'File' }).getByRole('heading')).toHaveText(
      /^Contact us schemas/,
    );
    await expect(page.getByRole('link', { name: 'Open /contact' })).toBeVisible();
    // The Screen tab speaks of what this studio has: no Rename, no email it cannot show.
    await page.getByRole('tab', { name: 'Screen' }).click();
    await expect(page.getByText(/^Address: \/contact\. To change it, use Duplicate/)).toBeVisible();
    await expect(page.getByText(/^The email is not shown in the site's studio/)).toBeVisible();
    await page.getByRole('tab', { name: 'Questions' }).click();

    await page.getByRole('button', { name: /^Email/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Your email address');
    // No live check nor form here (ajv evaluates code, which the policy forbids): the pull request's.
    await expect(page.getByRole('region', { name: 'The form' })).toContainText(
      'The pull request checks this file',
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('contact.json');
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      schema: { properties: { email: { title: string } } };
    };
    expect(saved.schema.properties.email.title).toBe('Your email address');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('"title": "Your email address"');

    await expect(page.getByRole('link', { name: 'Upload it on GitHub' })).toHaveAttribute(
      'href',
      `${repository}/upload/main/schemas`,
    );

    // The JSON tab's editor (CodeMirror) renders under the strict policy.
    await page.getByRole('tab', { name: 'File (JSON)' }).click();
    await expect(page.locator('.cm-content')).toContainText('Your email address');
    await page.screenshot({ path: 'tests/output/studio-in-site.png', fullPage: true });
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
  });

  test('a new screen starts from a copy of another and downloads under its own name', async ({
    page,
  }) => {
    await page.goto(`${siteUrl}/studio`);
    await page.getByRole('button', { name: 'New screen' }).click();
    const fileName = page.getByRole('textbox', { name: 'File name (the address)' });
    // The gallery's contact form offers a name no screen has: the site has a contact already.
    await page.getByRole('radio', { name: /^Contact/ }).check();
    await expect(fileName).toHaveValue('contact-2');
    await expect(page.getByText('schemas/contact-2.json, at /contact-2')).toBeVisible();
    await page.getByRole('radio', { name: /^A blank screen/ }).check();
    await fileName.fill('party');
    await page.getByRole('button', { name: 'Make it' }).click();
    await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible({ timeout: 60_000 });
    // Not on the site until its pull request is merged: said so, no link to a missing page.
    await expect(page.getByRole('toolbar', { name: 'File' }).getByRole('heading')).toHaveText(
      /^Party schemas/,
    );
    await expect(page.getByText('Not published yet: /party shows it')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open / })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Summer party');
    await expect(page.getByRole('toolbar', { name: 'File' }).getByRole('heading')).toHaveText(
      /^Summer party schemas/,
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('button', { name: /^Summer party/ }),
    ).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByRole('main')
        .screenshot({ path: `tests/output/studio-in-site-new-${width}.png` });
    }
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('party.json');
    expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toMatchObject({
      title: 'Summer party',
    });
  });
});
