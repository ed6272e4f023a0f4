import { statSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { runCheck } from '../fixtures/check-cli';
import { expect, previewForm, test } from '../fixtures/dev-server';

// The site's look and the pages of a screen, changed by pointing and typing in the studio and
// saved through the dev server over a copy of schemas/; its own port beside the other studio specs.
const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/output/studio-look');

/**
 * What of a question's details shows past its column's right edge, as a person sees it: a part
 * its box clips (a label's ellipsis, a box's scrolled text) is not seen, so it is not counted.
 */
const pastTheColumn = (details: Locator) =>
  details.evaluate((column) => {
    const edge = column.getBoundingClientRect().right;
    const past: string[] = [];
    for (const box of column.querySelectorAll('*')) {
      const own = box.getBoundingClientRect();
      let right = own.right;
      for (let up = box.parentElement; up && up !== column; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') {
          right = Math.min(right, up.getBoundingClientRect().right);
        }
      }
      if (own.width > 0 && right > edge + 1) {
        past.push(`${box.tagName} "${(box.textContent ?? '').slice(0, 30)}" +${right - edge}px`);
      }
    }
    return past;
  });

test.describe('the look and the pages in the studio', () => {
  // Long stories of presses and drags, each waited for: 35-54 s at load 11-40, 1.5-1.6 min at
  // 25-42; a limit with room for that.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  const openLook = async (page: Page) => {
    await page.goto('/studio?file=contact.json');
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page.getByRole('button', { name: 'Change the look (applies to every screen)' }).click();
    await expect(page.getByRole('tab', { name: 'Look' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^Applies to every screen of the site/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Product name' })).toBeVisible();
  };

  test('the look by pointing: saved unchanged byte for byte, changed, checked and live', async ({
    page,
    devServer,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const shipped = devServer.read('_theme.json');
    await openLook(page);

    // Saved without a change: the same bytes, written again.
    const before = statSync(devServer.at('_theme.json')).mtimeMs;
    await page.getByRole('button', { name: 'Save the look' }).click();
    await expect.poll(() => statSync(devServer.at('_theme.json')).mtimeMs).not.toBe(before);
    expect(devServer.read('_theme.json') === shipped).toBe(true);
    await openLook(page);

    await page.getByRole('textbox', { name: 'Product name' }).fill('Riverside Library');
    // A logo not in public/: the checker's message in the panel, as npm run check says it.
    const logo = page.getByRole('textbox', { name: 'Logo' });
    await logo.fill('/libary.png');
    await expect(page.getByText(/"logo" "\/libary\.png" is not in public\//)).toBeVisible();
    await logo.fill('/logo.svg');
    await expect(page.getByText(/is not in public/)).toHaveCount(0);
    // Too light for white text: the checker's message at once, and its darker shade offered.
    await page.getByRole('textbox', { name: 'Main colour as #rrggbb' }).fill('#ffeb3b');
    await expect(page.getByText(/"primaryColor" "#ffeb3b" is too light/)).toBeVisible();
    await page.getByLabel('Colour picker').fill('#2e7d32');
    await expect(page.getByText(/is too light/)).toHaveCount(0);
    await expect(page.getByText('White text on it reads well (WCAG AA).')).toBeVisible();
    const send = previewForm(page).getByRole('button', { name: 'Send message' });
    await expect(send).toHaveCSS('background-color', 'rgb(46, 125, 50)');

    await page.getByRole('radio', { name: 'Always dark' }).check();
    await expect(previewForm(page).locator('[data-scheme="dark"]')).toBeVisible();
    // Corners by keyboard: End is the roundest.
    await page.getByRole('slider', { name: 'Corner roundness' }).focus();
    await page.keyboard.press('End');
    await expect(send).toHaveCSS('border-top-left-radius', '24px');
    await page.getByRole('combobox', { name: 'Font' }).click();
    await page.getByRole('option', { name: 'Classic (Georgia)' }).click();
    await expect(send).toHaveCSS('font-family', /^Georgia/);
    await page.getByRole('checkbox', { name: 'Deutsch' }).uncheck();

    expect(await axeViolations(page, '#panel-look')).toEqual([]);
    await page.getByRole('tab', { name: 'Look' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'look-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('textbox', { name: 'Product name' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: path.join(shots, 'look-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    const studioHeading = page.getByRole('heading', { name: 'Studio', level: 1 });
    await expect(studioHeading).not.toHaveCSS('font-family', /^Georgia/);
    await page.evaluate(() => Object.assign(window, { keptPage: true }));
    await page.getByRole('button', { name: 'Save the look' }).click();
    await expect
      .poll(() => JSON.parse(devServer.read('_theme.json')).productName)
      .toBe('Riverside Library');
    // The studio around the form takes the saved look too, with no reload: its font, its
    // colours (always dark now), the product's name in its title.
    await expect(studioHeading).toHaveCSS('font-family', /^Georgia/);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(18, 18, 18)');
    await expect(page).toHaveTitle('Studio · Riverside Library');
    expect(await page.evaluate(() => 'keptPage' in window)).toBe(true);
    // Each change in place: the rest of the file as it was.
    expect(devServer.read('_theme.json')).toBe(
      shipped
        .replace('"Forms"', '"Riverside Library"')
        .replace('"#1565c0"', '"#2e7d32"')
        .replace('"system"', '"dark"')
        .replace('"borderRadius": 8', '"borderRadius": 24')
        .replace(/"font": "[^"]*"/, `"font": "Georgia, 'Times New Roman', serif"`)
        .replace('"de", ', ''),
    );
    const check = runCheck(devServer.dir);
    expect(check.status).toBe(0);

    const live = await page.context().newPage();
    await live.goto('/contact');
    await expect(live.getByText('Riverside Library').first()).toBeVisible({ timeout: 60_000 });
    await expect(live.getByRole('button', { name: 'Send message' })).toHaveCSS(
      'border-top-left-radius',
      '24px',
    );
    await expect
      .poll(() => live.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(18, 18, 18)');
    await live.close();
  });

  test('the look changed on disk since it was opened: the studio asks, never overwrites', async ({
    page,
    devServer,
  }) => {
    await openLook(page);
    await page.getByRole('textbox', { name: 'Product name' }).fill('Mine');
    // The studio keeps its page (and the edit) when the file changes on disk: no reload.
    await page.evaluate(() => Object.assign(window, { keptPage: true }));
    const theirs = devServer.read('_theme.json').replace('"Riverside Library"', '"Theirs"');
    devServer.write('_theme.json', theirs);
    await page.getByRole('button', { name: 'Save the look' }).click();
    const dialog = page.getByRole('dialog', { name: 'The file changed on disk' });
    await expect(dialog).toBeVisible();
    expect(devServer.read('_theme.json')).toBe(theirs);
    await dialog.getByRole('button', { name: 'Load the file from disk' }).click();
    await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveValue('Theirs');
    expect(await page.evaluate(() => 'keptPage' in window)).toBe(true);
  });

  test('a question’s details fit their column beside the form, at 1280 and 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio?file=contact.json');
    await page.getByRole('button', { name: /^Your name/ }).click();
    await page
      .getByRole('combobox', { name: 'Must be written as' })
      .selectOption('A pattern I write myself');
    const pattern = page.getByRole('textbox', { name: 'Pattern (a regular expression)' });
    await pattern.fill('^[A-Z]{2}[0-9]{2}[A-Z0-9]{4}[0-9]{7}([A-Z0-9]?){0,16}$');
    // Answers as people paste them: one word each, the second wider than the column.
    const tryIt = page.getByRole('textbox', {
      name: 'Try it: answers people might give, one a line',
    });
    const iban = 'GB82WEST12345698765432';
    await tryIt.fill(`${iban}\n${iban}${iban}${iban}`);
    await expect(
      page.getByRole('list', { name: 'Tried answers' }).getByRole('listitem'),
    ).toHaveCount(2);
    const details = page.getByRole('region', { name: 'Question "Your name"' });
    await expect.poll(() => pastTheColumn(details)).toEqual([]);
    // Beside the form, the rules' boxes end before it starts: none runs under it.
    const formStarts = (await previewForm(page).boundingBox())?.x ?? 0;
    for (const box of [pattern, tryIt]) {
      const { x, width } = (await box.boundingBox()) ?? { x: Infinity, width: 0 };
      expect(x + width).toBeLessThan(formStarts);
    }
    await tryIt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'rules-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pastTheColumn(details)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await tryIt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'rules-390.png') });

    // A pattern that can freeze the page: the form's list of mistakes quotes the answer that
    // would, one long word, and breaks it inside the list: nothing to scroll sideways to read.
    await page.setViewportSize({ width: 1280, height: 900 });
    await pattern.fill(
      '^(\\w*\\s*\\w*\\s*\\w*\\s*\\w*\\s*\\w*|[A-Za-z0-9_]+(?:[A-Za-z0-9_]+)*@[A-Za-z0-9_]+(?:[A-Za-z0-9_]+)*)$',
    );
    const mistakes = previewForm(page).getByRole('alert');
    await expect(mistakes).toContainText('can freeze the browser');
    await expect.poll(() => pastTheColumn(previewForm(page))).toEqual([]);
    const cutOff = () =>
      mistakes.evaluate(
        (list) =>
          [list, ...list.querySelectorAll('*')].filter(
            (box) => box.scrollWidth > box.clientWidth + 1,
          ).length,
      );
    await expect.poll(cutOff).toBe(0);

    // A worked-out value: its formula, as the file writes it, wraps inside the column.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio?file=tickets.json');
    await page.getByRole('button', { name: /^Total \(EUR\)/ }).click();
    const total = page.getByRole('region', { name: 'Question "Total (EUR)"' });
    await expect(total.getByText('Written in the file as (JSON Logic):')).toBeVisible();
    await expect.poll(() => pastTheColumn(total)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pastTheColumn(total)).toEqual([]);
  });

  test('questions dragged into pages, one by keyboard, a page shown on a condition', async ({
    page,
    devServer,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio?file=contact.json');
    await page.getByRole('tab', { name: 'Screen' }).click();
    await page
      .getByRole('checkbox', { name: 'Split the form into pages, with Back and Next' })
      .check();
    await page.getByRole('button', { name: '+ Add a page' }).click();
    const second = page.locator('fieldset', {
      has: page.locator('legend', { hasText: /^Page 2/ }),
    });
    const onSecond = page.getByRole('list', { name: 'Questions on page 2' });
    // A page just added says what to do, and so does the form's list of mistakes: no line
    // and column, which the File (JSON) tab keeps.
    await expect(second.getByText('Add a question to this page: drag one here')).toBeVisible();
    const mistakes = previewForm(page).getByRole('alert');
    await expect(mistakes).toContainText(
      'Page 2 has no questions yet: add a question to this page',
    );
    await expect(mistakes).not.toContainText('Line');
    // With the form beside them, every tab shows whole, down to 1200 px, pages on.
    const tabsFit = () =>
      page
        .getByRole('tablist', { name: 'Views' })
        .evaluate((list) => list.scrollWidth <= list.clientWidth);
    await expect.poll(tabsFit).toBe(true);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(tabsFit).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // By pointer: Message dragged onto page 2.
    const handle = page.locator('[data-drag-handle="message"]');
    const from = await handle.boundingBox();
    const to = await second.boundingBox();
    if (!from || !to) throw new Error('the handle and page 2 are on screen');
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + from.height / 2 + 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(onSecond.getByRole('combobox', { name: 'Page of "Message"' })).toBeVisible();
    await expect(page.getByText('“Message” is now on page 2, “Page 2”.')).toBeVisible();

    // By keyboard: Email to page 2 with its list, and back.
    const emailPage = page.getByRole('combobox', { name: 'Page of "Email"' });
    await emailPage.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Page 2: Page 2' }).press('Enter');
    await expect(onSecond.getByRole('combobox', { name: 'Page of "Email"' })).toBeVisible();
    // Where the form renders it among the page's questions.
    await expect(
      page.getByText('“Email” is now on page 2, “Page 2”, before “Message”.'),
    ).toBeVisible();
    await emailPage.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Page 1: Page 1' }).press('Enter');
    await expect(onSecond.getByRole('combobox', { name: 'Page of "Email"' })).toHaveCount(0);

    // By pointer, within a page: Your name let go between Email and Topic goes there, in the
    // page's list and in the form; by keyboard, up the page again.
    const onFirst = page.getByRole('list', { name: 'Questions on page 1' });
    const order = () =>
      onFirst.locator('[data-question]').evaluateAll((rows) => rows.map((r) => r.dataset.question));
    await expect.poll(order).toEqual(['name', 'email', 'topic']);
    const name = await page.locator('[data-drag-handle="name"]').boundingBox();
    const topic = await onFirst.locator('[data-question="topic"]').boundingBox();
    if (!name || !topic) throw new Error('Your name and Topic are on screen');
    await page.mouse.move(name.x + 10, name.y + name.height / 2);
    await page.mouse.down();
    await page.mouse.move(name.x + 20, name.y + name.height / 2 + 10, { steps: 4 });
    await page.mouse.move(name.x + 20, topic.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect(
      page.getByText('“Your name” is now on page 1, “Page 1”, after “Email”.'),
    ).toBeVisible();
    await expect.poll(order).toEqual(['email', 'name', 'topic']);
    await expect(previewForm(page).getByRole('textbox').first()).toHaveAccessibleName(/^Email/);
    await page.getByRole('button', { name: 'Move "Your name" up on its page' }).press('Enter');
    await expect(
      page.getByText('“Your name” is now on page 1, “Page 1”, before “Email”.'),
    ).toBeVisible();
    await expect(previewForm(page).getByRole('textbox').first()).toHaveAccessibleName(/^Your name/);
    await expect.poll(order).toEqual(['name', 'email', 'topic']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toHaveText('Saved: the screen is up to date');
    const unconditional = devServer.read('contact.json');

    // Page 2 only for praise, shown in words on its row.
    await second.getByRole('combobox', { name: 'Show this page' }).selectOption({
      label: 'When “Topic” is answered…',
    });
    await second.getByRole('combobox', { name: 'Its answer is' }).selectOption({ label: 'Praise' });
    await expect(second.locator('legend').first()).toHaveText(
      'Page 2: shown only when Topic is Praise',
    );
    expect(await axeViolations(page, '#panel-screen')).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toHaveText('Saved: the screen is up to date');
    const conditional = devServer.read('contact.json');
    expect(JSON.parse(conditional).steps).toEqual([
      { title: 'Page 1', fields: ['name', 'email', 'topic'] },
      { title: 'Page 2', fields: ['message'], when: { '==': [{ var: 'topic' }, 'praise'] } },
    ]);
    expect(runCheck(devServer.dir).status).toBe(0);

    const live = await page.context().newPage();
    await live.goto('/contact');
    await live.getByRole('textbox', { name: 'Your name' }).fill('Ana', { timeout: 60_000 });
    await live.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await live.getByRole('radio', { name: 'Praise' }).check();
    await live.getByRole('button', { name: 'Next' }).click();
    await expect(live.getByRole('textbox', { name: /^Message/ })).toBeVisible();
    await live.close();

    // Taken away: the file as it was before, byte for byte.
    await second
      .getByRole('combobox', { name: 'Show this page' })
      .selectOption({ label: 'Always' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => devServer.read('contact.json')).toBe(unconditional);
  });
});
