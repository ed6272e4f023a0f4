import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// A star rating (issue 35): `"ui:widget": "rating"` on a whole number from 1 to 3-10.
// tests/fixtures/schemas/rating-drill.json is the drill screen.

const service = (page: Page) =>
  page.getByRole('radiogroup', { name: /How was our service|خدمتنا/ });
/** The `n`th star, whatever the language calls it. */
const star = (group: Locator, n: number) => group.getByRole('radio').nth(n - 1);
/** How many stars are rendered full. */
const full = (group: Locator) => group.locator('.star-full:visible');

test('rendered at build time where the app renders it: no jump when the app hydrates it', async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  await page.goto('/rating-drill', { waitUntil: 'domcontentloaded' });
  await expect(star(service(page), 5)).toBeAttached();
  await expect(star(service(page), 1)).toHaveAccessibleName('1 star');
  const before = await service(page).boundingBox();
  release();
  await hydrated(page);
  expect(await service(page).boundingBox()).toEqual(before);
});

test('answered by keyboard alone: arrows choose, Space on the chosen star takes it back; sent as "4 of 5"', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_rating_drill');
  await sink.clear();
  await sink.setMode('ok');
  await page.goto('/rating-drill');
  await hydrated(page);
  const stars = service(page);
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(full(stars)).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign in' }).focus();
  await page.keyboard.press('Tab');
  await expect(star(stars, 1)).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(star(stars, 4)).toBeChecked();
  await expect(full(stars)).toHaveCount(4);
  await page.keyboard.press('ArrowLeft');
  await expect(star(stars, 3)).toBeChecked();
  await page.keyboard.press('Space');
  await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(full(stars)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(star(stars, 4)).toBeChecked();

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const params = (await sink.received())[0]?.template_params;
  expect(params).toMatchObject({ stars: '4 of 5' });
  expect(params?.answers).toBe('How was our service? 4 of 5');
});

test('a click chooses, a click on the chosen star takes it back; required says so; the draft keeps it', async ({
  page,
}) => {
  await page.goto('/rating-drill');
  await hydrated(page);
  const stars = service(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(stars).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  await star(stars, 2).click();
  await expect(star(stars, 2)).toBeChecked();
  await star(stars, 2).click();
  await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);

  const food = page.getByRole('radiogroup', { name: 'And the food?' });
  await expect(food.getByRole('radio')).toHaveCount(10);
  await star(food, 9).click();
  await expect(full(food)).toHaveCount(9);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('schema-forms:draft:rating-drill')))
    .toContain('"food":9');
  await page.reload();
  await hydrated(page);
  await expect(star(page.getByRole('radiogroup', { name: 'And the food?' }), 9)).toBeChecked();
});

test('in Arabic the stars run and fill from the right, and the arrow keys follow the row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/ar/rating-drill');
  await hydrated(page);
  const stars = service(page);
  const [one, two] = [await star(stars, 1).boundingBox(), await star(stars, 2).boundingBox()];
  expect(one!.x).toBeGreaterThan(two!.x);
  await expect(star(stars, 1)).toHaveAccessibleName('نجمة واحدة');
  await star(stars, 3).click();
  await expect(full(stars)).toHaveCount(3);
  await page.keyboard.press('ArrowLeft');
  await expect(star(stars, 4)).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
});

// Pictures for people to look at (tests/output/ is git-ignored), each state asserted first.
test('pictures at 390 px: unanswered and required, chosen, in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const shots = 'tests/output/screenshots';
  await page.goto('/rating-drill');
  await hydrated(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(service(page)).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${shots}/rating-required-390.png` });
  await star(service(page), 4).click();
  await star(page.getByRole('radiogroup', { name: 'And the food?' }), 10).click();
  await expect(full(service(page))).toHaveCount(4);
  await page.screenshot({ path: `${shots}/rating-chosen-390.png` });
  await page.goto('/ar/rating-drill');
  await hydrated(page);
  await star(service(page), 2).click();
  await expect(full(service(page))).toHaveCount(2);
  await page.screenshot({ path: `${shots}/rating-arabic-390.png` });
});
