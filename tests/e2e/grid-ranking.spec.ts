import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// A choice grid, a checkbox grid and a ranking (issue 35): `"ui:widget": "grid"` on a
// group of rows, `"ranking"` on a list of items. tests/fixtures/schemas/grid-ranking.json.

const shots = 'tests/output/screenshots';
const stay = (page: Page) => page.getByRole('group', { name: /How was your stay|إقامتك/ });
const row = (page: Page, name: string | RegExp) => page.getByRole('radiogroup', { name });
const ticks = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const ranking = (page: Page) => page.getByRole('list', { name: /What matters most|الأهم/ });
const send = (page: Page) => page.getByRole('button', { name: /^(Send|إرسال)$/ });

/** The ranked items' words, top first. */
const order = (list: Locator) => list.locator('.ranking-label').allTextContents();

const ANSWERS = [
  'How was your stay?',
  '  Food: Great',
  '  Room: Good',
  'Which meals will you take?',
  '  Saturday: Lunch, Dinner',
  'What matters most to you? 1. Speed, 2. Price, 3. Support, 4. Design',
].join('\n');

for (const width of [390, 1280]) {
  test(`rendered at build time where the app renders it at ${width} px: no jump at hydration`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await holdScreenCode(page);
    await page.goto('/grid-ranking', { waitUntil: 'domcontentloaded' });
    await expect(row(page, 'Food').getByRole('radio')).toHaveCount(4);
    await expect(ranking(page).getByRole('listitem')).toHaveCount(4);
    const before = [await stay(page).boundingBox(), await ranking(page).boundingBox()];
    release();
    await hydrated(page);
    expect([await stay(page).boundingBox(), await ranking(page).boundingBox()]).toEqual(before);
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px filled by keyboard alone, sent readable`, async ({ page, request }) => {
    const sink = sinkFor(request, 'template_grid_ranking');
    await sink.clear();
    await sink.setMode('ok');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/grid-ranking');
    await hydrated(page);
    const great = row(page, 'Food').getByRole('radio', { name: 'Great' });
    if (width === 1280) {
      // A table: the column headings show, each answer under its own.
      const heading = stay(page).locator('.grid-head span', { hasText: 'Great' });
      await expect(heading).toBeVisible();
      const [h, r] = [await heading.boundingBox(), await great.boundingBox()];
      expect(Math.abs(h!.x + h!.width / 2 - (r!.x + r!.width / 2))).toBeLessThan(4);
    }

    await page.getByRole('link', { name: 'Sign in' }).focus();
    await page.keyboard.press('Tab');
    await expect(row(page, 'Food').getByRole('radio', { name: 'Poor' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(great).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(row(page, 'Room').getByRole('radio', { name: 'Poor' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(row(page, 'Room').getByRole('radio', { name: 'Good' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const saturday = ticks(page, 'Saturday');
    await expect(saturday.getByRole('checkbox', { name: 'Breakfast' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(saturday.getByRole('checkbox', { name: 'Lunch' })).toBeChecked();
    await expect(saturday.getByRole('checkbox', { name: 'Dinner' })).toBeChecked();

    // The ranking's first Move down, then Move up on the item below it: Speed first, Price second.
    const list = ranking(page);
    await list.getByRole('button', { name: 'Move down: Price' }).focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('button', { name: 'Move down: Price' })).toBeFocused();
    await expect(page.getByText('Price: now 2 of 4')).toBeAttached();
    expect(await order(list)).toEqual(['Speed', 'Price', 'Support', 'Design']);
    expect(await axeViolations(page)).toEqual([]);

    await send(page).click();
    await expect.poll(async () => (await sink.received()).length).toBe(1);
    const params = (await sink.received())[0]?.template_params;
    // Each param in the words the person chose; the codes where the screen asks for them.
    expect(params).toMatchObject({
      food: 'Great',
      foodCode: 'great',
      ranked: '1. Speed, 2. Price, 3. Support, 4. Design',
      rankedCodes: '1. speed, 2. price, 3. support, 4. design',
    });
    expect(params?.answers).toBe(ANSWERS);
  });
}

test('at 390 px each row its own group of buttons, filled by pointer (the ranking dragged), sent', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_grid_ranking');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/grid-ranking');
  await hydrated(page);
  await sink.clear();
  await sink.setMode('ok');
  await send(page).click();
  await expect(row(page, 'Food')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please choose an answer in this row')).toHaveCount(2);
  await expect(page.getByText('Please put these in order')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/grid-ranking-required-390.png`, fullPage: true });

  // No column headings on a phone: each answer shows its own words, under its row's name.
  await expect(stay(page).locator('.grid-head')).toBeHidden();
  const food = row(page, 'Food');
  const name = await food.locator('.grid-row-name').boundingBox();
  const poor = await food.getByText('Poor').boundingBox();
  expect(poor!.y).toBeGreaterThan(name!.y + name!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await food.getByText('Great').click();
  await row(page, 'Room').getByText('Good').click();
  await ticks(page, 'Saturday').getByText('Dinner').click();
  await ticks(page, 'Saturday').getByText('Lunch').click();
  await expect(food.getByRole('radio', { name: 'Great' })).toBeChecked();

  // Price dragged by its handle below Speed.
  const list = ranking(page);
  // In the middle of the screen, away from the edges where dragging scrolls the page.
  await list.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const handle = list.getByRole('listitem').first().locator('.ranking-handle');
  const target = await list.getByRole('listitem').nth(1).boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(
      from!.x + from!.width / 2,
      from!.y +
        from!.height / 2 +
        ((target!.y + target!.height / 2 - from!.y - from!.height / 2) * step) / 10,
    );
  await page.mouse.up();
  await expect.poll(() => order(list)).toEqual(['Speed', 'Price', 'Support', 'Design']);
  await expect(page.getByText('Please put these in order')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/grid-ranking-answered-390.png`, fullPage: true });

  await send(page).click();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  expect((await sink.received())[0]?.template_params.answers).toBe(ANSWERS);
});

test('in Arabic: words from the translation, rows and list from the right; the draft keeps both', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/ar/grid-ranking');
  await hydrated(page);
  const food = row(page, 'الطعام');
  await expect(food.getByRole('radio', { name: 'ممتاز' })).toBeAttached();
  const [poor, fair] = [
    await food.getByText('ضعيف').boundingBox(),
    await food.getByText('مقبول').boundingBox(),
  ];
  expect(poor!.x).toBeGreaterThan(fair!.x);
  await food.getByText('ممتاز').click();
  await ticks(page, 'السبت').getByText('Lunch').click();
  const list = ranking(page);
  await expect(list.getByRole('listitem').first()).toContainText('السعر');
  await list.getByRole('button', { name: /السعر/ }).last().click();
  await expect.poll(() => order(list)).toEqual(['السرعة', 'السعر', 'الدعم', 'التصميم']);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${shots}/grid-ranking-arabic-390.png`, fullPage: true });

  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('schema-forms:draft:grid-ranking')))
    .toContain('"priorities":["speed","price","support","design"]');
  await page.reload();
  await hydrated(page);
  await expect(row(page, 'الطعام').getByRole('radio', { name: 'ممتاز' })).toBeChecked();
  await expect(ticks(page, 'السبت').getByRole('checkbox', { name: 'Lunch' })).toBeChecked();
  expect(await order(ranking(page))).toEqual(['السرعة', 'السعر', 'الدعم', 'التصميم']);
});

