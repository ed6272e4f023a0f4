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

test('the app speaks the language of the link, the switcher and the person’s choice; Arabic right to left', async ({
  page,
}) => {
  const html = page.locator('html');
  const allForms = page.getByRole('contentinfo').getByRole('link');
  await page.goto('/contact?lang=fr');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(allForms).toHaveText('Tous les formulaires');

  await page.goto('/contact?lang=ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(allForms).toHaveText('كل النماذج');
  // The first field's label starts at the right, where Arabic reads from.
  const field = page.getByRole('textbox', { name: /Your name/ });
  const label = page.locator('label', { hasText: 'Your name' });
  await expect(label).toHaveCSS('transform-origin', /^\S+px 0px$/);
  const [fieldBox, labelBox] = [await field.boundingBox(), await label.boundingBox()];
  if (!fieldBox || !labelBox) throw new Error('the field or its label is not drawn');
  expect(fieldBox.x + fieldBox.width - (labelBox.x + labelBox.width)).toBeLessThan(40);
  expect(labelBox.x - fieldBox.x).toBeGreaterThan(fieldBox.width / 2);

  // The switcher's choice is shown at once and outlasts the link's: the next visit is in German.
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('de');
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(allForms).toHaveText('Alle Formulare');
  await expect(page).toHaveURL('/contact');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Formulare' })).toBeVisible();
});
