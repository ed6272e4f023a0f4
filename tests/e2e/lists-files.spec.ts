import { expect, test, type Page } from '@playwright/test';
import { axeViolations, showInColourScheme } from '../fixtures/axe';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// Lists ("add another") and file fields, as issue 16 asks for them: buttons in
// words, one card an item, full width on phones, the rules in words.

const SHOTS = 'tests/output/screenshots';

/** The widest thing on the page is no wider than the window: no sideways scroll. */
async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openOrder(page: Page) {
  await page.goto('/order');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
}

test.describe('a list of items (/order)', () => {
  test('says its rule in words, names its buttons and titles its items "Item 1"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await openOrder(page);
    const list = page.locator('.rjsf-list');
    await expect(list.getByText('Add 1 to 20 items (1 so far).')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Item 1' })).toBeVisible();
    await expect(page.getByText('Items-1')).toHaveCount(0);
    // One item and at least one asked for: nothing to remove.
    await expect(list.getByRole('button', { name: /Remove/ })).toHaveCount(0);

    await list.getByRole('button', { name: 'Add item', exact: true }).click();
    await expect(list.getByText('Add 1 to 20 items (2 so far).')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Item 2' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Remove item 1' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Remove item 2' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Move down item 1' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Move up item 2' })).toBeVisible();

    // One card an item, none around them, and each item as wide as the list on a phone.
    await expect(list.locator('.MuiPaper-root')).toHaveCount(0);
    await expect(list.locator('.rjsf-array-item .rjsf-array-item')).toHaveCount(0);
    const listBox = await list.boundingBox();
    const itemBox = await list.locator('.rjsf-array-item').first().boundingBox();
    expect(itemBox!.width).toBeGreaterThanOrEqual(listBox!.width - 1);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/order-list-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/order-list-1280.png`, fullPage: true });

    // Move and remove act on the item they name.
    const quantity = (n: number) =>
      list
        .locator('.rjsf-array-item')
        .nth(n)
        .getByRole('spinbutton', { name: /Quantity/ });
    await quantity(1).fill('7');
    await list.getByRole('button', { name: 'Move up item 2' }).click();
    await expect(quantity(0)).toHaveValue('7');
    await list.getByRole('button', { name: 'Remove item 2' }).click();
    await expect(list.locator('.rjsf-array-item')).toHaveCount(1);
    await expect(quantity(0)).toHaveValue('7');
  });

  test('is used with the keyboard alone, and axe finds nothing in light or dark', async ({
    page,
  }) => {
    // Two axe runs: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await openOrder(page);
    const add = page.getByRole('button', { name: 'Add item', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: 'Remove item 2' });
    await expect(remove).toBeVisible();
    // The new item's buttons sit right before Add: one Shift+Tab back, with a ring to show it.
    await page.keyboard.press('Shift+Tab');
    await expect(remove).toBeFocused();
    const ring = await remove.evaluate((el) => {
      const s = getComputedStyle(el);
      return s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth);
    });
    expect(ring).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(page.locator('.rjsf-array-item')).toHaveCount(1);
    await noSidewaysScroll(page);
    await add.click();
    for (const colorScheme of ['light', 'dark'] as const) {
      await showInColourScheme(page, colorScheme);
      expect(await axeViolations(page, 'form')).toEqual([]);
    }
  });

  test('stops at maxItems and says so', async ({ page }) => {
    await page.goto('/lists-files');
    await hydrated(page);
    const list = page.locator('.rjsf-list');
    await expect(list.getByText('Add up to 2 guests (0 so far).')).toBeVisible();
    const add = list.getByRole('button', { name: 'Add guest', exact: true });
    await add.click();
    await add.click();
    await expect(list.getByRole('textbox', { name: 'Guest 2' })).toBeVisible();
    await expect(add).toHaveCount(0);
    await expect(
      list.getByText('That is the most this list takes. Remove a guest to add another.'),
    ).toBeVisible();
    await list.getByRole('button', { name: 'Remove guest 1' }).click();
    await expect(add).toBeVisible();
  });
});

test.describe('a file field (drill screen: "cv" takes .pdf or .docx up to 20 KB)', () => {
  const pdf = (name: string, kb: number) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(kb * 1024, 37),
  });

  async function openDrill(page: Page) {
    await page.goto('/lists-files');
    await hydrated(page);
  }

  test('has a drop zone, checks each file the moment it is chosen and names what it kept', async ({
    page,
    request,
  }) => {
    const sink = sinkFor(request, 'template_lists_files');
    await sink.clear();
    await openDrill(page);
    const zone = page.locator('.file-drop-zone');
    await expect(zone).toContainText('Drop a file here, or choose a file');
    await expect(zone).toContainText('PDF or Word files, up to 20 KB.');
    await expect(page.getByText('No file chosen')).toHaveCount(0);
    const input = page.getByLabel('Your CV');

    // Refused at once, not at Send: too large, then the wrong type.
    await input.setInputFiles(pdf('big-cv.pdf', 30));
    await expect(
      page.getByText(
        'big-cv.pdf was not added: it is 30 KB, and this field takes files up to 20 KB.',
      ),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(
      page.getByText('notes.txt was not added: this field takes PDF or Word files.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

    // Kept: its name, its size and a Remove named after it.
    await input.setInputFiles(pdf('cv.pdf', 2));
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen).toContainText('cv.pdf (2 KB)');
    await expect(chosen.getByRole('button', { name: 'Remove cv.pdf' })).toBeVisible();
    await input.setInputFiles(pdf('big-cv.pdf', 30));
    await expect(page.getByText('big-cv.pdf was not added')).toBeVisible();
    await expect(chosen).toContainText('cv.pdf (2 KB)');
    await noSidewaysScroll(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await zone.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/file-field-${width}.png`, fullPage: true });
    }

    // The file goes as the attachment "cv"; the param cv_name carries its name.
    await page.getByRole('button', { name: 'Send drill' }).click();
    await expect(page.getByRole('heading', { name: 'Drill sent' })).toBeVisible();
    await expect.poll(async () => (await sink.received()).length).toBe(1);
    const [sent] = await sink.received();
    expect(sent?.attachments).toEqual([
      { field: 'cv', name: 'cv.pdf', size: 2048, type: 'application/pdf', head: '25'.repeat(8) },
    ]);
    expect(sent?.template_params.cv_name).toBe('cv.pdf');
  });

  test('a file chosen, or dropped, before the app has taken the page over is kept, checked and sent', async ({
    page,
    request,
  }) => {
    const sink = sinkFor(request, 'template_lists_files');
    await sink.clear();
    // A slow connection: the page as the build rendered it is all there is.
    let release = await holdScreenCode(page);
    await page.goto('/lists-files', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Your CV').setInputFiles(pdf('early-cv.pdf', 2));
    release();
    await hydrated(page);
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen).toContainText('early-cv.pdf (2 KB)');
    await page.getByRole('button', { name: 'Send drill' }).click();
    await expect(page.getByRole('heading', { name: 'Drill sent' })).toBeVisible();
    await expect.poll(async () => (await sink.received()).length).toBe(1);
    expect((await sink.received())[0]?.template_params.cv_name).toBe('early-cv.pdf');

    // Dropped on the rendered page: the page stays, and the app checks the file once it is its own.
    release = await holdScreenCode(page);
    await page.goto('/lists-files', { waitUntil: 'domcontentloaded' });
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['x'.repeat(30 * 1024)], 'big.pdf', { type: 'application/pdf' }));
      return data;
    });
    await page.locator('.file-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    release();
    await hydrated(page);
    await expect(
      page.getByText('big.pdf was not added: it is 30 KB, and this field takes files up to 20 KB.'),
    ).toBeVisible();
    await expect(chosen).toHaveCount(0);
  });

  test('Send pressed while a chosen file is still being read waits for it, then sends once with it', async ({
    page,
    request,
  }) => {
    const sink = sinkFor(request, 'template_lists_files');
    await sink.clear();
    // A slow read (a large file, a slow disk): each waits until the page calls finishReads().
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      const read = FileReader.prototype.readAsDataURL;
      FileReader.prototype.readAsDataURL = function (this: FileReader, blob: Blob) {
        held.push(() => read.call(this, blob));
      };
      Object.assign(window, { finishReads: () => held.splice(0).forEach((go) => go()) });
    });
    await openDrill(page);
    await page.getByLabel('Your CV').setInputFiles(pdf('slow-cv.pdf', 2));
    const send = page.getByRole('button', { name: 'Send drill' });
    await send.click();
    await send.click();
    await expect(page.getByRole('heading', { name: 'Drill sent' })).toHaveCount(0);
    expect(await sink.received()).toEqual([]);

    await page.evaluate(() => (window as unknown as { finishReads: () => void }).finishReads());
    await expect(page.getByRole('heading', { name: 'Drill sent' })).toBeVisible();
    await expect.poll(async () => (await sink.received()).length).toBe(1);
    expect((await sink.received())[0]?.template_params.cv_name).toBe('slow-cv.pdf');
  });

  test('takes a dropped file, opens from the keyboard, and removes with its button', async ({
    page,
  }) => {
    await openDrill(page);
    // Playwright starts catching file choosers when asked, without waiting for the browser to
    // agree: asked here, long before Enter, so the chooser Enter opens cannot come first.
    const chooser = page.waitForEvent('filechooser');
    const zone = page.locator('.file-drop-zone');
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['%PDF-1.4 dropped'], 'dropped.pdf', { type: 'application/pdf' }));
      return data;
    });
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen).toContainText('dropped.pdf (16 B)');
    await chosen.getByRole('button', { name: 'Remove dropped.pdf' }).click();
    await expect(chosen).toHaveCount(0);

    // Tab reaches the field, its zone shows the focus, and Enter opens the file chooser.
    const input = page.getByLabel('Your CV');
    await page.getByRole('button', { name: 'Add guest', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    const ring = await zone.evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth));
    expect(ring).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('docx'),
    });
    await expect(chosen).toContainText('cv.docx (4 B)');
    // The pointer rests where Remove was clicked: a hovered button's tint is not what is checked here.
    await page.mouse.move(0, 0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await showInColourScheme(page, colorScheme);
      expect(await axeViolations(page, 'form')).toEqual([]);
    }
  });
});
