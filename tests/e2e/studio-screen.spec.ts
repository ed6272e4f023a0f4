import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { startDevServer } from '../fixtures/dev-server';
import { runCheck } from '../fixtures/check-cli';

// A new screen from the gallery, its settings, its preview and its languages, saved through the
// dev server over a copy of schemas/ (never the real folder); its own port beside studio.spec's.
const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.STUDIO_SCREEN_DEV_PORT ?? Number(process.env.DEV_PORT ?? 4202) + 2);
const devUrl = `http://127.0.0.1:${PORT}`;
const shots = path.join(root, 'tests/output/studio-screen');

test.describe('a screen made from the gallery', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let base = '';
  let dir = '';
  let stopServer: (() => void) | undefined;

  test.beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'studio-screen-e2e-'));
    dir = path.join(base, 'schemas');
    cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    stopServer = await startDevServer(PORT, dir);
  });

  test.afterAll(() => {
    stopServer?.();
    rmSync(base, { recursive: true, force: true });
  });

  const file = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  const saveStatus = (page: Page) => page.getByRole('status').first();
  const form = (page: Page) => page.getByRole('region', { name: 'The form' });

  test('the RSVP from the gallery, its title and template, dark at 390 px and in French, saved and live', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${devUrl}/studio`);
    await page.getByRole('button', { name: 'New screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'New screen' });
    // The cards are one radio group: the keyboard moves from blank to Contact to RSVP.
    await dialog.getByRole('radio', { name: /^A blank screen/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const rsvp = dialog.getByRole('radio', { name: /^RSVP .* 7 questions$/ });
    await expect(rsvp).toBeChecked();
    await expect(rsvp).toBeFocused();
    // The card shows where the keyboard is.
    const ring = await rsvp
      .locator('xpath=ancestor::label')
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(ring).toBe('solid');
    const address = dialog.getByRole('textbox', { name: 'File name (the address)' });
    await expect(address).toHaveValue('rsvp');
    await address.fill('summer-party');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'gallery-1280.png') });
    // The RSVP draws parts of the form no screen of the folder drew (stars, a phone number): the
    // dev server cannot swap them into the running page and reloads it once, on the new file.
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Make it' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/studio\?file=summer-party\.json$/);
    await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible({ timeout: 60_000 });
    expect(file('summer-party.json')).toBe(
      readFileSync(path.join(root, 'src/features/studio/gallery/rsvp.json'), 'utf8'),
    );

    // The screen's settings, in words.
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Summer party 2026');
    await page
      .getByRole('textbox', { name: 'EmailJS template', exact: true })
      .fill('template_party');
    await expect(form(page).getByRole('heading', { name: 'Summer party 2026' })).toBeVisible();
    // The email preview of the preview page, for the answers typed in the form beside.
    await expect(
      page.getByText(/An email made by your EmailJS template template_party/),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'settings-1280.png') });

    // The copy to the person, by keyboard: only to an email question, and never without captcha.
    const copy = page.getByRole('checkbox', { name: 'Offer the person a copy of their answers' });
    await copy.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('combobox', { name: /Sent to the address typed in/ }),
    ).toContainText('Email');
    const robot = page.getByRole('checkbox', { name: /^Ask “I am not a robot” before sending/ });
    await expect(robot).toBeChecked();
    await expect(robot).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    await copy.focus();
    await page.keyboard.press('Space');
    await robot.focus();
    await page.keyboard.press('Space');
    await expect(robot).not.toBeChecked();

    // The form at phone width, dark.
    await page.getByRole('button', { name: 'Phone' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    const box = page.locator('[data-width="phone"][data-scheme="dark"]');
    await expect(box).toBeVisible();
    expect((await box.boundingBox())?.width).toBeLessThanOrEqual(390);
    expect(await box.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(18, 18, 18)');
    expect(await axeViolations(page, '[data-scheme="dark"]')).toEqual([]);

    // French words beside the English ones, the missing ones marked, shown in the form.
    await page.getByRole('tab', { name: 'Languages' }).click();
    await page.getByRole('combobox', { name: 'Translate into' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    const texts = page.getByRole('list', { name: 'Texts in Français' });
    await expect(texts.getByText('Missing').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Screen title in Français' }).fill('Fête d’été 2026');
    await page
      .getByRole('textbox', { name: 'Question “coming”: words in Français' })
      .fill('Viendrez-vous ?');
    await page.getByRole('combobox', { name: 'Language', exact: true }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(form(page).getByRole('heading', { name: 'Fête d’été 2026' })).toBeVisible();
    await expect(form(page).locator('[lang="fr"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'languages-1280.png') });
    await page.getByRole('button', { name: 'Save the Français words' }).click();
    await expect(page.getByText(/saved in schemas\/summer-party\.fr\.json/)).toBeVisible();
    expect(JSON.parse(file('summer-party.fr.json'))).toEqual({
      $schema: './_translation.schema.json',
      title: 'Fête d’été 2026',
      fields: { coming: { title: 'Viendrez-vous ?' } },
    });

    // The studio at phone width is usable too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Screen' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: path.join(shots, 'settings-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveStatus(page)).toHaveText('Saved: the screen is up to date');
    const saved = file('summer-party.json');
    expect(JSON.parse(saved)).toMatchObject({
      title: 'Summer party 2026',
      email: { template: 'template_party' },
    });
    // Two edits, two values changed: nothing else of the file moved.
    expect(saved).toBe(
      readFileSync(path.join(root, 'src/features/studio/gallery/rsvp.json'), 'utf8')
        .replace('"Summer party RSVP"', '"Summer party 2026"')
        .replace('"template_rsvp"', '"template_party"'),
    );
    const check = runCheck(dir);
    // Accepted; the French file's missing words are warnings, as the Languages tab marks them.
    expect(check.status).toBe(0);
    const lines = check.stderr.split('\n').filter((l) => l !== '');
    expect(lines.filter((l) => !l.endsWith('(warning)'))).toEqual([]);
    expect(lines.some((l) => l.includes('has no words for the title of step 1'))).toBe(true);

    // In a tab of its own, as the studio's link opens it: the dev server may reload the
    // studio's tab once the new files are seen, which would interrupt a navigation there.
    const live = await page.context().newPage();
    await live.goto(`${devUrl}/summer-party`);
    await expect(live.getByRole('heading', { name: 'Summer party 2026', level: 1 })).toBeVisible({
      timeout: 60_000,
    });
  });
});
