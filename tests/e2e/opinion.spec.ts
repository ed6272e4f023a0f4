import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { holdScreenCode } from '../fixtures/hold-screen-code';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// An NPS question and an opinion scale (issue 35): `"ui:widget": "nps"` on 0 to 10,
// `"opinion"` with the author's end words. tests/fixtures/schemas/opinion-drill.json.

const recommend = (page: Page) => page.getByRole('radiogroup').first();
const ease = (page: Page) => page.getByRole('radiogroup').nth(1);

test('rendered at build time where the app renders it: no jump when the app hydrates it', async ({
  page,
}) => {
  const release = await holdScreenCode(page);
  await page.goto('/opinion-drill', { waitUntil: 'domcontentloaded' });
  await expect(recommend(page).getByRole('radio')).toHaveCount(11);
  const before = await recommend(page).boundingBox();
  release();
  await hydrated(page);
  expect(await recommend(page).boundingBox()).toEqual(before);
});

test('0 to 10 in two even rows on a phone, the ends named, answered by keyboard, sent as "9 of 10"', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_opinion_drill');
  await sink.clear();
  await sink.setMode('ok');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/opinion-drill');
  await hydrated(page);
  const nps = recommend(page);
  await expect(nps).toHaveAccessibleName('How likely are you to recommend us to a friend?');
  const radios = nps.getByRole('radio');
  await expect(radios.first()).toHaveAccessibleName('0: Not at all likely');
  await expect(radios.last()).toHaveAccessibleName('10: Extremely likely');
  await expect(page.getByText('Extremely likely')).toBeVisible();
  const y = async (i: number) => (await radios.nth(i).boundingBox())?.y;
  expect(await y(5)).toBe(await y(0));
  expect(await y(6)).toBeGreaterThan((await y(0)) ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('link', { name: 'Sign in' }).focus();
  await page.keyboard.press('Tab');
  await expect(radios.first()).toBeFocused();
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await expect(radios.nth(9)).toBeChecked();
  const scale = ease(page);
  await expect(scale.getByRole('radio')).toHaveCount(7);
  await expect(scale.getByRole('radio').first()).toHaveAccessibleName('1: Very hard');
  await scale.getByRole('radio', { name: '5', exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const params = (await sink.received())[0]?.template_params;
  expect(params).toMatchObject({ score: '9 of 10' });
  expect(params?.answers).toBe(
    'How likely are you to recommend us to a friend? 9 of 10\nHow easy was it to book? 5 of 7',
  );
});

test('required says so; in Arabic the ends come from the translation and the app', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/opinion-drill');
  await hydrated(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(recommend(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please choose a number')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'tests/output/screenshots/opinion-required-390.png' });

  await page.goto('/ar/opinion-drill');
  await hydrated(page);
  await expect(page.getByText('صعب جدًا')).toBeVisible();
  await expect(page.getByText('غير محتمل إطلاقًا')).toBeVisible();
  await recommend(page).getByRole('radio').nth(8).click();
  await expect(recommend(page).getByRole('radio').nth(8)).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'tests/output/screenshots/opinion-arabic-390.png' });
});
