import { expect, test } from '@playwright/test';
import { keyToPaint, longestBlock, watchMainThread } from '../fixtures/responsiveness';
import { hydrated } from '../fixtures/hydrated';

// Issue 45, finding 1: a pattern is tried on every change of its field, in a time that grows
// with the answer's length. The checker lets a pattern through up to the square of it (the
// usual email pattern is one); such a field with a long maxLength (2000 then) met an 80,000
// character paste: matched in full, ~6 s of a frozen page. The box now takes no more than its
// maxLength (500 at most for such a pattern), and an answer already too long is never matched.

// What recheck finds slowest for the pattern: every ".a" is another place its last part may
// start, and the "@" at the end refuses them all.
const attack = `a@a${'.a'.repeat(40_000)}.@..!`;

test('a long paste into a box with a pattern keeps the page answering', async ({ page }) => {
  await page.goto('/long-answer');
  await hydrated(page);
  const box = page.getByRole('textbox', { name: 'Address' });
  await watchMainThread(page);
  await box.focus();
  // How a paste or an input method hands text to the box.
  await page.keyboard.insertText(attack);
  const kept = await box.evaluate((element) => (element as HTMLTextAreaElement).value.length);
  const latency = await keyToPaint(box, 'End');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // Its first 500 characters are an address that fits: sent. The whole would be refused.
  await expect(
    page.getByText(/Your answers were sent|Write it like ana@example.org/),
  ).toBeVisible();
  const blocked = await longestBlock(page);
  test
    .info()
    .annotations.push({ type: 'figures', description: `${blocked} ms, key ${latency} ms` });
  expect(blocked).toBeLessThan(1000);
  expect(latency).toBeLessThan(1000);
  expect(kept).toBe(500);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});
