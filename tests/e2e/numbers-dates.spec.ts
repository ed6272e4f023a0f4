import { expect, test } from '@playwright/test';
import { dateBox, expectShown, typeInto } from '../fixtures/date-box';
import { sinkFor } from '../fixtures/sink-client';
import { hydrated } from '../fixtures/hydrated';

// The browser speaks American English (month first, a 12-hour clock); the page is French.
test.use({ locale: 'en-US' });

test('in French a decimal comma is typed and shown, the date and time in the French way, and the email gets 2.5, 2026-11-24 and 14:30', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_numbers_dates');
  await sink.clear();
  await page.goto('/numbers-dates?lang=fr');
  await hydrated(page);
  const weight = page.getByRole('textbox', { name: /Poids/ });
  await weight.fill('deux');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Saisissez un nombre')).toBeVisible();

  await weight.fill('2,5');
  // The page's order and words, not the browser's: day, month, year; four digits of year.
  const day = dateBox(page, /^Jour/);
  await expect(day.getByRole('spinbutton')).toHaveText(['JJ', 'MM', 'AAAA']);
  await expect(day.getByRole('spinbutton').first()).toHaveAccessibleName('jour');
  await typeInto(day, '24112026');
  await expectShown(day, '24/11/2026');
  await expect(page.getByText('mardi 24 novembre 2026')).toBeVisible();
  // The page's 24-hour clock: no AM/PM to choose.
  const time = dateBox(page, 'Heure');
  await expect(time.getByRole('spinbutton')).toHaveCount(2);
  await typeInto(time, '1430');
  await expectShown(time, '14:30');
  await page.screenshot({ path: 'tests/output/numbers-dates-fr.png', fullPage: true });

  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  expect((await sink.received())[0]?.template_params).toMatchObject({
    weight: '2.5',
    day: '2026-11-24',
    at: '14:30',
  });
});

test('a date typed in part says so on leaving, and is never sent as empty', async ({ page }) => {
  await page.goto('/numbers-dates?lang=fr');
  await hydrated(page);
  await page.getByRole('textbox', { name: /Poids/ }).fill('2,5');
  const day = dateBox(page, /^Jour/);
  await typeInto(day, '2411');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Saisissez une date')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Merci !' })).toHaveCount(0);
});
