import { expect, test, type APIRequestContext } from '@playwright/test';
import { sinkFor } from '../fixtures/sink-client';

// A 120-question screen (tests/fixtures/schemas/long-form.json): rendered in chunks,
// the first at once and the rest while the person already types.
test.describe.configure({ mode: 'serial' });

const sink = (request: APIRequestContext) => sinkFor(request, 'template_long_form');
const question = (n: number) => `#root_q${n}`;

test.beforeEach(async ({ request }) => {
  await sink(request).clear();
  await sink(request).setMode('ok');
});

test('a long form takes answers at once, renders to the end and sends every answer', async ({
  page,
  request,
}) => {
  await page.goto('/long-form');
  // Typed into before the form is rendered to its end.
  await page.locator(question(1)).fill('typed at once');
  await page.locator(question(60)).fill('42');
  await page.locator(question(120)).fill('the last one');
  await expect(page.locator('input[id^="root_q"]')).toHaveCount(120);
  await expect(page.locator(question(1))).toHaveValue('typed at once');
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByRole('heading', { name: 'Answers sent' })).toBeVisible();
  const sent = await sink(request).received();
  expect(sent).toHaveLength(1);
  const answers = sent[0]?.template_params.answers ?? '';
  expect(answers).toContain('Question 1: typed at once');
  expect(answers).toContain('Question 60: 42');
  expect(answers).toContain('Question 120: the last one');
});

test('Enter in the first question at once shows the unanswered last one, with focus on it', async ({
  page,
  request,
}) => {
  await page.goto('/long-form');
  await page.locator(question(1)).fill('in a hurry');
  await page.locator(question(1)).press('Enter');
  await expect(page.locator(question(120))).toBeFocused();
  await expect(page.locator(question(120))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(question(1))).toHaveValue('in a hurry');
  expect(await sink(request).received()).toHaveLength(0);
});

test('Tab goes from one chunk of questions into the next, in order', async ({ page }) => {
  await page.goto('/long-form');
  await expect(page.locator('input[id^="root_q"]')).toHaveCount(120);
  // Questions 12 and 13 end one chunk and start the next.
  await page.locator(question(12)).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(question(13))).toBeFocused();
  await page.keyboard.type('tabbed in');
  await expect(page.getByLabel('Question 13')).toHaveValue('tabbed in');
});
