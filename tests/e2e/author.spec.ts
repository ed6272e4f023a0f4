import { expect, test } from '@playwright/test';
import { dateBox, typeInto } from '../fixtures/date-box';

test("an author's message replaces the generic text, once the field is left", async ({ page }) => {
  await page.goto('/sign-up');
  const name = page.getByRole('textbox', { name: 'Your name' });
  await expect(name).toBeVisible();
  await name.fill('Ana');
  await dateBox(page, /^Date of birth/)
    .getByRole('spinbutton')
    .first()
    .focus();
  await page.getByRole('button', { name: 'Next' }).click();

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('ana');
  // Still typing: no message yet.
  await expect(page.getByText('That does not look like an email address')).toHaveCount(0);
  await email.blur();
  await expect(
    page.getByText('That does not look like an email address, like ana@example.com'),
  ).toBeVisible();
  await expect(page.getByText('Enter an email address')).toHaveCount(0);
});

test('steps: Next checks only the step, Back keeps answers, Submit checks all', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await expect(page.getByText('Sign-in details')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please tell us your name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Email again' }).fill('ana@example.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The two email addresses are different')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Email again' })).toHaveValue('ana@example.org');
  await page.getByRole('textbox', { name: 'Email again' }).fill('ana@example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: 'tests/output/author-steps.png', fullPage: true });
});

test('the link fills in fields, nested ones too, and dates are checked', async ({ page }) => {
  await page.goto('/booking?room=suite&guests=3&city=Lyon');
  await expect(page.getByRole('combobox', { name: /Room/ })).toContainText('Suite');
  // Guests (1 to 4) is a row of buttons (issue 16, item 8), no longer a number box.
  await expect(
    page.getByRole('radiogroup', { name: 'Guests' }).getByRole('radio', { name: '3', exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');

  // This browser's American English: month first.
  await typeInto(dateBox(page, /^Check-in/), '01102020');
  await typeInto(dateBox(page, /^Check-out/), '01052020');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Check-in must be a day after today')).toBeVisible();
  await expect(page.getByText('Check-out must be after check-in')).toBeVisible();
  await expect(page.getByText('Please fill this in')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.screenshot({ path: 'tests/output/author-booking.png', fullPage: true });
});
