import { expect, test, type Page } from '@playwright/test';
import { sinkFor } from '../fixtures/sink-client';

// Drafts on a shared computer: what a stored draft may bring back, and for how long.
const SCREEN = '/draft-drill';
const KEY = 'schema-forms:draft:draft-drill';
const DAY = 24 * 60 * 60 * 1000;

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Your name' });

/** The draft as this browser stores it, once there is one. */
async function storedDraft(page: Page, key = KEY) {
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).not.toBeNull();
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  return JSON.parse(text ?? 'null') as { expiresAt?: number; answers?: unknown };
}

test('keys of a stored draft that are not fields of the screen are never sent', async ({
  page,
  request,
}) => {
  const sink = sinkFor(request, 'template_draft_drill');
  await sink.clear();
  await page.goto(SCREEN);
  await expect(nameField(page)).toBeVisible();
  // A draft as an older version stored it (the answers alone), with keys someone wrote in by hand.
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ name: 'Ana Draft', service_id: 'service_evil', form_id: 'spoofed' }),
      ),
    KEY,
  );
  await page.reload();
  await expect(nameField(page)).toHaveValue('Ana Draft');
  await page.getByRole('button', { name: 'Send draft' }).click();
  await expect(page.getByRole('heading', { name: 'Draft sent' })).toBeVisible();

  await expect.poll(async () => (await sink.received()).length).toBe(1);
  const [sent] = await sink.received();
  expect(sent?.service_id).toBe('default_service');
  expect(sent?.template_params).not.toHaveProperty('service_id');
  expect(sent?.template_params.form_id).toBe('draft-drill');
  expect(sent?.template_params.name).toBe('Ana Draft');
  expect(sent?.template_params.answers).toBe('Your name: Ana Draft');
});

test('a draft is kept for the days the screen gives (7 by default), then not shown again', async ({
  page,
}) => {
  await page.goto(SCREEN);
  await nameField(page).fill('Ben Draft');
  const before = Date.now();
  const draft = await storedDraft(page);
  expect(draft.answers).toEqual({ name: 'Ben Draft' });
  expect(draft.expiresAt).toBeGreaterThanOrEqual(before + DAY - 60_000);
  expect(draft.expiresAt).toBeLessThanOrEqual(Date.now() + DAY + 60_000);

  await page.reload();
  await expect(nameField(page)).toHaveValue('Ben Draft');

  // The day has passed: the next person at this computer finds the form empty.
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt: number };
    stored.expiresAt = Date.now() - 1;
    localStorage.setItem(key, JSON.stringify(stored));
  }, KEY);
  await page.reload();
  await expect(nameField(page)).toBeVisible();
  await expect(nameField(page)).toHaveValue('');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();

  // A screen that says nothing keeps its draft for 7 days.
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Cleo Draft');
  const contact = await storedDraft(page, 'schema-forms:draft:contact');
  expect(contact.expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY - 60_000);
  expect(contact.expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY + 60_000);
});
