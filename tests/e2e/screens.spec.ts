import { expect, test } from '@playwright/test';

test('the home page lists the screens in order, without hidden ones', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Forms');
  const items = page.getByRole('list', { name: 'Forms' }).getByRole('link');
  // The 11 example screens of schemas/, less the hidden "About these forms".
  await expect(items).toHaveCount(10);
  await expect(items.nth(0)).toContainText('Contact us');
  await expect(items.nth(1)).toContainText('Event registration');
  await expect(items.nth(9)).toContainText('Open day survey');
  await expect(page.getByText('About these forms')).toHaveCount(0);
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-form');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all forms' }).click();
  await expect(page).toHaveURL('/');
});

test('a required field left empty shows its message on submit', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact us/);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please fill this in').first()).toBeVisible();
});
