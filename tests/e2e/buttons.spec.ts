import { expect, test } from '@playwright/test';

// Buttons read as written, and a sent form offers the next step.

test('buttons are in sentence case, a form without its own label says "Send", and Google has its mark', async ({
  page,
}) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeVisible();
  expect(await send.evaluate((b) => getComputedStyle(b).textTransform)).toBe('none');
  expect(await send.innerText()).toBe('Send message');

  // registration gives no label of its own.
  await page.goto('/registration');
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();

  await page.goto('/sign-in');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  expect(await google.innerText()).toBe('Continue with Google');
  await expect(google.locator('svg path')).toHaveCount(4);
});

test('after a send, "Send another response" gives an empty form and "See all forms" goes home', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana Again');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana.again@example.com');
  await page.getByRole('textbox', { name: /Message/ }).fill('A first message, sent.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await page.getByRole('button', { name: 'Send another response' }).click();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana Twice');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana.again@example.com');
  await page.getByRole('textbox', { name: /Message/ }).fill('A second message, sent too.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await page.getByRole('link', { name: 'See all forms' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('list', { name: 'Forms' })).toBeVisible();
});
