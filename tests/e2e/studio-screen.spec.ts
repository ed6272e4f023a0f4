import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, transitionsSettled } from '../fixtures/axe';
import { runCheck } from '../fixtures/check-cli';
import { expect, previewForm, saveStatus, test } from '../fixtures/dev-server';

// A new screen from the gallery, its settings, its preview and its languages, saved through the
// dev server over a copy of schemas/ (never the real folder); its own port beside studio.spec's.
// Then shipped screens: the preview in another language, and translations undone and redone.
const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/output/studio-screen');

const previewIn = async (page: Page, language: string) => {
  await page.getByRole('combobox', { name: 'Language', exact: true }).click();
  await page.getByRole('option', { name: language }).click();
};
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not on the page`);
  return found;
};

test.describe('a screen made from the gallery', () => {
  // Long stories of presses, each waited for: the gallery's RSVP took 1.0-1.4 min at load 11-42;
  // a limit with room for that.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  // The RSVP renders parts of the form (stars, a phone number) no screen of the folder renders:
  // once the dev server sees the new file, the studio must keep its page and what was typed.
  test('the RSVP from the gallery, its title and template, dark at 390 px and in French, saved and live', async ({
    page,
    devServer,
  }) => {
    // A repeat (--repeat-each) makes the screen anew over the same folder.
    for (const name of ['summer-party.json', 'summer-party.fr.json']) {
      rmSync(devServer.at(name), { force: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio');
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
    let reloads = 0;
    page.on('load', () => reloads++);
    await dialog.getByRole('button', { name: 'Make it' }).click();
    await expect(page).toHaveURL(/\/studio\?file=summer-party\.json$/);
    await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible({ timeout: 60_000 });
    expect(devServer.read('summer-party.json')).toBe(
      readFileSync(path.join(root, 'src/features/studio/panels/screens/gallery/rsvp.json'), 'utf8'),
    );

    // The screen's settings, in words.
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Summer party 2026');
    await page
      .getByRole('textbox', { name: 'EmailJS template', exact: true })
      .fill('template_party');
    await expect(
      previewForm(page).getByRole('heading', { name: 'Summer party 2026' }),
    ).toBeVisible();
    // The list of screens follows the title as typed, before any save.
    await expect(saveStatus(page)).toHaveText(/not saved/);
    await expect(
      page
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('button', { name: /^Summer party 2026/ }),
    ).toBeVisible();
    // The email preview of the preview page, for the answers typed in the form beside.
    await expect(
      page.getByText(/An email made by your EmailJS template template_party/),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'settings-1280.png') });

    // The copy to the person, by keyboard: only to an email question, and never without captcha.
    const copy = page.getByRole('checkbox', {
      name: 'Offer the person an email confirming their answers arrived',
    });
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

    // Keeping the answers, in words, with the way to this screen's responses; off again, the
    // file is as it was (the save below checks every byte).
    const keep = page.getByRole('checkbox', { name: /^Keep every response/ });
    await keep.check();
    await page.getByRole('textbox', { name: "Owner's email address" }).fill('ana@example.org');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Owners of this form' })).toContainText(
      'ana@example.org',
    );
    await page
      .getByRole('region', { name: 'Keeping the answers' })
      .screenshot({ path: path.join(shots, 'keeping-1280.png') });
    const [responses] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('link', { name: "Open this form's responses (counts, charts, export)" })
        .click(),
    ]);
    await expect(responses).toHaveURL(/\/responses\/summer-party$/);
    // The owners' page, which asks who is there first.
    await expect(responses.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible({
      timeout: 60_000,
    });
    await responses.close();
    await keep.uncheck();
    await expect(page.getByRole('link', { name: /Open this form's responses/ })).toBeHidden();

    // The form at phone width, dark.
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    const box = page.locator('[data-width="phone"][data-scheme="dark"]');
    await expect(box).toBeVisible();
    expect((await box.boundingBox())?.width).toBeLessThanOrEqual(390);
    expect(await box.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(18, 18, 18)');
    await transitionsSettled(page);
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
    await expect(previewForm(page).getByRole('heading', { name: 'Fête d’été 2026' })).toBeVisible();
    await expect(previewForm(page).locator('[lang="fr"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'languages-1280.png') });
    await page.getByRole('button', { name: 'Save the Français words' }).click();
    await expect(page.getByText(/saved in schemas\/summer-party\.fr\.json/)).toBeVisible();
    expect(JSON.parse(devServer.read('summer-party.fr.json'))).toEqual({
      $schema: './_translation.schema.json',
      title: 'Fête d’été 2026',
      fields: { coming: { title: 'Viendrez-vous ?' } },
    });

    // The studio at phone width is usable too.
    await page.setViewportSize({ width: 390, height: 844 });
    // Its tabs scroll, and an arrow with nothing to scroll to leaves no blank: the first tab,
    // scrolled to, lines up with the page under it.
    await page.getByRole('tab', { name: 'Questions' }).click();
    const pageLeft = (await page.locator('#panel-questions').boundingBox())?.x;
    await expect
      .poll(async () => (await page.getByRole('tab', { name: 'Questions' }).boundingBox())?.x)
      .toBe(pageLeft);
    await page.getByRole('tab', { name: 'Screen' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: path.join(shots, 'settings-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveStatus(page)).toHaveText('Saved: the screen is up to date');
    const saved = devServer.read('summer-party.json');
    expect(JSON.parse(saved)).toMatchObject({
      title: 'Summer party 2026',
      email: { template: 'template_party' },
    });
    // Two edits, two values changed: nothing else of the file moved.
    expect(saved).toBe(
      readFileSync(path.join(root, 'src/features/studio/panels/screens/gallery/rsvp.json'), 'utf8')
        .replace('"Summer party RSVP"', '"Summer party 2026"')
        .replace('"template_rsvp"', '"template_party"'),
    );
    const check = runCheck(devServer.dir);
    // Accepted; the French file's missing words are warnings, as the Languages tab marks them.
    expect(check.status).toBe(0);
    const lines = check.stderr.split('\n').filter((l) => l !== '');
    expect(lines.filter((l) => !l.endsWith('(warning)'))).toEqual([]);
    expect(lines.some((l) => l.includes('has no words for the title of step 1'))).toBe(true);

    // The dev server saw two new files meanwhile, and the studio kept its page throughout.
    expect(reloads).toBe(0);
    // In a tab of its own, as the studio's link opens it.
    const live = await page.context().newPage();
    await live.goto('/summer-party');
    await expect(live.getByRole('heading', { name: 'Summer party 2026', level: 1 })).toBeVisible({
      timeout: 60_000,
    });
  });

  test("the preview speaks the language chosen, the app's words and direction too; the studio stays English", async ({
    page,
    devServer,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio?file=event-survey.json');
    await expect(previewForm(page).getByRole('button', { name: 'Next' })).toBeVisible({
      timeout: 60_000,
    });

    await previewIn(page, 'Français');
    const next = previewForm(page).getByRole('button', { name: 'Suivant' });
    await next.click();
    await expect(previewForm(page).getByText('Veuillez remplir ce champ')).toBeVisible();
    const came = previewForm(page).getByRole('radiogroup', { name: /Did you come/ });
    await expect(came.getByRole('radio', { name: 'Oui' })).toBeVisible();
    await expect(previewForm(page).getByText('Veuillez répondre Oui ou Non')).toBeVisible();
    // The studio's own words stay as they were.
    await expect(page.getByRole('tab', { name: 'Questions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await previewIn(page, 'العربية');
    await previewForm(page).getByRole('button', { name: 'التالي' }).click();
    const preview = previewForm(page).locator('[dir="rtl"]');
    await expect(preview).toHaveAttribute('lang', 'ar');
    await expect(previewForm(page).getByText('يرجى ملء هذا الحقل')).toBeVisible();
    // Right to left: the name's label at the right of its box, Yes to the right of No, the
    // first step at the right of the second, the button at the right.
    const name = previewForm(page).getByRole('textbox', { name: /Your name/ });
    const label = previewForm(page).locator('label', { hasText: 'Your name' });
    const nameBox = await box(name);
    const labelBox = await box(label);
    expect(nameBox.x + nameBox.width - (labelBox.x + labelBox.width)).toBeLessThan(40);
    expect(labelBox.x - nameBox.x).toBeGreaterThan(nameBox.width / 2);
    const yes = await box(came.getByRole('radio', { name: 'نعم' }).locator('xpath=..'));
    const no = await box(came.getByRole('radio', { name: 'لا' }).locator('xpath=..'));
    expect(yes.x).toBeGreaterThan(no.x);
    const stepOne = await box(previewForm(page).getByText('About you', { exact: true }));
    const stepTwo = await box(previewForm(page).getByText('Last word', { exact: true }));
    expect(stepOne.x).toBeGreaterThan(stepTwo.x);
    const button = await box(previewForm(page).getByRole('button', { name: 'التالي' }));
    expect(button.x).toBeGreaterThan(nameBox.x + nameBox.width / 2);
    // The studio around it stays left to right, in English.
    expect(
      await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]),
    ).toEqual(['ltr', 'en']);
    const heading = page.getByRole('heading', { name: 'Studio', level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).direction)).toBe('ltr');
    expect((await box(heading)).x).toBeLessThan(100);
    const questions = await box(page.getByRole('tab', { name: 'Questions' }));
    const json = await box(page.getByRole('tab', { name: 'File (JSON)' }));
    expect(questions.x).toBeLessThan(json.x);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'preview-ar-1280.png') });

    // Back in English, the words are the app's own again.
    await previewIn(page, 'English');
    await expect(previewForm(page).getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(previewForm(page).locator('[dir="rtl"]')).toHaveCount(0);

    // A drop-down of the form opens in the preview's box, mirrored with it: its list at the
    // right, under its box, its words from the right.
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const pick = {
      $schema: './_screen.schema.json',
      title: 'Pick a day',
      hidden: true,
      submit: 'none',
      schema: {
        type: 'object',
        properties: {
          day: { type: 'string', title: 'Day', oneOf: days.map((d) => ({ const: d, title: d })) },
        },
      },
    };
    devServer.write('pick-a-day.json', pick);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/studio?file=pick-a-day.json');
      await previewIn(page, 'العربية');
      const day = previewForm(page).getByRole('combobox', { name: /Day/ });
      await day.click();
      const list = previewForm(page).getByRole('listbox');
      await expect(list).toBeVisible();
      // Opened all the way (the menu grows in).
      await expect(list.locator('xpath=..')).toHaveCSS('opacity', '1');
      expect(await list.evaluate((l) => getComputedStyle(l).direction)).toBe('rtl');
      const dayBox = await box(day);
      const listBox = await box(list);
      expect(Math.abs(listBox.x + listBox.width - (dayBox.x + dayBox.width))).toBeLessThan(24);
      // The words' own box, from the option's text node: from the right, the space is at the left.
      const [space, after] = await list
        .getByRole('option', { name: 'Monday' })
        .evaluate((option) => {
          const text = [...option.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
          const range = document.createRange();
          if (text) range.selectNodeContents(text);
          const words = range.getBoundingClientRect();
          const all = option.getBoundingClientRect();
          return [words.left - all.left, all.right - words.right];
        });
      expect(after).toBeLessThan(space);
      await page.screenshot({ path: path.join(shots, `preview-ar-menu-${String(width)}.png`) });
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("the preview shows the author's own messages in its language", async ({ page }) => {
    await page.goto('/studio?file=support-request.json');
    await page.getByRole('tab', { name: 'Languages' }).click();
    await page
      .getByRole('textbox', { name: 'Question “invoice”: message (pattern) in Français' })
      .fill('Écrivez INV- et six chiffres');
    await previewIn(page, 'Français');
    await previewForm(page).getByRole('radio', { name: 'A bill or a payment' }).click();
    const invoice = previewForm(page).getByRole('textbox', { name: /Invoice number/ });
    await invoice.fill('12');
    await invoice.blur();
    await expect(previewForm(page).getByText('Écrivez INV- et six chiffres')).toBeVisible();
    await previewIn(page, 'English');
    await invoice.fill('123');
    await invoice.blur();
    await expect(
      previewForm(page).getByText('Write INV- and six digits, like INV-123456'),
    ).toBeVisible();
  });

  // Opened by the translation file's own name, the studio checked it without its screen and
  // said it "translates contact.json, which is not in schemas/".
  test("a translation file opened by its name opens its screen's Languages tab, in its language", async ({
    page,
  }) => {
    await page.goto('/studio?file=contact.fr.json');
    await expect(page.getByRole('tab', { name: 'Languages' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 60_000 },
    );
    await expect(page).toHaveURL(/[?&]file=contact\.json(&|$)/);
    await expect(
      page.getByRole('heading', { name: /schemas\/contact\.json/, level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Translate into' })).toHaveText('Français');
    await expect(page.getByRole('textbox', { name: 'Screen title in Français' })).toHaveValue(
      'Contactez-nous',
    );
    // Checked with its screen, as npm run check does: no word of a missing screen file.
    await expect(page.getByRole('region', { name: 'The form' })).not.toHaveAttribute(
      'data-checking',
      /.*/,
    );
    await expect(page.getByText(/not in schemas/)).toHaveCount(0);
  });

  test('undo and redo take back translations and questions in the order they were made; Save writes every file changed', async ({
    page,
    devServer,
  }) => {
    const screenBefore = devServer.read('contact.json');
    const frenchBefore = devServer.read('contact.fr.json');
    const arabicBefore = devServer.read('contact.ar.json');
    await page.goto('/studio?file=contact.json');
    const languages = page.getByRole('tab', { name: 'Languages' });
    const questions = page.getByRole('tab', { name: 'Questions' });
    const frenchTitle = page.getByRole('textbox', { name: 'Screen title in Français' });
    const frenchSend = page.getByRole('textbox', { name: 'Send button in Français' });
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });

    await languages.click();
    await expect(frenchTitle).toHaveValue('Contactez-nous');
    await frenchTitle.fill('Écrivez-nous');
    await questions.click();
    await page.getByRole('button', { name: /^Your name/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Full name');
    await languages.click();
    await frenchSend.fill('Envoyer');

    // Undo: the last thing done goes first, whatever tab it was on.
    await undo.click();
    await expect(frenchSend).toHaveValue('Envoyer le message');
    await expect(frenchTitle).toHaveValue('Écrivez-nous');
    await undo.click();
    await expect(previewForm(page).getByRole('textbox', { name: 'Your name' })).toBeVisible();
    await expect(frenchTitle).toHaveValue('Écrivez-nous');
    await undo.click();
    await expect(frenchTitle).toHaveValue('Contactez-nous');
    await expect(undo).toBeDisabled();
    await expect(page.getByRole('status').first()).toHaveText('No changes');

    await redo.click();
    await expect(frenchTitle).toHaveValue('Écrivez-nous');
    await redo.click();
    await expect(previewForm(page).getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await expect(frenchSend).toHaveValue('Envoyer le message');
    await redo.click();
    await expect(frenchSend).toHaveValue('Envoyer');
    await expect(redo).toBeDisabled();

    // One Save writes the screen and the translation changed, and leaves the Arabic one alone.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toHaveText('Saved: the screen is up to date');
    await expect(page.getByText(/saved in schemas\/contact\.fr\.json/)).toBeVisible();
    expect(devServer.read('contact.json')).toBe(
      screenBefore.replace('"title": "Your name"', '"title": "Full name"'),
    );
    expect(devServer.read('contact.fr.json')).toBe(
      frenchBefore
        .replace('"Contactez-nous"', '"Écrivez-nous"')
        .replace('"Envoyer le message"', '"Envoyer"'),
    );
    expect(devServer.read('contact.ar.json')).toBe(arabicBefore);
  });
});
