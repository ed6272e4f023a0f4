import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../fixtures/hydrated';

// A text box's title (text, email, number, date, phone, drop-down) longer than its box reads
// whole above it, as Google Forms and Tally show it, not cut with "…" on one line inside the
// box (MUI's floating label). tests/fixtures/schemas/long-titles*.json.

const shots = 'tests/output/screenshots';
const REASON = 'What is the main reason you are contacting us today?';
const ORDER =
  'Order number, as printed at the top of your receipt, or in the confirmation email we sent you on the day you placed your order';

/**
 * Each box's title that is cut short (its words wider than its own box), runs out of the form,
 * or lies over its box instead of above it: empty when every title reads whole.
 */
const hiddenTitles = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('main form')!.getBoundingClientRect();
    return [...document.querySelectorAll('main form .MuiInputLabel-root')]
      .filter((label) => {
        const own = label.getBoundingClientRect();
        const box = label.nextElementSibling!.getBoundingClientRect();
        return (
          label.scrollWidth > label.clientWidth + 1 ||
          own.left < form.left - 1 ||
          own.right > form.right + 1 ||
          own.bottom > box.top + 1
        );
      })
      .map((label) => label.textContent);
  });

for (const width of [390, 1280]) {
  test(`a long title reads whole above its box at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/long-titles');
    // The page as the build rendered it already shows them whole.
    await expect.poll(() => hiddenTitles(page)).toEqual([]);
    await hydrated(page);
    // Still each box's name, and a required one says so.
    const reason = page.getByRole('textbox', { name: REASON });
    await expect(reason).toHaveAttribute('required', '');
    await expect(page.getByRole('spinbutton', { name: ORDER })).toBeVisible();
    await expect(
      page.getByRole('combobox', {
        name: 'Which of our departments would you like to hear back from?',
      }),
    ).toBeVisible();
    // A phone's title is above both its boxes, which share a line where there is room.
    const phone = 'Which phone number can we call you back on during working hours?';
    const country = (await page
      .getByRole('combobox', { name: `${phone}: Country` })
      .boundingBox())!;
    const number = (await page.getByRole('textbox', { name: phone }).boundingBox())!;
    if (width === 1280) expect(Math.abs(country.y - number.y)).toBeLessThan(2);
    else expect(number.y).toBeGreaterThan(country.y + country.height);
    // A message and the help keep their places, under the box.
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@');
    await reason.fill('My parcel never came');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Enter an email address, like ana@example.com')).toBeVisible();
    const under = async (text: string, field: string) => {
      const message = (await page.getByText(text).boundingBox())!;
      const box = (await page.locator(field).boundingBox())!;
      return message.y >= box.y + box.height;
    };
    expect(await under('Enter an email address', '#root_email')).toBe(true);
    expect(await under('A sentence or two is enough', '#root_reason')).toBe(true);
    expect(await hiddenTitles(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/long-titles-${width}.png`, fullPage: true });
  });
}

test('right to left (Arabic) at 390 px, a long title reads whole above its box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/ar/long-titles');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const reason = page.getByRole('textbox', { name: 'ما هو السبب الرئيسي لتواصلك معنا اليوم؟' });
  await expect(reason).toBeVisible();
  expect(await hiddenTitles(page)).toEqual([]);
  // At the start of the line: the right.
  const title = (await page.locator('label[for="root_reason"]').boundingBox())!;
  const box = (await reason.boundingBox())!;
  expect(title.x + title.width).toBeGreaterThan(box.x + box.width - 20);
  await page.screenshot({ path: `${shots}/long-titles-arabic-390.png`, fullPage: true });
});
