import { expect, test } from '@playwright/test';
import { sinkFor } from '../fixtures/sink-client';

test('in French a decimal comma is typed and shown, the date written out, and the email gets 2.5 and 2026-11-24', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_numbers_dates');
  await sink.clear();
  await page.goto('/numbers-dates?lang=fr');
  const weight = page.getByRole('textbox', { name: /Poids/ });
  await weight.fill('deux');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Saisissez un nombre')).toBeVisible();

  await weight.fill('2,5');
  await page.getByLabel(/^Jour/).fill('2026-11-24');
  await expect(page.getByText('mardi 24 novembre 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
  await expect.poll(async () => (await sink.received()).length).toBe(1);
  expect((await sink.received())[0]?.template_params).toMatchObject({
    weight: '2.5',
    day: '2026-11-24',
  });
});