test('in Arabic at 1280 px by keyboard: the arrows follow the row from the right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/grid-ranking');
  await hydrated(page);
  const food = row(page, 'الطعام');
  const [poor, fair] = [
    await food.getByRole('radio', { name: 'ضعيف' }).boundingBox(),
    await food.getByRole('radio', { name: 'مقبول' }).boundingBox(),
  ];
  expect(poor!.x).toBeGreaterThan(fair!.x);
  await food.getByRole('radio', { name: 'ضعيف' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(food.getByRole('radio', { name: 'مقبول' })).toBeChecked();
  const list = ranking(page);
  await list.getByRole('button', { name: /السعر/ }).last().focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => order(list)).toEqual(['السرعة', 'السعر', 'الدعم', 'التصميم']);
  expect(await axeViolations(page)).toEqual([]);
});

test('at 1280 px a picture of the answered grid and ranking', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/grid-ranking');
  await hydrated(page);
  await row(page, 'Food').getByRole('radio', { name: 'Great' }).check();
  await ticks(page, 'Sunday').getByRole('checkbox', { name: 'Dinner' }).check();
  await expect(row(page, 'Food').getByRole('radio', { name: 'Great' })).toBeChecked();
  await page.screenshot({ path: `${shots}/grid-ranking-1280.png`, fullPage: true });
});
